import { describe, expect, it } from 'vitest';
import type { CollectionManifest } from '@/collections/define-collection';
import { collectionRegistry } from './collection-registry';
import { pageSections } from './page-sections';

describe('pageSections', () => {
  it('gives the home page and /policies the sections the types’ manifests declare, in their order', () => {
    expect(pageSections('home').map((section) => section.key)).toEqual(['events-10', 'posts-20']);
    expect(pageSections('policies').map((section) => section.key)).toEqual(['documents-10']);
  });

  it('places a new type’s section by its order, with no line in the page', () => {
    const [first] = collectionRegistry;
    const notes = {
      ...(first as CollectionManifest),
      path: 'notes',
      sections: [{ page: 'home', order: 15, load: () => Promise.resolve(() => null) }],
    } satisfies CollectionManifest;
    const keys = pageSections('home', [...collectionRegistry, notes]).map((section) => section.key);
    expect(keys).toEqual(['events-10', 'notes-15', 'posts-20']);
  });
});
