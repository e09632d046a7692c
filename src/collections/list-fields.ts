import { normaliseSearchText } from '@/lib/search-text';

/**
 * Fields every save adds beside a content document so that lists can be asked of the server, in order
 * and in pages, instead of being read whole and sorted on each visitor's phone (issue 26, decision 0032):
 *
 * - `sortKey`: the title as the A–Z order compares it (case and accents ignored, numbers by value), as
 *   Firestore orders strings by their bytes;
 * - `keywords`: every word of the title, summary, tags and the type's own search text, with each word's
 *   beginnings, so `array-contains` finds "swim" in "Swimming club";
 * - the type's own (events: `occursUntil`, when the last date ends), from its model's `listFields`.
 *
 * Written by the repository on every save and by the seed; the rules bound their size. They are not part
 * of any schema: a read never needs them, and an editor never sees them.
 */

/** Digits each number in a sort key is padded to, so "Stall 9" sorts before "Stall 10". */
const NUMBER_WIDTH = 8;
/** The longest sort key (the title is at most 140 characters; padding adds a little). */
export const MAX_SORT_KEY_LENGTH = 200;
/** Word beginnings are kept up to this length: a longer search word is cut to it for the query. */
export const MAX_KEYWORD_LENGTH = 20;
/** At most this many keywords per document (the document size limits bound it on the server). */
export const MAX_KEYWORDS = 300;
/** Beginnings shorter than this are not kept: one letter finds everything. */
const MIN_KEYWORD_LENGTH = 2;

export interface ListFields {
  sortKey: string;
  keywords: string[];
  [field: string]: unknown;
}

/** What a type adds to the engine's list fields (its model's parts). */
export interface ListFieldSource<Item> {
  /** The type's own searchable text (an address, a venue). */
  searchText?: (item: Item) => string;
  /** The type's own list fields (events: when the last date ends). */
  listFields?: (item: Item) => Record<string, unknown>;
}

/** The title as Firestore should order it: lower case, no accents or punctuation, numbers padded. */
export function sortKeyOf(title: string): string {
  return normaliseSearchText(title)
    .replace(/\d+/g, (digits) => digits.replace(/^0+(?=\d)/, '').padStart(NUMBER_WIDTH, '0'))
    .slice(0, MAX_SORT_KEY_LENGTH);
}

/** Each word of `texts` with its beginnings (from two letters), most important text first, bounded. */
export function keywordsOf(texts: readonly string[]): string[] {
  const keywords = new Set<string>();
  for (const text of texts) {
    for (const word of normaliseSearchText(text).split(' ')) {
      const longest = Math.min(word.length, MAX_KEYWORD_LENGTH);
      for (let length = MIN_KEYWORD_LENGTH; length <= longest; length += 1) {
        if (keywords.size >= MAX_KEYWORDS) return [...keywords];
        keywords.add(word.slice(0, length));
      }
    }
  }
  return [...keywords];
}

/**
 * The one word of a search the server is asked for (`keywords` array-contains it): the longest, as it
 * finds the fewest documents, cut to the length keywords keep. The other words are matched on the
 * device within what the server sent. `undefined` when the search has no word the keywords can hold.
 */
export function serverSearchWord(query: string): string | undefined {
  const words = normaliseSearchText(query)
    .split(' ')
    .filter((word) => word.length >= MIN_KEYWORD_LENGTH);
  const longest = words.reduce<string | undefined>(
    (best, word) => (best === undefined || word.length > best.length ? word : best),
    undefined,
  );
  return longest?.slice(0, MAX_KEYWORD_LENGTH);
}

/** The list fields of `item` as saved: the engine's, then the type's own. */
export function listFieldsOf<Item extends { title: string; summary: string; tags: readonly string[] }>(
  source: ListFieldSource<Item>,
  item: Item,
): ListFields {
  return {
    ...source.listFields?.(item),
    sortKey: sortKeyOf(item.title),
    keywords: keywordsOf([item.title, ...item.tags, item.summary, source.searchText?.(item) ?? '']),
  };
}

/** Whether `changes` carry what the list fields are made from (a save of the whole form, not a renumbering). */
export function carriesListSources(changes: object): changes is { title: string; summary: string; tags: string[] } {
  const record = changes as Record<string, unknown>;
  return typeof record.title === 'string' && typeof record.summary === 'string' && Array.isArray(record.tags);
}
