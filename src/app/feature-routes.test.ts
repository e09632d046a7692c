import { IconPlant } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { FEATURE_ROUTE_SLOTS, type FeatureRoutes } from '@/collections/feature-routes';
import type { AppRoute } from '@/lib/route-meta';
import { collectionRegistry } from './collection-registry';
import { registryRoutes } from './collection-routes';
import { featureRoutes, featureRoutesFiles, routesInSlot } from './feature-routes';
import { siteRoutes, siteRoutesWith } from './route-table';

/** A page of a throwaway feature, for the slot it is put in. */
function allotmentPage(path: string, layout: 'default' | 'dashboard'): AppRoute {
  return {
    path,
    page: () => Promise.resolve({ default: () => null }),
    handle: { layout, title: path, icon: IconPlant, sidebarGroup: null, showInSidebar: false },
  };
}

/** A feature that is not in the repository: one routes file, with a page in every slot. */
const allotments: FeatureRoutes = {
  oldAddresses: [allotmentPage('/plots', 'default')],
  public: [allotmentPage('/allotments/waiting-list', 'default')],
  policies: [allotmentPage('/policies/allotment-rules', 'default')],
  overview: [allotmentPage('/dashboard/plot-requests', 'dashboard')],
  dashboard: [allotmentPage('/dashboard/plot-map', 'dashboard')],
};

const pathsOf = (routes: readonly AppRoute[]) => routes.map((route) => route.path);

describe('features’ routes files', () => {
  it('are read in file order, each naming its own folder', () => {
    const files = Object.keys(featureRoutesFiles);
    expect(files).toEqual([...files].sort());
    expect(files.length).toBeGreaterThan(0);
    for (const file of files) {
      const folder = file.split('/')[3];
      expect(file).toBe(`/src/features/${folder}/${folder}-routes.ts`);
    }
    expect(featureRoutes).toEqual(Object.values(featureRoutesFiles));
  });

  it('put a new feature’s pages in the route table, each in its slot, with no line anywhere else', () => {
    const routes = pathsOf(siteRoutesWith(collectionRegistry, [...featureRoutes, allotments]));
    const at = (path: string) => routes.indexOf(path);
    const types = registryRoutes(collectionRegistry);
    // Old addresses just after the types' public pages and the other features' old addresses.
    expect(at('/plots')).toBe(
      at(types.public.at(-1)?.path ?? '') + routesInSlot(featureRoutes, 'oldAddresses').length + 1,
    );
    // Public pages after the other features', before the contact page.
    expect(at('/allotments/waiting-list')).toBe(at('/contact') - 1);
    expect(at('/policies/allotment-rules')).toBe(at('/dashboard') - 1);
    expect(at('/dashboard/plot-requests')).toBe(at(types.dashboard[0]?.path ?? '') - 1);
    expect(at('/dashboard/plot-map')).toBe(at('/dashboard/accounts') - 1);
    // Everything else stays where it was.
    expect(
      routes.filter((path) => !pathsOf(FEATURE_ROUTE_SLOTS.flatMap((slot) => allotments[slot] ?? [])).includes(path)),
    ).toEqual(pathsOf(siteRoutes));
  });

  it('give the route table every page the features declare, and it names none itself', () => {
    const declared = FEATURE_ROUTE_SLOTS.flatMap((slot) => routesInSlot(featureRoutes, slot));
    expect(declared.length).toBeGreaterThan(0);
    for (const route of declared) expect(siteRoutes).toContain(route);
    const withoutFeatures = pathsOf(siteRoutesWith(collectionRegistry, []));
    expect(withoutFeatures).toHaveLength(siteRoutes.length - declared.length);
    for (const route of declared) expect(withoutFeatures).not.toContain(route.path);
  });
});
