import type { FeedSourceDefinition } from '@/pages/my-feed/use-feed';
import { collectionRegistry, loadPublicCollections } from './collection-registry';

/** The types whose dates make the feed's "Coming up", and those whose items are its news. */
const FEED_KINDS: Readonly<Record<string, 'events' | 'news'>> = {
  events: 'events',
  workshops: 'events',
  posts: 'news',
  documents: 'news',
};

/**
 * What the feed reads, from the registry: events and workshops, articles and documents, and every type
 * people can follow (for the names of what they follow, and suggestions). Models only: no views.
 */
export async function loadFeedSources(): Promise<readonly FeedSourceDefinition[]> {
  const manifests = collectionRegistry.filter(
    (manifest) => manifest.access.read === 'public' && (FEED_KINDS[manifest.path] || manifest.flags.followable),
  );
  const definitions = await loadPublicCollections(manifests);
  // loadPublicCollections keeps the order it is given.
  return manifests.flatMap((manifest, index) => {
    const definition = definitions[index];
    if (!definition) return [];
    return [{ definition, kind: FEED_KINDS[manifest.path] ?? 'followable', references: manifest.references ?? [] }];
  });
}
