import type { AppRoute } from '@/lib/route-meta';

/**
 * Where in the route table a feature's own pages go. The side menus list each group's links in table
 * order, so a slot says where the pages sit among the app's own and the content types' pages:
 * - `oldAddresses`: just after the content types' public pages (redirects from addresses that moved);
 * - `public`: next, before the contact page (so About comes before Contact under "Information");
 * - `policies`: after the policies index;
 * - `overview`: after the dashboard's home, the account and My feed;
 * - `dashboard`: after the content types' dashboard pages, before the accounts and the settings.
 */
export const FEATURE_ROUTE_SLOTS = ['oldAddresses', 'public', 'policies', 'overview', 'dashboard'] as const;

export type FeatureRouteSlot = (typeof FEATURE_ROUTE_SLOTS)[number];

/** A published document as the build reads it (scripts/prerender.mjs). */
export interface BuildTimeDocument {
  id: string;
  data: Record<string, unknown>;
}

/**
 * Published documents of a collection that a feature's pages show at build time beyond its content types'
 * items (the About and policy pages' published text), exported from the routes file as
 * `buildTimeDocuments`: only the prerender imports that export, so it is never in the app's bundle, and
 * the hook imports the feature's code when it runs.
 */
export interface BuildTimeDocuments {
  /** The Firestore collection the build reads the published documents of. */
  collection: string;
  /** Gives the prerender the documents (Markdown made into safe HTML by `render`); returns how many it kept. */
  use(documents: readonly BuildTimeDocument[], render: (markdown: string) => string): Promise<number>;
}

/**
 * A feature's own pages beyond its content types' list, item and dashboard pages, declared in
 * `src/features/<feature>/<feature>-routes.ts` as `featureRoutes`: the app finds the file by its name
 * (src/app/feature-routes.ts) and puts each slot's routes in their place, so nothing outside the feature
 * names them (and, beside it, `buildTimeDocuments` if its pages show published documents at build
 * time). Each page is a lazy import (`page: () => import('./sell-page')`): only the routes' metadata
 * and icons are in the first page load.
 */
export type FeatureRoutes = Partial<Record<FeatureRouteSlot, readonly AppRoute[]>>;
