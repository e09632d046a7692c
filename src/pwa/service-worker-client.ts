import { proxy } from 'valtio';
import { browserIdle } from '@/lib/staged-import';
import { hasUnsavedChanges } from '@/stores/unsaved-changes-store';
import { KEEP_FIREBASE_CODE_MESSAGE } from './firebase-code-cache';

/** What the page knows about its service worker and new releases. */
export const updateState = proxy({
  /** A new version is installed and waiting to take over. */
  updateReady: false,
  /** The visitor closed the notice; it stays closed for this version. */
  noticeDismissed: false,
  /** Switching to the new version now; a full page load follows. */
  applying: false,
  /** This device's first service worker has kept the site: say once that it works with no signal. */
  offlineReady: false,
});

/** Set once the visitor has been told the site works offline on this device: they are told once. */
export const OFFLINE_READY_TOLD_KEY = 'community-hub:offline-ready-told';

/** Says "Ready to use offline" unless this device has said it before. */
export function announceOfflineReady(storage: Pick<Storage, 'getItem' | 'setItem'> | undefined): void {
  try {
    if (storage?.getItem(OFFLINE_READY_TOLD_KEY)) return;
    storage?.setItem(OFFLINE_READY_TOLD_KEY, new Date().toISOString());
  } catch {
    // Storage refused (a private window): tell them anyway, once on this page.
  }
  updateState.offlineReady = true;
}

/** "Ready to use offline" waits for the browser to be idle, at most this long (see browserIdle). */
const SAY_READY_WITHIN_MS = 1_000;

let waitingWorker: ServiceWorker | undefined;
let pendingTarget: string | undefined;
/** On a first visit (the page was not served by a worker): settles when the first worker takes control. */
let firstControl: Promise<void> | undefined;

/**
 * Whether this page is a first visit as far as offline use goes: its own address was not answered by a
 * service worker. Asked of the page's navigation, not of `navigator.serviceWorker.controller`: a prerendered
 * page registers the worker at its load event (scripts/prerender.mjs), before this code has even arrived,
 * so on a slow phone the new worker may already control the page by the time it is asked.
 */
export function servedWithoutWorker(navigation: Pick<PerformanceNavigationTiming, 'workerStart'> | undefined): boolean {
  return navigation !== undefined && navigation.workerStart === 0;
}

/** Settles once a worker controls the page: at once if one already does, else at `controllerchange`. */
export function whenControlled(
  container: Pick<ServiceWorkerContainer, 'controller' | 'addEventListener'>,
): Promise<void> {
  if (container.controller) return Promise.resolve();
  return new Promise((resolve) => container.addEventListener('controllerchange', () => resolve(), { once: true }));
}

/**
 * Registers the service worker as soon as the page has loaded (a prerendered page has already done so
 * from its HTML; registering again changes nothing). On a first visit its install (the pages, styles and
 * the code every page runs) then runs beside the page's own start, so the site is ready offline seconds
 * sooner; registering costs the page nothing, as the browser fetches and runs the worker on its own
 * thread. Whether and when the first worker takes control is noted here, before the rest of the code loads.
 */
export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator)) return;
  const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
  if (servedWithoutWorker(navigation)) firstControl = whenControlled(navigator.serviceWorker);
  navigator.serviceWorker.register('/sw.js', { scope: '/' }).catch((error: unknown) => {
    // Some browsers block service workers (private modes, policies): the app still works online.
    console.warn('Offline support is not available in this browser.', error);
  });
}

/**
 * Starts watching the worker and new builds, once the page is idle. The code that does it
 * (service-worker-registration.ts, with workbox-window) is loaded then, not in the entry chunk.
 */
export async function startServiceWorker(): Promise<void> {
  if (!('serviceWorker' in navigator)) return;
  try {
    const { registerAndWatch } = await import('./service-worker-registration');
    await registerAndWatch({
      onWaiting: (worker) => {
        waitingWorker = worker;
        updateState.updateReady = true;
      },
      firstControl,
      // Said once the browser is idle: on a first visit the worker takes control while the page's first
      // view is being made, and a store written then makes React make it again at once.
      onOfflineReady: () =>
        void browserIdle(SAY_READY_WITHIN_MS).then(() => announceOfflineReady(globalThis.localStorage)),
      pendingTarget: () => pendingTarget,
    });
  } catch (error) {
    console.warn('Offline support is not available in this browser.', error);
  }
}

/** Switches to the waiting version and loads `targetUrl` with it. */
export function applyUpdate(targetUrl: string): boolean {
  if (!updateState.updateReady || updateState.applying || !waitingWorker) return false;
  updateState.applying = true;
  pendingTarget = targetUrl;
  waitingWorker.postMessage({ type: 'SKIP_WAITING' });
  loadWhenSwitched(waitingWorker, () => window.location.assign(targetUrl));
  return true;
}

/** How long the switch may take before the page loads anyway, and how much longer once it is under way. */
export const SWITCH_WAIT_MS = 4_000;
export const SWITCH_UNDER_WAY_MS = 8_000;

/**
 * The new version normally takes over within moments (controllerchange loads the page). If it has not
 * after SWITCH_WAIT_MS, the page loads anyway with whichever version is active; but a switch asked for and
 * not yet done (`installed`, waiting for the current version, or `activating`: clearing the previous
 * version's files, slow on a busy phone) is given longer, so the visitor lands on the new version rather
 * than on the old one with the notice back.
 */
export function loadWhenSwitched(
  worker: Pick<ServiceWorker, 'state' | 'addEventListener'>,
  load: () => void,
  timers: Pick<typeof globalThis, 'setTimeout'> = globalThis,
): void {
  let loaded = false;
  const loadOnce = (): void => {
    if (loaded) return;
    loaded = true;
    load();
  };
  // Still `installed`: told to take over but not started, because the current version is busy (on a busy
  // phone, or in CI, it was still keeping the app's code): loading then landed on the old version.
  const switching = (): boolean => worker.state === 'installed' || worker.state === 'activating';
  timers.setTimeout(() => {
    if (!switching()) {
      loadOnce();
      return;
    }
    worker.addEventListener('statechange', () => {
      if (!switching()) loadOnce();
    });
    timers.setTimeout(loadOnce, SWITCH_UNDER_WAY_MS);
  }, SWITCH_WAIT_MS);
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
