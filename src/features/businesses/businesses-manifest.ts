import { IconBuildingStore } from '@tabler/icons-react';
import { defineManifest } from '@/collections/define-collection';

/**
 * Businesses as the first page load sees them. Owners (`ownerUid`) edit their own listing from the
 * dashboard, never its owner, status, schedule or address on the site; editors publish.
 */
export const businessesManifest = defineManifest({
  path: 'businesses',
  labels: { singular: 'Business', plural: 'Businesses' },
  icon: IconBuildingStore,
  sidebarGroup: 'community',
  navOrder: 20,
  publicPath: '/businesses',
  dashboardPath: '/dashboard/businesses',
  description: 'Independent shops, trades and services run by local people.',
  dashboardDescription: 'Edit business listings, opening hours and member offers.',
  access: { read: 'public', edit: 'editor', ownerField: 'ownerUid' },
  dashboardGroup: 'directory',
  defaultSort: { field: 'title', direction: 'asc' },
  flags: { publishedSnapshot: true, sitemap: true, prerender: true, followable: true, mapView: true },
  load: {
    model: () => import('./businesses-model').then((module) => module.businessesModel),
    public: () => import('./businesses-public').then((module) => module.businessesPublic),
    dashboard: () => import('./businesses-dashboard').then((module) => module.businessesDashboard),
  },
});
