import { IconFileText } from '@tabler/icons-react';
import { defineManifest } from '@/collections/define-collection';
import { PAGE_IDS } from './page-ids';

export { PAGE_IDS, pagePath, type PageId } from './page-ids';

/**
 * The site's own pages (About and the policies) as editable content. Their texts ship in the app as the
 * default (about-content.md and content/ here): the published copy replaces them once
 * loaded. Visitors read them on the feature's own pages (pages-routes.ts: /about, /policies/…), so the engine makes
 * only the dashboard's: the table and the editor under /dashboard/settings/pages, reached from the settings
 * page's "Pages" tab rather than the side menu. Admins edit them; each save keeps a revision.
 */
export const pagesManifest = defineManifest({
  path: 'pages',
  labels: { singular: 'Page', plural: 'Pages' },
  icon: IconFileText,
  sidebarGroup: 'information',
  navOrder: 90,
  dashboardGroup: 'administration',
  publicPath: '/policies',
  dashboardPath: '/dashboard/settings/pages',
  description: 'About the association and its policies.',
  dashboardDescription: 'Edit the About page and the policies. Each save keeps the previous version.',
  access: { read: 'public', edit: 'admin' },
  fixedIds: PAGE_IDS,
  ownPublicPages: true,
  flags: { publishedSnapshot: true, sitemap: false, revisions: true },
  load: {
    model: () => import('./pages-model').then((m) => m.pagesModel),
    public: () => import('./pages-public').then((m) => m.pagesPublic),
    dashboard: () => import('./pages-dashboard').then((m) => m.pagesDashboard),
  },
});
