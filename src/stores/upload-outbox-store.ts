import { proxy } from 'valtio';

/** One photo in the outbox, as the screen shows it (src/collections/uploads/outbox-machine.ts, OutboxState). */
export interface EntryProgress {
  id: string;
  state: 'staged' | 'queued' | 'uploading' | 'failed' | 'uploaded';
  sent: number;
  total: number;
  lastError: string | null;
  nextAttemptAt: number;
}

export interface OutboxSummary {
  /** Pictures saved with their document whose files are not all in Storage yet. */
  waiting: number;
  sent: number;
  total: number;
  entries: Record<string, EntryProgress>;
}

/**
 * The upload outbox as the screen shows it: how many photos wait to upload, bytes sent, and each
 * photo's progress by upload id. Part of the first load, so it holds numbers only; the outbox itself
 * (src/collections/uploads) loads after the page, and fills it.
 */
export const uploadOutboxStore = proxy({
  waiting: 0,
  sent: 0,
  total: 0,
  entries: {} as Record<string, EntryProgress>,
});

export function setOutboxSummary(summary: OutboxSummary): void {
  uploadOutboxStore.waiting = summary.waiting;
  uploadOutboxStore.sent = summary.sent;
  uploadOutboxStore.total = summary.total;
  uploadOutboxStore.entries = summary.entries;
}

/** The badge's words: "2 photos waiting to upload", with how far along they are once sending has begun. */
export function uploadsLabel(waiting: number, sent: number, total: number): string | null {
  if (waiting === 0) return null;
  const words = `${waiting} ${waiting === 1 ? 'photo' : 'photos'} waiting to upload`;
  return sent > 0 && total > 0 ? `${words} · ${Math.min(99, Math.floor((sent / total) * 100))}%` : words;
}
