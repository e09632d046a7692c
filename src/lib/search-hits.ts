/**
 * The site-wide search's records and results, and how results are shown (decision 0026). Apart from the
 * index (search-index.ts) so the search box's own chunk carries no search library: that runs in the worker.
 */

/** One thing the search can find. Made on the main thread from the device's copy of the content. */
export interface SearchDocument {
  /** Unique across types: `${type}/${itemId}`. */
  id: string;
  /** The type's Firestore path (`events`): results are grouped by it and named from the registry. */
  type: string;
  title: string;
  /** A short line under the title: an event's next date, a draft's state. Shown, not searched. */
  subtitle: string;
  /** Summary, tags and the type's own words (venue, category…): searched, not shown. */
  text: string;
  /** Where choosing the result goes. */
  path: string;
}

/** A result: everything but the searched text, and how well it matched. */
export type SearchHit = Omit<SearchDocument, 'text'> & { score: number };

/** Hits from several indexes (the public one, an editor's drafts), best first. */
export function mergeHits(lists: readonly (readonly SearchHit[])[], limit = 40): SearchHit[] {
  return lists
    .flat()
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}

/** Results grouped by type, the group with the best match first; each group keeps its own order. */
export function groupHits(hits: readonly SearchHit[], perGroup = 6): { type: string; hits: SearchHit[] }[] {
  const groups = new Map<string, SearchHit[]>();
  for (const hit of hits) {
    const group = groups.get(hit.type) ?? [];
    if (group.length < perGroup) group.push(hit);
    groups.set(hit.type, group);
  }
  return [...groups].map(([type, grouped]) => ({ type, hits: grouped }));
}
