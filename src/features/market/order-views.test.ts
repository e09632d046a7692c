import { describe, expect, it } from 'vitest';
import type { OrderLine, OrderStatus } from './order-schema';
import { countText, filterOrders, itemCount, pickList, statusHistory } from './order-views';

function order(
  id: string,
  status: OrderStatus,
  createdAt: string,
  items: Partial<OrderLine>[],
  extra: { shopId?: string; collectionOptionId?: string } = {},
) {
  return {
    id,
    shopId: extra.shopId ?? 'pantry',
    status,
    createdAt: new Date(createdAt),
    collectionOptionId: extra.collectionOptionId ?? 'saturday',
    items: items.map((line) => ({ productId: 'jam', name: 'Jam', variant: '', quantity: 1, pricePence: 450, ...line })),
  };
}

describe('order lists', () => {
  const orders = [
    order('a', 'requested', '2026-11-20T10:00:00Z', [{}]),
    order('b', 'confirmed', '2026-11-21T10:00:00Z', [{}], { shopId: 'hub' }),
    order('c', 'collected', '2026-11-22T10:00:00Z', [{}]),
    order('d', 'cancelled', '2026-11-23T10:00:00Z', [{}]),
    order('e', 'ready', '2026-11-23T11:00:00Z', [{}]),
  ];

  it('filters by shop and by status, "open" being new, confirmed and ready', () => {
    const ids = (filter: Parameters<typeof filterOrders>[1]) => filterOrders(orders, filter).map((o) => o.id);
    expect(ids({ shopId: null, status: 'all' })).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(ids({ shopId: null, status: 'open' })).toEqual(['a', 'b', 'e']);
    expect(ids({ shopId: 'pantry', status: 'open' })).toEqual(['a', 'e']);
    expect(ids({ shopId: 'pantry', status: 'cancelled' })).toEqual(['d']);
    expect(ids({ shopId: 'hub', status: 'requested' })).toEqual([]);
  });

  it('lists each status the order has been in, in the order of its life', () => {
    const requested = new Date('2026-11-20T10:00:00Z');
    const confirmed = new Date('2026-11-20T12:00:00Z');
    const cancelled = new Date('2026-11-21T09:00:00Z');
    expect(statusHistory({ statusTimes: { cancelled, requested, confirmed } })).toEqual([
      { status: 'requested', at: requested },
      { status: 'confirmed', at: confirmed },
      { status: 'cancelled', at: cancelled },
    ]);
  });

  it('counts items', () => {
    expect(itemCount([{ quantity: 2 }, { quantity: 3 }])).toBe(5);
  });
});

describe('pick list', () => {
  const orders = [
    order('late', 'confirmed', '2026-11-28T01:00:00Z', [{ quantity: 9 }]),
    order('b', 'ready', '2026-11-26T10:00:00Z', [
      { productId: 'hoodie', name: 'Volunteer hoodie', variant: 'Large', quantity: 2 },
      { quantity: 1 },
      { quantity: 2 },
    ]),
    order('a', 'confirmed', '2026-11-25T10:00:00Z', [
      { productId: 'hoodie', name: 'Volunteer hoodie', variant: 'Small', quantity: 1 },
      { quantity: 3 },
    ]),
    order('new', 'requested', '2026-11-25T10:00:00Z', [{ quantity: 5 }]),
    order('gone', 'cancelled', '2026-11-25T10:00:00Z', [{ quantity: 5 }]),
    order('done', 'collected', '2026-11-25T10:00:00Z', [{ quantity: 5 }]),
    order('other-shop', 'confirmed', '2026-11-25T10:00:00Z', [{ quantity: 5 }], { shopId: 'hub' }),
    order('weekday', 'confirmed', '2026-11-25T10:00:00Z', [{ quantity: 4 }], { collectionOptionId: 'wednesday' }),
  ];

  it('takes the confirmed and ready orders of the shop placed by the end of the day, oldest first', () => {
    const list = pickList(orders, { shopId: 'pantry', optionId: 'saturday', day: '2026-11-27' });
    expect(list.orders.map((o) => o.id)).toEqual(['a', 'b']);
    expect(list.totals).toEqual([
      { productId: 'jam', name: 'Jam', quantity: 6, orders: 2 },
      { productId: 'hoodie', name: 'Volunteer hoodie (Large)', quantity: 2, orders: 1 },
      { productId: 'hoodie', name: 'Volunteer hoodie (Small)', quantity: 1, orders: 1 },
    ]);
  });

  it('takes every option and shop when none is chosen, and the day ends at London midnight', () => {
    // 01:00 UTC on 28 November is 01:00 in London (GMT): after the 27th.
    const list = pickList(orders, { shopId: null, optionId: null, day: '2026-11-27' });
    expect(list.orders.map((o) => o.id)).toEqual(['a', 'other-shop', 'weekday', 'b']);
    expect(pickList(orders, { shopId: null, optionId: null, day: '2026-11-28' }).orders.map((o) => o.id)).toContain(
      'late',
    );
  });
});

describe('the orders page’s count', () => {
  const countedAt = new Date('2026-11-26T14:05:00Z');
  it('says how many of the server’s count are shown, and offline that it may be out of date', () => {
    expect(countText(12, null)).toBe('12 orders');
    expect(countText(1, { count: 1, countedAt, fresh: true })).toBe('1 order');
    expect(countText(50, { count: 640, countedAt, fresh: true })).toBe('Showing 50 of 640 orders');
    expect(countText(50, { count: 640, countedAt, fresh: false })).toBe(
      'Showing 50 of 640 orders (counted at 26 Nov 2026, 14:05: may be out of date while this device is offline)',
    );
  });
});
