import type { BaseContent } from './content-schema';
import type { CollectionManifest, FixedFilter, WindowQuery } from './define-collection';
import { MAX_PUBLIC_LIST, type ListFilter } from './list-query';

/**
 * The public window (decision 0032): what of each type a device keeps for offline use, and what a type's
 * main list reads, as queries the server orders and bounds. The archive beyond it is read online, a
 * page at a time, when someone asks for it.
 */

/** Without a window of its own, a type's first MAX_PUBLIC_LIST items A–Z. */
export const DEFAULT_WINDOW: readonly WindowQuery[] = [
  { filters: [], orderBy: { field: 'sortKey', direction: 'asc' }, limit: MAX_PUBLIC_LIST },
];

export function publicWindowOf(manifest: Pick<CollectionManifest, 'publicWindow'>, now: Date): readonly WindowQuery[] {
  return manifest.publicWindow?.(now) ?? DEFAULT_WINDOW;
}

/** The list options of each window query, with the type's fixed filters (the rules may require them). */
export function windowListOptions(
  manifest: Pick<CollectionManifest, 'publicWindow' | 'publicFilters'>,
  now: Date,
  extraFilters: readonly FixedFilter[] = [],
): { audience: 'public'; filters: ListFilter[]; orderBy: WindowQuery['orderBy']; limit: number }[] {
  return publicWindowOf(manifest, now).map((query) => ({
    audience: 'public' as const,
    filters: [...(manifest.publicFilters ?? []), ...extraFilters, ...query.filters],
    orderBy: query.orderBy,
    limit: query.limit,
  }));
}

function compare(actual: unknown, op: ListFilter['op'], wanted: unknown): boolean {
  const value = actual instanceof Date ? actual.getTime() : actual;
  const target = wanted instanceof Date ? wanted.getTime() : wanted;
  switch (op) {
    case '==':
      return value === target;
    case '!=':
      return value !== target && value !== undefined;
    case '<':
      return typeof value === typeof target && (value as number) < (target as number);
    case '<=':
      return typeof value === typeof target && (value as number) <= (target as number);
    case '>':
      return typeof value === typeof target && (value as number) > (target as number);
    case '>=':
      return typeof value === typeof target && (value as number) >= (target as number);
    case 'array-contains':
      return Array.isArray(actual) && actual.includes(wanted);
    default:
      return false;
  }
}

/**
 * Whether an item (with its list fields) meets one of the window's queries' conditions, as the server
 * would decide (each query's limit aside): the build's snapshot keeps what a device's window would hold.
 */
export function inWindow(item: BaseContent & Record<string, unknown>, queries: readonly WindowQuery[]): boolean {
  return queries.some((query) => query.filters.every((filter) => compare(item[filter.field], filter.op, filter.value)));
}
