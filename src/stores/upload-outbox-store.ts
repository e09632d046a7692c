import { proxy } from 'valtio';

/** One photo or file in the outbox, as the screen shows it (src/collections/uploads/outbox-machine.ts, OutboxState). */
export interface EntryProgress {
  id: string;
  state: 'staged' | 'queued' | 'uploading' | 'failed' | 'uploaded';
  sent: number;
  total: number;
  lastError: string | null;
  nextAttemptAt: number;
}

export interface OutboxSummary {
  /** Photos and documents' files saved with their document whose files are not all in Storage yet. */
  waiting: number;
  /** How many of `waiting` are files of the documents library (the rest are photos). */
  waitingFiles: number;
  sent: number;
  total: number;
  entries: Record<string, EntryProgress>;
}

/**
 * The upload outbox as the screen shows it: how many photos and files wait to upload, bytes sent, and
 * each one's progress by upload id. Part of the first load, so it holds numbers only; the outbox itself
 * (src/collections/uploads) loads after the page, and fills it.
 */
export const uploadOutboxStore = proxy({
  waiting: 0,
  waitingFiles: 0,
  sent: 0,
  total: 0,
  entries: {} as Record<string, EntryProgress>,
});

/** A summary without `waitingFiles` (photos only, as the picture tests give) counts no files. */
export function setOutboxSummary(
  summary: Omit<OutboxSummary, 'waitingFiles'> & Partial<Pick<OutboxSummary, 'waitingFiles'>>,
): void {
  uploadOutboxStore.waiting = summary.waiting;
  uploadOutboxStore.waitingFiles = summary.waitingFiles ?? 0;
  uploadOutboxStore.sent = summary.sent;
  uploadOutboxStore.total = summary.total;
  uploadOutboxStore.entries = summary.entries;
}

const count = (number: number, one: string, many: string) => `${number} ${number === 1 ? one : many}`;

/**
 * The badge's words: "2 photos waiting to upload", "1 file waiting to upload", "2 photos and 1 file
 * waiting to upload", with how far along they are once sending has begun.
 */
export function uploadsLabel({
  waiting,
  waitingFiles = 0,
  sent,
  total,
}: {
  waiting: number;
  waitingFiles?: number;
  sent: number;
  total: number;
}): string | null {
  if (waiting === 0) return null;
  const files = Math.min(waitingFiles, waiting);
  const photos = waiting - files;
  const what = [
    ...(photos > 0 ? [count(photos, 'photo', 'photos')] : []),
    ...(files > 0 ? [count(files, 'file', 'files')] : []),
  ].join(' and ');
  const words = `${what} waiting to upload`;
  return sent > 0 && total > 0 ? `${words} · ${Math.min(99, Math.floor((sent / total) * 100))}%` : words;
}
