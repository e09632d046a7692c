import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';

import type { StorageService } from '@/firebase/storage-service';
import { VersionConflictError } from '../repository-errors';
import { Outbox, type DocumentLink } from './outbox';
import { indexedDbOutboxStore } from './outbox-idb';
import {
  BACKOFF_BASE_MS,
  MOVED_ON_GRACE_MS,
  STAGED_KEPT_MS,
  stagedEntry,
  summarise,
  type DocumentImage,
  type DocumentState,
  type OutboxEntry,
  type UploadTarget,
} from './outbox-machine';

const target: UploadTarget = { collection: 'events', documentId: 'e1', field: 'image' };
const LARGE = 'images/events/e1/abc.jpg';
const SMALL = 'images/events/e1/abc-small.jpg';

function entry(now = 1_000): OutboxEntry {
  return stagedEntry(
    'abc',
    target,
    [
      {
        role: 'large',
        path: LARGE,
        blob: new Blob(['large-bytes'], { type: 'image/jpeg' }),
        contentType: 'image/jpeg',
      },
      { role: 'small', path: SMALL, blob: new Blob(['small'], { type: 'image/jpeg' }), contentType: 'image/jpeg' },
    ],
    now,
  );
}

const waitingImage: DocumentImage = {
  path: LARGE,
  url: '',
  alt: 'Stalls on the green',
  width: 2048,
  height: 1536,
  small: { path: SMALL, url: '', width: 640, height: 480 },
};

/** Storage as the outbox sees it: files by path; uploads can be held, failed or let through. */
class FakeStorage implements StorageService {
  files = new Map<string, string>();
  uploads: string[] = [];
  existsAsked: string[] = [];
  failNext = 0;
  /** The code the next failures carry (a dropped connection unless told). */
  failCode = 'storage/retry-limit-exceeded';
  hold = false;
  held: { resolve: () => void; path: string }[] = [];
  aborted: string[] = [];

  async upload(
    path: string,
    blob: Blob,
    _contentType: string,
    onProgress: (sent: number, total: number) => void,
    signal: AbortSignal,
  ) {
    this.uploads.push(path);
    onProgress(Math.floor(blob.size / 2), blob.size);
    if (this.failNext > 0) {
      this.failNext -= 1;
      throw Object.assign(new Error('network'), { code: this.failCode });
    }
    if (this.hold) {
      await new Promise<void>((resolve, reject) => {
        this.held.push({ resolve, path });
        signal.addEventListener('abort', () => {
          this.aborted.push(path);
          reject(Object.assign(new Error('cancelled'), { code: 'storage/canceled' }));
        });
      });
    }
    const downloadUrl = `https://storage.test/${path}?token=1`;
    this.files.set(path, downloadUrl);
    onProgress(blob.size, blob.size);
    return { downloadUrl };
  }

  async exists(path: string) {
    this.existsAsked.push(path);
    const downloadUrl = this.files.get(path);
    return downloadUrl ? { downloadUrl } : null;
  }

  async remove(path: string) {
    this.files.delete(path);
  }
}

/**
 * One document, as a server and this device's copy: saves are versioned like the repository's (the
 * server refuses a save made to an older version), and a copy can lag behind the server.
 */
class FakeDocuments implements DocumentLink {
  server: { image: DocumentImage | null; version: number } | undefined;
  local: { image: DocumentImage | null; version: number; confirmed: boolean } | undefined;
  writes: { image: DocumentImage | null; version: number }[] = [];
  /** The server answers later (offline): `release()` sends every held answer. */
  holdCommits = false;
  private heldCommits: (() => void)[] = [];

  save(image: DocumentImage | null, version: number): void {
    this.server = { image, version };
    this.local = { image, version, confirmed: true };
  }

  async read(_target: UploadTarget, fresh: boolean): Promise<DocumentState | undefined> {
    const copy = fresh ? this.server && { ...this.server, confirmed: true } : this.local;
    return copy && { image: copy.image, version: copy.version, confirmed: copy.confirmed };
  }

  write(_target: UploadTarget, image: DocumentImage | null, version: number) {
    this.writes.push({ image, version });
    this.local = { image, version: version + 1, confirmed: false };
    const answer = () => {
      if (!this.server || this.server.version !== version) {
        // Refused: this device's copy goes back to the server's.
        this.local = this.server && { ...this.server, confirmed: true };
        throw new VersionConflictError('Someone else changed this event while you were editing it.');
      }
      this.server = { image, version: version + 1 };
      this.local = { ...this.server, confirmed: true };
    };
    const committed = this.holdCommits
      ? new Promise<void>((resolve, reject) =>
          this.heldCommits.push(() => {
            try {
              answer();
              resolve();
            } catch (error) {
              reject(error as Error);
            }
          }),
        )
      : Promise.resolve().then(answer);
    return { committed };
  }

  release(): void {
    for (const answer of this.heldCommits.splice(0)) answer();
  }
}

let runs = 0;
let database = 'outbox-test';
let clock = 1_000;
let online = true;
let storage: FakeStorage;
let documents: FakeDocuments;
let changes: (readonly OutboxEntry[])[];

function makeOutbox(): Outbox {
  return new Outbox({
    store: indexedDbOutboxStore(database),
    storage: async () => storage,
    documents,
    now: () => clock,
    online: () => online,
    jitter: () => 0,
    onChange: (entries) => changes.push(entries),
    setTimer: () => undefined,
    clearTimer: () => undefined,
  });
}

/** Lets promise callbacks (a commit's answer, the run it starts) finish. */
const settle = async () => {
  for (let i = 0; i < 20; i += 1) await new Promise((resolve) => setTimeout(resolve, 0));
};

beforeEach(async () => {
  // A fresh database for each test: what one test keeps must not leak into the next.
  database = `outbox-test-${(runs += 1)}`;
  clock = 1_000;
  online = true;
  storage = new FakeStorage();
  documents = new FakeDocuments();
  changes = [];
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});

describe('the upload outbox', () => {
  it('says it waits for the save, not for permission, when Storage refuses a file its unsaved document names', async () => {
    const outbox = makeOutbox();
    await outbox.stage(entry());
    // Saved on this device, not yet on the server: the rules (which read the server's copy) refuse the file.
    documents.local = { image: waitingImage, version: 2, confirmed: false };
    storage.failNext = 1;
    storage.failCode = 'storage/unauthorized';
    await outbox.pump();
    const waiting = await outbox.get('abc');
    expect(waiting?.state).toBe('failed');
    expect(waiting?.lastError).toBe('The photo uploads once its save has reached the server. It will try again.');

    // Once the server has it, the next attempt goes through.
    documents.save(waitingImage, 2);
    clock += BACKOFF_BASE_MS * 2;
    await outbox.pump();
    await settle();
    expect(documents.server?.image?.url).toBe(`https://storage.test/${LARGE}?token=1`);
  });

  it('still says a refusal is one when the server has the document', async () => {
    const outbox = makeOutbox();
    await outbox.stage(entry());
    documents.save(waitingImage, 2);
    storage.failNext = 1;
    storage.failCode = 'storage/unauthorized';
    await outbox.pump();
    expect((await outbox.get('abc'))?.lastError).toBe(
      'You do not have permission to upload this photo. Ask an administrator.',
    );
  });

  it('waits while the picture is only staged, then uploads both files and writes their urls once', async () => {
    const outbox = makeOutbox();
    await outbox.stage(entry());
    await outbox.pump();
    // The document has not been saved with this picture: nothing is sent.
    expect(storage.uploads).toEqual([]);
    expect((await outbox.get('abc'))?.state).toBe('staged');

    documents.save(waitingImage, 2);
    await outbox.pump();
    await settle();

    expect(storage.uploads).toEqual([LARGE, SMALL]);
    expect(documents.writes).toHaveLength(1);
    expect(documents.server).toEqual({
      version: 3,
      image: {
        ...waitingImage,
        url: `https://storage.test/${LARGE}?token=1`,
        small: { ...waitingImage.small, url: `https://storage.test/${SMALL}?token=1` },
      },
    });
    // Done: the entry is gone from IndexedDB too.
    expect(await makeOutbox().list()).toEqual([]);
    // It went queued → uploading → uploaded on the way.
    const states = changes.map((list) => list.find((item) => item.id === 'abc')?.state);
    expect(states).toEqual(expect.arrayContaining(['staged', 'queued', 'uploading', 'uploaded', undefined]));
  });

  it('reports progress per picture while a file is sent', async () => {
    storage.hold = true;
    documents.save(waitingImage, 1);
    const outbox = makeOutbox();
    await outbox.stage(entry());
    const running = outbox.pump();
    await settle();
    const summary = summarise(changes.at(-1) ?? []);
    expect(summary.waiting).toBe(1);
    expect(summary.entries.abc).toMatchObject({ state: 'uploading', sent: 5, total: 16 });
    storage.hold = false;
    for (const held of storage.held.splice(0)) held.resolve();
    await settle();
    storage.held.splice(0).forEach((held) => held.resolve());
    await running;
    await settle();
    expect(summarise(changes.at(-1) ?? []).waiting).toBe(0);
  });

  it('keeps everything while offline, and sends when back online', async () => {
    online = false;
    documents.save(waitingImage, 1);
    const outbox = makeOutbox();
    await outbox.stage(entry());
    await outbox.pump();
    expect(storage.uploads).toEqual([]);
    expect(summarise(await outbox.list()).waiting).toBe(1);
    online = true;
    await outbox.pump();
    await settle();
    expect(storage.files.size).toBe(2);
    expect(documents.server?.image?.url).toContain(LARGE);
  });

  it('after a failure, waits (backing off), then asks Storage first and sends only what is missing', async () => {
    documents.save(waitingImage, 1);
    storage.failNext = 1;
    const outbox = makeOutbox();
    await outbox.stage(entry());
    await outbox.pump();
    const failedEntry = await outbox.get('abc');
    expect(failedEntry).toMatchObject({
      state: 'failed',
      attempts: 1,
      nextAttemptAt: 1_000 + BACKOFF_BASE_MS,
      lastError: 'The upload did not finish, probably because the connection dropped. It will try again.',
    });

    clock += BACKOFF_BASE_MS - 1;
    await outbox.pump();
    expect(storage.uploads).toEqual([LARGE]);

    clock += 1;
    await outbox.pump();
    await settle();
    expect(storage.existsAsked).toEqual([LARGE, SMALL]);
    expect(storage.uploads).toEqual([LARGE, LARGE, SMALL]);
    expect(documents.server?.version).toBe(2);
  });

  it('after a reload mid-upload, resumes: a file that arrived is not sent again', async () => {
    documents.save(waitingImage, 1);
    storage.hold = true;
    const first = makeOutbox();
    await first.stage(entry());
    void first.pump();
    await settle();
    expect(storage.held.map((held) => held.path)).toEqual([LARGE]);
    // The large file reached Storage, but the page went away before it heard so.
    // (The first outbox is simply abandoned, as a closed tab is: its upload never answers.)
    storage.files.set(LARGE, `https://storage.test/${LARGE}?token=1`);
    storage.hold = false;

    const afterReload = makeOutbox();
    const [resumedEntry] = await afterReload.list();
    expect(resumedEntry).toMatchObject({ state: 'queued', uncertain: true });
    await afterReload.pump();
    await settle();
    expect(storage.existsAsked).toEqual([LARGE, SMALL]);
    expect(storage.uploads.filter((path) => path === LARGE)).toHaveLength(1);
    expect(documents.server?.image).toMatchObject({ url: `https://storage.test/${LARGE}?token=1` });
    expect(await afterReload.list()).toEqual([]);
  });

  it('is idempotent by path: a file already in Storage is never uploaded again', async () => {
    documents.save(waitingImage, 1);
    storage.files.set(LARGE, 'https://storage.test/large');
    storage.files.set(SMALL, 'https://storage.test/small');
    const outbox = makeOutbox();
    await outbox.stage({ ...entry(), uncertain: true });
    await outbox.pump();
    await settle();
    expect(storage.uploads).toEqual([]);
    expect(documents.server?.image).toMatchObject({
      url: 'https://storage.test/large',
      small: { url: 'https://storage.test/small' },
    });
  });

  it('discard stops the upload, forgets the files and clears the field the document still points at', async () => {
    documents.save(waitingImage, 4);
    storage.hold = true;
    const outbox = makeOutbox();
    await outbox.stage(entry());
    const running = outbox.pump();
    await settle();
    await outbox.discard('abc');
    await running;
    await settle();
    expect(storage.aborted).toEqual([LARGE]);
    expect(await makeOutbox().list()).toEqual([]);
    expect(documents.writes).toEqual([{ image: null, version: 4 }]);
    expect(documents.server).toEqual({ image: null, version: 5 });
  });

  it('discard leaves a document that has moved on to another picture alone', async () => {
    documents.save({ ...waitingImage, path: 'images/events/e1/other.jpg' }, 4);
    const outbox = makeOutbox();
    await outbox.stage({ ...entry(), state: 'queued' });
    await outbox.discard('abc');
    expect(documents.writes).toEqual([]);
    expect(await outbox.list()).toEqual([]);
  });

  it('on a version conflict, writes again with the server’s version, touching only the url(s)', async () => {
    documents.save(waitingImage, 2);
    // Someone else saved the event on another device; this device has not heard yet.
    documents.server = { image: { ...waitingImage, alt: 'Their better description' }, version: 3 };
    const outbox = makeOutbox();
    await outbox.stage(entry());
    await outbox.pump();
    await settle();
    expect(documents.writes.map((write) => write.version)).toEqual([2, 3]);
    expect(documents.server).toEqual({
      version: 4,
      image: expect.objectContaining({
        alt: 'Their better description',
        url: `https://storage.test/${LARGE}?token=1`,
      }) as unknown,
    });
    expect(await outbox.list()).toEqual([]);
  });

  it('does not write when the document no longer points at the picture', async () => {
    documents.save(waitingImage, 1);
    storage.hold = true;
    const outbox = makeOutbox();
    await outbox.stage(entry());
    const running = outbox.pump();
    await settle();
    // Replaced while it uploaded.
    documents.save({ ...waitingImage, path: 'images/events/e1/new.jpg' }, 2);
    storage.hold = false;
    storage.held.splice(0).forEach((held) => held.resolve());
    await running;
    await settle();
    expect(documents.writes).toEqual([]);
    // Kept a while (the editor's save of it may come back after a conflict), then forgotten.
    expect((await outbox.get('abc'))?.state).toBe('uploaded');
    clock += MOVED_ON_GRACE_MS;
    await outbox.pump();
    expect(documents.writes).toEqual([]);
    expect(await outbox.list()).toEqual([]);
  });

  it('waits for the editor’s own save to reach the server before writing the urls on top of it', async () => {
    documents.save(waitingImage, 1);
    documents.local = { image: waitingImage, version: 2, confirmed: false };
    const outbox = makeOutbox();
    await outbox.stage(entry());
    await outbox.pump();
    expect(storage.files.size).toBe(2);
    expect(documents.writes).toEqual([]);
    documents.save(waitingImage, 2);
    await outbox.pump();
    await settle();
    expect(documents.writes.map((write) => write.version)).toEqual([2]);
    expect(await outbox.list()).toEqual([]);
  });

  it('forgets a picture picked long ago and never saved', async () => {
    const outbox = makeOutbox();
    await outbox.stage(entry());
    clock += STAGED_KEPT_MS + 1;
    await outbox.pump();
    expect(await outbox.list()).toEqual([]);
    expect(storage.uploads).toEqual([]);
  });

  it('writes the urls once while the server has not answered, and forgets the entry only when it has', async () => {
    documents.save(waitingImage, 1);
    documents.holdCommits = true;
    const outbox = makeOutbox();
    await outbox.stage(entry());
    await outbox.pump();
    await outbox.pump();
    // A reload before the server answered: the device's copy shows the urls, not yet confirmed.
    const afterReload = makeOutbox();
    await afterReload.pump();
    expect(documents.writes).toHaveLength(1);
    expect((await afterReload.get('abc'))?.state).toBe('uploaded');

    documents.release();
    await settle();
    await afterReload.pump();
    expect(documents.writes).toHaveLength(1);
    expect(await afterReload.list()).toEqual([]);
  });
});

describe('the IndexedDB store', () => {
  it('keeps entries with their files across openings, and skips what is not an entry', async () => {
    const first = indexedDbOutboxStore('outbox-store-test');
    const kept = stagedEntry(
      'k1',
      target,
      [{ role: 'large', path: LARGE, blob: new Blob(['bytes'], { type: 'image/jpeg' }), contentType: 'image/jpeg' }],
      5,
    );
    await first.put(kept);
    const again = indexedDbOutboxStore('outbox-store-test');
    const [read] = await again.all();
    expect(read?.id).toBe('k1');
    expect(await read?.files[0]?.blob.text()).toBe('bytes');
    await again.put({ ...kept, files: [{ nonsense: true }] } as unknown as OutboxEntry);
    expect(await again.all()).toEqual([]);
    await again.remove('k1');
    expect(await first.all()).toEqual([]);
  });
});
