import { useEffect, useLayoutEffect, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { accessibleCssVariables, SEASON_PALETTES, SEASON_THEMES } from '@/components/season-themes';
import { SiteMapContext } from '@/components/site-map';
import { usePrefersDark } from '@/hooks/use-prefers-dark';
import { resolveColorScheme, themeStore } from '@/stores/theme-store';
import { navigationByLayout } from './app-routes';
import { routeAppearance } from './route-appearance';

/** Marks the page once the app has taken over from the prerendered markup (tests wait for it). */
function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
  }, []);
  return null;
}

/** Mantine themed by the season and colour mode in the theme store, and the site map for pages. */
export function AppProviders({ children }: { children: ReactNode }) {
  const theme = useSnapshot(themeStore);
  const appearance = useSnapshot(routeAppearance);
  const prefersDark = usePrefersDark();
  const scheme = resolveColorScheme(theme.darkMode, prefersDark, appearance.forcedColorScheme);

  useLayoutEffect(() => {
    const root = document.documentElement;
    root.dataset.season = theme.seasonalTheme;
    root.setAttribute('data-mantine-color-scheme', scheme);
    // The browser's own bar (on phones) takes the season's colour.
    document
      .querySelector('meta[name="theme-color"]')
      ?.setAttribute('content', scheme === 'dark' ? '#242424' : (SEASON_PALETTES[theme.seasonalTheme][7] ?? '#2b7a3b'));
  }, [theme.seasonalTheme, scheme]);

  return (
    <MantineProvider
      theme={SEASON_THEMES[theme.seasonalTheme]}
      forceColorScheme={scheme}
      cssVariablesResolver={accessibleCssVariables}
    >
      <SiteMapContext.Provider value={navigationByLayout.default}>{children}</SiteMapContext.Provider>
      <AppReadyMarker />
    </MantineProvider>
  );
}
