import { oldestFirst, queueMachine, type QueueEntry } from '@/collections/outbox/queue-machine';
import type { OutboxSummary } from '@/stores/upload-outbox-store';

/**
 * The upload outbox's decisions, with no IndexedDB, Storage or timers: each function takes an entry (and
 * the time) and returns the next one. `outbox.ts` applies them at the edges. Waiting, sending, failing
 * and backing off are the outbox queue's (src/collections/outbox/queue-machine.ts); what is added here is
 * the uploads' own: staging, the files and their progress, and writing the document once they are up.
 *
 * One entry is one picture: its large and small files travel together, so the document's url and
 * small.url are written once, together, when both are in Storage. A file of the documents library is
 * an entry with one file (role `large`, path `documents/…`): its document's `{field}.url` is written the same way.
 */

/** Where a file belongs: the document and field whose image points at it. */
export interface UploadTarget {
  collection: string;
  documentId: string;
  field: string;
}

export interface OutboxFile {
  role: 'large' | 'small';
  /** Storage path, `images/{collection}/{documentId}/{uploadId}[-small].{ext}`. */
  path: string;
  blob: Blob;
  contentType: string;
  /** Bytes Storage has confirmed for this attempt. */
  sent: number;
  /** Set once the file is in Storage. */
  downloadUrl: string | null;
}

/**
 * - `staged`: picked in the editor, the document not saved with it yet (nothing is uploaded for a
 *   picture that is never saved);
 * - `queued`: waiting for a connection or its turn; `uploading`: under way;
 * - `failed`: the last attempt failed, tried again at `nextAttemptAt` (the backoff);
 * - `uploaded`: every file is in Storage, the document's url(s) still to be written. Once the server
 *   has that write the entry is removed: that is "done".
 */
export type OutboxState = 'staged' | 'queued' | 'uploading' | 'failed' | 'uploaded';
export type { EntryProgress, OutboxSummary } from '@/stores/upload-outbox-store';

export interface OutboxEntry extends QueueEntry<OutboxState> {
  /** The upload id, also the file name in Storage. */
  id: string;
  target: UploadTarget;
  files: OutboxFile[];
  /**
   * An attempt was under way and its outcome is unknown (a reload, a closed tab, a lost connection):
   * ask Storage whether the file is already there before sending it again.
   */
  uncertain: boolean;
}

/** The queue's states as the uploads have always stored them. */
const queue = queueMachine<OutboxState>({ waiting: 'queued', sending: 'uploading', failed: 'failed' });

/**
 * An uploaded picture whose document shows another one is forgotten only after this long: the
 * editor's save of it may have been refused, and saved again when the conflict is settled.
 */
export const MOVED_ON_GRACE_MS = 3 * 24 * 60 * 60 * 1000;
/** A picture picked but never saved is forgotten after this long. */
export const STAGED_KEPT_MS = 30 * 24 * 60 * 60 * 1000;

export { BACKOFF_BASE_MS, BACKOFF_CAP_MS, backoffDelay } from '@/collections/outbox/queue-machine';

export function stagedEntry(
  id: string,
  target: UploadTarget,
  files: readonly Omit<OutboxFile, 'sent' | 'downloadUrl'>[],
  now: number,
): OutboxEntry {
  return {
    id,
    target,
    files: files.map((file) => ({ ...file, sent: 0, downloadUrl: null })),
    state: 'staged',
    attempts: 0,
    nextAttemptAt: now,
    lastError: null,
    uncertain: false,
    createdAt: now,
  };
}

/** The document has been saved pointing at this picture: its files may go. */
export function promoted(entry: OutboxEntry, now: number): OutboxEntry {
  return entry.state === 'staged' ? { ...entry, state: 'queued', nextAttemptAt: now } : entry;
}

/**
 * As read back from IndexedDB when the app starts: an upload that was under way when the page went
 * away is queued again, and Storage is asked first whether its files arrived.
 */
export function resumed(entry: OutboxEntry): OutboxEntry {
  if (entry.state !== 'uploading') return entry;
  return { ...queue.resumed(entry), uncertain: true, files: entry.files.map((file) => ({ ...file, sent: 0 })) };
}

export const started: (entry: OutboxEntry) => OutboxEntry = queue.started;

export function progressed(entry: OutboxEntry, path: string, sent: number): OutboxEntry {
  return { ...entry, files: entry.files.map((file) => (file.path === path ? { ...file, sent } : file)) };
}

export function fileUploaded(entry: OutboxEntry, path: string, downloadUrl: string): OutboxEntry {
  const files = entry.files.map((file) => (file.path === path ? { ...file, sent: file.blob.size, downloadUrl } : file));
  const all = files.every((file) => file.downloadUrl !== null);
  return { ...entry, files, state: all ? 'uploaded' : entry.state };
}

export function failed(entry: OutboxEntry, message: string, now: number, jitter = 0): OutboxEntry {
  return {
    ...queue.failed(entry, message, now, jitter),
    // Whether the last bytes arrived is unknown: ask before sending again.
    uncertain: true,
    files: entry.files.map((file) => (file.downloadUrl ? file : { ...file, sent: 0 })),
  };
}

/** "Try now": a failed entry goes back to the queue at once. */
export const retriedNow: (entry: OutboxEntry, now: number) => OutboxEntry = queue.retriedNow;

/** Whether the entry has work to do now: an upload to start (online), or its url(s) to write (even offline). */
export function isDue(entry: OutboxEntry, now: number, online: boolean): boolean {
  return entry.state === 'uploaded' || queue.isDue(entry, now, online);
}

/** The next entry to work on, oldest first; undefined when there is nothing to do now. */
export function nextDue(entries: readonly OutboxEntry[], now: number, online: boolean): OutboxEntry | undefined {
  return oldestFirst(entries, (entry) => isDue(entry, now, online))[0];
}

/** When the earliest waiting retry falls due, if any, for a timer. */
export const nextWake: (entries: readonly OutboxEntry[], now: number) => number | undefined = queue.nextWake;

/** The files still to send in this attempt. */
export function filesToSend(entry: OutboxEntry): OutboxFile[] {
  return entry.files.filter((file) => file.downloadUrl === null);
}

/** The picture as a document holds it (content-schema imageSchema), only the parts the outbox reads. */
export interface DocumentImage {
  path: string;
  url: string;
  small?: { path: string; url: string; width: number; height: number };
  [key: string]: unknown;
}

/** What the document says now, on this device. `confirmed`: the server has this version (no local writes waiting). */
export interface DocumentState {
  image: DocumentImage | null | undefined;
  version: number;
  confirmed: boolean;
}

export type CompletionStep =
  /** The document shows the url(s) and the server has it: remove the entry. */
  | { kind: 'done' }
  /** The document no longer points at this picture (replaced, removed, or the document deleted). */
  | { kind: 'moved-on' }
  /** The url(s) are written on this device, waiting for the server. */
  | { kind: 'wait' }
  /** Write these, as a save of `version`. */
  | { kind: 'write'; image: DocumentImage; version: number };

/** What to do once every file is in Storage. Only the picture's url(s) change, and only if its path still matches. */
export function completionStep(entry: OutboxEntry, document: DocumentState | undefined): CompletionStep {
  const large = entry.files.find((file) => file.role === 'large');
  const small = entry.files.find((file) => file.role === 'small');
  const image = document?.image;
  if (!document || !image || !large || image.path !== large.path) return { kind: 'moved-on' };
  const smallMatches = image.small !== undefined && small !== undefined && image.small.path === small.path;
  const wanted = {
    url: large.downloadUrl ?? '',
    small: smallMatches ? (small.downloadUrl ?? '') : undefined,
  };
  const written = image.url === wanted.url && (wanted.small === undefined || image.small?.url === wanted.small);
  if (written) return document.confirmed ? { kind: 'done' } : { kind: 'wait' };
  // The editor's own save of the picture goes first: a save on top of one still unsent would be refused
  // (or, after a reload, taken for someone else's change) if that save were refused in turn.
  if (!document.confirmed) return { kind: 'wait' };
  const next: DocumentImage = { ...image, url: wanted.url };
  if (image.small && wanted.small !== undefined) next.small = { ...image.small, url: wanted.small };
  return { kind: 'write', image: next, version: document.version };
}

/** Whether the document still points at this entry's picture (for promoting a staged entry, or discarding). */
export function pointsAt(entry: OutboxEntry, document: DocumentState | undefined): boolean {
  const large = entry.files.find((file) => file.role === 'large');
  return large !== undefined && document?.image?.path === large.path;
}

/** Whether the entry is a file (the documents library's `documents/…`, a recording's `audio/…`), not a picture. */
export function isDocumentFileEntry(entry: Pick<OutboxEntry, 'files'> | undefined): boolean {
  return (
    entry !== undefined &&
    entry.files.some((file) => file.path.startsWith('documents/') || file.path.startsWith('audio/'))
  );
}

/**
 * What the sync badge and the pickers show. Staged entries are not counted: nothing waits to be sent
 * yet. `waiting` counts photos and documents' files together; `waitingFiles` says how many are files.
 */
export function summarise(entries: readonly OutboxEntry[]): OutboxSummary {
  const summary: OutboxSummary = { waiting: 0, waitingFiles: 0, sent: 0, total: 0, entries: {} };
  for (const entry of entries) {
    const total = entry.files.reduce((sum, file) => sum + file.blob.size, 0);
    const sent = entry.files.reduce((sum, file) => sum + (file.downloadUrl ? file.blob.size : file.sent), 0);
    summary.entries[entry.id] = {
      id: entry.id,
      state: entry.state,
      sent,
      total,
      lastError: entry.lastError,
      nextAttemptAt: entry.nextAttemptAt,
    };
    if (entry.state !== 'staged' && entry.state !== 'uploaded') {
      summary.waiting += 1;
      if (isDocumentFileEntry(entry)) summary.waitingFiles += 1;
      summary.sent += sent;
      summary.total += total;
    }
  }
  return summary;
}

/** "photo" or "file": what people call the entry's upload. */
const thing = (entry: Pick<OutboxEntry, 'files'> | undefined) => (isDocumentFileEntry(entry) ? 'file' : 'photo');

/** The error's words for people, about the entry's photo or file; technical detail stays in the console. */
export function describeUploadError(error: unknown, entry?: Pick<OutboxEntry, 'files'>): string {
  const code = (error as { code?: unknown } | null)?.code;
  if (code === 'storage/unauthorized' || code === 'permission-denied') {
    return `You do not have permission to upload this ${thing(entry)}. Ask an administrator.`;
  }
  if (code === 'storage/quota-exceeded') return `The ${thing(entry)} store is full. Ask an administrator.`;
  if (code === 'storage/unauthenticated') return `Please sign in again to upload this ${thing(entry)}.`;
  return 'The upload did not finish, probably because the connection dropped. It will try again.';
}

/**
 * Storage refused the file while its document's save has not reached the server: the rules only let a
 * file up that the document on the server names (a person's photo, a product's), so this is a wait, not a
 * lack of permission.
 */
export function describeWaitingForSave(entry: Pick<OutboxEntry, 'files'>): string {
  return `The ${thing(entry)} uploads once its save has reached the server. It will try again.`;
}

/** The entry's files are in Storage but its document's save of their address(es) was refused. */
export function describeUnsavedAddress(entry: Pick<OutboxEntry, 'files'>): string {
  return `The ${thing(entry)} is uploaded, but the page could not be updated to show it. It will try again.`;
}
