/**
 * TEMPORARY stand-in with the final interface (issue 13): the storage helper replaces it with Firebase
 * Storage (loaded on first use, the emulator on 127.0.0.1:9199 when the app uses emulators).
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
}

export function loadStorage(): Promise<StorageService> {
  return Promise.reject(new Error('Uploads are not available yet.'));
}
