import { clear, createStore, del, entries, get, set, type UseStore } from 'idb-keyval';
import type { Parsed } from '@/collections/converter';
import type { DocumentFile } from '@/collections/fields/document-file';
import { fileKind, fileSizeText } from '@/collections/fields/document-file';
import { MAX_DOCUMENT_BYTES } from '@/config/storage-limits';
import { requestPersistentStorage } from '@/lib/storage-state';
import { keptDocumentsStore, setKeptDocuments } from '@/stores/kept-documents-store';
import type { DocumentItem } from './document-schema';

/**
 * "Keep offline": a document's file stored on this device, so it opens with no signal. The files live in
 * an IndexedDB database of their own, not in the service worker's caches (Workbox's expiration empties
 * those when they are full or old, and the kept files must stay until the person removes them). One
 * record per document, keyed by the document's id: keeping it again after its file was replaced swaps
 * the old version for the new one.
 */

export const KEPT_DOCUMENTS_DATABASE = 'community-kept-documents';
export const KEPT_DOCUMENTS_STORE = 'files';

/** What is known of a kept document without its file: enough to list it and open its page. */
export interface KeptDocumentMeta {
  /** The document's id in `documents`. */
  id: string;
  slug: string;
  title: string;
  /** The file's name as uploaded, for saving it under a name people recognise. */
  name: string;
  contentType: string;
  /** Bytes kept on this device. */
  size: number;
  /** The file's Storage path: which version of the document's file is kept. */
  path: string;
  /** ISO date-time it was kept. */
  keptAt: string;
}

export interface KeptDocument extends KeptDocumentMeta {
  blob: Blob;
}

/** What keepDocument needs to know of the document (keepInputOf makes it from a parsed document). */
export type KeepInput = Omit<KeptDocumentMeta, 'keptAt'>;

/** A document as the buttons take it: its id and the fields that say what its file is. */
export type KeepableDocument = Pick<Parsed<DocumentItem>, 'id' | 'slug' | 'title' | 'file'>;

export type KeepProblem = 'offline' | 'waiting' | 'too-large' | 'download' | 'quota' | 'storage';

/** Why a document could not be kept, in words for the person who asked. */
export class KeepDocumentError extends Error {
  constructor(
    readonly problem: KeepProblem,
    message: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
    this.name = 'KeepDocumentError';
  }
}

export const KEEP_MESSAGES: Record<KeepProblem, string> = {
  offline: 'Connect to the internet to keep this document on this device.',
  waiting: 'This document’s file is still uploading. You can keep it once the upload has finished.',
  'too-large': 'This document is larger than 20 MB, too large to keep on this device.',
  download: 'The document could not be downloaded. Reload the page and try again.',
  quota:
    'This device has no room left to keep this document. Remove other kept documents or free some space on the device, then try again.',
  storage:
    'This device could not keep the document: its browser does not let this site store files (as in some private windows).',
};

let database: UseStore | undefined;
const store = (): UseStore => (database ??= createStore(KEPT_DOCUMENTS_DATABASE, KEPT_DOCUMENTS_STORE));

function isKeptDocument(value: unknown): value is KeptDocument {
  const record = value as Partial<KeptDocument> | null;
  return (
    typeof record === 'object' &&
    record !== null &&
    typeof record.id === 'string' &&
    typeof record.slug === 'string' &&
    typeof record.title === 'string' &&
    typeof record.name === 'string' &&
    typeof record.contentType === 'string' &&
    typeof record.size === 'number' &&
    typeof record.path === 'string' &&
    typeof record.keptAt === 'string' &&
    record.blob instanceof Blob
  );
}

const metaOf = ({ blob: _blob, ...meta }: KeptDocument): KeptDocumentMeta => meta;

async function readAll(): Promise<KeptDocument[]> {
  const all = await entries<IDBValidKey, unknown>(store());
  return all.map(([, value]) => value).filter(isKeptDocument);
}

/** Reads what the device holds into the store the buttons follow. */
async function refreshStore(): Promise<KeptDocument[]> {
  const all = await readAll();
  setKeptDocuments(all.map(({ id, path, size }) => ({ id, path, size })));
  return all;
}

let hydration: Promise<void> | undefined;

/**
 * Fills the store from the device, once per page load (later calls wait for the same read). Never
 * throws: a device that cannot store anything has nothing kept.
 */
export function hydrateKeptDocuments(): Promise<void> {
  hydration ??= refreshStore().then(
    () => undefined,
    (error: unknown) => {
      console.warn('Could not read the documents kept on this device', error);
      setKeptDocuments([]);
    },
  );
  return hydration;
}

/** What keepDocument needs from a parsed document; null while it has no file. */
export function keepInputOf(document: KeepableDocument): KeepInput | null {
  const { file } = document;
  if (!file) return null;
  return {
    id: document.id,
    slug: document.slug,
    title: document.title,
    name: file.name,
    contentType: file.contentType,
    size: file.size,
    path: file.path,
  };
}

const isQuotaError = (error: unknown): boolean =>
  error instanceof DOMException && (error.name === 'QuotaExceededError' || error.code === 22);

/** Reads the answer's body, giving up (without reading the rest) once it passes `limit` bytes. */
async function readLimited(
  response: Response,
  limit: number,
  contentType: string,
  onProgress?: (received: number, total: number) => void,
): Promise<Blob> {
  const declared = Number(response.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > limit) {
    await response.body?.cancel().catch(() => undefined);
    throw new KeepDocumentError('too-large', KEEP_MESSAGES['too-large']);
  }
  const reader = response.body?.getReader();
  if (!reader) {
    const blob = await response.blob();
    if (blob.size > limit) throw new KeepDocumentError('too-large', KEEP_MESSAGES['too-large']);
    return new Blob([blob], { type: contentType });
  }
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    received += value.byteLength;
    if (received > limit) {
      await reader.cancel().catch(() => undefined);
      throw new KeepDocumentError('too-large', KEEP_MESSAGES['too-large']);
    }
    chunks.push(value as Uint8Array<ArrayBuffer>);
    onProgress?.(received, declared > 0 ? declared : 0);
  }
  return new Blob(chunks, { type: contentType });
}

export interface KeepOptions {
  /** Defaults to the page's own fetch. */
  fetch?: typeof fetch;
  /** Defaults to the page's navigator: whether it is online, and persistent storage. */
  navigator?: Pick<Navigator, 'onLine' | 'storage'>;
  /** Bytes received so far, and the file's size when the server said it (0 otherwise). */
  onProgress?: (received: number, total: number) => void;
}

/** Whether the browser says the site's storage has less room left than the file needs. */
async function noRoomFor(bytes: number, nav: Pick<Navigator, 'storage'>): Promise<boolean> {
  try {
    const estimate = await nav.storage?.estimate?.();
    if (estimate?.quota === undefined || estimate.usage === undefined) return false;
    return estimate.quota - estimate.usage < bytes;
  } catch {
    return false;
  }
}

const keeping = new Map<string, Promise<KeptDocumentMeta>>();

async function download(input: KeepInput, url: string, options: KeepOptions): Promise<KeptDocumentMeta> {
  const nav = options.navigator ?? navigator;
  if (url === '') throw new KeepDocumentError('waiting', KEEP_MESSAGES.waiting);
  if (input.size > MAX_DOCUMENT_BYTES) throw new KeepDocumentError('too-large', KEEP_MESSAGES['too-large']);
  if (nav.onLine === false) throw new KeepDocumentError('offline', KEEP_MESSAGES.offline);

  await hydrateKeptDocuments();
  // The first document kept: ask the browser not to clear the site's storage when space runs low.
  if (Object.keys(keptDocumentsStore.kept).length === 0) void requestPersistentStorage(nav);

  if (await noRoomFor(input.size, nav)) throw new KeepDocumentError('quota', KEEP_MESSAGES.quota);

  let response: Response;
  try {
    // Storage's download addresses carry their own token: no cookies, and CORS (the bucket must allow it).
    response = await (options.fetch ?? fetch)(url, { mode: 'cors', credentials: 'omit' });
  } catch (error) {
    // No signal (or the bucket refused CORS, which looks the same from here).
    throw new KeepDocumentError('offline', KEEP_MESSAGES.offline, { cause: error });
  }
  if (!response.ok) {
    await response.body?.cancel().catch(() => undefined);
    throw new KeepDocumentError('download', KEEP_MESSAGES.download, { cause: new Error(`HTTP ${response.status}`) });
  }
  let blob: Blob;
  try {
    blob = await readLimited(response, MAX_DOCUMENT_BYTES, input.contentType, options.onProgress);
  } catch (error) {
    if (error instanceof KeepDocumentError) throw error;
    throw new KeepDocumentError('offline', KEEP_MESSAGES.offline, { cause: error });
  }
  if (blob.size === 0) throw new KeepDocumentError('download', KEEP_MESSAGES.download);

  const record: KeptDocument = { ...input, size: blob.size, keptAt: new Date().toISOString(), blob };
  try {
    await set(record.id, record, store());
  } catch (error) {
    if (isQuotaError(error)) throw new KeepDocumentError('quota', KEEP_MESSAGES.quota, { cause: error });
    throw new KeepDocumentError('storage', KEEP_MESSAGES.storage, { cause: error });
  } finally {
    await refreshStore().catch(() => undefined);
  }
  return metaOf(record);
}

/**
 * Downloads a document's file from its download address and keeps it on this device, in place of any
 * version kept before. Throws a KeepDocumentError with words for people when it cannot (offline, still
 * uploading, over 20 MB, the download failed, the device is full). A second call for the same document
 * while the first runs gets the first's result.
 */
export function keepDocument(input: KeepInput, url: string, options: KeepOptions = {}): Promise<KeptDocumentMeta> {
  const running = keeping.get(input.id);
  if (running) return running;
  const work = download(input, url, options).finally(() => keeping.delete(input.id));
  keeping.set(input.id, work);
  return work;
}

/** Every kept document, without its file, by title. */
export async function keptDocuments(): Promise<KeptDocumentMeta[]> {
  const all = await refreshStore();
  return all.map(metaOf).sort((a, b) => a.title.localeCompare(b.title, 'en-GB') || a.id.localeCompare(b.id));
}

/** Removes a document's kept file from this device. */
export async function removeKept(id: string): Promise<void> {
  try {
    await del(id, store());
  } finally {
    await refreshStore().catch(() => undefined);
  }
}

/** The kept file of a document; with `path`, only if it is that version of the file. */
export async function keptFile(id: string, path?: string): Promise<Blob | undefined> {
  const record: unknown = await get(id, store());
  if (!isKeptDocument(record)) return undefined;
  if (path !== undefined && record.path !== path) return undefined;
  return record.blob;
}

/**
 * Deletes every kept document from this device: for signing out on a shared device (decision 0014),
 * as members' and committees' documents may be among them. Never throws.
 */
export async function forgetKeptDocuments(): Promise<void> {
  try {
    await clear(store());
  } catch (error) {
    console.warn('Could not remove the documents kept on this device', error);
  }
  setKeptDocuments([]);
}

/** Whether a browser shows this kind of file itself (PDFs and pictures); other kinds are downloaded. */
export function opensInBrowser(contentType: string): boolean {
  return contentType === 'application/pdf' || contentType.startsWith('image/');
}

/** "Open PDF (2.4 MB)", "Download Word document (41 KB)", "Download spreadsheet (12 KB)". */
export function openLabel(file: Pick<DocumentFile, 'contentType' | 'size'>): string {
  const kind = fileKind(file.contentType);
  // Names keep their capitals mid-sentence; plain words do not.
  const words = /^(PDF|Word|OpenDocument)/.test(kind) ? kind : kind.toLowerCase();
  return `${opensInBrowser(file.contentType) ? 'Open' : 'Download'} ${words} (${fileSizeText(file.size)})`;
}

/** How long an opened kept file's object URL lives: enough for the new tab to read it. */
export const OBJECT_URL_LIFETIME_MS = 60_000;

export interface OpenOptions {
  /** Defaults to the page's document (where the link is made and clicked). */
  document?: Document;
  /** Defaults to navigator.onLine: offline, an older kept version is opened rather than nothing. */
  online?: boolean;
}

/** Follows a link as a click would: a new tab for what the browser shows, a download for the rest. */
export function followLink(href: string, download: string | undefined, page: Document = document): void {
  const link = page.createElement('a');
  link.href = href;
  link.rel = 'noopener';
  if (download === undefined) link.target = '_blank';
  else link.download = download;
  link.style.display = 'none';
  page.body.append(link);
  link.click();
  link.remove();
}

/**
 * Opens a document's file: the copy kept on this device if there is one (the same version, or, with no
 * signal, any version kept), otherwise its download address. PDFs and pictures open in a new tab; other
 * kinds are downloaded under the file's name. Returns where it came from ('none': nothing to open, as
 * while the file is still uploading from an editor's device).
 */
export async function openDocumentFile(
  target: { id: string; file: (Pick<DocumentFile, 'path' | 'url' | 'name'> & { contentType: string }) | null },
  options: OpenOptions = {},
): Promise<'kept' | 'online' | 'none'> {
  const { file } = target;
  if (!file) return 'none';
  const page = options.document ?? document;
  const online = options.online ?? navigator.onLine;
  const download = opensInBrowser(file.contentType) ? undefined : file.name;
  let blob: Blob | undefined;
  try {
    blob = await keptFile(target.id, online && file.url !== '' ? file.path : undefined);
  } catch (error) {
    console.warn('Could not read the kept document', error);
  }
  if (blob) {
    const href = URL.createObjectURL(blob);
    followLink(href, download, page);
    setTimeout(() => URL.revokeObjectURL(href), OBJECT_URL_LIFETIME_MS);
    return 'kept';
  }
  if (file.url === '') return 'none';
  followLink(file.url, download, page);
  return 'online';
}

/** For tests: forget that the device's copy was read, and any keeping under way. */
export function resetKeptDocumentsForTests(): void {
  hydration = undefined;
  keeping.clear();
}
