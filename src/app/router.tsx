import { createBrowserRouter, redirect, useLocation, type LoaderFunctionArgs, type RouteObject } from 'react-router';
import { IconError404 } from '@tabler/icons-react';
import { NotFoundPage } from '@/errors/error-pages';
import { RouteErrorBoundary } from '@/errors/route-error-boundary';
import { notFoundResponse, NOT_FOUND_TITLE } from '@/errors/route-errors';
import type { AppRoute, PageModule, RouteMeta } from '@/lib/route-meta';
import { RootShell } from './root-shell';
import { guardRoute } from './route-guard';
import { createRouteMatcher } from './route-matcher';

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

/** The shell's route, which every page's route is a child of. */
const ROOT_ROUTE_ID = 'root';

/** The whole route tree: the shell, every page, and the catch-all not-found route. */
export function routeTree(routes: readonly AppRoute[]): RouteObject[] {
  return [
    {
      id: ROOT_ROUTE_ID,
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

/**
 * The router, starting with the route of the page it opens on (and the catch-all): making a router ranks and
 * matches every route it has, which over the whole table was 70 to 110 ms of a phone's start at 4× CPU
 * slowdown. The other routes join it on the first navigation to an address that route does not handle
 * (react-router's patchRoutesOnNavigation, which it also asks when an address matches only by a parameter
 * or the catch-all), so every address finds the route it would have found in the whole table.
 */
export function createAppRouter(routes: readonly AppRoute[], startPath: string = window.location.pathname) {
  const routeAt = createRouteMatcher(routes);
  const first = routeAt(startPath);
  let others: AppRoute[] | undefined = routes.filter((route) => route !== first);
  return createBrowserRouter(routeTree(first ? [first] : []), {
    patchRoutesOnNavigation({ path, patch }) {
      // The route it has answers this address as the whole table would: nothing to add.
      if (!others || (first && routeAt(path) === first)) return;
      patch(ROOT_ROUTE_ID, others.map(toRouteObject));
      others = undefined;
    },
  });
}
