/**
 * Caches of build files the service worker keeps outside its precache: Firebase's code and the map's code
 * (kept once used), and the app's code a first visit does not need at once (kept after the site is ready
 * offline). Build files have their content's hash in their names, so a kept file never goes stale; it only
 * stops being part of the app.
 */
import { eachAtMost } from './precache-install';

type CacheStore = Pick<CacheStorage, 'open'>;

/** The files in `urls` that `cacheName` does not hold yet. */
export async function filesNotKept(storage: CacheStore, cacheName: string, urls: readonly string[]): Promise<string[]> {
  const cache = await storage.open(cacheName);
  const kept = new Set((await cache.keys()).map((request) => request.url));
  return urls.filter((url) => !kept.has(url));
}

/** Adds the files in `urls` the cache does not hold yet, all or none. Rejects if any cannot be fetched. */
export async function keepFiles(storage: CacheStore, cacheName: string, urls: readonly string[]): Promise<void> {
  const missing = await filesNotKept(storage, cacheName, urls);
  await (await storage.open(cacheName)).addAll(missing);
}

/**
 * Adds the files in `urls` the cache does not hold yet, `atOnce` requests at a time, each kept as it
 * arrives (a long list stopped half way keeps what it had). Rejects once a file cannot be fetched.
 */
export async function keepFilesFewAtATime(
  storage: CacheStore,
  cacheName: string,
  urls: readonly string[],
  atOnce: number,
): Promise<void> {
  const missing = await filesNotKept(storage, cacheName, urls);
  const cache = await storage.open(cacheName);
  await eachAtMost(missing, atOnce, (url) => cache.add(url));
}

/** Removes files that are no longer part of the app (from builds before this one). */
export async function pruneKeptFiles(storage: CacheStore, cacheName: string, urls: readonly string[]): Promise<void> {
  const current = new Set(urls);
  const cache = await storage.open(cacheName);
  const stale = (await cache.keys()).filter((request) => !current.has(request.url));
  await Promise.all(stale.map((request) => cache.delete(request)));
}
