import { describe, expect, it } from 'vitest';
import { compareText } from './compare-text';

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
});
