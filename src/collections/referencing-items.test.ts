import { describe, expect, it } from 'vitest';
import { orderReferencing, shownReferencing } from './referencing-items';

const at = (iso: string) => new Date(iso);
const item = (title: string, startsAt: string) =>
  ({ id: title, title, slug: title, startsAt: at(startsAt) }) as unknown as Parameters<
    typeof orderReferencing
  >[0][number];

describe('orderReferencing', () => {
  const now = at('2026-11-21T10:00:00Z');
  const items = [
    item('last-month', '2026-10-21T10:00:00Z'),
    item('next-month', '2026-12-21T10:00:00Z'),
    item('last-year', '2025-11-21T10:00:00Z'),
    item('tomorrow', '2026-11-22T10:00:00Z'),
  ];

  it('puts what is still to come first, soonest first, then the past, most recent first', () => {
    expect(orderReferencing(items, { field: 'startsAt', direction: 'asc' }, now).map((entry) => entry.title)).toEqual([
      'tomorrow',
      'next-month',
      'last-month',
      'last-year',
    ]);
  });

  it('sorts by title when the type has no default order', () => {
    expect(orderReferencing(items, undefined, now).map((entry) => entry.title)).toEqual([
      'last-month',
      'last-year',
      'next-month',
      'tomorrow',
    ]);
  });
});

describe('shownReferencing', () => {
  const page = {
    heading: 'Events by',
    all: { path: '/events', label: 'events' },
    items: [{ id: 'e1', title: 'Park run', path: '/events/park-run' }],
  };
  const live = (items: typeof page.items, fromCache: boolean) => ({ ...page, items, fromCache });

  it('keeps the page’s list where only this device’s empty copy answered (offline, first visit)', () => {
    expect(shownReferencing([live([], true)], [page])).toEqual([page]);
  });

  it('shows what the server said, "nothing" included, and the device’s copy when it has items', () => {
    expect(shownReferencing([live([], false)], [page])[0]?.items).toEqual([]);
    const moved = [{ id: 'e2', title: 'Relay', path: '/events/relay' }];
    expect(shownReferencing([live(moved, true)], [page])[0]?.items).toEqual(moved);
    expect(shownReferencing([live([], true)], undefined)[0]?.items).toEqual([]);
  });
});
