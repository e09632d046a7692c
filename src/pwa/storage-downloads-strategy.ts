import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { CacheFirst } from 'workbox-strategies';
import { corsRequest, STORAGE_DOWNLOADS_CACHE } from './storage-downloads';

const DAY_SECONDS = 24 * 60 * 60;

/** How many Storage downloads are kept, and for how long. */
export const STORAGE_DOWNLOADS_LIMITS = { maxEntries: 150, maxAgeSeconds: 60 * DAY_SECONDS };

/** Only a real, readable answer is kept: never an error (a 403 or 500 would stick) or an opaque one. */
export const STORAGE_CACHEABLE_STATUSES = [200];

/**
 * Asks with CORS (see corsRequest). A host that refuses CORS still gets its file shown, asked for as the
 * page asked, but not kept.
 */
export const corsPlugin: WorkboxPlugin = {
  requestWillFetch: async ({ request }) => corsRequest(request),
  handlerDidError: async ({ request }) => fetch(request).catch(() => undefined),
};

/** The plugins of the Storage downloads route, in order. */
export function storageDownloadsPlugins(): WorkboxPlugin[] {
  return [
    corsPlugin,
    new CacheableResponsePlugin({ statuses: STORAGE_CACHEABLE_STATUSES }),
    new ExpirationPlugin({ ...STORAGE_DOWNLOADS_LIMITS, purgeOnQuotaError: true }),
  ];
}

/** Cache first: a download's address carries its token, so the same address is the same file. */
export function storageDownloadsStrategy(): CacheFirst {
  return new CacheFirst({
    cacheName: STORAGE_DOWNLOADS_CACHE,
    // Storage may answer `Vary: Origin`; the file is the same whoever asks.
    matchOptions: { ignoreVary: true },
    plugins: storageDownloadsPlugins(),
  });
}

/** Deletes the kept downloads and the expiry records of them (which hold their addresses). */
export async function forgetKeptDownloads(storage: Pick<CacheStorage, 'delete'>): Promise<void> {
  await new CacheExpiration(STORAGE_DOWNLOADS_CACHE, STORAGE_DOWNLOADS_LIMITS).delete();
  await storage.delete(STORAGE_DOWNLOADS_CACHE);
}
