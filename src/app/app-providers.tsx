import { startTransition, useEffect, useLayoutEffect, useState, type ReactNode } from 'react';
import { MantineProvider } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { accessibleCssVariables, SEASON_PALETTES, SEASON_THEMES } from '@/components/season-themes';
import { SiteMapContext } from '@/components/site-map';
import { AdoptingPageContext } from '@/hooks/use-adopting-page';
import { PageDrawnAtContext } from '@/hooks/use-page-clock';
import { usePrefersDark } from '@/hooks/use-prefers-dark';
import { ShownSeasonContext } from '@/hooks/use-shown-season';
import { firstRenderDone } from '@/lib/staged-import';
import { DEFAULT_SEASON, resolveColorScheme, themeStore } from '@/stores/theme-store';
import { navigationByLayout } from './app-routes';
import { routeAppearance } from './route-appearance';

/**
 * Marks the page once the app has taken over from the prerendered markup (tests wait for it), and lets the
 * work waiting for that start (browserIdle).
 */
function AppReadyMarker() {
  useEffect(() => {
    document.documentElement.dataset.appReady = 'true';
    firstRenderDone();
  }, []);
  return null;
}

/**
 * Mantine themed by the season and colour mode in the theme store, and the site map for pages.
 * `adoptsPage`: the first render adopts a prerendered page's markup (main.tsx), which the build drew in the
 * default season for a visitor nobody has signed in as: that render draws it so too (AdoptingPageContext), so
 * React can keep the markup as it is, and the next one (a transition, in slices) draws this visitor's season
 * and the account last signed in on this device. `drawnAt`: the moment the page was drawn at (the build's
 * time, in the build and while adopting its page): words about today are drawn for it until then.
 */
export function AppProviders({
  children,
  adoptsPage = false,
  drawnAt,
}: {
  children: ReactNode;
  adoptsPage?: boolean;
  drawnAt?: Date;
}) {
  const theme = useSnapshot(themeStore);
  const [adopting, setAdopting] = useState(adoptsPage);
  useEffect(() => {
    if (adopting) startTransition(() => setAdopting(false));
  }, [adopting]);
  // The build draws every page in the default season, whatever the store says, so adoption can rely on it.
  const season = adopting || import.meta.env.SSR ? DEFAULT_SEASON : theme.seasonalTheme;
  const pageDrawnAt = adopting || import.meta.env.SSR ? drawnAt : undefined;
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
      theme={SEASON_THEMES[season]}
      forceColorScheme={scheme}
      cssVariablesResolver={accessibleCssVariables}
    >
      <AdoptingPageContext.Provider value={adopting}>
        <PageDrawnAtContext.Provider value={pageDrawnAt}>
          <ShownSeasonContext.Provider value={season}>
            <SiteMapContext.Provider value={navigationByLayout.default}>{children}</SiteMapContext.Provider>
          </ShownSeasonContext.Provider>
        </PageDrawnAtContext.Provider>
      </AdoptingPageContext.Provider>
      <AppReadyMarker />
    </MantineProvider>
  );
}
