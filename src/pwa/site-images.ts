import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import type { WorkboxPlugin } from 'workbox-core/types';
import { ExpirationPlugin } from 'workbox-expiration';
import { StaleWhileRevalidate } from 'workbox-strategies';

/**
 * Pictures from this site's own paths (pictures typed as `/…` before uploads existed, build images) that
 * the service worker keeps, so a page seen once shows its pictures offline. Firebase Storage's files have
 * their own route (storage-downloads-strategy.ts). Other hosts' pictures are left to the browser: a worker's
 * own fetch would fall under the Content-Security-Policy's connect-src, which names only our services, and
 * their answers would mostly be opaque (unknown status, and counted as megabytes each against the quota).
 */
export const SITE_IMAGES_CACHE = 'images';

const DAY_SECONDS = 24 * 60 * 60;

/** How many pictures are kept, and for how long: bounded, and given back first when the device is short of space. */
export const SITE_IMAGES_LIMITS = { maxEntries: 150, maxAgeSeconds: 30 * DAY_SECONDS };

/**
 * Whether the images route handles this request: a picture from this site that is not precached. Precached
 * files (the icons) are answered by the precache route, registered first; they are left out here too, so no
 * order of routes could keep them twice.
 */
export function isSiteImage(
  request: Pick<Request, 'destination'>,
  url: URL,
  origin: string,
  precached: ReadonlySet<string>,
): boolean {
  return request.destination === 'image' && url.origin === origin && !precached.has(`${url.origin}${url.pathname}`);
}

export function siteImagesPlugins(): WorkboxPlugin[] {
  return [
    // Same-origin answers are never opaque; an error page must not stick as the picture.
    new CacheableResponsePlugin({ statuses: [200] }),
    new ExpirationPlugin({ ...SITE_IMAGES_LIMITS, purgeOnQuotaError: true }),
  ];
}

/**
 * Stale while revalidate, not cache first: a path on this site can be given a new picture under the same
 * name, and the copy kept on the device catches up on the next visit (offline, the kept copy shows). Storage
 * downloads are cache first instead: each upload has its own address.
 */
export function siteImagesStrategy(): StaleWhileRevalidate {
  return new StaleWhileRevalidate({ cacheName: SITE_IMAGES_CACHE, plugins: siteImagesPlugins() });
}
