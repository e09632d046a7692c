import '@mantine/core/styles.css';
import './global.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import { AppProviders } from '@/app/app-providers';
import { appRoutes } from '@/app/app-routes';
import { createAppRouter } from '@/app/router';
import { hydrateNavigation, persistNavigation } from '@/stores/navigation-store';
import { flushStoredOnPageHide } from '@/stores/persistence';
import { resetSettings } from '@/stores/settings-store';
import { hydrateTheme, persistTheme, readPrePaintTheme, themeStore } from '@/stores/theme-store';

function safeLocalStorage(): Storage | undefined {
  try {
    return window.localStorage;
  } catch {
    return undefined;
  }
}

// 1. Settings reset on every start (SEED-SPEC 4).
resetSettings({ isProductionBuild: import.meta.env.PROD, currentYear: new Date().getFullYear() });

// 2. Start from what the pre-paint script already showed, so the first render matches it.
const storage = safeLocalStorage();
Object.assign(
  themeStore,
  Object.fromEntries(Object.entries(readPrePaintTheme(storage)).filter(([, value]) => value !== undefined)),
);

// 3. Restore saved state from IndexedDB, then save every change. The first paint does not wait.
void Promise.all([hydrateTheme(), hydrateNavigation()]).then(() => {
  persistTheme(storage);
  persistNavigation();
  flushStoredOnPageHide(window);
});

// 4. Mount the router.
const container = document.getElementById('root');
if (!container) throw new Error('The page is missing its #root element.');
createRoot(container).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={createAppRouter(appRoutes)} />
    </AppProviders>
  </StrictMode>,
);
