import type { BaseContent } from './content-schema';
import type { BeyondWindow, CollectionManifest } from './define-collection';
import { sortKeyOf } from './list-fields';
import { MAX_PUBLIC_LIST } from './list-query';

/**
 * Past the public window (decision 0032): the conditions and order that go on from what a device
 * holds, read online a page at a time when a reader asks, so no item is out of reach however large
 * the archive grows.
 */

/** Items read by each "Show older …" / "Show more …" past the window. */
export const BEYOND_PAGE_SIZE = 50;

/**
 * A type with the default window (its first MAX_PUBLIC_LIST items A–Z) goes on after its last title
 * when the window is full; `>=` with the ids already shown skipped keeps items that share that title.
 */
export function defaultBeyondWindow(shown: readonly Pick<BaseContent, 'title'>[]): BeyondWindow | undefined {
  if (shown.length < MAX_PUBLIC_LIST) return undefined;
  const last = shown.reduce((latest, item) => {
    const key = sortKeyOf(item.title);
    return key > latest ? key : latest;
  }, '');
  return {
    filters: [{ field: 'sortKey', op: '>=', value: last }],
    orderBy: { field: 'sortKey', direction: 'asc' },
    direction: 'more',
  };
}

/**
 * A window of one query bounded by its limit goes on after its last item in the query's order (news:
 * the newest 200, then older ones), when the window came back full. `>=` / `<=` with the ids already
 * shown skipped keeps items that share the last value.
 */
export function continueWindow(
  query: { orderBy: { field: string; direction: 'asc' | 'desc' }; limit: number },
  shown: readonly object[],
  direction: BeyondWindow['direction'],
): BeyondWindow | undefined {
  if (shown.length < query.limit) return undefined;
  const { field, direction: order } = query.orderBy;
  const values = shown
    .map((item) => (item as Record<string, unknown>)[field])
    .filter(
      (value): value is Date | number | string =>
        value instanceof Date || typeof value === 'number' || typeof value === 'string',
    );
  if (values.length === 0) return undefined;
  const key = (value: Date | number | string) => (value instanceof Date ? value.getTime() : value);
  const last = values.reduce((edge, value) =>
    (order === 'asc' ? key(value) > key(edge) : key(value) < key(edge)) ? value : edge,
  );
  return {
    filters: [{ field, op: order === 'asc' ? '>=' : '<=', value: last }],
    orderBy: { field, direction: order },
    direction,
  };
}

/** What is past the window of `manifest`, given what the window holds. */
export function beyondWindowOf(
  manifest: Pick<CollectionManifest, 'publicWindow' | 'beyondWindow'>,
  now: Date,
  shown: readonly BaseContent[],
): BeyondWindow | undefined {
  if (manifest.beyondWindow) return manifest.beyondWindow(now, shown);
  return manifest.publicWindow ? undefined : defaultBeyondWindow(shown);
}

/** The window's items, then those read past it that the window does not already show. */
export function withItemsBeyond<Item extends { id: string }>(shown: readonly Item[], beyond: readonly Item[]): Item[] {
  if (beyond.length === 0) return shown as Item[];
  const ids = new Set(shown.map((item) => item.id));
  return [...shown, ...beyond.filter((item) => !ids.has(item.id))];
}
