/**
 * The app itself, loaded by main.tsx after the libraries it needs, each evaluated in a task of its own
 * (docs/decisions/0039). Every page runs this: the build preloads it with the entry, and the service worker
 * keeps it with the entry (scripts/precache-tiers.mjs).
 */
import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createPath, RouterProvider } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { appRoutes } from '@/app/app-routes';
import { startRoutePreloading } from '@/app/route-preloading';
import { createAppRouter } from '@/app/router';
import { preloadAnnouncementBanner } from '@/components/announcement-slot';
import { pageDrawnAt } from '@/hooks/use-page-clock';
import { BACKEND_START_DELAY_MS } from '@/config/constants';
import { whenLoadedAndIdle } from '@/lib/page-load';
import { afterFirstRender } from '@/lib/staged-import';
import { applyUpdateOnNavigation, startServiceWorker, updateState } from '@/pwa/service-worker-client';
import { startFromLastSession } from '@/stores/session-store';

export interface AppStart {
  /** Where the device's settings are kept (the entry has read them already). */
  storage: Storage | undefined;
  /** The page shows the announcement banner: its code must be here before the first render adopts the page. */
  pageShowsBanner: boolean;
  /** The service worker fetches the app's code (a production build with service workers). */
  serviceWorkerFetchesCode: boolean;
}

/** Mounts the app, then starts the work that waits for idle time: settings from the device, route preloading, Firebase. */
export function startApp({ storage, pageShowsBanner, serviceWorkerFetchesCode }: AppStart): void {
  const bannerReady = pageShowsBanner ? preloadAnnouncementBanner().catch(() => undefined) : Promise.resolve();
  mountApp(bannerReady);
  // Signed in as this device last knew it, once the page the build drew for a visitor is adopted.
  void afterFirstRender().then(startFromLastSession);
  whenLoadedAndIdle(() => {
    // This device's copy of the site settings (banner, contact details), checked with zod: not in the first load.
    void import('@/domains/settings/site-settings-device').then((device) => device.showSiteSettingsFromDevice(storage));
    if (serviceWorkerFetchesCode) void startServiceWorker();
    startRoutePreloading(appRoutes, window, { visibleLinks: !serviceWorkerFetchesCode });
  });
  startBackendSoon(BACKEND_START_DELAY_MS);
}

// Mount the router. A new version waiting takes over on the next in-app navigation. A page whose
//    code fails to download is handled by the route error boundary (reload once, then the error page):
//    not by a global `vite:preloadError` listener, which would also fire for background preloads.
function mountApp(bannerReady: Promise<unknown>): void {
  const router = createAppRouter(appRoutes);
  router.subscribe((state) => {
    const target = state.navigation.location;
    if (state.navigation.state === 'loading' && target) applyUpdateOnNavigation(createPath(target));
  });

  const container = document.getElementById('root');
  if (!container) throw new Error('The page is missing its #root element.');
  const prerendered = container.hasChildNodes();
  const app = (
    <StrictMode>
      <AppProviders adoptsPage={prerendered} drawnAt={prerendered ? pageDrawnAt(document) : undefined}>
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

// Firebase is large: on public pages it starts a few seconds after the page is ready, or at the
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
