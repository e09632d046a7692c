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
export function entryFiles(viteManifest: Record<string, ViteManifestChunk>): Set<string>;
export function markCodeKeptAfterReady(
  entries: readonly PrecacheEntry[],
  viteManifest: Record<string, ViteManifestChunk>,
): PrecacheEntry[];
export function codeKeptAfterReadyTransform(
  outDir: () => string,
): (entries: PrecacheEntry[]) => Promise<{ manifest: PrecacheEntry[]; warnings: string[] }>;
