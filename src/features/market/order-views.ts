import { addDaysToKey, londonShortDateTime, zonedDayStart } from '@/lib/london-time';
import { ORDER_STATUSES, type Order, type OrderLine, type OrderStatus } from './order-schema';
import { lineName } from './order-stock';

/** What the seller's lists show and count, worked out from the orders (no Firebase, no React). */

export type StatusFilter = OrderStatus | 'open' | 'all';

/** Orders still to be dealt with: not yet collected or cancelled. */
export const OPEN_STATUSES: readonly OrderStatus[] = ['requested', 'confirmed', 'ready'];

export function isStatusFilter(value: string | null): value is StatusFilter {
  return value === 'open' || value === 'all' || (ORDER_STATUSES as readonly string[]).includes(value ?? '');
}

export function filterOrders<T extends Pick<Order, 'shopId' | 'status'>>(
  orders: readonly T[],
  filter: { shopId: string | null; status: StatusFilter },
): T[] {
  return orders.filter(
    (order) =>
      (filter.shopId === null || order.shopId === filter.shopId) &&
      (filter.status === 'all' ||
        (filter.status === 'open' ? OPEN_STATUSES.includes(order.status) : order.status === filter.status)),
  );
}

/** Each status the order has been in, with its time, in the order of the order's life. */
export function statusHistory(order: Pick<Order, 'statusTimes'>): { status: OrderStatus; at: Date }[] {
  return ORDER_STATUSES.flatMap((status) => {
    const at = order.statusTimes[status];
    return at ? [{ status, at }] : [];
  });
}

export function itemCount(items: readonly Pick<OrderLine, 'quantity'>[]): number {
  return items.reduce((sum, line) => sum + line.quantity, 0);
}

export interface PickTotal {
  productId: string;
  /** "Volunteer hoodie (Large)". */
  name: string;
  quantity: number;
  /** How many orders ask for it. */
  orders: number;
}

export interface PickListFilter {
  shopId: string | null;
  /** A collection option's id; null for every option. */
  optionId: string | null;
  /** The collection day (`YYYY-MM-DD`, London): orders placed by the end of it. */
  day: string;
}

/**
 * A collection day's pick list: the confirmed and ready orders of the shop (and collection option)
 * placed by the end of that day, oldest first (the order they came in), and what to pick for them in
 * all, per product and variant.
 */
export function pickList<T extends Pick<Order, 'shopId' | 'status' | 'items' | 'createdAt' | 'collectionOptionId'>>(
  orders: readonly T[],
  filter: PickListFilter,
): { orders: T[]; totals: PickTotal[] } {
  const dayEnd = zonedDayStart(addDaysToKey(filter.day, 1));
  const chosen = orders
    .filter(
      (order) =>
        (order.status === 'confirmed' || order.status === 'ready') &&
        (filter.shopId === null || order.shopId === filter.shopId) &&
        (filter.optionId === null || order.collectionOptionId === filter.optionId) &&
        order.createdAt < dayEnd,
    )
    .sort((a, b) => a.createdAt.getTime() - b.createdAt.getTime());
  const totals = new Map<string, PickTotal>();
  for (const order of chosen) {
    const counted = new Set<string>();
    for (const line of order.items) {
      const key = `${line.productId}\n${line.variant}`;
      const total = totals.get(key) ?? { productId: line.productId, name: lineName(line), quantity: 0, orders: 0 };
      total.quantity += line.quantity;
      if (!counted.has(key)) total.orders += 1;
      counted.add(key);
      totals.set(key, total);
    }
  }
  return {
    orders: chosen,
    totals: [...totals.values()].sort((a, b) => a.name.localeCompare(b.name, 'en-GB')),
  };
}

/** A count of orders as the server last gave it; `fresh` false when it cannot be asked now (offline). */
export interface OrdersCountSeen {
  count: number;
  countedAt: Date;
  fresh: boolean;
}

/** "12 orders", or "Showing 50 of 640 orders" when more wait on the server; offline, when it was counted. */
export function countText(shown: number, counted: OrdersCountSeen | null): string {
  const orders = (count: number) => (count === 1 ? '1 order' : `${count} orders`);
  if (!counted) return orders(shown);
  const text = counted.count === shown ? orders(shown) : `Showing ${shown} of ${orders(counted.count)}`;
  return counted.fresh
    ? text
    : `${text} (counted at ${londonShortDateTime(counted.countedAt)}: may be out of date while this device is offline)`;
}
