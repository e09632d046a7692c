import type { BuildTimeDocuments, FeatureRoutes, FeatureRouteSlot } from '@/collections/feature-routes';
import type { AppRoute } from '@/lib/route-meta';

/**
 * Every feature's own pages (`src/features/<feature>/<feature>-routes.ts`, src/collections/feature-routes.ts),
 * found by file name, so a new feature's pages need no line in the route table. Read at once: the route
 * table is built when the app starts; the pages themselves are lazy imports.
 */
export const featureRoutesFiles = import.meta.glob<FeatureRoutes>('/src/features/*/*-routes.ts', {
  eager: true,
  import: 'featureRoutes',
});

/**
 * The features' routes in file order: Vite gives a glob's files sorted by path. That each file is named
 * after its folder is checked by the tests, not in the app, whose first load stays as small as it was.
 */
export const featureRoutes: readonly FeatureRoutes[] = Object.values(featureRoutesFiles);

/** The routes every feature puts in `slot`, feature by feature in file order. */
export function routesInSlot(features: readonly FeatureRoutes[], slot: FeatureRouteSlot): AppRoute[] {
  return features.flatMap((feature) => feature[slot] ?? []);
}

/**
 * What features' pages show at build time from published documents (their routes files' `buildTimeDocuments`),
 * in file order. Only the prerender uses it, so the app's bundle has none of it.
 */
export function featureBuildTimeDocuments(): BuildTimeDocuments[] {
  const modules = import.meta.glob<{ buildTimeDocuments?: BuildTimeDocuments }>('/src/features/*/*-routes.ts', {
    eager: true,
  });
  return Object.entries(modules)
    .sort(([a], [b]) => a.localeCompare(b))
    .flatMap(([, module]) => (module.buildTimeDocuments ? [module.buildTimeDocuments] : []));
}
