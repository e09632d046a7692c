import { createPartialResponse } from 'workbox-range-requests';
import { TRAIL_OFFLINE_CACHE } from '@/lib/trail-offline-files';

/** The stored file for `request` (a part of it for a Range request), or undefined when it is not stored. */
export async function answerFromStore(caches: CacheStorage, request: Request): Promise<Response | undefined> {
  if (!(await caches.has(TRAIL_OFFLINE_CACHE))) return undefined;
  const cache = await caches.open(TRAIL_OFFLINE_CACHE);
  const stored = await cache.match(request.url, { ignoreVary: true });
  if (!stored) return undefined;
  return request.headers.has('range') ? createPartialResponse(request, stored) : stored;
}
