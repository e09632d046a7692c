import { compareTitles } from '@/lib/compare-text';
import type { BaseContent } from './content-schema';
import type * as z from 'zod';
import type { CollectionDefinition, FixedFilter } from './define-collection';
import { publicListOptions, PUBLIC_LIST_ORDERS } from './engine-queries';
import type { ListFilter, ListOrder } from './list-query';
import { matchesTerms, normaliseSearchText, searchTerms } from './table-filter';

export { searchTerms };

/**
 * The generic public list's search, category filter and order, and how they live in the page's address
 * (`?q=…&category=…&sort=…`), so a shared link opens the same filtered list. Pure: tested without a DOM.
 */

export type PublicSort = 'az' | 'updated';

export interface PublicListState {
  query: string;
  /** `''`: every category. */
  category: string;
  sort: PublicSort;
}

/** The manifest's default order in the list's terms: recently updated, or A–Z (the default). */
export function defaultPublicSort(defaultSort: { field: string } | undefined): PublicSort {
  return defaultSort?.field === 'updatedAt' ? 'updated' : 'az';
}

export function readListState(params: URLSearchParams, fallbackSort: PublicSort): PublicListState {
  const sort = params.get('sort');
  return {
    query: params.get('q') ?? '',
    category: params.get('category') ?? '',
    sort: sort === 'az' || sort === 'updated' ? sort : fallbackSort,
  };
}

/** The address's parameters for `state`: other parameters are kept; defaults are left out, so links stay short. */
export function writeListState(
  params: URLSearchParams,
  state: PublicListState,
  fallbackSort: PublicSort,
): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string, omit: boolean) => (omit ? next.delete(key) : next.set(key, value));
  set('q', state.query, state.query === '');
  set('category', state.category, state.category === '');
  set('sort', state.sort, state.sort === fallbackSort);
  return next;
}

/** Whether an item meets the manifest's fixed public filters (as the query does; the snapshot is filtered here). */
export function meetsFixedFilters(item: object, filters: readonly FixedFilter[] | undefined): boolean {
  if (!filters) return true;
  const record = item as Record<string, unknown>;
  return filters.every(({ field, op, value }) => {
    const actual = record[field];
    if (op === '==') return actual === value;
    if (op === '!=') return actual !== value && actual !== undefined;
    return Array.isArray(actual) && actual.includes(value);
  });
}

/** An item's categories: the named field's text, or each text in its list. */
export function categoriesOf(item: object, field: string | undefined): string[] {
  if (!field) return [];
  const value = (item as Record<string, unknown>)[field];
  const values = Array.isArray(value) ? value : [value];
  return values.flatMap((entry) => (typeof entry === 'string' && entry.trim() !== '' ? [entry.trim()] : []));
}

/** The categories the items use, A to Z, each once: the filter's choices. */
export function categoriesInUse(items: readonly object[], field: string | undefined): string[] {
  const seen = new Map<string, string>();
  for (const item of items) {
    for (const category of categoriesOf(item, field)) {
      const key = normaliseSearchText(category);
      if (!seen.has(key)) seen.set(key, category);
    }
  }
  return [...seen.values()].sort((a, b) => compareTitles({ title: a, slug: a }, { title: b, slug: b }));
}

export interface PublicListOptions<Item> {
  categoryField?: string;
  /** More text to search (the type's own, e.g. an address). */
  searchText?: (item: Item) => string;
}

const searchTexts = new WeakMap<object, string>();

/** Title, summary, tags, categories and the type's own text, normalised once per item (items are replaced, not changed). */
export function publicSearchText<Item extends BaseContent>(item: Item, options: PublicListOptions<Item>): string {
  let text = searchTexts.get(item);
  if (text === undefined) {
    const parts = [
      item.title,
      item.summary,
      ...item.tags,
      ...categoriesOf(item, options.categoryField),
      options.searchText?.(item) ?? '',
    ];
    text = normaliseSearchText(parts.join(' \n '));
    searchTexts.set(item, text);
  }
  return text;
}

/** The visible cards: searched (every word, accents ignored), in the chosen category, in the chosen order. */
export function filterPublicList<Item extends BaseContent>(
  items: readonly Item[],
  state: PublicListState,
  options: PublicListOptions<Item> = {},
): Item[] {
  const terms = searchTerms(state.query);
  const category = normaliseSearchText(state.category);
  const rows = items.filter(
    (item) =>
      (category === '' ||
        categoriesOf(item, options.categoryField).some((value) => normaliseSearchText(value) === category)) &&
      (terms.length === 0 || matchesTerms(publicSearchText(item, options), terms)),
  );
  if (state.sort === 'updated') {
    return rows.sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime() || compareTitles(a, b));
  }
  return rows.sort(compareTitles);
}

/** The most pages an address may ask for at once (24 items each: the rules' limit is 500 a query). */
export const MAX_PAGE_COUNT = 20;

/** How many pages of a paged list the address asks for (`?page=3`): 1 to MAX_PAGE_COUNT. */
export function readPageCount(params: URLSearchParams): number {
  const value = Number(params.get('page'));
  return Number.isInteger(value) && value > 1 ? Math.min(value, MAX_PAGE_COUNT) : 1;
}

/** The address with `pages` pages shown (the first page is the default, left out). */
export function writePageCount(params: URLSearchParams, pages: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (pages > 1) next.set('page', String(Math.min(pages, MAX_PAGE_COUNT)));
  else next.delete('page');
  return next;
}

/**
 * What a paged public list asks the server (decision 0032): the type's fixed conditions, the one search
 * word the server looks for in `keywords` (the others are matched on the device), and the order: A–Z by
 * `sortKey`, or recently updated first. Built by engine-queries.ts, whose table the indexes test checks.
 */
export function pagedListOptions(
  definition: Pick<CollectionDefinition<z.ZodType<BaseContent>>, 'publicFilters' | 'listFilters' | 'audienceFilters'>,
  sort: PublicSort,
  word: string | undefined,
): { audience: 'public'; filters: ListFilter[]; orderBy: ListOrder } {
  const fixed = [
    ...((definition.audienceFilters ? undefined : definition.publicFilters) ?? []),
    ...(definition.listFilters ?? []),
  ];
  const { audience, filters, orderBy } = publicListOptions(
    fixed,
    sort === 'updated' ? PUBLIC_LIST_ORDERS.updated : PUBLIC_LIST_ORDERS.title,
    word,
  );
  return { audience: audience as 'public', filters, orderBy };
}
