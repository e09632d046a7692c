import type { FirebaseStorage, StorageReference, UploadMetadata, UploadTask } from 'firebase/storage';
import { EMULATOR_HOST, EMULATOR_PORTS } from '@/config/firebase-config';
import { forgetIfRejected } from '@/lib/forget-if-rejected';
import { describeFirebaseError } from './errors';
import { loadFirebase } from './firebase-app';

/**
 * Firebase Storage for the upload outbox (src/collections/uploads). `firebase/storage` is loaded on first
 * use only, never with the first page; with emulators it talks to the Storage emulator (127.0.0.1:9199).
 * The SDK keeps a resumable upload in memory only, so a reload starts the file again: the outbox keeps
 * the file and asks `exists` first, which makes a retry of an upload that finished unseen free.
 */
export interface StorageService {
  /** Uploads `blob` to `path` (resumable above 256 KB), reporting progress; resolves with its download URL. */
  upload(
    path: string,
    blob: Blob,
    contentType: string,
    onProgress: (sent: number, total: number) => void,
    signal: AbortSignal,
  ): Promise<{ downloadUrl: string }>;
  /** The file at `path` if it is already there (a retry after an upload that finished unseen), else null. */
  exists(path: string): Promise<{ downloadUrl: string } | null>;
  /** Deletes the file at `path`; one that is not there counts as deleted. */
  remove(path: string): Promise<void>;
}

/**
 * A failed upload or look-up: `message` is for people (src/firebase/errors.ts), `code` is Firebase's
 * (`storage/unauthorized`, `storage/canceled`, `storage/retry-limit-exceeded`…), for the outbox and logs.
 */
export class StorageServiceError extends Error {
  override readonly name = 'StorageServiceError';
  constructor(
    message: string,
    readonly code: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

/** The parts of `firebase/storage` the service uses (the module itself in the app, a fake in unit tests). */
export interface StorageApi {
  ref(storage: FirebaseStorage, path: string): StorageReference;
  uploadBytesResumable(ref: StorageReference, data: Blob, metadata?: UploadMetadata): UploadTask;
  getDownloadURL(ref: StorageReference): Promise<string>;
  deleteObject(ref: StorageReference): Promise<void>;
}

/**
 * How long the SDK itself retries a dropped upload before giving up (its default is 10 minutes). The
 * outbox retries with backoff after that, and on `online` and app start, so the SDK need not hold on long.
 */
export const MAX_UPLOAD_RETRY_MS = 2 * 60_000;
export const MAX_OPERATION_RETRY_MS = 60_000;

/** A picture's path never gets another file (the rules allow create only), so it may be cached for good. */
export function cacheControlFor(path: string): string | undefined {
  return path.startsWith('images/') ? 'public, max-age=31536000, immutable' : undefined;
}

function toServiceError(error: unknown): StorageServiceError {
  if (error instanceof StorageServiceError) return error;
  const { message, code } = describeFirebaseError(error, 'storage');
  return new StorageServiceError(message, code, { cause: error });
}

function cancelled(): StorageServiceError {
  return toServiceError({ code: 'storage/canceled' });
}

/** The service over an initialised FirebaseStorage; `api` is `firebase/storage` (or a fake). */
export function createStorageService(storage: FirebaseStorage, api: StorageApi): StorageService {
  return {
    upload(path, blob, contentType, onProgress, signal) {
      if (signal.aborted) return Promise.reject(cancelled());
      return new Promise((resolve, reject) => {
        const metadata: UploadMetadata = { contentType };
        const cacheControl = cacheControlFor(path);
        if (cacheControl) metadata.cacheControl = cacheControl;
        const task = api.uploadBytesResumable(api.ref(storage, path), blob, metadata);
        const abort = () => task.cancel();
        signal.addEventListener('abort', abort, { once: true });
        const finish = () => signal.removeEventListener('abort', abort);
        task.on(
          'state_changed',
          (snapshot) => onProgress(snapshot.bytesTransferred, snapshot.totalBytes),
          (error) => {
            finish();
            reject(toServiceError(error));
          },
          () => {
            finish();
            onProgress(task.snapshot.totalBytes, task.snapshot.totalBytes);
            api.getDownloadURL(task.snapshot.ref).then(
              (downloadUrl) => resolve({ downloadUrl }),
              (error: unknown) => reject(toServiceError(error)),
            );
          },
        );
      });
    },

    async exists(path) {
      try {
        return { downloadUrl: await api.getDownloadURL(api.ref(storage, path)) };
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === 'storage/object-not-found') return null;
        throw toServiceError(error);
      }
    },

    async remove(path) {
      try {
        await api.deleteObject(api.ref(storage, path));
      } catch (error) {
        if ((error as { code?: unknown } | null)?.code === 'storage/object-not-found') return;
        throw toServiceError(error);
      }
    },
  };
}

let loading: Promise<StorageService> | undefined;

/**
 * The Storage service, loaded on first use (with Auth, so uploads carry the signed-in person's token,
 * and App Check when configured: both come with the app from firebase-app.ts).
 */
export function loadStorage(): Promise<StorageService> {
  loading ??= forgetIfRejected(startStorage(), () => {
    loading = undefined;
  });
  return loading;
}

async function startStorage(): Promise<StorageService> {
  const [{ app, settings }, storageModule] = await Promise.all([loadFirebase(), import('firebase/storage')]);
  const storage = storageModule.getStorage(app);
  storage.maxUploadRetryTime = MAX_UPLOAD_RETRY_MS;
  storage.maxOperationRetryTime = MAX_OPERATION_RETRY_MS;
  if (settings.useEmulators) {
    storageModule.connectStorageEmulator(storage, EMULATOR_HOST, EMULATOR_PORTS.storage);
  }
  return createStorageService(storage, storageModule);
}
