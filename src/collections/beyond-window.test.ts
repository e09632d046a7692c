import { describe, expect, it } from 'vitest';
import { beyondWindowOf, continueWindow, defaultBeyondWindow, withItemsBeyond } from './beyond-window';
import type { BaseContent } from './content-schema';
import { MAX_PUBLIC_LIST } from './list-query';

const NOW = new Date('2026-11-28T12:00:00Z');

function items(count: number, make: (index: number) => Record<string, unknown>): BaseContent[] {
  return Array.from({ length: count }, (_, index) => ({ id: `id-${index}`, ...make(index) }) as unknown as BaseContent);
}

describe('past the window', () => {
  it('has nothing past an A–Z window that is not full', () => {
    expect(defaultBeyondWindow(items(MAX_PUBLIC_LIST - 1, () => ({ title: 'Club' })))).toBeUndefined();
  });

  it('goes on after the last title of a full A–Z window, keeping items that share it', () => {
    const shown = items(MAX_PUBLIC_LIST, (index) => ({ title: index === 7 ? 'Zumba Friends' : `Club ${index}` }));
    expect(defaultBeyondWindow(shown)).toEqual({
      filters: [{ field: 'sortKey', op: '>=', value: 'zumba friends' }],
      orderBy: { field: 'sortKey', direction: 'asc' },
      direction: 'more',
    });
  });

  it('goes on from the oldest of a full newest-first window', () => {
    const query = { orderBy: { field: 'publishedAt', direction: 'desc' }, limit: 3 } as const;
    const day = (n: number) => new Date(Date.UTC(2026, 0, n));
    const shown = items(3, (index) => ({ publishedAt: day(10 - index * 3) }));
    expect(continueWindow(query, shown, 'older')).toEqual({
      filters: [{ field: 'publishedAt', op: '<=', value: day(4) }],
      orderBy: { field: 'publishedAt', direction: 'desc' },
      direction: 'older',
    });
    expect(continueWindow(query, shown.slice(0, 2), 'older')).toBeUndefined();
  });

  it('uses the default only for types with the default window', () => {
    const full = items(MAX_PUBLIC_LIST, () => ({ title: 'Same' }));
    expect(beyondWindowOf({}, NOW, full)?.orderBy.field).toBe('sortKey');
    expect(beyondWindowOf({ publicWindow: () => [] }, NOW, full)).toBeUndefined();
  });

  it('adds what was read past the window once, after the window', () => {
    const shown = [{ id: 'a' }, { id: 'b' }];
    expect(withItemsBeyond(shown, [])).toBe(shown);
    expect(withItemsBeyond(shown, [{ id: 'b' }, { id: 'c' }]).map((item) => item.id)).toEqual(['a', 'b', 'c']);
  });
});
