import { describe, expect, it } from 'vitest';
import type { BaseContent } from './content-schema';
import type { WindowQuery } from './define-collection';
import { answerFromWindow, compareFieldValues, windowItems } from './window-items';

type Item = BaseContent & { id: string; rank?: number | null; when?: Date };

const item = (id: string, extra: Partial<Item> = {}): Item =>
  ({
    id,
    title: id,
    slug: id,
    summary: '',
    tags: [],
    status: 'published',
    publishAt: null,
    updatedAt: new Date(0),
    ...extra,
  }) as unknown as Item;

const day = (n: number) => new Date(Date.UTC(2026, 0, n));

describe('windowItems', () => {
  const items = [
    item('c', { when: day(3), rank: 2 }),
    item('a', { when: day(1), rank: null }),
    item('d', { when: day(4) }),
    item('b', { when: day(2), rank: 1 }),
    item('e'),
  ];
  const noFields = () => ({});

  it('orders each query as the server would and keeps its limit', () => {
    const upcoming: WindowQuery = {
      filters: [{ field: 'when', op: '>=', value: day(2) }],
      orderBy: { field: 'when', direction: 'asc' },
      limit: 2,
    };
    expect(windowItems(items, [upcoming], noFields).map(({ id }) => id)).toEqual(['b', 'c']);
    const newest: WindowQuery = { filters: [], orderBy: { field: 'when', direction: 'desc' }, limit: 10 };
    // `e` has no `when`: the server leaves out what lacks the ordering field.
    expect(windowItems(items, [newest], noFields).map(({ id }) => id)).toEqual(['d', 'c', 'b', 'a']);
  });

  it('puts null first, breaks ties by id, and gives each item once across the queries', () => {
    const byRank: WindowQuery = { filters: [], orderBy: { field: 'rank', direction: 'asc' }, limit: 10 };
    expect(windowItems(items, [byRank], noFields).map(({ id }) => id)).toEqual(['a', 'b', 'c']);
    const twice = windowItems(items, [byRank, { ...byRank, orderBy: { field: 'when', direction: 'asc' } }], noFields);
    expect(twice.map(({ id }) => id)).toEqual(['a', 'b', 'c', 'd']);
    const tied = [item('y', { rank: 1 }), item('x', { rank: 1 })];
    expect(windowItems(tied, [byRank], noFields).map(({ id }) => id)).toEqual(['x', 'y']);
  });

  it('reads the list fields it is given, not only the stored ones', () => {
    const bySortKey: WindowQuery = { filters: [], orderBy: { field: 'sortKey', direction: 'asc' }, limit: 2 };
    const sortKeys: Record<string, string> = { a: 'zz', b: 'mm', c: 'aa', d: 'nn', e: 'bb' };
    const chosen = windowItems(items, [bySortKey], ({ id }) => ({ sortKey: sortKeys[id] }));
    expect(chosen.map(({ id }) => id)).toEqual(['c', 'e']);
    // The items come back as they were, without the computed fields.
    expect(chosen[0]).not.toHaveProperty('sortKey');
  });
});

describe('compareFieldValues', () => {
  it('orders by type first (null, true/false, numbers, dates, text), then by value', () => {
    const values = ['b', day(2), 3, null, false, 'a', day(1), 1, true];
    expect([...values].sort(compareFieldValues)).toEqual([null, false, true, 1, 3, day(1), day(2), 'a', 'b']);
  });
});

describe('answerFromWindow', () => {
  // The snapshot's order (the window's), which a plain list keeps.
  const items = [item('c', { when: day(3) }), item('a', { when: day(1) }), item('d', { when: day(4) }), item('b')];
  const ids = (answer: readonly Item[] | undefined) => answer?.map((entry) => entry.id);
  const ownFields = (entry: Item) => ({ until: entry.when });

  it('answers a part of the window as the server would: its conditions, in its order, within its limit', () => {
    const next = answerFromWindow(
      items,
      { filters: [{ field: 'until', op: '>=', value: day(2) }], orderBy: { field: 'when' }, limit: 1 },
      ownFields,
    );
    expect(ids(next)).toEqual(['c']);
    expect(
      ids(answerFromWindow(items, { orderBy: [{ field: 'when', direction: 'desc' }], limit: 10 }, ownFields)),
    ).toEqual(['d', 'c', 'a']);
  });

  it('keeps the window’s own order for a whole list, with or without conditions', () => {
    expect(ids(answerFromWindow(items, {}, ownFields))).toEqual(['c', 'a', 'd', 'b']);
    expect(ids(answerFromWindow(items, { filters: [{ field: 'until', op: '<', value: day(4) }] }, ownFields))).toEqual([
      'c',
      'a',
    ]);
  });

  it('leaves to the server what a copy cannot answer: conditions it cannot check, several orders', () => {
    expect(answerFromWindow(items, { filters: [{ field: 'id', op: 'in', value: ['a'] }] }, ownFields)).toBeUndefined();
    expect(answerFromWindow(items, { orderBy: [{ field: 'when' }, { field: 'title' }] }, ownFields)).toBeUndefined();
  });
});
