import type { AppRoute } from '@/lib/route-meta';
import { buildNavigation } from './build-navigation';
import { developmentRoutes } from './development-routes';
import { siteRoutes } from './route-table';

/** The routes of a build: development pages only when asked for. */
export function routesForBuild(includeDevelopment: boolean): AppRoute[] {
  return includeDevelopment ? [...siteRoutes, ...developmentRoutes] : siteRoutes;
}

/**
 * This build's routes. The condition is written out (not a call to `routesForBuild`) so the bundler
 * sees it is constant and drops the development pages from production builds entirely.
 */
export const appRoutes: AppRoute[] = import.meta.env.DEV ? [...siteRoutes, ...developmentRoutes] : siteRoutes;

/** Each layout's side navigation, built once from the route table. */
export const navigationByLayout = {
  default: buildNavigation(appRoutes, 'default'),
  dashboard: buildNavigation(appRoutes, 'dashboard'),
  development: buildNavigation(appRoutes, 'development'),
};
