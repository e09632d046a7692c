/** The market’s demo data. */
import { describe, expect, it } from 'vitest';
import { documentsOf as all, SEED_DATA as data } from '../../collections/seed/seed-test-helpers.mjs';

describe('the market’s seed', () => {
  it('shops and products: one organisation shop, products point at real shops', () => {
    const shops = data.collections.shops;
    expect(shops.length).toBeGreaterThanOrEqual(3);
    expect(all('products').length).toBeGreaterThanOrEqual(17);
    expect(shops.filter((entry) => entry.data.isOrganisationShop)).toHaveLength(1);
    const shopIds = new Set(shops.map((entry) => entry.id));
    for (const doc of all('products')) {
      expect(shopIds.has(doc.shopId)).toBe(true);
      expect(Number.isInteger(doc.pricePence) && doc.pricePence > 0).toBe(true);
      expect(doc.currency).toBe('GBP');
      expect(Number.isInteger(doc.stock) && doc.stock >= 0).toBe(true);
      expect(Array.isArray(doc.images)).toBe(true);
      for (const variant of doc.variants) {
        expect(Object.keys(variant).sort()).toEqual(['name', 'pricePence', 'stock']);
      }
    }
  });
});
