import type { AppRoute } from '@/lib/route-meta';
import { buildNavigation } from './build-navigation';
import { developmentRoutes } from './development-routes';
import { siteRoutes } from './route-table';

/**
 * This build's routes. The condition is written inline so the bundler sees it is constant and drops
 * the development pages from production builds entirely (the end-to-end tests check they are gone).
 */
export const appRoutes: AppRoute[] = import.meta.env.DEV ? [...siteRoutes, ...developmentRoutes] : siteRoutes;

/** Each layout's side navigation, built once from the route table. */
export const navigationByLayout = {
  default: buildNavigation(appRoutes, 'default'),
  dashboard: buildNavigation(appRoutes, 'dashboard'),
  development: buildNavigation(appRoutes, 'development'),
};
