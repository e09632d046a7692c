import { describe, expect, it } from 'vitest';
import type { OrderLine } from './order-schema';
import {
  lineName,
  stockForConfirming,
  stockForReturning,
  stockProductSchema,
  type StockProduct,
  type StockVariant,
} from './order-stock';

const SHOP = 'castle-street-bakery-pantry';
const NOW = new Date('2026-11-24T12:00:00Z');

function product(overrides: Partial<StockProduct> = {}): StockProduct {
  return {
    shopId: SHOP,
    title: 'Damson jam',
    status: 'published',
    publishAt: null,
    pricePence: 450,
    stock: 24,
    variants: [],

    ...overrides,
  };
}

/** The hoodie's four sizes with these counts: what the tests start from and what they expect back. */
function hoodieSizes(small: number, medium: number, large: number, extraLarge: number): StockVariant[] {
  return [
    { name: 'Small', pricePence: 2800, stock: small },
    { name: 'Medium', pricePence: 2800, stock: medium },
    { name: 'Large', pricePence: 2800, stock: large },
    { name: 'Extra large', pricePence: 3000, stock: extraLarge },
  ];
}

const hoodie = product({ title: 'Volunteer hoodie', stock: 22, variants: hoodieSizes(5, 8, 6, 3) });

/** The options' prices in these tests (every other product costs 450p). */
const PRICES: Record<string, number> = {
  'hoodie\nSmall': 2800,
  'hoodie\nMedium': 2800,
  'hoodie\nLarge': 2800,
  'hoodie\nExtra large': 3000,
  'pudding\nSmall': 1200,
  'pudding\nLarge': 2000,
};

function line(productId: string, quantity: number, variant = '', name = productId): OrderLine {
  return { productId, name, variant, quantity, pricePence: PRICES[`${productId}\n${variant}`] ?? 450 };
}

function products(entries: Record<string, StockProduct | undefined>): Map<string, StockProduct | undefined> {
  return new Map(Object.entries(entries));
}

describe('stock for confirming', () => {
  it('takes each line from its product, once per product', () => {
    const result = stockForConfirming(
      { shopId: SHOP, items: [line('damson-jam', 3, '', 'Damson jam'), line('honey', 2, '', 'Honey')] },
      products({ 'damson-jam': product(), honey: product({ title: 'Honey', stock: 18 }) }),
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      changes: [
        { productId: 'damson-jam', stock: 21 },
        { productId: 'honey', stock: 16 },
      ],
    });
  });

  it('takes a variant’s stock from that variant and keeps the product’s count as the sum', () => {
    const result = stockForConfirming(
      { shopId: SHOP, items: [line('hoodie', 2, 'Large', 'Volunteer hoodie'), line('hoodie', 1, 'Small')] },
      products({ hoodie }),
      NOW,
    );
    expect(result).toEqual({
      ok: true,
      changes: [
        {
          productId: 'hoodie',

          stock: 19,
          variants: hoodieSizes(4, 8, 4, 3),
        },
      ],
    });
    // The products passed in are not changed.
    expect(hoodie.variants[2]?.stock).toBe(6);
  });

  it('may take the last one, down to zero', () => {
    const result = stockForConfirming(
      { shopId: SHOP, items: [line('lardy-cake', 6)] },
      products({ 'lardy-cake': product({ stock: 6 }) }),
      NOW,
    );
    expect(result).toEqual({ ok: true, changes: [{ productId: 'lardy-cake', stock: 0 }] });
  });

  it('refuses when a variant is short, naming the line as the seller knows it', () => {
    const result = stockForConfirming(
      {
        shopId: SHOP,
        items: [line('damson-jam', 1, '', 'Damson jam'), line('hoodie', 7, 'Large', 'Volunteer hoodie')],
      },
      products({
        'damson-jam': product(),
        hoodie: product({
          ...hoodie,
          variants: hoodieSizes(5, 8, 2, 3),
        }),
      }),
      NOW,
    );
    expect(result).toEqual({
      ok: false,
      lineIndex: 1,
      message: 'Only 2 of Volunteer hoodie (Large) left; the order asks for 7.',
    });
  });

  it('adds up two lines of the same item before comparing with the stock', () => {
    const result = stockForConfirming(
      { shopId: SHOP, items: [line('honey', 2, '', 'Honey'), line('honey', 2, '', 'Honey')] },
      products({ honey: product({ stock: 3 }) }),
      NOW,
    );
    expect(result).toEqual({ ok: false, lineIndex: 1, message: 'Only 3 of Honey left; the order asks for 4.' });
  });

  it('says "sold out" when none are left', () => {
    const result = stockForConfirming(
      { shopId: SHOP, items: [line('pin-badge', 1, '', 'Pin badge')] },
      products({ 'pin-badge': product({ stock: 0 }) }),
      NOW,
    );
    expect(result).toEqual({ ok: false, lineIndex: 0, message: 'Pin badge is sold out; the order asks for 1.' });
  });

  it('does not count made-to-order products or variants (stock null)', () => {
    const result = stockForConfirming(
      {
        shopId: SHOP,
        items: [line('cake', 40, '', 'Cake'), line('pudding', 12, 'Large'), line('jam', 1)],
      },
      products({
        cake: product({ stock: null }),
        pudding: product({
          stock: null,
          variants: [
            { name: 'Small', pricePence: 1200, stock: 8 },
            { name: 'Large', pricePence: 2000, stock: null },
          ],
        }),
        jam: product({ stock: 5 }),
      }),
      NOW,
    );
    expect(result).toEqual({ ok: true, changes: [{ productId: 'jam', stock: 4 }] });
  });

  it('keeps the product’s count when one of its variants is not counted', () => {
    const result = stockForConfirming(
      { shopId: SHOP, items: [line('pudding', 2, 'Small')] },
      products({
        pudding: product({
          stock: 12,
          variants: [
            { name: 'Small', pricePence: 1200, stock: 8 },
            { name: 'Large', pricePence: 2000, stock: null },
          ],
        }),
      }),
      NOW,
    );
    expect(result.ok && result.changes[0]).toMatchObject({ stock: 12, variants: [{ stock: 6 }, { stock: null }] });
  });

  it.each([
    [
      'a product that is gone',
      undefined,
      'Damson jam is no longer in the shop, so this order cannot be confirmed as it is.',
    ],
    [
      'a product of another shop',
      product({ shopId: 'community-hub-shop' }),
      'Damson jam belongs to another shop, so this order cannot be confirmed.',
    ],
    [
      'a draft',
      product({ status: 'draft' }),
      'Damson jam is not on sale at the moment, so this order cannot be confirmed.',
    ],
    [
      'an archived product',
      product({ status: 'archived' }),
      'Damson jam is not on sale at the moment, so this order cannot be confirmed.',
    ],
    [
      'a product scheduled for later',
      product({ publishAt: new Date('2026-12-01T00:00:00Z') }),
      'Damson jam is not on sale at the moment, so this order cannot be confirmed.',
    ],
  ])('refuses %s', (_name, found, message) => {
    const result = stockForConfirming(
      { shopId: SHOP, items: [line('honey', 1, '', 'Honey'), line('damson-jam', 1, '', 'Damson jam')] },
      products({ honey: product(), 'damson-jam': found }),
      NOW,
    );
    expect(result).toEqual({ ok: false, lineIndex: 1, message });
  });

  it('accepts a product whose scheduled time has come', () => {
    const result = stockForConfirming(
      { shopId: SHOP, items: [line('jam', 1)] },
      products({ jam: product({ publishAt: new Date('2026-11-01T00:00:00Z') }) }),
      NOW,
    );
    expect(result.ok).toBe(true);
  });

  it('refuses a variant that no longer exists, and a line without one when the product now has variants', () => {
    expect(
      stockForConfirming(
        { shopId: SHOP, items: [line('hoodie', 1, 'Tiny', 'Volunteer hoodie')] },
        products({ hoodie }),
        NOW,
      ),
    ).toEqual({
      ok: false,
      lineIndex: 0,
      message: 'Volunteer hoodie no longer comes in “Tiny”, so this order cannot be confirmed as it is.',
    });
    const noVariant = stockForConfirming(
      { shopId: SHOP, items: [line('hoodie', 1, '', 'Volunteer hoodie')] },
      products({ hoodie }),
      NOW,
    );
    expect(noVariant.ok).toBe(false);
    if (!noVariant.ok) expect(noVariant.message).toContain('does not say which');
  });

  it('refuses a line whose price is not the product’s price now, naming it (issue 25)', () => {
    // 6 hoodies at 0p: the pick list would have said "£0.00 to pay".
    const free = { ...line('hoodie', 6, 'Medium', 'Volunteer hoodie'), pricePence: 0 };
    expect(
      stockForConfirming(
        { shopId: SHOP, items: [line('jam', 1), free], totals: { itemsPence: 450, totalPence: 450 } },
        products({ hoodie, jam: product() }),
        NOW,
      ),
    ).toEqual({
      ok: false,
      lineIndex: 1,
      message:
        'Volunteer hoodie (Medium) costs £28.00 now, not £0.00 as in the order, so this order cannot be confirmed as it is.',
    });
    // A product without variants whose price went up while the order waited.
    expect(
      stockForConfirming(
        { shopId: SHOP, items: [line('jam', 1)] },
        products({ jam: product({ pricePence: 500 }) }),
        NOW,
      ),
    ).toMatchObject({ ok: false, lineIndex: 0, message: expect.stringContaining('costs £5.00 now, not £4.50') });
  });

  it('refuses an order whose total is not what its lines add up to', () => {
    const items = [line('hoodie', 2, 'Large', 'Volunteer hoodie')];
    expect(
      stockForConfirming({ shopId: SHOP, items, totals: { itemsPence: 1, totalPence: 1 } }, products({ hoodie }), NOW),
    ).toEqual({
      ok: false,
      message:
        'The order’s total (£0.01) is not what its lines add up to (£56.00), so it cannot be confirmed as it is.',
    });
    expect(
      stockForConfirming(
        { shopId: SHOP, items, totals: { itemsPence: 5600, totalPence: 5600 } },
        products({ hoodie }),
        NOW,
      ).ok,
    ).toBe(true);
  });

  it('names lines with their variant', () => {
    expect(lineName({ name: 'Volunteer hoodie', variant: 'Large' })).toBe('Volunteer hoodie (Large)');
    expect(lineName({ name: 'Damson jam', variant: '' })).toBe('Damson jam');
  });
});

describe('stock for returning (cancelling a confirmed order)', () => {
  it('puts every counted line back, variants and the product’s sum included', () => {
    const changes = stockForReturning(
      {
        shopId: SHOP,
        items: [line('hoodie', 2, 'Large'), line('jam', 3), line('cake', 5)],
      },
      products({ hoodie, jam: product({ stock: 0 }), cake: product({ stock: null }) }),
    );
    expect(changes).toEqual([
      {
        productId: 'hoodie',

        stock: 24,
        variants: hoodieSizes(5, 8, 8, 3),
      },
      { productId: 'jam', stock: 3 },
    ]);
  });

  it('is never refused: products gone, moved to another shop, unpublished or without the variant are skipped or kept', () => {
    const changes = stockForReturning(
      {
        shopId: SHOP,
        items: [line('gone', 1), line('elsewhere', 1), line('draft', 2), line('hoodie', 1, 'Tiny')],
      },
      products({
        gone: undefined,
        elsewhere: product({ shopId: 'community-hub-shop', stock: 1 }),
        draft: product({ status: 'draft', stock: 1 }),
        hoodie,
      }),
    );
    // The unpublished product's stock still comes back: it is the seller's stock.
    expect(changes).toEqual([{ productId: 'draft', stock: 3 }]);
  });

  it('confirming then returning gives the counts back exactly', () => {
    const order = {
      shopId: SHOP,
      items: [line('hoodie', 3, 'Extra large'), line('hoodie', 2, 'Small'), line('jam', 4)],
    };
    const before = products({ hoodie, jam: product({ stock: 4 }) });
    const taken = stockForConfirming(order, before, NOW);
    if (!taken.ok) throw new Error(taken.message);
    const after = new Map(before);
    for (const change of taken.changes) {
      const old = before.get(change.productId);
      if (old) after.set(change.productId, { ...old, stock: change.stock, variants: change.variants ?? old.variants });
    }
    const back = stockForReturning(order, after);
    expect(back.map((change) => [change.productId, change.stock, change.variants?.map((v) => v.stock)])).toEqual([
      ['hoodie', 22, [5, 8, 6, 3]],
      ['jam', 4, undefined],
    ]);
  });
});

describe('reading a product for stock', () => {
  it('reads the contract’s product and defaults missing variants to none', () => {
    const parsed = stockProductSchema.parse({
      shopId: SHOP,
      title: 'Honey',
      status: 'published',
      publishAt: null,
      stock: 3,
      pricePence: 750,
    });
    expect(parsed.variants).toEqual([]);
    expect(stockProductSchema.safeParse({ ...parsed, stock: -1 }).success).toBe(false);
  });
});
