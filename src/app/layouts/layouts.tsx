import { useMemo, type ReactNode } from 'react';
import { Box } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { hasRole, sessionStore } from '@/stores/session-store';
import { navigationByLayout } from '../app-routes';
import { visibleSections } from '../build-navigation';
import { AccessGate } from './access-gate';
import { AppLayout } from './app-layout';

/** `false` in a route's metadata: the page draws everything itself. */
function NoLayout({ children }: { children: ReactNode }) {
  return (
    <Box component="main" id="main-content" tabIndex={-1}>
      {children}
    </Box>
  );
}

function DefaultLayout({ children }: { children: ReactNode }) {
  return (
    <AppLayout
      area="public"
      sections={navigationByLayout.default}
      navLabel="Site"
      crossSection={{
        label: 'Dashboard',
        flag: 'dashboardOpen',
        sections: navigationByLayout.dashboard.slice(0, 1),
        signedInOnly: true,
      }}
    >
      {children}
    </AppLayout>
  );
}

/**
 * Signed-in people see only the dashboard pages their account may use; visitors see them all, so they
 * know what signing in offers.
 */
function DashboardLayout({ children }: { children: ReactNode }) {
  const session = useSnapshot(sessionStore);
  const signedIn = session.status === 'signed-in' && session.rolesKnown;
  const sections = useMemo(
    () =>
      signedIn
        ? visibleSections(navigationByLayout.dashboard, (link) => hasRole(session.roles, link.requiredRole, true))
        : navigationByLayout.dashboard,
    [signedIn, session.roles],
  );
  return (
    <AppLayout
      area="dashboard"
      sections={sections}
      navLabel="Dashboard"
      areaLabel="Dashboard"
      crossSection={{ label: 'Public site', flag: 'publicOpen', sections: navigationByLayout.default.slice(0, 1) }}
    >
      <AccessGate>{children}</AccessGate>
    </AppLayout>
  );
}

function DevelopmentLayout({ children }: { children: ReactNode }) {
  return (
    <AppLayout
      area="development"
      sections={navigationByLayout.development}
      navLabel="Development"
      areaLabel="Development"
    >
      {children}
    </AppLayout>
  );
}

export const LAYOUTS = {
  default: DefaultLayout,
  dashboard: DashboardLayout,
  development: DevelopmentLayout,
  false: NoLayout,
} as const;
