import { useEffect, useMemo, useState } from 'react';
import type { Firestore, Unsubscribe } from 'firebase/firestore';
import { useSnapshot } from 'valtio';
import { loadDatabase } from '@/collections/firestore-access';
import { hasRole, sessionStore } from '@/stores/session-store';
import { connectivityStore } from '@/stores/connectivity-store';
import {
  countOrders,
  watchOrder,
  watchOrders,
  watchShops,
  watchStockToReturn,
  type OrderRow,
  type OrdersPage,
  type OrdersWanted,
  type SellerScope,
  type ShopSummary,
} from './order-data';
import type { OrdersCountSeen } from './order-views';

export type Loaded<T> =
  { kind: 'loading' } | { kind: 'error'; message: string; code: string } | { kind: 'ready'; value: T };

/** A read's failure in plain words (the server's own text is for developers), with Firestore's code. */
function readError(error: unknown): { kind: 'error'; message: string; code: string } {
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  const message =
    code === 'permission-denied'
      ? 'Your account may not read these orders.'
      : code === 'unavailable'
        ? 'The server could not be reached: check the connection and try again.'
        : 'Something went wrong while reading the orders. Please reload the page.';
  if (code !== 'permission-denied') console.warn('Orders could not be read', error);
  return { kind: 'error', message, code };
}

/** Starts a live read once Firestore is loaded, and stops it when the inputs change or the page goes. */
function useWatch<T>(
  start: ((db: Firestore, onValue: (value: T) => void, onError: (error: Error) => void) => Unsubscribe) | null,
  key: string,
): Loaded<T> {
  const [state, setState] = useState<{ key: string; loaded: Loaded<T> }>({ key, loaded: { kind: 'loading' } });
  useEffect(() => {
    if (!start) return undefined;
    let stopped = false;
    let stop: Unsubscribe | undefined;
    const fail = (error: unknown) => setState({ key, loaded: readError(error) });
    loadDatabase()
      .then((db) => {
        if (stopped) return;
        stop = start(db, (value) => setState({ key, loaded: { kind: 'ready', value } }), fail);
      })
      .catch(fail);
    return () => {
      stopped = true;
      stop?.();
    };
    // `key` names everything `start` depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return state.key === key ? state.loaded : { kind: 'loading' };
}

export interface Viewer {
  uid: string;
  /** Editors (and admins) see every shop's orders. */
  editor: boolean;
}

/** Who is looking, once the session and roles are known. */
export function useViewer(): Viewer | null {
  const session = useSnapshot(sessionStore);
  if (session.status !== 'signed-in' || !session.uid || !session.rolesKnown) return null;
  return { uid: session.uid, editor: hasRole(session.roles, 'editor', true) };
}

export interface ShopsInScope {
  viewer: Viewer;
  shops: ShopSummary[];
  scope: SellerScope;
}

/** The shops whose orders this person may see: every shop for editors, their own for sellers. */
export function useShopsInScope(): Loaded<ShopsInScope> {
  return useScope(true);
}

/**
 * Whose orders this person may see, for what needs only that (the menu's count, putting stock back):
 * every order for editors, without reading the shops (at 500 shops, 2 MB on every dashboard page);
 * their own shops' for sellers. `shops` is empty for editors.
 */
export function useOrdersScope(): Loaded<ShopsInScope> {
  return useScope(false);
}

function useScope(editorsReadShops: boolean): Loaded<ShopsInScope> {
  const viewer = useViewer();
  const readsShops = viewer !== null && (editorsReadShops || !viewer.editor);
  const loaded = useWatch<ShopSummary[]>(
    viewer && readsShops ? (db, onValue, onError) => watchShops(db, viewer, onValue, onError) : null,
    viewer && readsShops ? `${viewer.uid}:${viewer.editor}` : 'nobody',
  );
  return useMemo(() => {
    if (viewer && !readsShops)
      return { kind: 'ready', value: { viewer, shops: [], scope: { all: true, shopIds: [] } } };
    if (!viewer || loaded.kind !== 'ready') return loaded.kind === 'error' ? loaded : { kind: 'loading' };
    const shops = loaded.value;
    return {
      kind: 'ready',
      value: { viewer, shops, scope: { all: viewer.editor, shopIds: shops.map((shop) => shop.id) } },
    };
    // The viewer is rebuilt on every render; its fields are what matter.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [loaded, readsShops, viewer?.uid, viewer?.editor]);
}

const scopeKey = (scope: SellerScope) => `${scope.all}:${scope.shopIds.join(',')}`;
const statusesKey = (statuses: readonly string[] | undefined) => statuses?.join(',') ?? 'every';

/** The orders in scope, live, newest first, as many pages as asked for. */
export function useOrders(scope: SellerScope | null, wanted: OrdersWanted): Loaded<OrdersPage> {
  return useWatch<OrdersPage>(
    scope ? (db, onValue, onError) => watchOrders(db, scope, wanted, onValue, onError) : null,
    scope ? `${scopeKey(scope)}:${wanted.pages}:${statusesKey(wanted.statuses)}` : 'none',
  );
}

/** A count of orders: from the server now, or the last one this page had (offline), with its time. */
export type OrdersCount = OrdersCountSeen;

/** The last count of each list this visit, shown (as possibly out of date) while offline. */
const lastCounts = new Map<string, OrdersCount>();

/**
 * How many orders the list holds on the server (an aggregation query, counted by the server: true even
 * beyond the pages read), asked again when `changes` changes (the live list moved) and when back online.
 * Offline, the last count with `fresh: false`; null when there has been none.
 */
export function useOrdersCount(
  scope: SellerScope | null,
  statuses: readonly string[] | undefined,
  changes: unknown,
): OrdersCount | null {
  const { online } = useSnapshot(connectivityStore);
  const key = scope ? `${scopeKey(scope)}:${statusesKey(statuses)}` : '';
  const [count, setCount] = useState<{ key: string; value: OrdersCount } | null>(null);
  useEffect(() => {
    if (!scope || !online) return undefined;
    let stopped = false;
    loadDatabase()
      .then((db) => countOrders(db, scope, statuses))
      .then((value) => {
        const counted = { count: value, countedAt: new Date(), fresh: true };
        lastCounts.set(key, counted);
        if (!stopped) setCount({ key, value: counted });
      })
      // Left as it was: the page says the count may be out of date.
      .catch(() => undefined);
    return () => {
      stopped = true;
    };
    // `key` names the scope and statuses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, online, changes]);
  const known = count?.key === key ? count.value : lastCounts.get(key);
  if (!known) return null;
  return online ? known : { ...known, fresh: false };
}

/** One order, live. */
export function useOrder(orderId: string | undefined, enabled: boolean): Loaded<OrderRow | undefined> {
  return useWatch<OrderRow | undefined>(
    orderId && enabled ? (db, onValue, onError) => watchOrder(db, orderId, onValue, onError) : null,
    orderId && enabled ? orderId : 'none',
  );
}

/** Orders whose stock this device is putting back now (one attempt at a time per order, across pages). */
const returning = new Set<string>();

/**
 * Puts back the stock of orders in scope that were cancelled offline (they keep the `stockTaken` mark),
 * once their cancellation has reached the server and this device is online. Every seller's and editor's
 * orders pages do this; the transaction makes sure the stock goes back once.
 */
export function useStockReturns(scope: Loaded<ShopsInScope>): void {
  const { online } = useSnapshot(connectivityStore);
  const asked = scope.kind === 'ready' ? scope.value : null;
  const key = asked ? `${asked.scope.all}:${asked.scope.shopIds.join(',')}:${online}` : '';
  useEffect(() => {
    if (!asked || !online || (!asked.scope.all && asked.scope.shopIds.length === 0)) return undefined;
    let stopped = false;
    let stop: Unsubscribe | undefined;
    const putBack = (db: Firestore, orderId: string) => {
      returning.add(orderId);
      import('./order-transactions')
        .then(({ returnStockOfCancelled }) => returnStockOfCancelled(db, orderId, asked.viewer.uid))
        // Left marked: the next device or visit online tries again.
        .catch((error: unknown) => console.warn(`The stock of order ${orderId} could not be put back yet`, error))
        .finally(() => returning.delete(orderId));
    };
    loadDatabase()
      .then((db) => {
        if (stopped) return;
        stop = watchStockToReturn(
          db,
          asked.scope,
          (orders) => {
            for (const order of orders) if (!order.pending && !returning.has(order.id)) putBack(db, order.id);
          },
          (error) => console.warn('Orders waiting for their stock to go back could not be read', error),
        );
      })
      .catch(() => undefined);
    return () => {
      stopped = true;
      stop?.();
    };
    // `key` names the scope and the connection.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
}
