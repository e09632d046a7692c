import { IconRoute } from '@tabler/icons-react';
import { defineManifest } from '@/collections/define-collection';

/**
 * The creative trail's stops as the first page load sees them (issue 16). The list page is the walk:
 * stops in order, a map, near me and "Get the trail for offline"; each stop has an audio guide.
 */
export const trailManifest = defineManifest({
  path: 'trailStops',
  labels: { singular: 'Trail stop', plural: 'Trail stops' },
  // Its stops and its order page share this icon.
  icon: IconRoute,
  sidebarGroup: 'pages',
  navOrder: 40,
  publicPath: '/creative-trail',
  dashboardPath: '/dashboard/trail',
  listTitle: { heading: 'Creative trail', tabTitle: 'Creative trail' },
  description: 'A walking trail of art, sculpture and stories around the town.',
  dashboardDescription: 'Edit the stops of the creative trail, put them in order, and add their audio guides.',
  access: { read: 'public', edit: 'editor' },
  defaultSort: { field: 'order', direction: 'asc' },
  // The whole trail, in its order: a walk offline needs every stop (decision 0029).
  publicWindow: () => [{ filters: [], orderBy: { field: 'order', direction: 'asc' }, limit: 500 }],
  flags: { publishedSnapshot: true, ownListView: true, sitemap: true, prerender: true },
  // Drag and drop, or Move up / Move down: the walking order the list, the map and the numbers follow.
  extraDashboardPages: [
    {
      path: '/dashboard/trail-order',
      title: 'Trail order',
      description: 'Put the creative trail’s stops in walking order.',
      page: () => import('./trail-order-page'),
    },
  ],
  load: {
    model: () => import('./trail-model').then((module) => module.trailModel),
    public: () => import('./trail-public').then((module) => module.trailPublic),
    dashboard: () => import('./trail-dashboard').then((module) => module.trailDashboard),
  },
});
