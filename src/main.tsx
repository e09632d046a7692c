import '@/lib/zod-jitless';
import '@/app/mantine-styles';
import './global.css';
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPath, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { preloadAnnouncementBanner } from '@/components/announcement-slot';
import { appRoutes } from '@/app/app-routes';
import { startRoutePreloading } from '@/app/route-preloading';
import { createAppRouter } from '@/app/router';
import { BACKEND_START_DELAY_MS } from '@/config/constants';
import { watchInstallability } from '@/pwa/install-prompt';
import {
  applyUpdateOnNavigation,
  registerServiceWorker,
  startServiceWorker,
  updateState,
} from '@/pwa/service-worker-client';
import { watchConnectivity } from '@/stores/connectivity-store';
import { hydrateNavigation, persistNavigation } from '@/stores/navigation-store';
import { flushStoredOnPageHide } from '@/stores/persistence';
import { resetSettings } from '@/stores/settings-store';
import { watchPageLeaving } from '@/lib/chunk-reload-guard';
import { browserLocalStorage } from '@/lib/memory-storage';
import { holdIdleWorkUntilFirstRender, yieldToBrowser } from '@/lib/staged-import';
import { startSiteSettings } from '@/stores/site-settings-store';
import { hydrateTheme, persistTheme, readDefaultSeasonMirror, startTheme } from '@/stores/theme-store';

// 1. Settings reset on every start (SEED-SPEC 4).
resetSettings({
  isProductionBuild: import.meta.env.PROD,
  currentYear: new Date().getFullYear(),
  startPath: window.location.pathname,
});

// 2. Start from what the pre-paint script already showed, so the first render matches it: the saved
//    look, else the site's default season (the calendar's until the site says otherwise), the brand
//    name as last read on this device, and the announcement banner the page shows.
const storage = browserLocalStorage();
const today = new Date();
const pageShowsBanner = startSiteSettings(storage, today, document);
const bannerReady = pageShowsBanner ? preloadAnnouncementBanner().catch(() => undefined) : Promise.resolve();
startTheme(storage, readDefaultSeasonMirror(storage), today);

// 3. Restore saved state from IndexedDB, then save every change. The first paint does not wait.
void Promise.all([hydrateTheme(), hydrateNavigation()]).then(() => {
  persistTheme(storage);
  persistNavigation();
  flushStoredOnPageHide(window);
});
watchConnectivity(window);
watchInstallability(window);
watchPageLeaving(window);

// 4. A task of its own from here on: evaluating the app's code and starting its stores is one long task
//    on a phone, and creating the router (which starts loading this page's code) another; between them
//    the browser can handle a tap and paint. (Not a top-level await: with one, the bundler loads every
//    chunk the entry can reach at once, 88 of them instead of 13.)
void yieldToBrowser().then(startApp);

// 5. Mount the router. A new version waiting takes over on the next in-app navigation. A page whose
//    code fails to download is handled by the route error boundary (reload once, then the error page):
//    not by a global `vite:preloadError` listener, which would also fire for background preloads.
function startApp(): void {
  const router = createAppRouter(appRoutes);
  router.subscribe((state) => {
    const target = state.navigation.location;
    if (state.navigation.state === 'loading' && target) applyUpdateOnNavigation(createPath(target));
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('The page is missing its #root element.');
  holdIdleWorkUntilFirstRender();
  const prerendered = container.hasChildNodes();
  const app = (
    <StrictMode>
      <AppProviders adoptsPage={prerendered}>
        <RouterProvider router={router} />
      </AppProviders>
    </StrictMode>
  );
  // Rendered as a transition, so React works in small slices and the page stays responsive while it
  // starts. A prerendered page's markup is adopted as it is (hydrated): React builds nothing anew, so the
  // browser neither recalculates the page's styles nor finds a new largest paint (docs/decisions/0038).
  // The first render draws what the build drew (the default season: AppProviders; the page's settings:
  // startSiteSettings), and what this device shows otherwise follows as an ordinary update. Should a part
  // still differ, React builds that part anew, as it did for every page before.
  const mount = (): void => {
    if (prerendered) {
      startTransition(() => {
        hydrateRoot(container, app);
      });
      return;
    }
    const root = createRoot(container);
    startTransition(() => root.render(app));
  };
  // The prerendered page stays on screen until the router has this page's code (and the banner's, when
  // it shows one): rendering earlier would blank it or leave a gap for a moment.
  const routerReady = new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    else {
      const stop = router.subscribe((state) => {
        if (!state.initialized) return;
        stop();
        resolve();
      });
    }
  });
  void Promise.all([routerReady, bannerReady]).then(mount);
}

// 6. Once the page has loaded: the service worker's registration. Once the browser is also idle: watching
//    it for updates, Firebase (who is signed in, the connection badge) and route preloading. None of it is
//    needed for the first view, so it waits rather than compete with it.
//    On a prerendered page this code itself starts after the load event, so check rather than wait.
function whenLoaded(start: () => void): void {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}
function whenLoadedAndIdle(start: () => void): void {
  whenLoaded(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3_000 });
    else setTimeout(start, 500);
  });
}
const serviceWorkerFetchesCode = import.meta.env.PROD && 'serviceWorker' in navigator;
// The service worker is registered at once (the browser installs it on its own thread, so a first visit is
// ready offline sooner); watching it and new builds waits for idle with the rest.
if (serviceWorkerFetchesCode) whenLoaded(registerServiceWorker);
whenLoadedAndIdle(() => {
  // This device's copy of the site settings (banner, contact details), checked with zod: not in the first load.
  void import('@/collections/site-settings-device').then((device) => device.showSiteSettingsFromDevice(storage));
  if (serviceWorkerFetchesCode) void startServiceWorker();
  startRoutePreloading(appRoutes, window, { visibleLinks: !serviceWorkerFetchesCode });
});

// 7. Firebase is large: on public pages it starts a few seconds after the page is ready, or at the
//    visitor's first tap or key press, whichever comes first, so it never competes with reading the
//    page. Pages that need data (the dashboard, events) start it themselves at once.
function startBackendSoon(delayMs: number): void {
  let started = false;
  const start = (): void => {
    if (started) return;
    started = true;
    for (const type of ['click', 'keydown'] as const) window.removeEventListener(type, onInput);
    void import('@/app/backend').then((backend) => backend.startBackend());
  };
  // After the input has been handled: if it was "Update now", the page is about to reload, and
  // loading Firebase meanwhile would only slow the switch to the new version.
  const onInput = (): void => {
    setTimeout(() => {
      if (!updateState.applying) start();
    }, 0);
  };
  for (const type of ['click', 'keydown'] as const) window.addEventListener(type, onInput);
  whenLoadedAndIdle(() =>
    setTimeout(() => {
      if (!updateState.applying) start();
    }, delayMs),
  );
}
startBackendSoon(BACKEND_START_DELAY_MS);
