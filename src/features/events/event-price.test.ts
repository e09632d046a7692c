import { describe, expect, it } from 'vitest';
import { priceText } from './event-price';

describe('priceText', () => {
  it('writes prices exactly as Intl does in en-GB, from a penny to the £100,000 limit', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    for (const pence of [1, 5, 10, 99, 100, 400, 1050, 99_999, 100_000, 123_456, 1_000_000, 9_999_999, 10_000_000]) {
      expect(priceText({ free: false, amountPence: pence, currency: 'GBP' })).toBe(intl.format(pence / 100));
    }
  });

  it('says Free for free events', () => {
    expect(priceText({ free: true, amountPence: 0, currency: 'GBP' })).toBe('Free');
  });
});
