/// <reference lib="webworker" />
/**
 * The service worker: precaches the app shell and every route chunk (several files at once) so the app opens and navigates
 * with no network, falls back to the shell for navigations, keeps Firebase's code once it is used,
 * and caches images at run time.
 * It activates a new version only when the page asks (on the next navigation, or "Update now").
 */
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, PrecacheController, PrecacheRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { CacheFirst } from 'workbox-strategies';
import { picturesSeenIn } from './pictures-seen';
import { isSiteImage, siteImagesStrategy } from './site-images';
import { registerTrailOfflineRoute } from './trail-offline';
import { FORGET_STORAGE_DOWNLOADS_MESSAGE, isDocumentFileDownload, isStorageDownload } from './storage-downloads';
import { forgetKeptDownloads, storageDownloadsStrategy } from './storage-downloads-strategy';
import {
  deviceKeepsFirebaseCode,
  FIREBASE_CODE_CACHE,
  isFirebaseCode,
  KEEP_FIREBASE_CODE_MESSAGE,
  keepFirebaseCode,
  pruneFirebaseCode,
} from './firebase-code-cache';
import { isMapArchive, isMapCode, KEEP_MAP_CODE_MESSAGE, MAP_CODE_CACHE } from '@/lib/map-files';
import { answerMapArchive, keepMapCode, pruneMapCode } from './map-data';
import { installPrecache } from './precache-install';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

const manifest = self.__WB_MANIFEST;
const entryUrl = (entry: PrecacheEntry | string): string => (typeof entry === 'string' ? entry : entry.url);

// Firebase's code is kept on first use, not precached (firebase-code-cache.ts); the rest is precached.
const absoluteUrls = (isKept: (path: string) => boolean): string[] =>
  manifest.filter((entry) => isKept(entryUrl(entry))).map((entry) => new URL(entryUrl(entry), self.location.href).href);
const firebaseCode = absoluteUrls(isFirebaseCode);
// The map's code likewise: kept once a map is shown or the trail is stored for offline (decision 0028).
const mapCode = absoluteUrls(isMapCode);
const precached = manifest.filter((entry) => !isFirebaseCode(entryUrl(entry)) && !isMapCode(entryUrl(entry)));
const precache = new PrecacheController();
precache.addToCacheList(precached);
// Files whose names do not change with their content: asked of the server, never the browser's cache.
const revisioned = new Set(
  precached
    .filter((entry) => typeof entry !== 'string' && entry.revision)
    .map((entry) => new URL(entryUrl(entry), self.location.href).href),
);
// Workbox's own install asks for one file at a time; this one asks for several (precache-install.ts).
self.addEventListener('install', (event) => event.waitUntil(installPrecache(precache, event, revisioned)));
self.addEventListener('activate', (event) => void precache.activate(event));
registerRoute(new PrecacheRoute(precache));
cleanupOutdatedCaches();

// Build files have their content's hash in their names, so a kept copy never goes stale. Module
// scripts are requested with an Origin header and servers may answer `Vary: Origin`; the file is
// the same either way, so the kept copy answers any request for it.
function keepOnFirstUse(isKept: (path: string) => boolean, cacheName: string): void {
  registerRoute(
    ({ url }) => url.origin === self.location.origin && isKept(url.pathname),
    new CacheFirst({
      cacheName,
      matchOptions: { ignoreVary: true },
      plugins: [new CacheableResponsePlugin({ statuses: [200] })],
    }),
  );
}
keepOnFirstUse(isFirebaseCode, FIREBASE_CODE_CACHE);
keepOnFirstUse(isMapCode, MAP_CODE_CACHE);

// Map archives: ranges answered from the whole stored file, or the network (never stored here).
registerRoute(
  ({ url }) => isMapArchive(url, self.location.origin),
  ({ request }) => answerMapArchive(request, self.caches, (outgoing) => fetch(outgoing)),
);

// A device that has used Firebase gets this version's copy before the version installs, so an
// update never takes away what the app needs offline; if it cannot be fetched, the update waits.
self.addEventListener('install', (event) => {
  event.waitUntil(
    deviceKeepsFirebaseCode(self.caches).then((keeps) =>
      keeps ? keepFirebaseCode(self.caches, firebaseCode) : undefined,
    ),
  );
});
self.addEventListener('activate', (event) => {
  event.waitUntil(Promise.all([pruneFirebaseCode(self.caches, firebaseCode), pruneMapCode(self.caches, mapCode)]));
});

// Navigations get the app shell, which routes on the client. Firebase Auth's handlers under /__/
// must reach the network, and so must requests for real files (anything with an extension).
registerRoute(
  new NavigationRoute(precache.createHandlerBoundToURL('app-shell.html'), {
    denylist: [/^\/__\//, /\/[^/?]+\.[a-z0-9]+$/i],
  }),
);

registerTrailOfflineRoute(self);

// Pictures from this site that are not precached: kept as pages show them, bounded (site-images.ts).
const precachedAddresses = new Set(
  manifest.map((entry) => {
    const url = new URL(entryUrl(entry), self.location.href);
    return `${url.origin}${url.pathname}`;
  }),
);
const siteImages = siteImagesStrategy();
registerRoute(({ request, url }) => isSiteImage(request, url, self.location.origin, precachedAddresses), siteImages);

// Pictures from Firebase Storage (event photos and their small copies): asked for with CORS, and only good
// answers kept, cache first (an upload's address never changes) and bounded (storage-downloads-strategy.ts).
// Pictures of pages a visitor has seen are among them, so they show offline. Documents' files are left to
// the network: "Keep offline" keeps the ones people choose, in its own store.
const storageDownloads = storageDownloadsStrategy();
const isKeptStorageDownload = (url: URL): boolean => isStorageDownload(url) && !isDocumentFileDownload(url);
registerRoute(({ url }) => isKeptStorageDownload(url), storageDownloads);

/** Keeps pictures a page showed before this worker was in control, as the routes above would have. */
function keepPicturesSeen(event: ExtendableMessageEvent, urls: readonly string[]): void {
  const jobs = urls.flatMap((address) => {
    const url = new URL(address, self.location.href);
    const request = new Request(url.href);
    const strategy = isSiteImage({ destination: 'image' }, url, self.location.origin, precachedAddresses)
      ? siteImages
      : isKeptStorageDownload(url)
        ? storageDownloads
        : undefined;
    // Both halves: the answer, and the strategy's own work (the copy kept, the expiry record).
    return strategy ? strategy.handleAll({ event, request }) : [];
  });
  event.waitUntil(Promise.allSettled(jobs));
}

// The first install takes control at once, so a first visit already works offline. Later versions
// wait until the page says SKIP_WAITING.
clientsClaim();

self.addEventListener('message', (event) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type === 'SKIP_WAITING') void self.skipWaiting();
  // Firebase loaded on a page this worker did not control yet (the first visit): keep its code too.
  // Offline, or short of space, it is kept the next time instead.
  if (data.type === KEEP_FIREBASE_CODE_MESSAGE)
    event.waitUntil(keepFirebaseCode(self.caches, firebaseCode).catch(() => undefined));
  // A map was shown (maybe before this worker controlled the page): keep its code for offline use.
  if (data.type === KEEP_MAP_CODE_MESSAGE) event.waitUntil(keepMapCode(self.caches, mapCode).catch(() => undefined));
  const picturesSeen = picturesSeenIn(data);
  if (picturesSeen) keepPicturesSeen(event, picturesSeen);
  // Someone signed out: the files kept from Storage go (the page waits for the answer).
  if (data.type === FORGET_STORAGE_DOWNLOADS_MESSAGE) {
    const done = forgetKeptDownloads(self.caches)
      .catch((error: unknown) => console.warn('Could not remove the files kept from Storage', error))
      .finally(() => event.ports[0]?.postMessage('done'));
    event.waitUntil(done);
  }
});
