import { normaliseSearchText } from '@/lib/search-text';
import type { BaseContent } from './content-schema';
import { isPublic } from './content-schema';

/**
 * Finding documents in the dashboard table on the device, within the rows the server sent
 * (table-query.ts asks the server): the words of a search, and where a document is in its life. Each
 * document's searchable text is normalised once and cached against the document object (documents are
 * replaced, not changed, when they update).
 */

export { normaliseSearchText };

/** The words of a query, normalised and without repeats: every one must match. */
export function searchTerms(query: string): string[] {
  return [...new Set(normaliseSearchText(query).split(' ').filter(Boolean))];
}

export function matchesTerms(text: string, terms: readonly string[]): boolean {
  return terms.every((term) => text.includes(term));
}

export type TableStatus = 'draft' | 'published' | 'scheduled' | 'archived';
/** Where a document is in its life: "scheduled" is published with a publish time still to come. */
export function tableStatus(item: Pick<BaseContent, 'status' | 'publishAt'>, now: Date): TableStatus {
  if (item.status === 'published' && !isPublic(item, now)) return 'scheduled';
  return item.status;
}

const searchTexts = new WeakMap<object, string>();

/** Title, web address name, summary and tags, plus whatever the type adds (`extra`), normalised once. */
export function tableSearchText<Item extends BaseContent>(item: Item, extra?: (item: Item) => string): string {
  let text = searchTexts.get(item);
  if (text === undefined) {
    text = normaliseSearchText([item.title, item.slug, item.summary, ...item.tags, extra?.(item) ?? ''].join(' \n '));
    searchTexts.set(item, text);
  }
  return text;
}
