import { describe, expect, it } from 'vitest';
import { formatPence, parsePounds } from '@/lib/money';
import { pounds, priceSchema, priceText } from './money';

describe('priceText', () => {
  it('writes prices exactly as Intl does in en-GB, from a penny to the £100,000 limit', () => {
    const intl = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
    for (const pence of [1, 5, 10, 99, 100, 400, 1050, 99_999, 100_000, 123_456, 1_000_000, 9_999_999, 10_000_000]) {
      expect(priceText({ free: false, amountPence: pence, currency: 'GBP' })).toBe(intl.format(pence / 100));
    }
  });

  it('says Free for free things', () => {
    expect(priceText({ free: true, amountPence: 0, currency: 'GBP' })).toBe('Free');
  });

  it('formats a fee given in pounds', () => {
    expect(priceText(pounds(30))).toBe('£30.00');
    expect(priceText(pounds(0))).toBe('Free');
    expect(formatPence(-250)).toBe('−£2.50');
  });
});

describe('parsePounds', () => {
  it.each([
    ['12', 1200],
    ['£12.50', 1250],
    ['1,250.5', 125050],
    [' £0.99 ', 99],
  ])('reads %j as %i pence', (text, pence) => {
    expect(parsePounds(text)).toBe(pence);
  });

  it.each(['', 'twelve', '12.345', '-3', '1,25'])('refuses %j', (text) => {
    expect(parsePounds(text)).toBeNull();
  });
});

describe('priceSchema', () => {
  const messages = (value: unknown) => priceSchema.safeParse(value).error?.issues.map((issue) => issue.message);

  it('accepts free and priced amounts', () => {
    expect(priceSchema.safeParse(pounds(30)).success).toBe(true);
    expect(priceSchema.safeParse(pounds(0)).success).toBe(true);
  });

  it.each([
    [{ free: false, amountPence: 0, currency: 'GBP' }, 'Please give a price, or mark it as free.'],
    [{ free: false, amountPence: -1, currency: 'GBP' }, 'The price cannot be negative.'],
    [{ free: false, amountPence: 1.5, currency: 'GBP' }, 'Please give the price in whole pence.'],
    [{ free: false, amountPence: 100_000_01, currency: 'GBP' }, 'Please check the price: it is over £100,000.'],
    [{ free: false, amountPence: '300', currency: 'GBP' }, 'Please give the price in pence.'],
    [{ free: false, amountPence: 300, currency: 'EUR' }, 'Prices are in pounds (GBP).'],
  ])('rejects %j', (value, message) => {
    expect(messages(value)).toContain(message);
  });
});
