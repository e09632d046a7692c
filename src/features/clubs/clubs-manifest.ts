import { IconUsersGroup } from '@tabler/icons-react';
import { defineManifest } from '@/collections/define-collection';

/**
 * Clubs as the first page load sees them: routes, menus and access. Their code loads on demand. The
 * form checks (zod) and the repeat rules (rrule, for the next meeting) load first, each in a task of
 * its own, as for events, so opening the page never holds up a tap for long.
 */
export const clubsManifest = defineManifest({
  path: 'clubs',
  labels: { singular: 'Club', plural: 'Clubs' },
  icon: IconUsersGroup,
  sidebarGroup: 'community',
  navOrder: 30,
  dashboardGroup: 'directory',
  publicPath: '/clubs',
  dashboardPath: '/dashboard/clubs',
  description: 'Sports, hobbies, music and social groups that meet in and around town.',
  dashboardDescription: 'Keep club details, meeting times and contacts up to date.',
  access: { read: 'public', edit: 'editor' },
  defaultSort: { field: 'title', direction: 'asc' },
  flags: { publishedSnapshot: true, sitemap: true, prerender: true, followable: true, mapView: true },
  stageLibraries: [() => import('@/collections/content-schema'), () => import('rrule')],
  load: {
    model: () => import('./clubs-model').then((m) => m.clubsModel),
    public: () => import('./clubs-public').then((m) => m.clubsPublic),
    dashboard: () => import('./clubs-dashboard').then((m) => m.clubsDashboard),
  },
});
