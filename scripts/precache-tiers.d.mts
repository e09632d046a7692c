export interface PrecacheEntry {
  url: string;
  revision: string | null;
  size: number;
  keptAfterReady?: true;
}
export interface ViteManifestChunk {
  file: string;
  imports?: string[];
  isEntry?: boolean;
}
export const APP_START_SOURCE: string;
export function firstLoadFiles(viteManifest: Record<string, ViteManifestChunk>, appStart?: string): Set<string>;
export function appStartPreloadPlugin(appStart?: string): import('vite').Plugin;
export function markCodeKeptAfterReady(
  entries: readonly PrecacheEntry[],
  viteManifest: Record<string, ViteManifestChunk>,
): PrecacheEntry[];
export function codeKeptAfterReadyTransform(
  outDir: () => string,
): (entries: PrecacheEntry[]) => Promise<{ manifest: PrecacheEntry[]; warnings: string[] }>;
export function startStageChunkName(entrySource: string): (
  moduleId: string,
  context: {
    getModuleInfo: (id: string) => { importedIds: readonly string[]; dynamicallyImportedIds: readonly string[] } | null;
  },
) => string | null;
