import {
  IconHome,
  IconLayoutDashboard,
  IconLogin,
  IconMail,
  IconRss,
  IconSettings,
  IconShieldLock,
  IconUserCircle,
  IconUserCog,
} from '@tabler/icons-react';
import type { CollectionManifest } from '@/collections/define-collection';
import type { FeatureRoutes, FeatureRouteSlot } from '@/collections/feature-routes';
import type { AppRoute } from '@/lib/route-meta';
import { isValidSlug } from '@/lib/slug';
import { collectionRegistry } from './collection-registry';
import { registryRoutes } from './collection-routes';
import { featureRoutes, routesInSlot } from './feature-routes';

export { isValidSlug };

/** The accounts list and an account's page (admins): one lazy chunk for both, so one entry here. */
const accountsPage = () => import('@/pages/accounts/accounts-route');
const accountsHandle = {
  layout: 'dashboard',
  requiredRole: 'admin',
  icon: IconUserCog,
  sidebarGroup: 'administration',
  showInSidebar: false,
} as const;

/**
 * Every route of the public site and the dashboard (docs/specification.md section 2): the app's own pages,
 * the content types' from the registry and the features' own (their `<feature>-routes.ts`), each in its slot.
 */
export function siteRoutesWith(
  registry: readonly CollectionManifest[],
  features: readonly FeatureRoutes[],
): AppRoute[] {
  const collections = registryRoutes(registry);
  const slot = (name: FeatureRouteSlot) => routesInSlot(features, name);
  return [
    {
      path: '/',
      page: () => import('./home-route'),
      handle: {
        layout: 'default',
        // The home page's browser tab shows the brand alone.
        title: '',
        navLabel: 'Home',
        icon: IconHome,
        sidebarGroup: 'pages',
        showInSidebar: true,
        description: 'What is on, who is who and how to get involved in Thornbury.',
      },
    },
    ...collections.public,
    ...slot('oldAddresses'),
    ...slot('public'),
    {
      path: '/contact',
      page: () => import('@/pages/contact-page'),
      handle: {
        layout: 'default',
        title: 'Contact us',
        icon: IconMail,
        sidebarGroup: 'information',
        showInSidebar: true,
        description: 'Get in touch with the association.',
      },
    },
    {
      path: '/sign-in',
      page: () => import('@/pages/sign-in-page'),
      handle: {
        layout: 'default',
        title: 'Sign in',
        needsSession: true,
        icon: IconLogin,
        sidebarGroup: null,
        showInSidebar: false,
        description: 'Sign in to follow what you care about, or to run the site if you are an editor.',
      },
    },
    {
      path: '/policies',
      page: () => import('./policies-route'),
      handle: {
        layout: 'default',
        title: 'Policies',
        icon: IconShieldLock,
        sidebarGroup: 'policies',
        showInSidebar: true,
        description: 'How we look after your information and what we expect of everyone.',
      },
    },
    ...slot('policies'),
    {
      path: '/dashboard',
      page: () => import('./dashboard-home-route'),
      handle: {
        layout: 'dashboard',
        requiredRole: 'member',
        title: 'Dashboard',
        icon: IconLayoutDashboard,
        sidebarGroup: 'overview',
        showInSidebar: true,
        description: 'An overview of what needs attention: drafts, messages, orders and changes waiting to sync.',
      },
    },
    // The person's own account (issue 15): for everyone signed in, with or without a role.
    {
      path: '/dashboard/account',
      page: () => import('@/pages/account/account-page'),
      handle: {
        layout: 'dashboard',
        requiredRole: 'signed-in',
        title: 'Your account',
        // The header's account icon, already in the first page load.
        icon: IconUserCircle,
        sidebarGroup: 'overview',
        showInSidebar: true,
        description: 'Your details, orders, follows and choices; download your data or delete your account.',
      },
    },
    {
      path: '/dashboard/myfeed',
      page: () => import('./my-feed-route'),
      handle: {
        layout: 'dashboard',
        // Everyone signed in, with or without a role (docs/content-model.md: "signed in, no role: follow things").
        requiredRole: 'signed-in',
        title: 'My feed',
        icon: IconRss,
        sidebarGroup: 'overview',
        showInSidebar: true,
        description: 'News and events from the clubs, committees and topics you follow.',
      },
    },
    ...slot('overview'),
    ...collections.dashboard,
    ...slot('dashboard'),
    {
      path: '/dashboard/accounts',
      page: accountsPage,
      handle: {
        ...accountsHandle,
        title: 'Accounts',
        showInSidebar: true,
        description: 'See who has an account and choose who can edit or run the site.',
      },
    },
    {
      path: '/dashboard/accounts/:uid',
      page: accountsPage,
      // Firebase Auth's account ids (and the seed's): letters, digits, '-' and '_'.
      handle: { ...accountsHandle, title: 'Account', validate: ({ uid }) => /^[\w-]{1,128}$/.test(uid ?? '') },
    },
    {
      path: '/dashboard/settings',
      page: () => import('@/pages/dashboard-settings-page'),
      handle: {
        layout: 'dashboard',
        requiredRole: 'admin',
        title: 'Site settings',
        navLabel: 'Settings',
        icon: IconSettings,
        sidebarGroup: 'administration',
        showInSidebar: true,
        description: 'Contact details, the announcement banner, the default season and the policy pages.',
      },
    },
  ];
}

export const siteRoutes: AppRoute[] = siteRoutesWith(collectionRegistry, featureRoutes);
