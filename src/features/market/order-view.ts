import { useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import { londonShortDateTime } from '@/lib/london-time';
import { orderOutbox, orderOutboxStore, resumeOrderOutbox } from './order-outbox';
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
  useEffect(() => {
    void orderOutbox.hydrate().then(() => resumeOrderOutbox());
  }, []);
  return snapshot;
}

export type Live<T> = { state: 'loading' } | { state: 'none' } | { state: 'ready'; value: T; fromCache: boolean };

/** One order from the server, live, for this device's account; `none` when there is no account or order. */
export function useServerOrder(id: string, enabled: boolean): Live<Order> {
  const [live, setLive] = useState<Live<Order>>({ state: 'loading' });
  useEffect(() => {
    if (!enabled) return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    void (async () => {
      const data = await import('@/collections/orders-data');
      const uid = await data.currentAccount();
      if (stopped) return;
      if (!uid) {
        setLive({ state: 'none' });
        return;
      }
      const unsubscribe = await data.watchOrder(
        id,
        (record) => {
          const order = record ? parseOrder(record.data) : null;
          setLive(order && record ? { state: 'ready', value: order, fromCache: record.fromCache } : { state: 'none' });
        },
        () => setLive({ state: 'none' }),
      );
      if (stopped) unsubscribe();
      else stop = unsubscribe;
    })().catch(() => setLive({ state: 'none' }));
    return () => {
      stopped = true;
      stop?.();
    };
  }, [id, enabled]);
  return live;
}

/** This account's orders from the server, newest first, live. */
export function useServerOrders(): Live<{ id: string; order: Order }[]> {
  const [live, setLive] = useState<Live<{ id: string; order: Order }[]>>({ state: 'loading' });
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void (async () => {
      const data = await import('@/collections/orders-data');
      const uid = await data.currentAccount();
      if (stopped) return;
      if (!uid) {
        setLive({ state: 'none' });
        return;
      }
      const unsubscribe = await data.watchOrdersOf(
        uid,
        (records) => {
          const orders = records
            .flatMap((record) => {
              const order = parseOrder(record.data);
              return order ? [{ id: record.id, order }] : [];
            })
            .sort((a, b) => b.order.createdAt.getTime() - a.order.createdAt.getTime());
          setLive({ state: 'ready', value: orders, fromCache: records[0]?.fromCache ?? false });
        },
        () => setLive({ state: 'none' }),
      );
      if (stopped) unsubscribe();
      else stop = unsubscribe;
    })().catch(() => setLive({ state: 'none' }));
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
  return live;
}
