import { compareText, compareTitles } from '@/lib/compare-text';
import { normaliseSearchText } from '@/lib/search-text';
import type { BaseContent } from './content-schema';
import { isPublic } from './content-schema';

/**
 * Finding documents in the dashboard table: search, status and sorting. Searching runs on every
 * keystroke, so each document's searchable text is normalised once and cached against the document
 * object (documents are replaced, not changed, when they update); a keystroke only does substring checks.
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
export type SortDirection = 'asc' | 'desc';

export interface TableFilters {
  query: string;
  status: 'all' | TableStatus;
  /** `title`, `status`, `updatedAt`, or a column of the type's own (its label). */
  sort: { field: string; direction: SortDirection };
}

export const defaultTableFilters: TableFilters = {
  query: '',
  status: 'all',
  sort: { field: 'updatedAt', direction: 'desc' },
};

/** Where a document is in its life: "scheduled" is published with a publish time still to come. */
export function tableStatus(item: Pick<BaseContent, 'status' | 'publishAt'>, now: Date): TableStatus {
  if (item.status === 'published' && !isPublic(item, now)) return 'scheduled';
  return item.status;
}

/** Sorting by status follows the workflow: drafts, then scheduled, published, archived. */
const STATUS_ORDER: Record<TableStatus, number> = { draft: 0, scheduled: 1, published: 2, archived: 3 };

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

export interface TableOptions<Item> {
  /** More searchable text for this type (an event's venue and organiser). */
  searchText?: (item: Item) => string;
  /** Sort values of the type's own columns, by column label. */
  sortValues?: Record<string, (item: Item) => string | number>;
}

/** The table's rows: searched, filtered by status and sorted (ties by title, then slug). */
export function filterForTable<Item extends BaseContent>(
  items: readonly Item[],
  filters: TableFilters,
  now: Date,
  options: TableOptions<Item> = {},
): Item[] {
  const terms = searchTerms(filters.query);
  const statuses = new Map<Item, TableStatus>();
  for (const item of items) statuses.set(item, tableStatus(item, now));
  const status = (item: Item) => statuses.get(item) ?? 'draft';

  const rows = items.filter(
    (item) =>
      (filters.status === 'all' || status(item) === filters.status) &&
      (terms.length === 0 || matchesTerms(tableSearchText(item, options.searchText), terms)),
  );

  const { field, direction } = filters.sort;
  const sign = direction === 'asc' ? 1 : -1;
  const own = options.sortValues?.[field];
  const compare = (a: Item, b: Item): number => {
    if (own) {
      const x = own(a);
      const y = own(b);
      return typeof x === 'number' && typeof y === 'number' ? x - y : compareText(String(x), String(y));
    }
    switch (field) {
      case 'title':
        return compareTitles(a, b);
      case 'status':
        return STATUS_ORDER[status(a)] - STATUS_ORDER[status(b)];
      default:
        return a.updatedAt.getTime() - b.updatedAt.getTime();
    }
  };
  // Ties go A to Z by title whichever way the column is sorted, so rows keep their places.
  return rows.sort((a, b) => sign * compare(a, b) || compareTitles(a, b));
}
