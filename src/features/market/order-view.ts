import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { londonShortDateTime } from '@/lib/london-time';
import { sessionStore } from '@/stores/session-store';
import { orderOutbox, orderOutboxStore, requestsShownTo, resumeOrderOutbox } from './order-outbox';
import { orderSchema, ORDER_STATUSES, type Order, type OrderStatus } from './order-schema';

/** The order statuses in the customer's words. */
export const STATUS_WORDS: Record<OrderStatus, string> = {
  requested: 'Requested: waiting for the seller to confirm',
  confirmed: 'Confirmed',
  ready: 'Ready to collect',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

export const SAVED_ON_PHONE = 'Your order request is saved on this phone and will be sent when you are back online.';

/** "Requested 24 Nov 2026, 15:02", one per step the order has been through, in order. */
export function statusTimeline(order: Pick<Order, 'statusTimes'>): { status: OrderStatus; at: string }[] {
  return ORDER_STATUSES.flatMap((status) => {
    const at = order.statusTimes[status];
    return at ? [{ status, at: londonShortDateTime(at) }] : [];
  });
}

/** An order read from the server, checked; null when it does not pass. */
export function parseOrder(data: Record<string, unknown>): Order | null {
  const result = orderSchema.safeParse(data);
  return result.success ? result.data : null;
}

/** The outbox, live, read from the device on first use (and sending what waits). */
export function useOutbox() {
  const snapshot = useSnapshot(orderOutboxStore);
  const { uid } = useSnapshot(sessionStore);
  useEffect(() => {
    void orderOutbox.hydrate().then(() => resumeOrderOutbox());
  }, []);
  return { ...snapshot, entries: requestsShownTo(snapshot.entries, uid) };
}

export type Live<T> = { state: 'loading' } | { state: 'none' } | { state: 'ready'; value: T; fromCache: boolean };

type OrdersData = typeof import('@/domains/orders/orders-data');

/**
 * A live read of this device's account's orders: loads the orders' data code, finds the account (none:
 * `none`), starts `watch` with it and stops it when the page goes. Any failure reads as `none`.
 */
function useAccountWatch<T>(
  watch: (data: OrdersData, uid: string, show: (live: Live<T>) => void) => Promise<() => void>,
  key: string,
  enabled = true,
): Live<T> {
  const [live, setLive] = useState<Live<T>>({ state: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    void (async () => {
      const data = await import('@/domains/orders/orders-data');
      const uid = await data.currentAccount();
      if (stopped) return;
      if (!uid) {
        setLive({ state: 'none' });
        return;
      }
      const unsubscribe = await watch(data, uid, setLive);
      if (stopped) unsubscribe();
      else stop = unsubscribe;
    })().catch(() => setLive({ state: 'none' }));
    return () => {
      stopped = true;
      stop?.();
    };
    // `key` names what `watch` reads.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, enabled]);
  return live;
}

/** One order from the server, live, for this device's account; `none` when there is no account or order. */
export function useServerOrder(id: string, enabled: boolean): Live<Order> {
  return useAccountWatch<Order>(
    (data, _uid, show) =>
      data.watchOrder(
        id,
        (record) => {
          const order = record ? parseOrder(record.data) : null;
          show(order && record ? { state: 'ready', value: order, fromCache: record.fromCache } : { state: 'none' });
        },
        () => show({ state: 'none' }),
      ),
    id,
    enabled,
  );
}

/** This account's orders from the server, newest first, live. */
export function useServerOrders(): Live<{ id: string; order: Order }[]> {
  return useAccountWatch<{ id: string; order: Order }[]>(
    (data, uid, show) =>
      data.watchOrdersOf(
        uid,
        (records) => {
          const orders = records
            .flatMap((record) => {
              const order = parseOrder(record.data);
              return order ? [{ id: record.id, order }] : [];
            })
            .sort((a, b) => b.order.createdAt.getTime() - a.order.createdAt.getTime());
          show({ state: 'ready', value: orders, fromCache: records[0]?.fromCache ?? false });
        },
        () => show({ state: 'none' }),
      ),
    'mine',
  );
}
