import { IconUsers } from '@tabler/icons-react';
import { defineManifest } from '@/collections/define-collection';

/**
 * Committees as the first page load sees them: routes, menus and access. Their code loads on demand.
 * The form checks (zod) and the repeat rules (rrule, for the next meeting date) load first, each in a
 * task of its own, as for events, so opening the page never holds up a tap for long.
 */
export const committeesManifest = defineManifest({
  path: 'committees',
  labels: { singular: 'Committee', plural: 'Committees' },
  icon: IconUsers,
  sidebarGroup: 'community',
  navOrder: 50,
  dashboardGroup: 'directory',
  publicPath: '/committees',
  dashboardPath: '/dashboard/committees',
  description: 'The volunteer committees that run the association, and when they meet.',
  dashboardDescription: 'Update committee members, meeting dates and papers.',
  access: { read: 'public', edit: 'editor' },
  defaultSort: { field: 'title', direction: 'asc' },
  flags: { publishedSnapshot: true, sitemap: true, prerender: true, followable: true },
  // Which accounts read each committee's members-only papers (committeeMembers). It lists the site's
  // accounts, which only admins read (decision 0024), so it is theirs.
  extraDashboardPages: [
    {
      path: '/dashboard/committee-readers',
      title: 'Who reads the papers',
      description: 'Choose which accounts can read each committee’s members-only papers.',
      requiredRole: 'admin',
      page: () => import('./committee-readers-page'),
    },
  ],
  stageLibraries: [() => import('@/collections/content-schema'), () => import('rrule')],
  load: {
    model: () => import('./committees-model').then((m) => m.committeesModel),
    public: () => import('./committees-public').then((m) => m.committeesPublic),
    dashboard: () => import('./committees-dashboard').then((m) => m.committeesDashboard),
  },
});
