import { useEffect, useLayoutEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLocation, useNavigation } from 'react-router';
import { useSnapshot } from 'valtio';
import { useDocumentTitle } from '@/hooks/use-document-title';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { pageTitle } from '@/lib/page-title';
import { closeSideNavs, recordNavigation, recordPendingNavigation, settingsStore } from '@/stores/settings-store';
import { LAYOUTS } from './layouts/layouts';
import { routeAppearance } from './route-appearance';

function setMetaDescription(content: string | undefined): void {
  const tag = document.querySelector('meta[name="description"]');
  if (tag && content) tag.setAttribute('content', content);
}

/** Chooses the layout the route asks for and keeps title, description, colour mode and paths in step with it. */
export function RootShell() {
  const meta = useRouteMeta();
  const { companyName } = useSnapshot(settingsStore);
  const location = useLocation();
  const navigation = useNavigation();
  const firstRender = useRef(true);

  useDocumentTitle(pageTitle(meta?.title, companyName));
  useEffect(() => setMetaDescription(meta?.description), [meta?.description]);

  // Pages that depend on who is signed in start Firebase at once; others let it wait (main.tsx).
  const needsSession = meta?.requiredRole !== undefined || meta?.needsSession === true;
  useEffect(() => {
    if (needsSession) void import('./backend').then((backend) => backend.startBackend());
  }, [needsSession]);

  useLayoutEffect(() => {
    routeAppearance.forcedColorScheme = meta?.colorMode;
  }, [meta?.colorMode]);

  useEffect(() => {
    recordPendingNavigation(navigation.location?.pathname ?? '');
  }, [navigation.location?.pathname]);

  useEffect(() => {
    recordNavigation(location.pathname);
    closeSideNavs();
    // After an in-app navigation, move focus to the new page so screen readers announce it.
    if (firstRender.current) firstRender.current = false;
    else document.getElementById('main-content')?.focus({ preventScroll: true });
  }, [location.pathname]);

  const Layout = LAYOUTS[String(meta?.layout ?? 'default') as keyof typeof LAYOUTS];
  return (
    <>
      <Layout>
        <Outlet />
      </Layout>
      <ScrollRestoration />
    </>
  );
}
