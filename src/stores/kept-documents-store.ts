import { proxy } from 'valtio';

/** What the buttons need to know of one kept document: which version of its file, and how big. */
export interface KeptSummary {
  /** The Storage path of the kept file: a document whose file was replaced has a new path. */
  path: string;
  size: number;
}

/**
 * The documents kept on this device ("Keep offline"), as the buttons show them: ids, the version kept
 * and the bytes in all. Numbers and strings only, with no IndexedDB code, so it costs the first load
 * nothing; src/features/documents/kept-documents.ts reads the device's copy and fills it.
 */
export const keptDocumentsStore = proxy({
  /** Whether the device's copy has been read since the page loaded. */
  hydrated: false,
  kept: {} as Record<string, KeptSummary>,
  totalBytes: 0,
});

/** Replaces the store's view with what the device holds now. */
export function setKeptDocuments(entries: readonly (KeptSummary & { id: string })[]): void {
  const kept: Record<string, KeptSummary> = {};
  let totalBytes = 0;
  for (const { id, path, size } of entries) {
    kept[id] = { path, size };
    totalBytes += size;
  }
  keptDocumentsStore.kept = kept;
  keptDocumentsStore.totalBytes = totalBytes;
  keptDocumentsStore.hydrated = true;
}

/** What is kept of a document: the current file, an older version of it, or nothing. */
export type KeptState = 'current' | 'older' | 'none';

/**
 * Whether a document's file is kept on this device. Pass a snapshot's `kept` (useSnapshot) to re-render
 * when it changes.
 */
export function keptStateOf(
  id: string,
  path: string | null | undefined,
  kept: Readonly<Record<string, Readonly<KeptSummary>>> = keptDocumentsStore.kept,
): KeptState {
  const entry = kept[id];
  if (!entry) return 'none';
  return path === undefined || path === null || entry.path === path ? 'current' : 'older';
}

/** For tests: as at page load, nothing read yet. */
export function resetKeptDocumentsStoreForTests(): void {
  keptDocumentsStore.kept = {};
  keptDocumentsStore.totalBytes = 0;
  keptDocumentsStore.hydrated = false;
}
