import type { CollectionManifest } from '@/collections/define-collection';
import { committeesManifest } from '@/features/committees/committees-manifest';
import { businessesManifest } from '@/features/businesses/businesses-manifest';
import { eventsManifest, workshopsManifest } from '@/features/events/events-manifest';
import { organisationsManifest } from '@/features/organisations/organisations-manifest';
import { clubsManifest } from '@/features/clubs/clubs-manifest';
import { postsManifest } from '@/features/posts/posts-manifest';
import { documentsManifest } from '@/features/documents/documents-manifest';
import { pagesManifest } from '@/features/pages/pages-manifest';
import { productsManifest, shopsManifest } from '@/features/market/shops-manifest';
import { trailManifest } from '@/features/trail/trail-manifest';

/**
 * Every content type, one line each. Routes, navigation, cache warming, the sitemap, published
 * snapshots, feeds, the seed checks and the rules tests all loop over this list. A manifest is light
 * (part of the first page load); each type's code loads on demand. See docs/adding-a-content-type.md.
 */
export const collectionRegistry: readonly CollectionManifest[] = [
  eventsManifest,
  workshopsManifest,
  clubsManifest,
  organisationsManifest,
  committeesManifest,
  businessesManifest,
  documentsManifest,
  postsManifest,
  productsManifest,
  shopsManifest,
  trailManifest,
  pagesManifest,
];

/**
 * The types visitors may read, each with its model only (no views, no editor): what cache warming
 * needs to read and check their published items.
 */
export async function loadPublicCollections(registry: readonly CollectionManifest[] = collectionRegistry) {
  const { assembleDefinition } = await import('@/collections/assemble-definition');
  return Promise.all(
    registry
      .filter((manifest) => manifest.access.read === 'public')
      .map((manifest) => manifest.load.model().then((model) => assembleDefinition(manifest, model, {}))),
  );
}
