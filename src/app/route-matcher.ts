import { matchRoutes } from 'react-router';
import type { AppRoute } from '@/lib/route-meta';

/** A path's first segment, or '' for `/`. */
function firstSegment(path: string): string {
  return path.split('/').find((segment) => segment !== '') ?? '';
}

/**
 * Finds the page route an address belongs to, the way the router would. react-router's matchRoutes
 * ranks every route on every call; a page has dozens of links, so routes are first narrowed to those
 * that can match the address's first segment, and each address is looked up once.
 */
export function createRouteMatcher(routes: readonly AppRoute[]): (pathname: string) => AppRoute | undefined {
  const pages = routes.filter((route) => route.page);
  const dynamicFirst = pages.filter((route) => /^[:*]/.test(firstSegment(route.path)));
  const byFirstSegment = new Map<string, { path: string; route: AppRoute }[]>();
  for (const route of pages) {
    const segment = firstSegment(route.path);
    if (/^[:*]/.test(segment)) continue;
    const group = byFirstSegment.get(segment) ?? [];
    group.push({ path: route.path, route });
    byFirstSegment.set(segment, group);
  }
  const found = new Map<string, AppRoute | undefined>();
  return (pathname) => {
    if (found.has(pathname)) return found.get(pathname);
    const candidates = [
      ...(byFirstSegment.get(firstSegment(pathname)) ?? []),
      ...dynamicFirst.map((route) => ({ path: route.path, route })),
    ];
    const route = candidates.length > 0 ? matchRoutes(candidates, pathname)?.at(-1)?.route.route : undefined;
    found.set(pathname, route);
    return route;
  };
}
