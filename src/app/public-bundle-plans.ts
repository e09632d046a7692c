import { bundleFile, bundleId, bundleQueriesOf, type BundleQuery } from '@/collections/public-bundle';
import { collectionRegistry } from './collection-registry';

/** One type's bundle as the build makes it (scripts/firestore-bundle.mjs). */
export interface PublicBundlePlan {
  /** The type's Firestore path. */
  path: string;
  id: string;
  /** Where it goes in the built site. */
  file: string;
  queries: BundleQuery[];
}

/**
 * The bundles of every type visitors may read, with the window queries each holds at `now`. The build
 * loads this module on its own (it is no part of the app's code), so it knows no type by name.
 */
export function publicBundlePlans(now: Date): PublicBundlePlan[] {
  return collectionRegistry
    .filter((manifest) => manifest.access.read === 'public')
    .map((manifest) => ({
      path: manifest.path,
      id: bundleId(manifest.path),
      file: bundleFile(manifest.path),
      queries: bundleQueriesOf(manifest, now),
    }));
}
