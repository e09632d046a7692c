import { describe, expect, it } from 'vitest';
import {
  formatPence,
  lineTotalPence,
  linesTotalPence,
  multiplyPence,
  parsePounds,
  sumPence,
  unitPriceOf,
} from './money';
import { seededRandom } from './seeded-random';

describe('integer pence', () => {
  it('multiplies and adds whole pence', () => {
    expect(multiplyPence(475, 3)).toBe(1425);
    expect(lineTotalPence({ unitPence: 10, quantity: 3 })).toBe(30);
    expect(sumPence([10, 20])).toBe(30);
    expect(sumPence([])).toBe(0);
    expect(
      linesTotalPence([
        { unitPence: 1200, quantity: 2 },
        { unitPence: 450, quantity: 1 },
      ]),
    ).toBe(2850);
    expect(
      formatPence(
        linesTotalPence([
          { unitPence: 10, quantity: 1 },
          { unitPence: 20, quantity: 1 },
        ]),
      ),
    ).toBe('£0.30');
  });

  it('refuses amounts that are not whole pence, rather than rounding them', () => {
    expect(() => multiplyPence(4.5, 2)).toThrow(RangeError);
    expect(() => multiplyPence(450, 1.5)).toThrow(RangeError);
    expect(() => multiplyPence(450, -1)).toThrow(RangeError);
    expect(() => sumPence([0.1, 0.2])).toThrow(RangeError);
    expect(() => sumPence([Number.MAX_SAFE_INTEGER, 1])).toThrow(RangeError);
  });

  it('has no float drift on 1,000 random baskets (checked with BigInt)', () => {
    const random = seededRandom(14);
    for (let basket = 0; basket < 1000; basket += 1) {
      const lines = Array.from({ length: 1 + Math.floor(random() * 50) }, () => ({
        unitPence: Math.floor(random() * 1_000_001),
        quantity: 1 + Math.floor(random() * 99),
      }));
      const exact = lines.reduce((total, line) => total + BigInt(line.unitPence) * BigInt(line.quantity), 0n);
      const total = linesTotalPence(lines);
      expect(BigInt(total)).toBe(exact);
      // And the words shown match the exact amount, digit for digit.
      const pounds = (exact / 100n).toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');
      expect(formatPence(total)).toBe(`£${pounds}.${(exact % 100n).toString().padStart(2, '0')}`);
    }
  });

  it('where pounds as floating point would drift, pence do not', () => {
    // 0.1 + 0.2 in pounds is 0.30000000000000004; in pence it is 30.
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(
      linesTotalPence([
        { unitPence: 10, quantity: 1 },
        { unitPence: 20, quantity: 1 },
      ]),
    ).toBe(30);
    // 1.15 × 3 in pounds is 3.4499999999999997.
    expect(multiplyPence(115, 3)).toBe(345);
    expect(formatPence(multiplyPence(115, 3))).toBe('£3.45');
  });

  it('prices a variant at its own price, and a product without variants at its own', () => {
    const pudding = {
      pricePence: 1200,
      variants: [
        { name: 'Small (serves 4)', pricePence: 1200 },
        { name: 'Large (serves 8)', pricePence: 2000 },
      ],
    };
    expect(unitPriceOf(pudding, 'Large (serves 8)')).toBe(2000);
    expect(unitPriceOf(pudding, 'Small (serves 4)')).toBe(1200);
    expect(unitPriceOf(pudding, '')).toBeNull();
    expect(unitPriceOf(pudding, 'Medium')).toBeNull();
    expect(unitPriceOf({ pricePence: 450, variants: [] }, '')).toBe(450);
    expect(unitPriceOf({ pricePence: 450, variants: [] }, 'Large')).toBeNull();
    expect(lineTotalPence({ unitPence: unitPriceOf(pudding, 'Large (serves 8)') ?? 0, quantity: 2 })).toBe(4000);
  });

  it('reads and writes pounds and pence', () => {
    expect(parsePounds('£12.50')).toBe(1250);
    expect(formatPence(1250)).toBe('£12.50');
  });
});
