import { describe, expect, it } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import { collectionOptionId, emptyShop, paymentText, shopSchema, type ShopItem } from './shop-schema';

const shop = {
  ...contentItem({ slug: 'orchard-lane-growers', title: 'Orchard Lane Growers' }),
  ...emptyShop(),
  description: 'Apples and juice.',
  collectionOptions: [{ id: 'saturday-market', label: 'Saturday 9am–1pm at the market stall' }],
} as ShopItem;

function messages(item: unknown): string[] {
  const result = shopSchema.safeParse(item);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('shops', () => {
  it('says how to pay in words', () => {
    expect(paymentText(['cash'])).toBe('Cash');
    expect(paymentText(['cash', 'card'])).toBe('Cash or card on the day');
    expect(paymentText(['cash', 'card', 'bank-transfer'])).toBe('Cash, card on the day or bank transfer');
  });

  it('gives each collection time an id of its own', () => {
    expect(collectionOptionId('Saturday 9am–1pm!', [])).toBe('saturday-9am-1pm');
    expect(collectionOptionId('Saturday', ['saturday'])).toBe('saturday-2');
    expect(collectionOptionId('…', [])).toBe('time');
  });

  it('accepts a shop and refuses what a customer could not use', () => {
    expect(messages(shop)).toEqual([]);
    expect(messages({ ...shop, paymentOptions: [] })).toEqual([
      'Please choose at least one way customers can pay on collection.',
    ]);
    expect(messages({ ...shop, description: ' ' })).toEqual(['Please say in a line what the shop sells.']);
    expect(
      messages({
        ...shop,
        collectionOptions: [
          { id: 'a', label: 'Saturday' },
          { id: 'a', label: 'Sunday' },
        ],
      }),
    ).toEqual(['Two collection times have the same name: please make each one different.']);
    expect(messages({ ...shop, collectionOptions: [{ id: 'a', label: '' }] })).toEqual([
      'Please say when and where, like “Saturday 9am–12pm at the bakery counter”.',
    ]);
  });
});
