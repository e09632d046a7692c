/** Types for the parts of build-feeds-lib.mjs that TypeScript tests use. */
export const SCHEDULE_MARGIN_MS: number;
export function runQueryUrl(options: { projectId: string; apiKey?: string; emulatorHost?: string }): string;
export function fetchPublishedDocuments(options: {
  fetch: typeof globalThis.fetch;
  url: string;
  collectionId: string;
  timeoutMs?: number;
  pageSize?: number;
  maxPages?: number;
  now?: Date;
}): Promise<{ documents: { id: string; name: string; data: Record<string, unknown> }[]; complete: boolean }>;
