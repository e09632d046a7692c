/**
 * A list query as plain data: what the repository asks Firestore, and what the indexes test
 * (firestore-indexes.test.ts) matches against firestore.indexes.json. One function makes both, so the
 * queries the app runs and the queries the test checks cannot drift apart.
 */

export type ListFilterOp =
  '==' | '!=' | '<' | '<=' | '>' | '>=' | 'array-contains' | 'in' | 'not-in' | 'array-contains-any';

export interface ListFilter {
  field: string;
  op: ListFilterOp;
  value: unknown;
}

export interface ListOrder {
  field: string;
  direction: 'asc' | 'desc';
}

export interface ListQuerySpec {
  /** Every one must hold. */
  filters: ListFilter[];
  /** At least one must hold (visitors: `publishAt` null or past); empty when there is no such choice. */
  anyOf: ListFilter[];
  orderBy: ListOrder[];
  limit: number | undefined;
}

/** Security rules ask visitors' list queries for a limit of at most 500 (docs/decisions/0009). */
export const MAX_PUBLIC_LIST = 500;

/**
 * Visitors' lists ask for `publishAt` null or at most this long ago, as the rules require: the rules
 * compare with the server's clock, so a device clock running a little fast must not make every list
 * fail. An item scheduled for 10:00 appears in lists from about 10:10 (docs/decisions/0013).
 */
export const SCHEDULE_MARGIN_MS = 10 * 60 * 1000;

/**
 * The scheduling cut-off for a visitor's list at `now`: SCHEDULE_MARGIN_MS earlier, rounded down to
 * the minute, so the same list asked twice within a minute is the same query (and the device's copy).
 */
export function publicCutoff(now: Date): Date {
  const minute = 60 * 1000;
  return new Date(Math.floor((now.getTime() - SCHEDULE_MARGIN_MS) / minute) * minute);
}

export interface ListSpecOptions {
  audience: 'public' | 'editor';
  filters?: readonly ListFilter[];
  orderBy?: { field: string; direction?: 'asc' | 'desc' } | readonly { field: string; direction?: 'asc' | 'desc' }[];
  limit?: number;
}

/** A list's orders, one or several as the options give them, each with its direction. */
export function listOrders(orderBy: ListSpecOptions['orderBy']): ListOrder[] {
  const orders = orderBy === undefined ? [] : Array.isArray(orderBy) ? orderBy : [orderBy];
  return (orders as readonly { field: string; direction?: 'asc' | 'desc' }[]).map((order) => ({
    field: order.field,
    direction: order.direction ?? 'asc',
  }));
}

/**
 * The query for `options`. Visitors ask only for what the rules let them read: published, and not
 * scheduled for later (`publishAt` null or past, one OR query), with a limit of at most MAX_PUBLIC_LIST.
 */
export function listQuerySpec(options: ListSpecOptions, now: Date): ListQuerySpec {
  const orderBy = listOrders(options.orderBy);
  const given = [...(options.filters ?? [])];
  if (options.audience !== 'public') return { filters: given, anyOf: [], orderBy, limit: options.limit };
  return {
    filters: [{ field: 'status', op: '==', value: 'published' }, ...given],
    anyOf: [
      { field: 'publishAt', op: '==', value: null },
      { field: 'publishAt', op: '<=', value: publicCutoff(now) },
    ],
    orderBy,
    limit: Math.min(options.limit ?? MAX_PUBLIC_LIST, MAX_PUBLIC_LIST),
  };
}
