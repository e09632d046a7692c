import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStore, set } from 'idb-keyval';
import { MAX_DOCUMENT_BYTES } from '@/config/storage-limits';
import { keptDocumentsStore, keptStateOf, resetKeptDocumentsStoreForTests } from '@/stores/kept-documents-store';
import {
  forgetKeptDocuments,
  hydrateKeptDocuments,
  KEEP_MESSAGES,
  keepDocument,
  KeepDocumentError,
  keepInputOf,
  keptDocuments,
  keptFile,
  KEPT_DOCUMENTS_DATABASE,
  KEPT_DOCUMENTS_STORE,
  openLabel,
  opensInBrowser,
  removeKept,
  resetKeptDocumentsForTests,
  type KeepableDocument,
  type KeepOptions,
} from './kept-documents';

/**
 * Keeping documents on the device, against a real IndexedDB (fake-indexeddb) and real Responses; only
 * the network (fetch) and the browser's storage manager are stand-ins.
 */

const URL_V1 =
  'https://firebasestorage.googleapis.com/v0/b/demo/o/documents%2Fdoc-1%2Fu1%2Fminutes.pdf?alt=media&token=a';
const URL_V2 =
  'https://firebasestorage.googleapis.com/v0/b/demo/o/documents%2Fdoc-1%2Fu2%2Fminutes.pdf?alt=media&token=b';

function documentWith(overrides: Partial<KeepableDocument> = {}, bytes = 1_500): KeepableDocument {
  return {
    id: 'doc-1',
    slug: 'parish-council-minutes-march',
    title: 'Parish council minutes, March',
    file: {
      path: 'documents/doc-1/u1/minutes.pdf',
      url: URL_V1,
      contentType: 'application/pdf',
      size: bytes,
      name: 'Minutes March.pdf',
    },
    ...overrides,
  };
}

function inputOf(document: KeepableDocument) {
  const input = keepInputOf(document);
  if (!input) throw new Error('no file');
  return input;
}

/** A server that answers each address with its bytes, and counts what it was asked. */
function fakeServer(files: Record<string, Uint8Array<ArrayBuffer> | number>) {
  const asked: string[] = [];
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    asked.push(url);
    const file = files[url];
    if (file === undefined) return new Response('Not found', { status: 404 });
    if (typeof file === 'number') return new Response('Error', { status: file });
    return new Response(file, {
      headers: { 'content-type': 'application/pdf', 'content-length': String(file.length) },
    });
  });
  return { fetch: fetch as unknown as typeof globalThis.fetch, asked };
}

const pdfBytes = (length: number, fill = 0x25) => new Uint8Array(length).fill(fill);

function browser(overrides: { onLine?: boolean; quota?: number; usage?: number } = {}) {
  const persist = vi.fn(async () => true);
  const nav = {
    onLine: overrides.onLine ?? true,
    storage: {
      persisted: async () => false,
      persist,
      estimate: async () => ({ quota: overrides.quota ?? 1_000_000_000, usage: overrides.usage ?? 0 }),
    } as unknown as StorageManager,
  };
  return { nav, persist };
}

async function keepWith(document: KeepableDocument, options: KeepOptions) {
  return keepDocument(inputOf(document), document.file?.url ?? '', options);
}

async function failure(promise: Promise<unknown>): Promise<KeepDocumentError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(KeepDocumentError);
  return error as KeepDocumentError;
}

beforeEach(async () => {
  await forgetKeptDocuments();
  resetKeptDocumentsForTests();
  resetKeptDocumentsStoreForTests();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('keepDocument', () => {
  it('keeps the file with what the list needs, asks for persistent storage once, and fills the store', async () => {
    const server = fakeServer({ [URL_V1]: pdfBytes(1_500) });
    const { nav, persist } = browser();
    const meta = await keepWith(documentWith(), { fetch: server.fetch, navigator: nav });

    expect(meta).toEqual({
      id: 'doc-1',
      slug: 'parish-council-minutes-march',
      title: 'Parish council minutes, March',
      name: 'Minutes March.pdf',
      contentType: 'application/pdf',
      size: 1_500,
      path: 'documents/doc-1/u1/minutes.pdf',
      keptAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(server.asked).toEqual([URL_V1]);
    expect(persist).toHaveBeenCalledTimes(1);
    expect(keptDocumentsStore.hydrated).toBe(true);
    expect(keptDocumentsStore.totalBytes).toBe(1_500);
    expect(keptStateOf('doc-1', 'documents/doc-1/u1/minutes.pdf')).toBe('current');

    const blob = await keptFile('doc-1');
    expect(blob?.size).toBe(1_500);
    expect(blob?.type).toBe('application/pdf');
    expect(await keptFile('doc-1', 'documents/doc-1/u1/minutes.pdf')).toBeDefined();
    expect(await keptFile('doc-1', 'documents/doc-1/u9/other.pdf')).toBeUndefined();

    // A second document: persistent storage was asked for with the first.
    const other = documentWith({ id: 'doc-2', slug: 'agenda', title: 'Agenda, April' });
    const otherServer = fakeServer({ [URL_V1]: pdfBytes(500) });
    await keepWith(other, { fetch: otherServer.fetch, navigator: nav });
    expect(persist).toHaveBeenCalledTimes(1);
    expect(keptDocumentsStore.totalBytes).toBe(2_000);
  });

  it('replaces the kept copy when the document’s file has changed', async () => {
    const { nav } = browser();
    const server = fakeServer({ [URL_V1]: pdfBytes(1_500, 1), [URL_V2]: pdfBytes(900, 2) });
    await keepWith(documentWith(), { fetch: server.fetch, navigator: nav });

    const replaced = documentWith({
      file: {
        path: 'documents/doc-1/u2/minutes.pdf',
        url: URL_V2,
        contentType: 'application/pdf',
        size: 900,
        name: 'Minutes March (corrected).pdf',
      },
    });
    expect(keptStateOf('doc-1', replaced.file?.path)).toBe('older');
    await keepWith(replaced, { fetch: server.fetch, navigator: nav });

    const list = await keptDocuments();
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      path: 'documents/doc-1/u2/minutes.pdf',
      size: 900,
      name: 'Minutes March (corrected).pdf',
    });
    expect(keptStateOf('doc-1', replaced.file?.path)).toBe('current');
    expect(keptDocumentsStore.totalBytes).toBe(900);
    const bytes = new Uint8Array(await ((await keptFile('doc-1')) as Blob).arrayBuffer());
    expect(bytes[0]).toBe(2);
  });

  it('lists by title and removes one document', async () => {
    const { nav } = browser();
    const server = fakeServer({ [URL_V1]: pdfBytes(100) });
    await keepWith(documentWith({ id: 'b', slug: 'safeguarding', title: 'Safeguarding policy' }), {
      fetch: server.fetch,
      navigator: nav,
    });
    await keepWith(documentWith({ id: 'a', slug: 'agm-report', title: 'Annual report' }), {
      fetch: server.fetch,
      navigator: nav,
    });
    expect((await keptDocuments()).map((item) => item.title)).toEqual(['Annual report', 'Safeguarding policy']);

    await removeKept('b');
    expect((await keptDocuments()).map((item) => item.id)).toEqual(['a']);
    expect(keptStateOf('b', undefined)).toBe('none');
    expect(keptDocumentsStore.totalBytes).toBe(100);
    expect(await keptFile('b')).toBeUndefined();
  });

  it('refuses a file over 20 MB, before downloading when its size says so and while downloading otherwise', async () => {
    const { nav } = browser();
    const server = fakeServer({});
    const big = documentWith({}, MAX_DOCUMENT_BYTES + 1);
    const before = await failure(keepWith(big, { fetch: server.fetch, navigator: nav }));
    expect(before.problem).toBe('too-large');
    expect(before.message).toBe('This document is larger than 20 MB, too large to keep on this device.');
    expect(server.asked).toEqual([]);

    // The document says 1.5 KB, the server sends more than 20 MB without saying so: stopped part way.
    let sent = 0;
    const chunk = new Uint8Array(1024 * 1024);
    const endless = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const streaming = vi.fn(async () => new Response(endless));
    const during = await failure(
      keepWith(documentWith(), { fetch: streaming as unknown as typeof fetch, navigator: nav }),
    );
    expect(during.problem).toBe('too-large');
    expect(sent).toBeLessThan(MAX_DOCUMENT_BYTES + 3 * chunk.length);

    // The server's Content-Length says too big: nothing read.
    const declared = vi.fn(
      async () => new Response(pdfBytes(10), { headers: { 'content-length': String(MAX_DOCUMENT_BYTES + 1) } }),
    );
    expect(
      (await failure(keepWith(documentWith(), { fetch: declared as unknown as typeof fetch, navigator: nav }))).problem,
    ).toBe('too-large');
    expect(await keptDocuments()).toEqual([]);
  });

  it('says to connect when offline, or when the download fails for want of a network', async () => {
    const server = fakeServer({ [URL_V1]: pdfBytes(100) });
    const offline = await failure(
      keepWith(documentWith(), { fetch: server.fetch, navigator: browser({ onLine: false }).nav }),
    );
    expect(offline.message).toBe('Connect to the internet to keep this document on this device.');
    expect(server.asked).toEqual([]);

    const noSignal = vi.fn(async () => {
      throw new TypeError('Failed to fetch');
    });
    const failed = await failure(
      keepWith(documentWith(), { fetch: noSignal as unknown as typeof fetch, navigator: browser().nav }),
    );
    expect(failed.problem).toBe('offline');
    expect(failed.message).toBe(KEEP_MESSAGES.offline);
    expect(await keptDocuments()).toEqual([]);
    expect(keptDocumentsStore.kept).toEqual({});
  });

  it('says so when the server refuses the file, and keeps nothing', async () => {
    const server = fakeServer({ [URL_V1]: 403 });
    const error = await failure(keepWith(documentWith(), { fetch: server.fetch, navigator: browser().nav }));
    expect(error.problem).toBe('download');
    expect(error.message).toBe('The document could not be downloaded. Reload the page and try again.');
    expect(await keptDocuments()).toEqual([]);
  });

  it('does not download a file still uploading from an editor’s device', async () => {
    const server = fakeServer({});
    const waiting = documentWith();
    const error = await failure(keepDocument(inputOf(waiting), '', { fetch: server.fetch, navigator: browser().nav }));
    expect(error.problem).toBe('waiting');
    expect(server.asked).toEqual([]);
  });

  it('says the device is full: before downloading when the browser says so, and when storing fails', async () => {
    const server = fakeServer({ [URL_V1]: pdfBytes(1_500) });
    const full = browser({ quota: 10_000, usage: 9_000 });
    const early = await failure(keepWith(documentWith(), { fetch: server.fetch, navigator: full.nav }));
    expect(early.problem).toBe('quota');
    expect(early.message).toMatch(/^This device has no room left to keep this document\./);
    expect(server.asked).toEqual([]);

    const put = vi.spyOn(IDBObjectStore.prototype, 'put').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const late = await failure(keepWith(documentWith(), { fetch: server.fetch, navigator: browser().nav }));
    expect(late.problem).toBe('quota');
    put.mockRestore();
    expect(await keptDocuments()).toEqual([]);
  });

  it('runs one download when asked twice at once', async () => {
    const server = fakeServer({ [URL_V1]: pdfBytes(100) });
    const { nav } = browser();
    const [first, second] = await Promise.all([
      keepWith(documentWith(), { fetch: server.fetch, navigator: nav }),
      keepWith(documentWith(), { fetch: server.fetch, navigator: nav }),
    ]);
    expect(second).toEqual(first);
    expect(server.asked).toHaveLength(1);
  });

  it('reports progress as the bytes arrive', async () => {
    const server = fakeServer({ [URL_V1]: pdfBytes(4_000) });
    const seen: [number, number][] = [];
    await keepWith(documentWith({}, 4_000), {
      fetch: server.fetch,
      navigator: browser().nav,
      onProgress: (received, total) => seen.push([received, total]),
    });
    expect(seen.at(-1)).toEqual([4_000, 4_000]);
  });
});

describe('reading what the device holds', () => {
  it('fills the store once from the device and skips records that are not kept documents', async () => {
    const database = createStore(KEPT_DOCUMENTS_DATABASE, KEPT_DOCUMENTS_STORE);
    await set(
      'doc-9',
      {
        id: 'doc-9',
        slug: 'old-report',
        title: 'Old report',
        name: 'report.pdf',
        contentType: 'application/pdf',
        size: 3,
        path: 'documents/doc-9/u1/report.pdf',
        keptAt: '2026-11-01T10:00:00.000Z',
        blob: new Blob(['abc'], { type: 'application/pdf' }),
      },
      database,
    );
    await set('junk', { id: 'junk', title: 'No file' }, database);

    expect(keptDocumentsStore.hydrated).toBe(false);
    await hydrateKeptDocuments();
    expect(keptDocumentsStore.kept).toEqual({ 'doc-9': { path: 'documents/doc-9/u1/report.pdf', size: 3 } });
    expect((await keptDocuments()).map((item) => item.id)).toEqual(['doc-9']);
    expect(await keptFile('junk')).toBeUndefined();
  });

  it('forgets everything on sign-out', async () => {
    await keepWith(documentWith(), { fetch: fakeServer({ [URL_V1]: pdfBytes(10) }).fetch, navigator: browser().nav });
    await forgetKeptDocuments();
    expect(await keptDocuments()).toEqual([]);
    expect(keptDocumentsStore.totalBytes).toBe(0);
  });
});

describe('words', () => {
  it('opens PDFs and pictures, downloads the rest, with kind and size', () => {
    expect(openLabel({ contentType: 'application/pdf', size: 2_400_000 })).toBe('Open PDF (2.4 MB)');
    expect(
      openLabel({
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        size: 41_000,
      }),
    ).toBe('Download Word document (41 KB)');
    expect(openLabel({ contentType: 'text/csv', size: 800 })).toBe('Download spreadsheet (800 bytes)');
    expect(openLabel({ contentType: 'image/jpeg', size: 120_000 })).toBe('Open picture (120 KB)');
    expect(openLabel({ contentType: 'application/vnd.oasis.opendocument.text', size: 5_000 })).toBe(
      'Download OpenDocument text (5 KB)',
    );
    expect(opensInBrowser('image/png')).toBe(true);
    expect(opensInBrowser('application/msword')).toBe(false);
  });

  it('has nothing to keep for a document without a file', () => {
    expect(keepInputOf(documentWith({ file: null }))).toBeNull();
  });
});
