import { describe, expect, it } from 'vitest';
import { compareText, compareTitles } from './compare-text';

describe('compareText', () => {
  it('orders as people expect: case and accents aside, numbers by value', () => {
    expect(['stall 10', 'Café', 'Stall 9', 'cafe', 'apple'].sort(compareText)).toEqual([
      'apple',
      'Café',
      'cafe',
      'Stall 9',
      'stall 10',
    ]);
    expect(compareText('Repair café', 'REPAIR CAFE')).toBe(0);
  });

  it('orders titles, then web addresses for equal titles', () => {
    const items = [
      { title: 'Repair café', slug: 'repair-cafe-b' },
      { title: 'Book swap', slug: 'book-swap' },
      { title: 'REPAIR CAFE', slug: 'repair-cafe-a' },
    ];
    expect(items.sort(compareTitles).map((item) => item.slug)).toEqual(['book-swap', 'repair-cafe-a', 'repair-cafe-b']);
  });
});
