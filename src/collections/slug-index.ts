/**
 * Whether a type's documents are addressed by a slug, unique in its collection and reserved in the slug
 * index. A type whose manifest names its ids (`fixedIds`) is not: its ids are its addresses, and the
 * generated rules leave it out of the slug index in the same way (generate-rules.ts, sluggedTypes).
 */
export function hasUniqueSlugs(definition: { readonly fixedIds?: readonly string[] }): boolean {
  return !definition.fixedIds;
}

/** The slug index entry that reserves `slug` in `collectionPath` (firestore.rules, slugClaimed). */
export function slugIndexPath(collectionPath: string, slug: string): string {
  return `slugs/${collectionPath}/taken/${slug}`;
}
