import type { FeedSourceDefinition } from '@/pages/my-feed/use-feed';
import { collectionRegistry, loadPublicCollections } from './collection-registry';

/**
 * What the feed reads, from the registry: the types whose manifests give them a place in it (`feed`:
 * events and workshops, articles and documents), and every type people can follow (for the names of what they follow, and suggestions). Models only: no views.
 */
export async function loadFeedSources(): Promise<readonly FeedSourceDefinition[]> {
  const manifests = collectionRegistry.filter(
    (manifest) => manifest.access.read === 'public' && (manifest.feed || manifest.flags.followable),
  );
  const definitions = await loadPublicCollections(manifests);
  // loadPublicCollections keeps the order it is given.
  return manifests.flatMap((manifest, index) => {
    const definition = definitions[index];
    if (!definition) return [];
    return [{ definition, kind: manifest.feed ?? 'followable', references: manifest.references ?? [] }];
  });
}
