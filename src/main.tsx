import '@/lib/zod-jitless';
import '@/app/mantine-styles';
import './global.css';
import { handleChunkFailure, isChunkLoadError, watchPageLeaving } from '@/lib/chunk-reload-guard';
import { browserLocalStorage } from '@/lib/memory-storage';
import { whenLoaded } from '@/lib/page-load';
import { holdIdleWorkUntilFirstRender, importInStages, yieldToBrowser } from '@/lib/staged-import';
import { watchInstallability } from '@/pwa/install-prompt';
import { registerServiceWorker } from '@/pwa/service-worker-client';
import { watchConnectivity } from '@/stores/connectivity-store';
import { hydrateNavigation, persistNavigation } from '@/stores/navigation-store';
import { flushStoredOnPageHide } from '@/stores/persistence';
import { resetSettings } from '@/stores/settings-store';
import { startSiteSettings } from '@/stores/site-settings-store';
import { hydrateTheme, persistTheme, readDefaultSeasonMirror, startTheme } from '@/stores/theme-store';

// 1. Settings reset on every start (docs/specification.md §4).
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

// 4. The app's code, in stages: the browser runs a newly loaded module with everything it imports in one
//    task, and the whole app at once was the longest task of every page's start (160 to 290 ms at 4× CPU
//    slowdown). Loaded in this order, each library runs in a task of its own, then the app; between them
//    the browser can handle a tap and paint (docs/decisions/0039). The build preloads all of it with the
//    entry. (Not a top-level await: with one, the bundler loads every chunk the entry can reach at once.)
//    Should a stage fail to download, the page reloads once, as for any page's code (chunk-reload-guard);
//    meanwhile it stays as it was prerendered.
const serviceWorkerFetchesCode = import.meta.env.PROD && 'serviceWorker' in navigator;
// Work waiting for idle time waits for the first render too (browserIdle): the stages leave the browser idle
// between them, and a device store written then would no longer match the page the first render adopts.
holdIdleWorkUntilFirstRender();
void yieldToBrowser()
  .then(() =>
    importInStages(
      [
        () => import('react-dom/client'),
        () => import('@/app/app-routes'),
        () => import('@/app/app-providers'),
        () => import('@/app/root-shell'),
      ],
      () => import('@/app/start-app'),
    ),
  )
  .then((app) => app.startApp({ storage, pageShowsBanner, serviceWorkerFetchesCode }))
  .catch((error: unknown) => {
    if (isChunkLoadError(error)) handleChunkFailure(window);
    else throw error;
  });

// 5. Once the page has loaded, the service worker's registration (the browser installs it on its own thread,
//    so a first visit is ready offline sooner); watching it and new builds waits for idle with the rest of the
//    app's start (start-app.tsx).
if (serviceWorkerFetchesCode) whenLoaded(registerServiceWorker);
