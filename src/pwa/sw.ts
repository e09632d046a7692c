/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell and every route chunk so the app opens and navigates
 * with no network, falls back to the shell for navigations, and caches images at run time.
 * It activates a new version only when the page asks (on the next navigation, or "Update now").
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { ExpirationPlugin } from 'workbox-expiration';
import {
  cleanupOutdatedCaches,
  createHandlerBoundToURL,
  precacheAndRoute,
  type PrecacheEntry,
} from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const DAY_SECONDS = 24 * 60 * 60;

precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();

// Navigations get the app shell, which routes on the client. Firebase Auth's handlers under /__/
// must reach the network, and so must requests for real files (anything with an extension).
registerRoute(
  new NavigationRoute(createHandlerBoundToURL('app-shell.html'), {
    denylist: [/^\/__\//, /\/[^/?]+\.[a-z0-9]+$/i],
  }),
);

// Images from this site: cache first, bounded by count and age.
registerRoute(
  ({ request, url }) => request.destination === 'image' && url.origin === self.location.origin,
  new CacheFirst({
    cacheName: 'images',
    plugins: [
      new CacheableResponsePlugin({ statuses: [200] }),
      new ExpirationPlugin({ maxEntries: 200, maxAgeSeconds: 30 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// Files from Firebase Storage (event photos, documents): a download's URL carries its token, so
// the same URL is the same file; cache first, bounded.
registerRoute(
  ({ url }) =>
    url.hostname === 'firebasestorage.googleapis.com' ||
    url.hostname.endsWith('.firebasestorage.app') ||
    (url.hostname === '127.0.0.1' && url.port === '9199'),
  new CacheFirst({
    cacheName: 'storage-downloads',
    plugins: [
      new CacheableResponsePlugin({ statuses: [0, 200] }),
      new ExpirationPlugin({ maxEntries: 150, maxAgeSeconds: 60 * DAY_SECONDS, purgeOnQuotaError: true }),
    ],
  }),
);

// The first install takes control at once, so a first visit already works offline. Later versions
// wait until the page says SKIP_WAITING.
clientsClaim();

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING') {
    void self.skipWaiting();
  }
});
