import { IconArticle } from '@tabler/icons-react';
import { continueWindow } from '@/collections/beyond-window';
import { defineManifest } from '@/collections/define-collection';

/**
 * News and articles as the first page load sees them: routes, menus and access. The list is
 * `/articles` (docs/specification.md: an empty title, so the tab shows the brand alone), each article
 * `/blog/{slug}`; `/blog` itself redirects to the list (posts-routes.ts). Their code loads on demand.
 */
/** What a device keeps of the news: the newest 200. */
export const NEWEST_NEWS = { filters: [], orderBy: { field: 'publishedAt', direction: 'desc' }, limit: 200 } as const;

export const postsManifest = defineManifest({
  path: 'posts',
  labels: { singular: 'Article', plural: 'Articles' },
  listTitle: { heading: 'News and articles', tabTitle: '' },
  icon: IconArticle,
  sidebarGroup: 'pages',
  navOrder: 30,
  publicPath: '/articles',
  detailPath: '/blog/:slug',
  dashboardPath: '/dashboard/blogs',
  description: 'News, stories and updates from the community.',
  dashboardDescription: 'Write, schedule and publish news and articles.',
  access: { read: 'public', edit: 'editor' },
  categoryField: 'category',
  defaultSort: { field: 'publishedAt', direction: 'desc' },
  // A device keeps the newest news; older articles are read online, a page at a time (decision 0032).
  publicWindow: () => [NEWEST_NEWS],
  beyondWindow: (_now, shown) => continueWindow(NEWEST_NEWS, shown, 'older'),
  feed: 'news',
  sections: [{ page: 'home', order: 20, load: () => import('./latest-news').then((module) => module.LatestNews) }],
  flags: { publishedSnapshot: true, ownListView: true, sitemap: true, revisions: true, prerender: true },
  stageLibraries: [() => import('@/collections/content-schema')],
  load: {
    model: () => import('./posts-model').then((m) => m.postsModel),
    public: () => import('./posts-public').then((m) => m.postsPublic),
    dashboard: () => import('./posts-dashboard').then((m) => m.postsDashboard),
  },
});
