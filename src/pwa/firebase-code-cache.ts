/**
 * Firebase's own code (Firestore, Auth, App Check: about 740 KB) is not precached with the app. A
 * device gets it the first time the app loads it and keeps it from then on, through every update:
 * without it there is no copy of the data on the device either, so precaching it for a visitor who
 * never reached the data would only make installing slower. See docs/decisions/0012.
 */
import { keepFiles, pruneKeptFiles } from './kept-files';

/** The cache that holds Firebase's code once this device has used it. */
export const FIREBASE_CODE_CACHE = 'firebase-code';

/** The message a page sends once Firebase has loaded: keep its code for offline use. */
export const KEEP_FIREBASE_CODE_MESSAGE = 'KEEP_FIREBASE_CODE';

/** Build files made only of Firebase's SDK (vite.config.ts names them). */
const FIREBASE_SDK_FILE = /(?:^|\/)assets\/firebase-sdk-[\w-]+\.js$/;

/**
 * Firestore's code, as this build names it or as builds before this cache named it (when every
 * device precached it): where either is kept, this device has used the app's data.
 */
const FIRESTORE_FILE = /\/assets\/firebase-(?:sdk-)?firestore-[\w-]+\.js$/;

/** Whether a file (a path, or a URL relative to the site) is part of Firebase's SDK. */
export function isFirebaseCode(path: string): boolean {
  return FIREBASE_SDK_FILE.test(path.split(/[?#]/, 1)[0] ?? '');
}

type CacheStore = Pick<CacheStorage, 'keys' | 'open'>;

/** Whether this device keeps Firestore's code in any cache, from this version or an earlier one. */
export async function deviceKeepsFirebaseCode(storage: CacheStore): Promise<boolean> {
  for (const name of await storage.keys()) {
    const requests = await (await storage.open(name)).keys();
    if (requests.some((request) => FIRESTORE_FILE.test(new URL(request.url).pathname))) return true;
  }
  return false;
}

/** Adds the files in `urls` that the cache does not hold yet. Rejects if any cannot be fetched. */
export function keepFirebaseCode(storage: CacheStore, urls: readonly string[]): Promise<void> {
  return keepFiles(storage, FIREBASE_CODE_CACHE, urls);
}

/** Removes files that are no longer part of the app (from builds before this one). */
export function pruneFirebaseCode(storage: CacheStore, urls: readonly string[]): Promise<void> {
  return pruneKeptFiles(storage, FIREBASE_CODE_CACHE, urls);
}
