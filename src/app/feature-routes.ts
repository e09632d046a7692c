import type { BuildTimeDocuments, FeatureRoutes, FeatureRouteSlot } from '@/collections/feature-routes';
import type { AppRoute } from '@/lib/route-meta';

/**
 * Every feature's own pages (`src/features/<feature>/<feature>-routes.ts`, src/collections/feature-routes.ts),
 * found by file name, so a new feature's pages need no line in the route table. Read at once: the route
 * table is built when the app starts; the pages themselves are lazy imports.
 */
const modules = import.meta.glob<FeatureRoutes>('/src/features/*/*-routes.ts', {
  eager: true,
  import: 'featureRoutes',
});

/** The features' routes files in file order, each checked to name its own folder. */
export function featureRoutesOf(files: Readonly<Record<string, FeatureRoutes>>): FeatureRoutes[] {
  return Object.entries(files)
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([file, routes]) => {
      if (routes.feature !== file.split('/')[3]) throw new Error(`${file}: its routes say '${routes.feature}'.`);
      return routes;
    });
}

export const featureRoutes: readonly FeatureRoutes[] = featureRoutesOf(modules);

/** The routes every feature puts in `slot`, feature by feature in file order. */
export function routesInSlot(features: readonly FeatureRoutes[], slot: FeatureRouteSlot): AppRoute[] {
  return features.flatMap((feature) => feature[slot] ?? []);
}

/** The published documents features show at build time (the prerender reads each collection once). */
export function buildTimeDocumentsOf(features: readonly FeatureRoutes[]): BuildTimeDocuments[] {
  return features.flatMap((feature) => (feature.buildTime ? [feature.buildTime] : []));
}
