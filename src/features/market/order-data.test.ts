import { describe, expect, it } from 'vitest';
import { mergeNewestFirst, type OrderRow } from './order-data';

const row = (id: string, day: number) => ({ id, createdAt: new Date(Date.UTC(2026, 10, day)) }) as OrderRow;

describe('merging shops’ newest orders', () => {
  it('cuts where a full shop’s page stops, so no newer order of that shop is skipped', () => {
    // Shop A's page (size 2) is full: its orders before the 20th are not read yet, so shop B's order of
    // the 10th must wait for "Show more".
    const page = mergeNewestFirst(
      [
        [row('a1', 25), row('a2', 20)],
        [row('b1', 22), row('b2', 10)],
      ],
      2,
    );
    expect(page.rows.map((order) => order.id)).toEqual(['a1', 'b1', 'a2']);
    expect(page.more).toBe(true);
  });

  it('shows everything when no page is full', () => {
    const page = mergeNewestFirst([[row('a1', 25)], [row('b1', 22), row('b2', 10)]], 3);
    expect(page).toEqual({ rows: [row('a1', 25), row('b1', 22), row('b2', 10)], more: false });
  });
});
