/// <reference lib="webworker" />
/**
 * The service worker: precaches the pages, styles and the code every page runs (several files at once), then
 * keeps the rest of the app's code in the background (app-code-cache.ts), so the app opens and navigates
 * with no network; falls back to the shell for navigations, keeps Firebase's code once it is used,
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
import { installPrecache, PRECACHE_REQUESTS_AT_ONCE } from './precache-install';
import {
  APP_CODE_CACHE,
  createAppCodeKeeper,
  KEEP_APP_CODE_MESSAGE,
  KEEP_PAGE_CODE_MESSAGE,
  type ManifestEntry,
} from './app-code-cache';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (PrecacheEntry | string)[] };

// Workbox's entries, with the build's mark for code kept after ready (scripts/precache-tiers.mjs).
const manifest = self.__WB_MANIFEST.map((entry): ManifestEntry => (typeof entry === 'string' ? { url: entry } : entry));
const entryUrl = (entry: ManifestEntry): string => entry.url;
const absoluteUrl = (entry: ManifestEntry): string => new URL(entryUrl(entry), self.location.href).href;

// Firebase's code is kept on first use, not precached (firebase-code-cache.ts); the rest is precached.
const absoluteUrls = (isKept: (path: string) => boolean): string[] =>
  manifest.filter((entry) => isKept(entryUrl(entry))).map(absoluteUrl);
const firebaseCode = absoluteUrls(isFirebaseCode);
// The map's code likewise: kept once a map is shown or the trail is stored for offline (decision 0028).
const mapCode = absoluteUrls(isMapCode);
const appFiles = manifest.filter((entry) => !isFirebaseCode(entryUrl(entry)) && !isMapCode(entryUrl(entry)));
// The code a first visit does not need before it is ready offline: kept after (app-code-cache.ts).
const appCode = createAppCodeKeeper(self.caches, appFiles.filter((entry) => entry.keptAfterReady).map(absoluteUrl));
const precached: PrecacheEntry[] = appFiles
  .filter((entry) => !entry.keptAfterReady)
  .map(({ url, revision }) => ({ url, revision: revision ?? null }));
const precache = new PrecacheController();
precache.addToCacheList(precached);
// Files whose names do not change with their content: asked of the server, never the browser's cache.
const revisioned = new Set(precached.filter((entry) => entry.revision).map(absoluteUrl));
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
keepOnFirstUse((path) => appCode.includes(new URL(path, self.location.href).href), APP_CODE_CACHE);

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
// An update (a version is already active) keeps all of the app's code before it installs: it was
// installed in the background, where a longer install costs nobody a wait, and the version it replaces
// worked offline everywhere. A first install keeps it after the site is ready (app-code-cache.ts).
self.addEventListener('install', (event) => {
  if (self.registration.active) event.waitUntil(appCode.keepAll(PRECACHE_REQUESTS_AT_ONCE));
});
self.addEventListener('activate', (event) => {
  event.waitUntil(
    Promise.all([pruneFirebaseCode(self.caches, firebaseCode), pruneMapCode(self.caches, mapCode), appCode.prune()]),
  );
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
  // The page that saw the first install ran these scripts: keep them now, then it says it is ready offline.
  if (data.type === KEEP_PAGE_CODE_MESSAGE && 'urls' in data && Array.isArray(data.urls)) {
    const scripts = data.urls.filter((url): url is string => typeof url === 'string');
    event.waitUntil(answerWhenDone(event, appCode.keepPageCode(scripts)));
  }
  // The rest of the app's code, in the background (or at once, when a test waits for it).
  if (data.type === KEEP_APP_CODE_MESSAGE) event.waitUntil(answerWhenDone(event, appCode.keepAll()));
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

/** Answers the message's port with whether the work succeeded (offline, it did not: asked again later). */
function answerWhenDone(event: ExtendableMessageEvent, work: Promise<void>): Promise<void> {
  return work.then(
    () => event.ports[0]?.postMessage({ kept: true }),
    () => event.ports[0]?.postMessage({ kept: false }),
  );
}
