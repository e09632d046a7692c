import type { ReactNode } from 'react';
import { Box } from '@mantine/core';
import { navigationByLayout } from '../app-routes';
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

function DashboardLayout({ children }: { children: ReactNode }) {
  return (
    <AppLayout
      area="dashboard"
      sections={navigationByLayout.dashboard}
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
