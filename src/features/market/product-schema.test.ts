import { describe, expect, it } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import { keptOnConflict } from '@/collections/editor-save-state';
import {
  emptyProduct,
  isSoldOut,
  priceText,
  productChoices,
  productSchema,
  summariseVariants,
  totalStock,
  withServerStock,
  type ProductItem,
} from './product-schema';
import { productsModel } from './products-model';
import { stockText } from './stock-text';

const base = {
  ...contentItem({ slug: 'volunteer-hoodie', title: 'Volunteer hoodie', summary: 'Soft and warm.' }),
  ...emptyProduct(),
  shopId: 'community-hub-shop',
  category: 'Clothing',
  pricePence: 2800,
  stock: 5,
} as ProductItem;

const hoodie: ProductItem = {
  ...base,
  variants: [
    { name: 'Small', pricePence: 2800, stock: 5 },
    { name: 'Extra large', pricePence: 3000, stock: 0 },
  ],
};

function messages(item: unknown): string[] {
  const result = productSchema.safeParse(item);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('products', () => {
  it('a product without options is one choice at its own price and stock', () => {
    expect(productChoices(base)).toEqual([{ name: '', pricePence: 2800, stock: 5 }]);
    expect(totalStock(base)).toBe(5);
    expect(priceText(base)).toBe('£28.00');
  });

  it('options have their own prices and stock: "From" the lowest, stock added up', () => {
    expect(productChoices(hoodie).map((choice) => choice.name)).toEqual(['Small', 'Extra large']);
    expect(priceText(hoodie)).toBe('From £28.00');
    expect(totalStock(hoodie)).toBe(5);
    expect(priceText({ ...hoodie, variants: [{ name: 'One', pricePence: 450, stock: 1 }] })).toBe('£4.50');
  });

  it('stock that is not counted (made to order) is never sold out', () => {
    const madeToOrder = { ...hoodie, variants: [{ name: 'Small', pricePence: 2800, stock: null }] };
    expect(totalStock(madeToOrder)).toBeNull();
    expect(isSoldOut(madeToOrder)).toBe(false);
    expect(isSoldOut({ ...base, stock: 0 })).toBe(true);
  });

  it('says "Only 2 left" and "Sold out", and nothing when there are plenty', () => {
    expect(stockText(0)).toBe('Sold out');
    expect(stockText(1)).toBe('Only 1 left');
    expect(stockText(5)).toBe('Only 5 left');
    expect(stockText(6)).toBeNull();
    expect(stockText(null)).toBeNull();
  });

  it('before saving, the product’s price and stock summarise its options', () => {
    expect(summariseVariants(hoodie)).toMatchObject({ pricePence: 2800, stock: 5 });
    expect(summariseVariants(base)).toBe(base);
  });

  it('accepts the product and refuses bad prices, stock and options with plain messages', () => {
    expect(messages(hoodie)).toEqual([]);
    expect(messages({ ...base, pricePence: 4.5 })).toEqual(['Please give the price in whole pence.']);
    expect(messages({ ...base, pricePence: -1 })).toEqual(['The price cannot be negative.']);
    expect(messages({ ...base, stock: -2 })).toEqual(['The number in stock cannot be negative.']);
    expect(messages({ ...base, shopId: '' })).toEqual(['Please choose the shop that sells it.']);
    expect(
      messages({
        ...base,
        variants: [
          { name: 'Small', pricePence: 100, stock: 1 },
          { name: 'Small', pricePence: 100, stock: 1 },
        ],
      }),
    ).toEqual(['Two options have the same name: please make each one different.']);
    expect(messages({ ...base, currency: 'EUR' })).toHaveLength(1);
  });
});

describe('a product’s save conflict (issue 25)', () => {
  const base = {
    shopId: 'community-hub-shop',
    ownerUid: null,
    pricePence: 2800,
    currency: 'GBP' as const,
    images: [],
    category: 'clothing',
  };
  // The editor opened it with 6 Large; meanwhile two orders were confirmed on the server.
  const mine = {
    ...base,
    title: 'Volunteer hoodie (new photo)',
    stock: 9,
    variants: [
      { name: 'Small', pricePence: 2800, stock: 3 },
      { name: 'Large', pricePence: 3000, stock: 6 },
      { name: 'Extra large', pricePence: 3000, stock: 4 },
    ],
  } as unknown as ProductItem;
  const theirs = {
    ...base,
    id: 'hoodie',
    version: 7,
    createdBy: 'editor',
    title: 'Volunteer hoodie',
    stock: 5,
    variants: [
      { name: 'Small', pricePence: 2800, stock: 1 },
      { name: 'Large', pricePence: 2800, stock: 4 },
    ],
  } as unknown as ProductItem;

  it('"Keep my version" keeps the editor’s changes but the server’s stock, never a stale count', () => {
    const kept = keptOnConflict(mine, theirs, productsModel.serverOwnedInConflicts) as ProductItem;
    expect(kept.title).toBe('Volunteer hoodie (new photo)');
    expect(kept.variants).toEqual([
      { name: 'Small', pricePence: 2800, stock: 1 },
      { name: 'Large', pricePence: 3000, stock: 4 },
      // Only in the editor's version: its own count.
      { name: 'Extra large', pricePence: 3000, stock: 4 },
    ]);
    expect(summariseVariants(kept).stock).toBe(9);
    expect(withServerStock({ ...mine, variants: [] }, { ...theirs, variants: [] }).stock).toBe(5);
  });
});
