import type { BaseContent } from './content-schema';
import type { WindowQuery } from './define-collection';
import { listOrders, type ListFilter, type ListOrder, type ListSpecOptions } from './list-query';
import { inWindow } from './public-window';

/**
 * The build's copy of what the server would answer to a type's window queries (decision 0032), worked
 * out from every published item it read: the published-data snapshot, the prerendered lists and the
 * search all hold this much, however large the archive grows.
 */

/** Firestore's order of value types: null first, then true/false, numbers, dates, text. */
function typeRank(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Date) return 3;
  if (typeof value === 'string') return 4;
  return 5;
}

/** How Firestore orders two values of one field (ascending). */
export function compareFieldValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  // Firestore orders text by its UTF-8 bytes, which for these keys (lower case, no accents) is code order.
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : a > b ? 1 : 0;
  return 0;
}

/**
 * The items each window query would return, in its order and within its limit, one query after the
 * other, each item once. `fieldsOf` gives an item with its list fields (the build computes them: items
 * read from Firestore may predate them). As on the server, an item without the ordering field is left out,
 * and equal values keep the order of their ids.
 */
export function windowItems<Item extends BaseContent & { id: string }>(
  items: readonly Item[],
  queries: readonly WindowQuery[],
  fieldsOf: (item: Item) => Record<string, unknown>,
): Item[] {
  const withFields = items.map((item) => ({ item, fields: { ...item, ...fieldsOf(item) } }));
  const chosen = new Map<string, Item>();
  for (const query of queries) {
    const { field, direction } = query.orderBy;
    const sign = direction === 'desc' ? -1 : 1;
    const matching = withFields
      .filter(({ fields }) => fields[field] !== undefined && inWindow(fields, [query]))
      .sort(
        (a, b) =>
          sign * (compareFieldValues(a.fields[field], b.fields[field]) || compareFieldValues(a.item.id, b.item.id)),
      )
      .slice(0, Math.max(0, query.limit));
    for (const { item } of matching) if (!chosen.has(item.id)) chosen.set(item.id, item);
  }
  return [...chosen.values()];
}

/** What a list query asks, as far as a copy of the window can answer it (ListOptions without paging). */
export interface WindowAnswerable {
  filters?: readonly ListFilter[];
  orderBy?: ListSpecOptions['orderBy'];
  limit?: number;
}

/** The conditions a copy of the window can check on the device, as the server would. */
const ANSWERABLE_OPS: ReadonlySet<ListFilter['op']> = new Set(['==', '!=', '<', '<=', '>', '>=', 'array-contains']);

/**
 * The items of a copy of the type's window (the published snapshot) that a query with conditions, one
 * order and a limit would return, as the server would answer them: so a page showing part of the window
 * (the home page's next events) starts from the snapshot rather than loading the live database at once.
 * undefined when the copy cannot answer it (a condition it cannot check, several orders).
 */
export function answerFromWindow<Item extends BaseContent & { id: string }>(
  items: readonly Item[],
  query: WindowAnswerable,
  fieldsOf: (item: Item) => Record<string, unknown>,
): Item[] | undefined {
  const filters = query.filters ?? [];
  if (filters.some((filter) => !ANSWERABLE_OPS.has(filter.op))) return undefined;
  const orders = listOrders(query.orderBy);
  if (orders.length > 1) return undefined;
  const [order] = orders;
  if (!order && query.limit === undefined) {
    // The whole list with its conditions, in the window's own order (the snapshot's).
    if (filters.length === 0) return [...items];
    return items.filter((item) => inWindow({ ...item, ...fieldsOf(item) }, [{ filters, orderBy: BY_ID, limit: 0 }]));
  }
  return windowItems(items, [{ filters, orderBy: order ?? BY_ID, limit: query.limit ?? items.length }], fieldsOf);
}

/** The server's order without an orderBy, which is also how windowItems breaks ties. */
const BY_ID: ListOrder = { field: 'id', direction: 'asc' };
