import { IconBuildingCommunity } from '@tabler/icons-react';
import { defineManifest } from '@/collections/define-collection';

/** Organisations as the first page load sees them; their code loads on demand in three parts. */
export const organisationsManifest = defineManifest({
  path: 'organisations',
  labels: { singular: 'Organisation', plural: 'Organisations' },
  icon: IconBuildingCommunity,
  sidebarGroup: 'community',
  // After clubs, businesses and committees, as the side navigation had them.
  navOrder: 40,
  publicPath: '/organisations',
  dashboardPath: '/dashboard/organisations',
  description: 'Charities, schools, the town council and the partners we work with.',
  dashboardDescription: 'Keep the details of local charities, schools, the council and partners up to date.',
  dashboardGroup: 'directory',
  access: { read: 'public', edit: 'editor' },
  defaultSort: { field: 'title', direction: 'asc' },
  flags: { publishedSnapshot: true, sitemap: true, prerender: true, followable: true },
  load: {
    model: () => import('./organisations-model').then((m) => m.organisationsModel),
    public: () => import('./organisations-public').then((m) => m.organisationsPublic),
    dashboard: () => import('./organisations-dashboard').then((m) => m.organisationsDashboard),
  },
});
