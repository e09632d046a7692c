/**
 * The Storage service's own logic over a fake `firebase/storage` (the real SDK against the Storage emulator
 * is tested in tests/storage/storage-service.test.ts): progress, abort, errors in plain words, exists(),
 * and the lazy load with the emulator.
 */
import { readFileSync } from 'node:fs';
import type { FirebaseStorage, StorageReference, UploadMetadata, UploadTask } from 'firebase/storage';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cacheControlFor, createStorageService, StorageServiceError, type StorageApi } from './storage-service';

interface FakeTask {
  path: string;
  metadata: UploadMetadata | undefined;
  cancel: ReturnType<typeof vi.fn>;
  progress(sent: number): void;
  fail(code: string): void;
  complete(): void;
}

function fakeApi(files: Map<string, string>) {
  const tasks: FakeTask[] = [];
  const api: StorageApi = {
    ref: (_storage, path) => ({ fullPath: path }) as StorageReference,
    uploadBytesResumable(ref: StorageReference, data: Blob, metadata?: UploadMetadata) {
      const observers: {
        next?: (snapshot: { bytesTransferred: number; totalBytes: number }) => void;
        error?: (error: unknown) => void;
        complete?: () => void;
      } = {};
      const snapshot = { bytesTransferred: 0, totalBytes: data.size, ref };
      const task: FakeTask = {
        path: ref.fullPath,
        metadata,
        cancel: vi.fn(() => observers.error?.({ code: 'storage/canceled' })),
        progress(sent) {
          snapshot.bytesTransferred = sent;
          observers.next?.(snapshot);
        },
        fail: (code) => observers.error?.({ code, message: `Firebase Storage: ${code}` }),
        complete() {
          files.set(ref.fullPath, `https://files.test/${ref.fullPath}?token=t`);
          snapshot.bytesTransferred = data.size;
          observers.complete?.();
        },
      };
      tasks.push(task);
      return {
        snapshot,
        cancel: task.cancel,
        on(_event: string, next: never, error: never, complete: never) {
          Object.assign(observers, { next, error, complete });
          return () => undefined;
        },
      } as unknown as UploadTask;
    },
    getDownloadURL(ref) {
      const url = files.get(ref.fullPath);
      return url ? Promise.resolve(url) : Promise.reject({ code: 'storage/object-not-found' });
    },
    deleteObject(ref) {
      return files.delete(ref.fullPath) ? Promise.resolve() : Promise.reject({ code: 'storage/object-not-found' });
    },
  };
  return { api, tasks };
}

const storage = {} as FirebaseStorage;
const blob = new Blob([new Uint8Array(1000)], { type: 'image/jpeg' });

/** An upload of `blob` against a fake with no files yet, with the controller of its signal. */
function startUpload(path = 'images/a/b/c.jpg', contentType = 'image/jpeg') {
  const { api, tasks } = fakeApi(new Map());
  const controller = new AbortController();
  const done = createStorageService(storage, api).upload(path, blob, contentType, () => undefined, controller.signal);
  return { tasks, controller, done };
}

describe('StorageService.upload', () => {
  it('reports progress and resolves with the download URL, with the content type and caching set', async () => {
    const files = new Map<string, string>();
    const { api, tasks } = fakeApi(files);
    const progress: [number, number][] = [];
    const service = createStorageService(storage, api);
    const done = service.upload(
      'images/events/e1/u1.jpg',
      blob,
      'image/jpeg',
      (sent, total) => progress.push([sent, total]),
      new AbortController().signal,
    );
    const [task] = tasks;
    task?.progress(256);
    task?.progress(512);
    task?.complete();
    await expect(done).resolves.toEqual({ downloadUrl: 'https://files.test/images/events/e1/u1.jpg?token=t' });
    expect(progress).toEqual([
      [256, 1000],
      [512, 1000],
      [1000, 1000],
    ]);
    expect(task?.metadata).toEqual({ contentType: 'image/jpeg', cacheControl: 'public, max-age=31536000, immutable' });
  });

  it('cancels the upload when the signal aborts, rejecting with storage/canceled in plain words', async () => {
    const { tasks, controller, done } = startUpload('documents/d1/u1/minutes.pdf', 'application/pdf');
    tasks[0]?.progress(100);
    controller.abort();
    expect(tasks[0]?.cancel).toHaveBeenCalledTimes(1);
    const error = await done.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(StorageServiceError);
    expect(error).toMatchObject({ code: 'storage/canceled', message: 'The upload was cancelled.' });
    expect(tasks[0]?.metadata).toEqual({ contentType: 'application/pdf' });
  });

  it('does not start when the signal has already aborted', async () => {
    const { api, tasks } = fakeApi(new Map());
    const controller = new AbortController();
    controller.abort();
    await expect(
      createStorageService(storage, api).upload(
        'images/a/b/c.jpg',
        blob,
        'image/jpeg',
        () => undefined,
        controller.signal,
      ),
    ).rejects.toMatchObject({ code: 'storage/canceled' });
    expect(tasks).toHaveLength(0);
  });

  it.each([
    ['storage/unauthorized', 'You do not have permission to upload files here.'],
    ['storage/retry-limit-exceeded', 'The upload kept failing. It will be tried again when the connection is better.'],
    ['storage/unknown', 'Something went wrong. Please try again, and tell us if it keeps happening.'],
  ])('turns %s into words for people and keeps the code', async (code, message) => {
    const { tasks, done } = startUpload();
    tasks[0]?.fail(code);
    await expect(done).rejects.toMatchObject({ code, message });
  });

  it('no longer listens to the signal once the upload is over', async () => {
    const { tasks, controller, done } = startUpload();
    tasks[0]?.complete();
    await done;
    controller.abort();
    expect(tasks[0]?.cancel).not.toHaveBeenCalled();
  });
});

describe('StorageService.exists', () => {
  it('gives the download URL of a file that is there, and null for one that is not', async () => {
    const files = new Map([['images/a/b/c.jpg', 'https://files.test/c.jpg']]);
    const service = createStorageService(storage, fakeApi(files).api);
    await expect(service.exists('images/a/b/c.jpg')).resolves.toEqual({ downloadUrl: 'https://files.test/c.jpg' });
    await expect(service.exists('images/a/b/missing.jpg')).resolves.toBeNull();
  });

  it('passes other failures on in plain words (a refusal is not "missing")', async () => {
    const { api } = fakeApi(new Map());
    api.getDownloadURL = () => Promise.reject({ code: 'storage/unauthorized' });
    await expect(createStorageService(storage, api).exists('documents/x/y/z.pdf')).rejects.toMatchObject({
      code: 'storage/unauthorized',
      message: 'You do not have permission to upload files here.',
    });
  });
});

describe('StorageService.remove', () => {
  it('deletes a file, and takes one that is not there as deleted', async () => {
    const files = new Map([['images/users/u1/a.jpg', 'https://files.test/a.jpg']]);
    const service = createStorageService(storage, fakeApi(files).api);
    await service.remove('images/users/u1/a.jpg');
    expect(files.has('images/users/u1/a.jpg')).toBe(false);
    await expect(service.remove('images/users/u1/a.jpg')).resolves.toBeUndefined();
  });

  it('passes a refusal on in plain words', async () => {
    const { api } = fakeApi(new Map());
    api.deleteObject = () => Promise.reject({ code: 'storage/unauthorized' });
    await expect(createStorageService(storage, api).remove('images/users/u2/a.jpg')).rejects.toMatchObject({
      code: 'storage/unauthorized',
    });
  });
});

describe('cacheControlFor', () => {
  it('lets pictures be cached for good (their paths never change file); documents follow Storage defaults', () => {
    expect(cacheControlFor('images/events/e1/u1-small.webp')).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('documents/d1/u1/minutes.pdf')).toBeUndefined();
  });
});

describe('loadStorage', () => {
  it('imports firebase/storage only on first use (types alone at the top: its chunk stays out of the first load)', () => {
    const source = readFileSync(new URL('./storage-service.ts', import.meta.url), 'utf8');
    const staticImports = [...source.matchAll(/^import (type )?[^;]*from '(firebase\/[^']+)';/gm)];
    expect(staticImports.map(([, type, module]) => `${type ?? ''}${module}`)).toEqual(['type firebase/storage']);
    expect(source).toContain("import('firebase/storage')");
  });

  const connectStorageEmulator = vi.fn();
  const getStorage = vi.fn(() => ({ maxUploadRetryTime: 600_000, maxOperationRetryTime: 120_000 }));
  let useEmulators = true;
  let firebaseFails = false;

  beforeEach(() => {
    vi.resetModules();
    connectStorageEmulator.mockClear();
    getStorage.mockClear();
    useEmulators = true;
    firebaseFails = false;
    vi.doMock('./firebase-app', () => ({
      loadFirebase: () =>
        firebaseFails
          ? Promise.reject(new Error('offline'))
          : Promise.resolve({ app: { name: 'app' }, settings: { useEmulators } }),
    }));
    vi.doMock('firebase/storage', () => ({
      getStorage,
      connectStorageEmulator,
      ref: vi.fn(),
      uploadBytesResumable: vi.fn(),
      getDownloadURL: vi.fn(),
    }));
  });

  afterEach(() => {
    vi.doUnmock('./firebase-app');
    vi.doUnmock('firebase/storage');
  });

  it('loads firebase/storage once, on the app, and uses the Storage emulator when the app does', async () => {
    const { loadStorage, MAX_UPLOAD_RETRY_MS } = await import('./storage-service');
    const first = loadStorage();
    expect(loadStorage()).toBe(first);
    await first;
    expect(getStorage).toHaveBeenCalledWith({ name: 'app' });
    expect(getStorage).toHaveBeenCalledTimes(1);
    expect(connectStorageEmulator).toHaveBeenCalledWith(expect.anything(), '127.0.0.1', 9199);
    expect(getStorage.mock.results[0]?.value).toMatchObject({ maxUploadRetryTime: MAX_UPLOAD_RETRY_MS });
  });

  it('talks to the real service without emulators', async () => {
    useEmulators = false;
    const { loadStorage } = await import('./storage-service');
    await loadStorage();
    expect(connectStorageEmulator).not.toHaveBeenCalled();
  });

  it('tries again on the next call after a failed load (offline: Firebase code not here yet)', async () => {
    firebaseFails = true;
    const { loadStorage } = await import('./storage-service');
    await expect(loadStorage()).rejects.toThrow('offline');
    firebaseFails = false;
    await expect(loadStorage()).resolves.toHaveProperty('upload');
  });
});
