import { BUILD_ID, UPDATE_CHECK_INTERVAL_MS, VERSION_FILE_PATH } from '@/config/build-info';
import { BUILD_META_IDLE_DELAY_MS } from '@/config/constants';
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
  /** This device's first worker has installed: the site's pages and code are kept, so it works offline. */
  onFirstInstall: () => void;
}

function whenIdle(callback: () => void): void {
  if ('requestIdleCallback' in window) window.requestIdleCallback(callback, { timeout: 5_000 });
  else setTimeout(callback, 200);
}

export async function registerAndWatch({ onWaiting, pendingTarget, onFirstInstall }: RegistrationHooks): Promise<void> {
  const { Workbox } = await import('workbox-window');
  const workbox = new Workbox('/sw.js', { scope: '/' });

  workbox.addEventListener('waiting', (event) => {
    if (event.sw) onWaiting(event.sw);
  });
  // Installed means precached: every page's HTML, the app's code and the bundles of public data are kept.
  // Not for an update (the site already worked offline) or a worker another tab installed.
  workbox.addEventListener('installed', (event) => {
    if (!event.isUpdate && !event.isExternal) onFirstInstall();
  });
  // A first visit: the worker takes control after this page has loaded its pictures (pictures-seen.ts).
  const firstVisit = !navigator.serviceWorker.controller;
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    // The new version took over because we asked: load where the visitor was going.
    const target = pendingTarget();
    if (target) window.location.assign(target);
    else if (firstVisit) tellWorkerPicturesSeen();
  });

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

function tellWorkerPicturesSeen(): void {
  const shown = [...document.images].map((image) => image.currentSrc).filter(Boolean);
  const urls = picturesSeen(performance.getEntriesByType('resource') as PerformanceResourceTiming[], shown);
  if (urls.length > 0) navigator.serviceWorker.controller?.postMessage({ type: KEEP_PICTURES_SEEN_MESSAGE, urls });
}
