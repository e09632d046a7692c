import { createBrowserRouter, redirect, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { IconError404 } from '@tabler/icons-react';
import { NotFoundPage } from '@/errors/error-pages';
import { RouteErrorBoundary } from '@/errors/route-error-boundary';
import { notFoundResponse, NOT_FOUND_TITLE } from '@/errors/route-errors';
import type { AppRoute, PageModule, RouteMeta } from '@/lib/route-meta';
import { RootShell } from './root-shell';
import { guardRoute } from './route-guard';

const notFoundMeta: RouteMeta = {
  layout: 'default',
  title: NOT_FOUND_TITLE,
  icon: IconError404,
  sidebarGroup: null,
  showInSidebar: false,
};

function UnmatchedPath() {
  return <NotFoundPage path={useLocation().pathname} fatal={false} />;
}

/** Runs the route's redirect and validate checks before it renders. */
function guardLoader(meta: RouteMeta) {
  return ({ params, request }: LoaderFunctionArgs) => {
    const outcome = guardRoute(meta, params);
    if (outcome.kind === 'redirect') {
      if (!outcome.fullPageLoad) throw redirect(outcome.to);
      window.location.assign(outcome.to);
      // The browser is leaving; keep the router waiting rather than render a page on the way out.
      return new Promise<never>(() => undefined);
    }
    if (outcome.kind === 'not-found') throw notFoundResponse(new URL(request.url).pathname, true);
    return null;
  };
}

/**
 * Loads the page's chunk. If the download fails, the route gets a component that re-throws the
 * failure while rendering, so the route's error element handles it (reload once, then the error
 * page): the router does not render error elements for a `lazy` that rejects.
 */
export function lazyPage(page: () => Promise<PageModule>) {
  return async () => {
    try {
      return { Component: (await page()).default };
    } catch (error) {
      return {
        Component: function PageFailedToLoad(): never {
          throw error;
        },
      };
    }
  };
}

export function toRouteObject({ path, handle, page }: AppRoute): RouteObject {
  return {
    path,
    handle,
    loader: handle.redirect !== undefined || handle.validate ? guardLoader(handle) : undefined,
    lazy: page ? lazyPage(page) : undefined,
    errorElement: <RouteErrorBoundary level="page" />,
  };
}

/** The whole route tree: the shell, every page, and the catch-all not-found route. */
export function routeTree(routes: readonly AppRoute[]): RouteObject[] {
  return [
    {
      Component: RootShell,
      errorElement: <RouteErrorBoundary level="root" />,
      HydrateFallback: () => null,
      children: [
        ...routes.map(toRouteObject),
        {
          path: '*',
          handle: notFoundMeta,
          Component: UnmatchedPath,
          errorElement: <RouteErrorBoundary level="page" />,
        },
      ],
    },
  ];
}

export function createAppRouter(routes: readonly AppRoute[]) {
  return createBrowserRouter(routeTree(routes));
}
