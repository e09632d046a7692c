import { IconArticle } from '@tabler/icons-react';
import type { FeatureRoutes } from '@/collections/feature-routes';
import type { AppRoute } from '@/lib/route-meta';

/** A route that only sends an old address of the posts on to where they are now. */
function postsRedirect(path: string, redirect: string): AppRoute {
  return {
    path,
    handle: {
      layout: 'default',
      title: 'News and articles',
      icon: IconArticle,
      sidebarGroup: null,
      showInSidebar: false,
      redirect,
    },
  };
}

export const featureRoutes: FeatureRoutes = {
  // Old addresses of the posts, each sent on in the app (firebase.json answers them with the same 301s):
  // the list was once at /blog, posts' own pages at /articles/…, and the menu calls the list "News and articles".
  oldAddresses: [
    postsRedirect('/blog', '/articles'),
    postsRedirect('/articles/:slug', '/blog/:slug'),
    postsRedirect('/news', '/articles'),
  ],
};
