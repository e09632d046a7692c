import { messageSW, Workbox } from 'workbox-window';
import { BUILD_ID, UPDATE_CHECK_INTERVAL_MS, VERSION_FILE_PATH } from '@/config/build-info';
import { BUILD_META_IDLE_DELAY_MS } from '@/config/constants';
import { KEEP_APP_CODE_MESSAGE, KEEP_PAGE_CODE_MESSAGE, scriptsRun } from './app-code-cache';
import { KEEP_PICTURES_SEEN_MESSAGE, picturesSeen } from './pictures-seen';
import { isSlowConnection } from './slow-connection';
import { createUpdateController, fetchBuildId } from './update-controller';

/**
 * Registering the service worker and watching for new builds: loaded after first paint by
 * service-worker-client.ts (which keeps what pages need at once: the update state and applying it).
 */
export interface RegistrationHooks {
  /** A new version is installed and waiting to take over. */
  onWaiting: (worker: ServiceWorker) => void;
  /** Where the visitor was going when they asked for the new version, if they did. */
  pendingTarget: () => string | undefined;
  /** On a first visit: settles when the first worker takes control (service-worker-client.ts notes it). */
  firstControl: Promise<void> | undefined;
  /** This device's first worker controls the page and keeps what it needs: the site works offline. */
  onOfflineReady: () => void;
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5_000 });
  else setTimeout(callback, 200);
}

export async function registerAndWatch({
  onWaiting,
  pendingTarget,
  firstControl,
  onOfflineReady,
}: RegistrationHooks): Promise<void> {
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', (event) => {
    if (event.sw) onWaiting(event.sw);
  });
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The new version took over because we asked: load where the visitor was going.
    const target = pendingTarget();
    if (target) window.location.assign(target);
  });
  // A first visit: the worker takes control after this page has loaded its code and pictures. Installed, it
  // holds the pages, styles and the code every page runs; once it also keeps this page's own code and
  // pictures, the site works offline, and says so. The rest of the app's code follows in the background
  // (app-code-cache.ts). A device that already had a worker only asks for that rest, when idle.
  if (firstControl) {
    void firstControl.then(async () => {
      tellWorkerPicturesSeen();
      if (await keepPageCode()) onOfflineReady();
      keepAppCodeWhenIdle();
    });
  } else keepAppCodeWhenIdle();

  const registration = await workbox.register();
  if (registration?.waiting) onWaiting(registration.waiting);

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

/** Asks the controlling worker to keep something, and waits for its answer (whether it did). */
async function askWorker(message: object): Promise<boolean> {
  const worker = navigator.serviceWorker.controller;
  if (!worker) return false;
  const answer = (await messageSW(worker, message)) as { kept?: boolean } | undefined;
  return answer?.kept === true;
}

/** The scripts this page ran, kept by the worker: the page then reloads offline. */
function keepPageCode(): Promise<boolean> {
  const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[];
  return askWorker({ type: KEEP_PAGE_CODE_MESSAGE, urls: scriptsRun(entries, window.location.origin) });
}

/** The rest of the app's code, once the page is idle; on a slow connection or data saver, on a later visit. */
function keepAppCodeWhenIdle(): void {
  whenIdle(() => {
    if (!isSlowConnection(navigator)) void askWorker({ type: KEEP_APP_CODE_MESSAGE });
  });
}

function tellWorkerPicturesSeen(): void {
  const shown = [...document.images].map((image) => image.currentSrc).filter(Boolean);
  const urls = picturesSeen(performance.getEntriesByType('resource') as PerformanceResourceTiming[], shown);
  if (urls.length > 0) navigator.serviceWorker.controller?.postMessage({ type: KEEP_PICTURES_SEEN_MESSAGE, urls });
}
