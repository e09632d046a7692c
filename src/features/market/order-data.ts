import {
  collection,
  doc,
  getCountFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  where,
  type DocumentData,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type QueryConstraint,
  type QueryDocumentSnapshot,
  type Unsubscribe,
} from 'firebase/firestore';
import { orderSchema, type Order } from './order-schema';

/**
 * Live reads for the seller's side: the shops a person runs and their orders. Editors see every shop
 * and every order; a seller (a shop's `ownerUid`) asks only for their shops' orders, one query per shop
 * (`where('shopId', '==', id)`), which is what the rules let them read. Orders come newest first from
 * the server (`orderBy('createdAt', 'desc')`, composite indexes in firestore.indexes.json), a page at a
 * time: without the order, Firestore returns them by id, which the customer's device chooses, and a
 * flood of orders with ids that sort first hid the newest (issue 25).
 */

/** Orders per page (per shop for sellers, in all for editors), newest first; "Show more" adds a page. */
export const ORDERS_PAGE = 50;
/** The most shops an editor's list may name (every shop is one query for sellers). */
export const SHOPS_LIMIT = 500;
/** The menu counts new orders up to this, then shows "99+". */
export const REQUESTED_LIMIT = 100;

export interface ShopSummary {
  id: string;
  title: string;
  collectionOptions: { id: string; label: string }[];
}

export interface OrderRow extends Order {
  id: string;
  /** A change made here has not reached the server yet. */
  pending: boolean;
}

export interface SellerScope {
  /** Every order (editors), or only these shops' orders (sellers). */
  all: boolean;
  shopIds: string[];
}

function toShop(snapshot: QueryDocumentSnapshot): ShopSummary {
  const data = snapshot.data();
  const options: unknown = data.collectionOptions;
  return {
    id: snapshot.id,
    title: typeof data.title === 'string' ? data.title : snapshot.id,
    collectionOptions: Array.isArray(options)
      ? options.flatMap((option: unknown) =>
          typeof option === 'object' &&
          option !== null &&
          'id' in option &&
          'label' in option &&
          typeof option.id === 'string' &&
          typeof option.label === 'string'
            ? [{ id: option.id, label: option.label }]
            : [],
        )
      : [],
  };
}

const reported = new Set<string>();

/** An order as stored, checked; one that does not fit the contract is left out (and said once). */
export function toOrderRow(snapshot: DocumentSnapshot<DocumentData>): OrderRow | undefined {
  if (!snapshot.exists()) return undefined;
  const parsed = orderSchema.safeParse(snapshot.data({ serverTimestamps: 'estimate' }));
  if (!parsed.success) {
    if (!reported.has(snapshot.id)) {
      reported.add(snapshot.id);
      console.warn(`Order ${snapshot.id} does not fit the order's shape and is not shown`, parsed.error.issues);
    }
    return undefined;
  }
  return { ...parsed.data, id: snapshot.id, pending: snapshot.metadata.hasPendingWrites };
}

/** The shops a person may run orders for: all of them for editors, their own for sellers. */
export function watchShops(
  db: Firestore,
  viewer: { uid: string; editor: boolean },
  onChange: (shops: ShopSummary[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const shops = collection(db, 'shops');
  // Editors: the first SHOPS_LIMIT by title, so which shops a very large market leaves out is stable.
  const asked = viewer.editor
    ? query(shops, orderBy('title'), limit(SHOPS_LIMIT))
    : query(shops, where('ownerUid', '==', viewer.uid));
  return onSnapshot(
    asked,
    (snapshot) => onChange(snapshot.docs.map(toShop).sort((a, b) => a.title.localeCompare(b.title, 'en-GB'))),
    onError,
  );
}

/** Runs one live query per part and hands on every part each time any part changes. */
function watchParts<T>(
  queries: Query[],
  map: (snapshot: QueryDocumentSnapshot) => T | undefined,
  onChange: (parts: T[][]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  if (queries.length === 0) {
    onChange([]);
    return () => undefined;
  }
  const parts: (T[] | undefined)[] = queries.map(() => undefined);
  const stops = queries.map((asked, index) =>
    onSnapshot(
      asked,
      { includeMetadataChanges: true },
      (snapshot) => {
        parts[index] = snapshot.docs.flatMap((document) => {
          const row = map(document);
          return row === undefined ? [] : [row];
        });
        if (parts.every((part) => part !== undefined)) onChange(parts as T[][]);
      },
      onError,
    ),
  );
  return () => stops.forEach((stop) => stop());
}

/** Runs one live query per part and hands on the union each time any part changes. */
function watchMerged<T>(
  queries: Query[],
  map: (snapshot: QueryDocumentSnapshot) => T | undefined,
  onChange: (rows: T[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return watchParts(queries, map, (parts) => onChange(parts.flat()), onError);
}

/** Which orders a list asks for: every status, or only these (the pick list's confirmed and ready). */
export interface OrdersWanted {
  /** How many pages of ORDERS_PAGE (per query) to read. */
  pages: number;
  statuses?: readonly string[];
}

/** The queries for a scope: one for editors, one per shop for sellers; `extra` narrows them. */
function scopeQueries(db: Firestore, scope: SellerScope, extra: QueryConstraint[]): Query[] {
  const orders = collection(db, 'orders');
  return scope.all
    ? [query(orders, ...extra)]
    : scope.shopIds.map((shopId) => query(orders, where('shopId', '==', shopId), ...extra));
}

export interface OrdersPage {
  /** Newest first: every order in scope placed since the oldest shown, with none missing between. */
  rows: OrderRow[];
  /** Older orders wait on the server ("Show more"). */
  more: boolean;
}

/**
 * The newest orders of several queries, each newest first and cut at `size`: merged, and cut again
 * where a full query stops (older orders of that query are not read yet, so an older order of another
 * query shown after that point would hide them).
 */
export function mergeNewestFirst(parts: OrderRow[][], size: number): OrdersPage {
  let cutoff = -Infinity;
  for (const part of parts) {
    const oldest = part.at(-1);
    if (part.length >= size && oldest) cutoff = Math.max(cutoff, oldest.createdAt.getTime());
  }
  const rows = parts
    .flat()
    .filter((row) => row.createdAt.getTime() >= cutoff)
    .sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime());
  return { rows, more: cutoff > -Infinity };
}

/** The orders in scope, live, newest first, `wanted.pages` pages of them. */
export function watchOrders(
  db: Firestore,
  scope: SellerScope,
  wanted: OrdersWanted,
  onChange: (page: OrdersPage) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const size = ORDERS_PAGE * wanted.pages;
  const narrowed = wanted.statuses ? [where('status', 'in', [...wanted.statuses])] : [];
  return watchParts(
    scopeQueries(db, scope, [...narrowed, orderBy('createdAt', 'desc'), limit(size)]),
    toOrderRow,
    (parts) => onChange(mergeNewestFirst(parts, size)),
    onError,
  );
}

/**
 * How many orders in scope there are (of `statuses`, when given), counted by the server (an aggregation
 * query: no orders are read). Needs a connection; throws without one.
 */
export async function countOrders(db: Firestore, scope: SellerScope, statuses?: readonly string[]): Promise<number> {
  const narrowed = statuses ? [where('status', 'in', [...statuses])] : [];
  const counts = await Promise.all(
    scopeQueries(db, scope, narrowed).map(async (asked) => (await getCountFromServer(asked)).data().count),
  );
  return counts.reduce((sum, count) => sum + count, 0);
}

/** One order, live (`undefined` when there is none or it cannot be shown). */
export function watchOrder(
  db: Firestore,
  orderId: string,
  onChange: (order: OrderRow | undefined) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  return onSnapshot(
    doc(db, 'orders', orderId),
    { includeMetadataChanges: true },
    (snapshot) => onChange(toOrderRow(snapshot)),
    onError,
  );
}

/** Limited watches keep the newest orders (unordered, Firestore would keep the ids that sort first). */
const newestFirst = orderBy('createdAt', 'desc');

/** How many orders in scope wait to be confirmed (up to REQUESTED_LIMIT per query), live. */
export function watchRequestedCount(
  db: Firestore,
  scope: SellerScope,
  onChange: (count: number) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const orders = collection(db, 'orders');
  const requested = where('status', '==', 'requested');
  const queries = scope.all
    ? [query(orders, requested, newestFirst, limit(REQUESTED_LIMIT))]
    : scope.shopIds.map((shopId) =>
        query(orders, where('shopId', '==', shopId), requested, newestFirst, limit(REQUESTED_LIMIT)),
      );
  return watchMerged(
    queries,
    (snapshot) => snapshot.id,
    (ids) => onChange(ids.length),
    onError,
  );
}

/**
 * Orders in scope that were cancelled while their stock was out (cancelled offline: they keep the
 * `stockTaken` mark until a seller's device puts the stock back), live, with whether the cancellation
 * itself is still on its way from this device.
 */
export function watchStockToReturn(
  db: Firestore,
  scope: SellerScope,
  onChange: (orders: { id: string; pending: boolean }[]) => void,
  onError: (error: Error) => void,
): Unsubscribe {
  const orders = collection(db, 'orders');
  const marked = [where('status', '==', 'cancelled'), where('stockTaken', '==', true)];
  const queries = scope.all
    ? [query(orders, ...marked, newestFirst, limit(REQUESTED_LIMIT))]
    : scope.shopIds.map((shopId) =>
        query(orders, where('shopId', '==', shopId), ...marked, newestFirst, limit(REQUESTED_LIMIT)),
      );
  return watchMerged(
    queries,
    (snapshot) => ({ id: snapshot.id, pending: snapshot.metadata.hasPendingWrites }),
    onChange,
    onError,
  );
}
