import MiniSearch, { type Options, type SearchOptions } from 'minisearch';
import { normaliseSearchText } from './search-text';
import type { SearchDocument, SearchHit } from './search-hits';

export type { SearchDocument, SearchHit } from './search-hits';

/**
 * The site-wide search's index (decision 0026): MiniSearch over one small record per item. The same
 * code runs in the search worker, in the unit tests and in scripts/search-bench.mjs.
 */

/** Edits allowed per word: none for short words (too many near misses), then one, then two ("chior"). */
export function fuzziness(term: string): number {
  if (term.length < 4) return 0;
  return term.length < 5 ? 1 : 2;
}

/** Words as the index and the queries both see them: lower case, accents off, punctuation as spaces. */
function tokenize(text: string): string[] {
  return normaliseSearchText(text).split(' ');
}

const searchOptions: SearchOptions = {
  boost: { title: 3 },
  // A single letter in a query ("quiz n" while "night" is being typed) waits for the next keystroke.
  processTerm: (term) => (term.length >= 2 ? term : null),
  prefix: true,
  fuzzy: fuzziness,
  combineWith: 'AND',
};

/** The same options must build, load and query an index: they are part of its stored form. */
export const SEARCH_OPTIONS: Options<SearchDocument> = {
  idField: 'id',
  fields: ['title', 'text'],
  storeFields: ['type', 'title', 'subtitle', 'path'],
  tokenize,
  processTerm: (term) => term || null,
  searchOptions,
};

/** Bumped when SEARCH_OPTIONS or SearchDocument change: an index stored by older code is rebuilt. */
export const SEARCH_INDEX_VERSION = 1;

export type SearchIndex = MiniSearch<SearchDocument>;

export function buildSearchIndex(documents: readonly SearchDocument[]): SearchIndex {
  const index = new MiniSearch<SearchDocument>(SEARCH_OPTIONS);
  index.addAll(documents);
  return index;
}

export function serialiseSearchIndex(index: SearchIndex): string {
  return JSON.stringify(index);
}

export function loadSearchIndex(json: string): SearchIndex {
  return MiniSearch.loadJSON<SearchDocument>(json, SEARCH_OPTIONS);
}

/**
 * The best matches for what someone typed, best first. Every word must match (as a prefix, or within
 * a typo or two); when nothing matches every word, items matching some of them come instead.
 */
export function searchIndex(index: SearchIndex, query: string, limit = 40): SearchHit[] {
  const words = tokenize(query).filter(Boolean);
  if (words.length === 0) return [];
  // Only short words so far ("ch"): titles alone, where what someone is starting to type usually is. The
  // whole text matched most of a large index and cost a slow phone a frame.
  const options = words.every((word) => word.length < 3) ? { fields: ['title'] } : {};
  let results = index.search(query, options);
  if (results.length === 0) results = index.search(query, { ...options, combineWith: 'OR' });
  return results.slice(0, limit).map((result) => ({
    id: String(result.id),
    type: String(result.type),
    title: String(result.title),
    subtitle: String(result.subtitle),
    path: String(result.path),
    score: result.score,
  }));
}

/** A short fingerprint of the documents (FNV-1a): the stored index is rebuilt only when it changes. */
export function documentsFingerprint(documents: readonly SearchDocument[]): string {
  let hash = 0x811c9dc5;
  const text = JSON.stringify(documents);
  for (let i = 0; i < text.length; i += 1) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return `${documents.length}:${(hash >>> 0).toString(36)}`;
}
