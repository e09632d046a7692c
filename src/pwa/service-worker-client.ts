import { proxy } from 'valtio';
import { BUILD_ID, UPDATE_CHECK_INTERVAL_MS, VERSION_FILE_PATH } from '@/config/build-info';
import { BUILD_META_IDLE_DELAY_MS } from '@/config/constants';
import { hasUnsavedChanges } from '@/stores/unsaved-changes-store';
import { KEEP_FIREBASE_CODE_MESSAGE } from './firebase-code-cache';
import { KEEP_PICTURES_SEEN_MESSAGE, picturesSeen } from './pictures-seen';
import { createUpdateController, fetchBuildId, isSlowConnection } from './update-controller';

/** What the page knows about its service worker and new releases. */
export const updateState = proxy({
  /** A new version is installed and waiting to take over. */
  updateReady: false,
  /** The visitor closed the notice; it stays closed for this version. */
  noticeDismissed: false,
  /** Switching to the new version now; a full page load follows. */
  applying: false,
});

let waitingWorker: ServiceWorker | undefined;
let pendingTarget: string | undefined;

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5_000 });
  else setTimeout(callback, 200);
}

/**
 * Registers the service worker and starts watching for new builds. Called after first paint; the
 * workbox-window module is loaded then, not in the entry chunk.
 */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    await registerAndWatch();
  } catch (error) {
    // Some browsers block service workers (private modes, policies): the app still works online.
    console.warn('Offline support is not available in this browser.', error);
  }
}

async function registerAndWatch(): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', (event) => {
    waitingWorker = event.sw;
    updateState.updateReady = true;
  });
  // A first visit: the worker takes control after this page has loaded its pictures (pictures-seen.ts).
  const firstVisit = !navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The new version took over because we asked: load where the visitor was going.
    if (pendingTarget) window.location.assign(pendingTarget);
    else if (firstVisit) tellWorkerPicturesSeen();
  });

  const registration = await workbox.register();
  if (registration?.waiting) {
    waitingWorker = registration.waiting;
    updateState.updateReady = true;
  }

  const controller = createUpdateController({
    currentBuildId: BUILD_ID,
    fetchLatestBuildId: () => fetchBuildId(VERSION_FILE_PATH),
    onNewBuild: async () => {
      await registration?.update();
    },
    isOnline: () => navigator.onLine,
    isSlowConnection: () => isSlowConnection(navigator),
    intervalMs: UPDATE_CHECK_INTERVAL_MS,
    idleDelayMs: BUILD_META_IDLE_DELAY_MS,
    whenIdle,
    onVisible: (callback) => {
      const listener = (): void => {
        if (document.visibilityState === 'visible') callback();
      };
      document.addEventListener('visibilitychange', listener);
      return () => document.removeEventListener('visibilitychange', listener);
    },
  });
  controller.start();
}

function tellWorkerPicturesSeen(): void {
  const shown = [...document.images].map((image) => image.currentSrc).filter(Boolean);
  const urls = picturesSeen(performance.getEntriesByType('resource') as PerformanceResourceTiming[], shown);
  if (urls.length > 0) navigator.serviceWorker.controller?.postMessage({ type: KEEP_PICTURES_SEEN_MESSAGE, urls });
}

/** Switches to the waiting version and loads `targetUrl` with it. */
export function applyUpdate(targetUrl: string): boolean {
  if (!updateState.updateReady || updateState.applying || !waitingWorker) return false;
  updateState.applying = true;
  pendingTarget = targetUrl;
  waitingWorker.postMessage({ type: 'SKIP_WAITING' });
  // If the switch is slow, load the page anyway: the browser then uses whichever version is active.
  setTimeout(() => window.location.assign(targetUrl), 4_000);
  return true;
}

/**
 * Called as an in-app navigation starts: with a new version waiting and no unsaved edits, the
 * navigation becomes a full load of the same destination on the new version.
 */
export function applyUpdateOnNavigation(targetUrl: string): boolean {
  if (hasUnsavedChanges()) return false;
  return applyUpdate(targetUrl);
}

/**
 * Firebase has loaded on this page: ask the service worker to keep its code, which is not precached,
 * so this device can read its copy of the data offline. The worker may not have been in control
 * when the code was fetched (a first visit); when it was, it has kept it already.
 */
export function keepFirebaseCodeForOffline(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) =>
    registration.active?.postMessage({ type: KEEP_FIREBASE_CODE_MESSAGE }),
  );
}
