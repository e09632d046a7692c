/**
 * Orders in firestore.rules (validNewOrder, validOrderChange, match /orders) against the Firestore
 * emulator, following issue 14's contract: who places, reads and moves an order, every field bounded,
 * every line priced from its product (issue 25), and the expression budget (a 5-line order with every
 * field at its largest must pass). What the rules cannot check is in docs/decisions/0023-order-rules-limits.md.
 * Run: `node scripts/emulators.mjs exec --no-seed -- npx vitest run --config vitest.rules.config.ts tests/rules/orders.rules.test.ts`.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderSchema } from '@/features/market/order-schema';
import {
  MEMBER_ORDER_ID,
  OTHER_CUSTOMER_ORDER_ID,
  OTHER_SHOP_ID,
  OWNER_SHOP_ID,
  SEEDED_AT,
  SHOP_COLLECTION_OPTIONS,
  Timestamp,
  UID,
  contentIds,
  newOrder,
  orderLine,
  serverTimestamp,
  storedContent,
  storedOrder,
  type Db,
  type DocData,
} from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

if (!emulatorHost) console.warn('orders.rules.test.ts skipped: no Firestore emulator (FIRESTORE_EMULATOR_HOST unset)');

/** A 128-character product id (the longest), one per line index; the first ones are seeded products. */
const longProductId = (index: number) => `p${String(index).padStart(2, '0')}${'x'.repeat(125)}`;

/** The longest variant name; the last of the long products' 50 variants, at £10,000. */
const LONGEST_VARIANT = 'V'.repeat(60);
const longProductVariants = [
  ...Array.from({ length: 49 }, (_, index) => ({ name: `Size ${index}`, pricePence: 100 + index, stock: 5 })),
  { name: LONGEST_VARIANT, pricePence: 1_000_000, stock: null },
];

/** The largest line the rules accept: a 128-character id, 140-character name, 60-character variant (the 50th). */
function maximalLine(index: number): DocData {
  return orderLine({
    productId: longProductId(index),
    name: `${index} ${'N'.repeat(137)}`.slice(0, 140),
    variant: LONGEST_VARIANT,
    quantity: 99,
    pricePence: 1_000_000,
    variantIndex: 49,
  });
}

/** The totals the rules expect for `items`: the sum of price × quantity. */
function totalsOf(items: DocData[]): DocData {
  const total = items.reduce((sum, line) => sum + Number(line['pricePence']) * Number(line['quantity']), 0);
  return { itemsPence: total, totalPence: total, currency: 'GBP' };
}

/** A copy of `value` without the keys set to undefined (at any depth): "field missing". */
function withoutUndefined(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutUndefined);
  if (value && typeof value === 'object' && value.constructor === Object) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([, inner]) => inner !== undefined)
        .map(([key, inner]) => [key, withoutUndefined(inner)]),
    );
  }
  return value;
}

describe.skipIf(!emulatorHost)('firestore.rules: orders', () => {
  const rules = useRulesEnvironment();
  const as = (uid: string | null): Db => rules.as(uid === null ? 'visitor' : { uid });
  const seedDoc = (path: string, data: DocData) => rules.withoutRules((db) => db.doc(path).set(data));
  let count = 0;
  /** A fresh order id (auto-id shaped: 20 letters and digits). */
  const freshId = () => `Ord${String((count += 1)).padStart(3, '0')}abcdefghijKLMN`;

  /** `uid` places `change(valid order)` at a fresh id. */
  function place(uid: string | null, change: (order: DocData) => DocData = (order) => order, shopId = OWNER_SHOP_ID) {
    const id = freshId();
    return as(uid)
      .doc(`orders/${id}`)
      .set(change(newOrder(uid ?? 'nobody', id, shopId)));
  }

  /** A status change as the seller's screen writes it. */
  const step = (uid: string, status: string, extra: DocData = {}): DocData => ({
    status,
    [`statusTimes.${status}`]: serverTimestamp(),
    updatedAt: serverTimestamp(),
    updatedBy: uid,
    ...extra,
  });

  const mutated = 'orders/mutated-order';
  const seedMutated = (status: Parameters<typeof storedOrder>[3] = 'requested') =>
    seedDoc(mutated, storedOrder(UID.member, 'mutated-order', OWNER_SHOP_ID, status));

  describe('placing an order', () => {
    beforeAll(async () => {
      // Published products of the owner's shop for the long ids, an unpublished one, one of another shop,
      // and a product with no variants.
      await rules.withoutRules(async (db) => {
        for (let index = 0; index < 6; index += 1) {
          // Published at a past time (publishAt set): the costlier check of the two.
          await db.doc(`products/${longProductId(index)}`).set({
            ...storedContent('products', { slug: `long-${index}`, publishAt: SEEDED_AT }),
            variants: longProductVariants,
          });
        }
        await db
          .doc('products/other-shops-pot')
          .set(storedContent('products', { slug: 'other-shops-pot', shopId: OTHER_SHOP_ID }));
        await db
          .doc('products/plain-jar')
          .set({ ...storedContent('products', { slug: 'plain-jar' }), pricePence: 450, stock: 6, variants: [] });
      });
    });
    /** `uid` places an order of `items`, its totals worked out from them. */
    const placeLines = (uid: string, items: unknown[]) =>
      place(uid, (order) => ({ ...order, items, totals: totalsOf(items as DocData[]) }));

    it('the fixture is a valid order for the app’s schema too', () => {
      const order = newOrder(UID.member, 'Abcdef123');
      const parsed = orderSchema.safeParse({
        ...order,
        statusTimes: { requested: new Date() },
        createdAt: new Date(),
        updatedAt: new Date(),
      });
      if (!parsed.success) throw new Error(parsed.error.message);
    });
    it('member · own order at a published shop → allowed', async () => {
      await assertSucceeds(place(UID.member));
    });
    it('anonymous account · own order → allowed', async () => {
      await assertSucceeds(place(UID.anonymous));
    });
    it('visitor (no account) · order → denied', async () => {
      await assertFails(place(null));
    });
    it("member · order in someone else's name (customer.uid) → denied", async () => {
      const id = freshId();
      await assertFails(as(UID.member).doc(`orders/${id}`).set(newOrder(UID.otherCustomer, id)));
    });
    it('order for an unpublished (draft) shop → denied', async () => {
      await assertFails(place(UID.member, (order) => order, contentIds('shops').draft));
    });
    it('order for a shop scheduled for later → denied', async () => {
      await assertFails(place(UID.member, (order) => order, contentIds('shops').scheduled));
    });
    it('order for a shop that does not exist → denied', async () => {
      await assertFails(place(UID.member, (order) => order, 'no-such-shop'));
    });
    it('the same order sent twice (outbox retry) → the second is denied', async () => {
      const id = freshId();
      const order = newOrder(UID.member, id);
      await assertSucceeds(as(UID.member).doc(`orders/${id}`).set(order));
      await assertFails(as(UID.member).doc(`orders/${id}`).set(order));
    });

    // The expression budget: the largest order the rules accept, every field at its limit.
    const maximalOrder = (items: DocData[]) => (order: DocData) => ({
      ...order,
      items,
      totals: totalsOf(items),
      customer: {
        name: 'C'.repeat(100),
        email: `${'e'.repeat(64)}@${'d'.repeat(180)}.org`,
        phone: '0'.repeat(40),
        uid: UID.member,
      },
      collectionOptionId: SHOP_COLLECTION_OPTIONS[1].id,
      collectionLabel: SHOP_COLLECTION_OPTIONS[1].label,
      note: `${'n'.repeat(499)}\n${'n'.repeat(500)}`,
    });
    for (const size of [1, 2, 3, 4, 5]) {
      it(`member · ${size} maximal lines (longest texts, the 50th variant, quantity 99, £10,000 each), note and phone at their limits → allowed`, async () => {
        const items = Array.from({ length: size }, (_, index) => maximalLine(index));
        await assertSucceeds(place(UID.member, maximalOrder(items)));
      });
    }
    it('member · 6 lines (more than the rules can check) → denied', async () => {
      await assertFails(
        placeLines(
          UID.member,
          Array.from({ length: 6 }, (_, index) => maximalLine(index)),
        ),
      );
    });
    it('member · two lines of the same product (two variants) and a product with no variants → allowed', async () => {
      await assertSucceeds(
        placeLines(UID.member, [
          maximalLine(0),
          orderLine({ productId: longProductId(0), variant: 'Size 3', pricePence: 103, variantIndex: 3, quantity: 2 }),
          orderLine({
            productId: 'plain-jar',
            name: 'Jar',
            variant: '',
            pricePence: 450,
            variantIndex: 0,
            quantity: 6,
          }),
        ]),
      );
    });

    // Prices and totals come from the products, never from the customer's device (issue 25).
    const fiveWithLast = (last: DocData) => [...Array.from({ length: 4 }, (_, index) => maximalLine(index)), last];
    const priced: [string, DocData[], DocData?][] = [
      [
        'an anonymous order of 6 at 0p, total 0',
        [orderLine({ quantity: 6, pricePence: 0 })],
        { itemsPence: 0, totalPence: 0, currency: 'GBP' },
      ],
      [
        'a total of 1p against 2 × 800p',
        [orderLine({ quantity: 2 })],
        { itemsPence: 1, totalPence: 1, currency: 'GBP' },
      ],
      [
        'a total 1p more than the lines',
        [orderLine({ quantity: 2 })],
        { itemsPence: 1601, totalPence: 1601, currency: 'GBP' },
      ],
      ['a line priced 1p under its variant', [orderLine({ pricePence: 799 })]],
      ['a line priced 1p over its variant', [orderLine({ pricePence: 801 })]],
      ['a line at the product’s own price although it has variants', [orderLine({ pricePence: 1200 })]],
      ['a line naming no variant of a product with variants', [orderLine({ variant: '', pricePence: 1200 })]],
      ['a line whose variant is not the one at its index', [orderLine({ variant: 'Large' })]],
      ['a line whose index is past the last variant', [orderLine({ variantIndex: 1 })]],
      ['a line with a negative index', [orderLine({ variantIndex: -1 })]],
      ['a line with an index in text', [orderLine({ variantIndex: '0' })]],
      ['a line without an index', [{ ...orderLine(), variantIndex: undefined }]],
      [
        'a product with no variants at another price',
        [orderLine({ productId: 'plain-jar', variant: '', pricePence: 449 })],
      ],
      [
        'a product with no variants and an index of 1',
        [orderLine({ productId: 'plain-jar', variant: '', pricePence: 450, variantIndex: 1 })],
      ],
      ['5 lines, line 5 at another price', fiveWithLast({ ...maximalLine(4), pricePence: 999_999 })],
      ['5 lines, line 5 at 0p', fiveWithLast({ ...maximalLine(4), pricePence: 0 })],
    ];
    for (const [name, items, totals] of priced) {
      it(`member · order with ${name} → denied`, async () => {
        await assertFails(
          place(
            UID.member,
            (order) => withoutUndefined({ ...order, items, totals: totals ?? totalsOf(items) }) as DocData,
          ),
        );
      });
    }
    it('anonymous account · 6 at 0p, total 0 → denied; at the price → allowed', async () => {
      const zero = [orderLine({ quantity: 2, pricePence: 0 })];
      await assertFails(place(UID.anonymous, (order) => ({ ...order, items: zero, totals: totalsOf(zero) })));
      await assertSucceeds(placeLines(UID.anonymous, [orderLine({ quantity: 2 })]));
    });

    // Every line is checked in full, the last of five as the first.
    for (const [size, bad] of [
      [3, 2],
      [5, 4],
      [5, 0],
      [5, 2],
    ] as const) {
      it(`${size} lines, line ${bad + 1} with quantity 0 → denied`, async () => {
        const items = Array.from({ length: size }, (_, index) => maximalLine(index));
        items[bad] = { ...maximalLine(bad), quantity: 0 };
        await assertFails(placeLines(UID.member, items));
      });
    }
    for (const [name, change] of [
      ['a name with U+0000', { name: 'Pot\u0000' }],
      ['a name with U+202E', { name: 'Pot\u202e' }],
      ['a name of 5,000 characters', { name: 'n'.repeat(5000) }],
      ['a name of 141 characters', { name: 'n'.repeat(141) }],
      ['a negative price', { pricePence: -1 }],
      ['an extra field', { discountPence: 100 }],
      ['quantity 100', { quantity: 100 }],
      ['quantity 1.5', { quantity: 1.5 }],
      ["quantity '5' (text)", { quantity: '5' }],
    ] as const) {
      it(`5 lines, line 5 with ${name} → denied`, async () => {
        await assertFails(placeLines(UID.member, fiveWithLast({ ...maximalLine(4), ...change })));
      });
    }

    // Only published products of this shop, for every line (one read each; 0023).
    const draftProduct = contentIds('products').draft;
    const scheduledProduct = contentIds('products').scheduled;
    for (const [name, productId] of [
      ['a draft product', draftProduct],
      ['a product scheduled for later', scheduledProduct],
      ["another shop's product", 'other-shops-pot'],
      ['a product that does not exist', 'no-such-product'],
    ] as const) {
      it(`member · order with ${name} as line 1 → denied`, async () => {
        await assertFails(placeLines(UID.member, [orderLine({ productId })]));
      });
      it(`member · 5 lines with ${name} as line 5 → denied`, async () => {
        await assertFails(placeLines(UID.member, fiveWithLast(orderLine({ productId }))));
      });
    }

    const refused: [string, (order: DocData) => DocData][] = [
      ['6 lines', (order) => ({ ...order, items: Array.from({ length: 6 }, () => orderLine()) })],
      ['no lines', (order) => ({ ...order, items: [] })],
      ['a line with quantity 0', (order) => ({ ...order, items: [orderLine({ quantity: 0 })] })],
      ['a line with quantity 100', (order) => ({ ...order, items: [orderLine({ quantity: 100 })] })],
      ['a line with quantity 1.5', (order) => ({ ...order, items: [orderLine({ quantity: 1.5 })] })],
      ["a line with quantity '5' (text)", (order) => ({ ...order, items: [orderLine({ quantity: '5' })] })],
      ['a line with a negative price', (order) => ({ ...order, items: [orderLine({ pricePence: -1 })] })],
      ['a line over £10,000', (order) => ({ ...order, items: [orderLine({ pricePence: 1_000_001 })] })],
      ['a line with a price in text', (order) => ({ ...order, items: [orderLine({ pricePence: '1200' })] })],
      ['a line without a variant', (order) => ({ ...order, items: [{ ...orderLine(), variant: undefined }] })],
      ['a line with a blank key', (order) => ({ ...order, items: [{ ...orderLine(), variant: undefined, x: '' }] })],
      ['a line with an unknown field', (order) => ({ ...order, items: [orderLine({ discount: 100 })] })],
      ['a line that is text', (order) => ({ ...order, items: ['pot'] })],
      ['a line with an empty name', (order) => ({ ...order, items: [orderLine({ name: '' })] })],
      ['a line name of 141 characters', (order) => ({ ...order, items: [orderLine({ name: 'n'.repeat(141) })] })],
      ['a line name with a newline', (order) => ({ ...order, items: [orderLine({ name: 'Pot\nPot' })] })],
      ['a line name with U+202E', (order) => ({ ...order, items: [orderLine({ name: 'Pot\u202e' })] })],
      ['a variant of 61 characters', (order) => ({ ...order, items: [orderLine({ variant: 'v'.repeat(61) })] })],
      ['a product id with a slash', (order) => ({ ...order, items: [orderLine({ productId: 'a/b' })] })],
      ['an empty product id', (order) => ({ ...order, items: [orderLine({ productId: '' })] })],
      ['totals as text', (order) => ({ ...order, totals: '1200' })],
      ['totals with a tip', (order) => ({ ...order, totals: { ...(order['totals'] as DocData), tipPence: 5 } })],
      ['totals in EUR', (order) => ({ ...order, totals: { ...(order['totals'] as DocData), currency: 'EUR' } })],
      ['totals that differ', (order) => ({ ...order, totals: { itemsPence: 800, totalPence: 1, currency: 'GBP' } })],
      ['negative totals', (order) => ({ ...order, totals: { itemsPence: -5, totalPence: -5, currency: 'GBP' } })],
      ["status 'confirmed'", (order) => ({ ...order, status: 'confirmed' })],
      [
        'statusTimes with confirmed too',
        (order) => ({ ...order, statusTimes: { requested: serverTimestamp(), confirmed: serverTimestamp() } }),
      ],
      [
        'statusTimes.requested from the device clock',
        (order) => ({ ...order, statusTimes: { requested: Timestamp.now() } }),
      ],
      ['a cancel reason', (order) => ({ ...order, cancelReason: 'Changed my mind' })],
      ['consent false', (order) => ({ ...order, consent: false })],
      ['consent missing', (order) => ({ ...order, consent: undefined })],
      ['createdAt from the device clock', (order) => ({ ...order, createdAt: Timestamp.now() })],
      ['updatedAt from the device clock', (order) => ({ ...order, updatedAt: Timestamp.now() })],
      ['updatedBy someone else', (order) => ({ ...order, updatedBy: UID.editor })],
      ['an unknown field', (order) => ({ ...order, discountPence: 100 })],
      ['a reference that is not the id', (order) => ({ ...order, reference: 'ABCDEF' })],
      ['a lower-case reference', (order) => ({ ...order, reference: (order['reference'] as string).toLowerCase() })],
      [
        'a customer name of 101 characters',
        (order) => ({ ...order, customer: { ...(order['customer'] as DocData), name: 'n'.repeat(101) } }),
      ],
      [
        'a customer name with a newline',
        (order) => ({ ...order, customer: { ...(order['customer'] as DocData), name: 'Pat\nSmith' } }),
      ],
      ['an empty customer name', (order) => ({ ...order, customer: { ...(order['customer'] as DocData), name: '' } })],
      [
        "an email without '@'",
        (order) => ({ ...order, customer: { ...(order['customer'] as DocData), email: 'pat.example.org' } }),
      ],
      [
        'a phone of 41 characters',
        (order) => ({ ...order, customer: { ...(order['customer'] as DocData), phone: '0'.repeat(41) } }),
      ],
      [
        'a customer without uid',
        (order) => ({ ...order, customer: { ...(order['customer'] as DocData), uid: undefined } }),
      ],
      [
        'a customer with an extra field',
        (order) => ({ ...order, customer: { ...(order['customer'] as DocData), vip: true } }),
      ],
      ['a note of 1001 characters', (order) => ({ ...order, note: 'n'.repeat(1001) })],
      ['a note with U+0000', (order) => ({ ...order, note: 'Hi\u0000' })],
      [
        'a collection option the shop does not list',
        (order) => ({ ...order, collectionOptionId: 'sunday', collectionLabel: 'Sunday' }),
      ],
      ['a collection option with another label', (order) => ({ ...order, collectionLabel: 'Whenever suits me' })],
      [
        'no collection option although the shop lists some',
        (order) => ({ ...order, collectionOptionId: '', collectionLabel: '' }),
      ],
    ];
    it('lists at least 40 refused shapes', () => {
      expect(refused.length).toBeGreaterThanOrEqual(40);
    });
    for (const [name, change] of refused) {
      it(`member · order with ${name} → denied`, async () => {
        await assertFails(place(UID.member, (order) => withoutUndefined(change(order)) as DocData));
      });
    }
    it('a shop with no collection options · order with none → allowed', async () => {
      const shopId = 'no-options-shop';
      await seedDoc(`shops/${shopId}`, { ...storedContent('shops', { slug: 'no-options' }), collectionOptions: [] });
      await seedDoc('products/no-options-pot', storedContent('products', { slug: 'no-options-pot', shopId }));
      await assertSucceeds(
        place(
          UID.member,
          (order) => ({
            ...order,
            items: [orderLine({ productId: 'no-options-pot' })],
            collectionOptionId: '',
            collectionLabel: '',
          }),
          shopId,
        ),
      );
    });
    it('a phone of null and an empty note → allowed', async () => {
      await assertSucceeds(
        place(UID.member, (order) => ({
          ...order,
          note: '',
          customer: { ...(order['customer'] as DocData), phone: null },
        })),
      );
    });
  });

  describe('reading orders', () => {
    beforeAll(async () => {
      // An anonymous customer's order, and an order at the other seller's shop.
      await seedDoc('orders/anonymous-order', storedOrder(UID.anonymous, 'anonymous-order'));
      await seedDoc('orders/other-shop-order', storedOrder(UID.otherCustomer, 'other-shop-order', OTHER_SHOP_ID));
    });
    const orders = (uid: string | null) => as(uid).collection('orders');

    it('member · own order · get → allowed', async () => {
      await assertSucceeds(as(UID.member).doc(`orders/${MEMBER_ORDER_ID}`).get());
    });
    it("member · another customer's order · get → denied", async () => {
      await assertFails(as(UID.member).doc(`orders/${OTHER_CUSTOMER_ORDER_ID}`).get());
    });
    it('member · own orders · list by customer.uid → allowed', async () => {
      await assertSucceeds(orders(UID.member).where('customer.uid', '==', UID.member).get());
    });
    it('member · own orders · newest first (orderBy createdAt) → allowed', async () => {
      await assertSucceeds(
        orders(UID.member).where('customer.uid', '==', UID.member).orderBy('createdAt', 'desc').limit(200).get(),
      );
    });
    it("member · another customer's orders · list → denied", async () => {
      await assertFails(orders(UID.member).where('customer.uid', '==', UID.otherCustomer).get());
    });
    it('member · all orders · list → denied', async () => {
      await assertFails(orders(UID.member).limit(100).get());
    });
    it('anonymous customer · own order · get → allowed', async () => {
      await assertSucceeds(as(UID.anonymous).doc('orders/anonymous-order').get());
    });
    it('anonymous customer · own orders · list by customer.uid → allowed, and only those', async () => {
      const snapshot = await assertSucceeds(orders(UID.anonymous).where('customer.uid', '==', UID.anonymous).get());
      expect(snapshot.docs.map((doc) => doc.id)).toContain('anonymous-order');
      expect(new Set(snapshot.docs.map((doc) => doc.get('customer.uid') as string))).toEqual(new Set([UID.anonymous]));
    });
    it("anonymous customer · the member's order · get → denied", async () => {
      await assertFails(as(UID.anonymous).doc(`orders/${MEMBER_ORDER_ID}`).get());
    });
    it("anonymous customer · the member's orders · list → denied", async () => {
      await assertFails(orders(UID.anonymous).where('customer.uid', '==', UID.member).get());
    });
    it('visitor · any order · get → denied', async () => {
      await assertFails(as(null).doc('orders/anonymous-order').get());
    });
    it("seller · own shop's order · get → allowed", async () => {
      await assertSucceeds(as(UID.owner).doc(`orders/${MEMBER_ORDER_ID}`).get());
    });
    it("seller · own shop's orders · list by shopId → allowed", async () => {
      await assertSucceeds(orders(UID.owner).where('shopId', '==', OWNER_SHOP_ID).get());
    });
    it("seller · own shop's orders · newest first, a page, of some statuses → allowed", async () => {
      await assertSucceeds(
        orders(UID.owner)
          .where('shopId', '==', OWNER_SHOP_ID)
          .where('status', 'in', ['requested', 'confirmed', 'ready'])
          .orderBy('createdAt', 'desc')
          .limit(50)
          .get(),
      );
    });
    it("two sellers: the other seller · the owner's shop's orders newest first → denied", async () => {
      await assertFails(
        orders(UID.otherOwner).where('shopId', '==', OWNER_SHOP_ID).orderBy('createdAt', 'desc').limit(50).get(),
      );
    });
    it("two sellers: the other seller · the owner's shop's order · get → denied", async () => {
      await assertFails(as(UID.otherOwner).doc(`orders/${MEMBER_ORDER_ID}`).get());
    });
    it("two sellers: the other seller · the owner's shop's orders · list → denied", async () => {
      await assertFails(orders(UID.otherOwner).where('shopId', '==', OWNER_SHOP_ID).get());
    });
    it("two sellers: the owner · the other seller's order · get → denied", async () => {
      await assertFails(as(UID.owner).doc('orders/other-shop-order').get());
    });
    it("two sellers: the owner · the other seller's orders · list → denied", async () => {
      await assertFails(orders(UID.owner).where('shopId', '==', OTHER_SHOP_ID).get());
    });
    it("two sellers: the other seller · own shop's orders · list → allowed", async () => {
      await assertSucceeds(orders(UID.otherOwner).where('shopId', '==', OTHER_SHOP_ID).get());
    });
    it('seller · all orders · list → denied', async () => {
      await assertFails(orders(UID.owner).limit(100).get());
    });
    it('editor · all orders · list → allowed', async () => {
      await assertSucceeds(orders(UID.editor).get());
    });
    it('no role · an order · get → denied', async () => {
      await assertFails(as(UID.noRole).doc(`orders/${MEMBER_ORDER_ID}`).get());
    });
  });

  describe('moving an order along', () => {
    const allowed: [string, string][] = [
      ['requested', 'confirmed'],
      ['requested', 'cancelled'],
      ['confirmed', 'ready'],
      ['confirmed', 'cancelled'],
      ['ready', 'collected'],
      ['ready', 'cancelled'],
    ];
    const statuses = ['requested', 'confirmed', 'ready', 'collected', 'cancelled'] as const;
    for (const from of statuses) {
      for (const to of statuses) {
        const ok = allowed.some(([a, b]) => a === from && b === to);
        it(`seller · ${from} → ${to} → ${ok ? 'allowed' : 'denied'}`, async () => {
          await seedMutated(from);
          const request = as(UID.owner)
            .doc(mutated)
            .update(step(UID.owner, to, to === 'cancelled' ? { cancelReason: 'Sold out, sorry' } : {}));
          await (ok ? assertSucceeds(request) : assertFails(request));
        });
      }
    }
    it('editor · confirmed → ready → collected (any shop) → allowed', async () => {
      await seedMutated('confirmed');
      await assertSucceeds(as(UID.editor).doc(mutated).update(step(UID.editor, 'ready')));
      await assertSucceeds(as(UID.editor).doc(mutated).update(step(UID.editor, 'collected')));
    });
    it("two sellers: the other seller · confirm the owner's order → denied", async () => {
      await seedMutated();
      await assertFails(as(UID.otherOwner).doc(mutated).update(step(UID.otherOwner, 'confirmed')));
    });
    it('the customer · cancel own order → denied', async () => {
      await seedMutated();
      await assertFails(
        as(UID.member)
          .doc(mutated)
          .update(step(UID.member, 'cancelled', { cancelReason: 'No' })),
      );
    });
    it('no role · confirm → denied', async () => {
      await seedMutated();
      await assertFails(as(UID.noRole).doc(mutated).update(step(UID.noRole, 'confirmed')));
    });

    const refused: [string, DocData][] = [
      ['a line edited (quantity)', { items: [orderLine({ quantity: 2 })] }],
      ['a line added', { items: [orderLine(), orderLine({ name: 'Extra' })] }],
      ['the lines emptied', { items: [] }],
      ['the totals changed', { totals: { itemsPence: 1, totalPence: 1, currency: 'GBP' } }],
      ['the customer changed', { 'customer.name': 'Someone else' }],
      ['the customer uid changed', { 'customer.uid': UID.owner }],
      ['the shop changed', { shopId: OTHER_SHOP_ID }],
      ['the note changed', { note: 'Changed' }],
      ['the collection choice changed', { collectionOptionId: SHOP_COLLECTION_OPTIONS[1].id }],
      ['the reference changed', { reference: 'ZZZZZZ' }],
      ['createdAt changed', { createdAt: serverTimestamp() }],
      ['a new field', { paid: true }],
      ['statusTimes.confirmed from the device clock', { 'statusTimes.confirmed': Timestamp.now() }],
      ['statusTimes.requested changed too', { 'statusTimes.requested': serverTimestamp() }],
      ['statusTimes.ready added too', { 'statusTimes.ready': serverTimestamp() }],
      ['a cancel reason when confirming', { cancelReason: 'Because' }],
      ['updatedAt from the device clock', { updatedAt: Timestamp.now() }],
      ['updatedBy someone else', { updatedBy: UID.editor }],
    ];
    for (const [name, change] of refused) {
      it(`seller · confirm with ${name} → denied`, async () => {
        await seedMutated();
        await assertFails(
          as(UID.owner)
            .doc(mutated)
            .update({ ...step(UID.owner, 'confirmed'), ...change }),
        );
      });
    }
    it('seller · confirm without statusTimes.confirmed → denied', async () => {
      await seedMutated();
      await assertFails(
        as(UID.owner).doc(mutated).update({ status: 'confirmed', updatedAt: serverTimestamp(), updatedBy: UID.owner }),
      );
    });
    it('seller · editor · a line edited without a status change → denied', async () => {
      await seedMutated();
      await assertFails(
        as(UID.editor)
          .doc(mutated)
          .update({ items: [orderLine({ quantity: 5 })], updatedAt: serverTimestamp(), updatedBy: UID.editor }),
      );
    });
    for (const [name, reason] of [
      ['no reason', null],
      ['an empty reason', ''],
      ['a reason of spaces', '   '],
      ['a reason of 301 characters', 'r'.repeat(301)],
      ['a reason with a newline', 'Sold\nout'],
    ] as const) {
      it(`seller · cancel with ${name} → denied`, async () => {
        await seedMutated('confirmed');
        await assertFails(
          as(UID.owner)
            .doc(mutated)
            .update(step(UID.owner, 'cancelled', { cancelReason: reason })),
        );
      });
    }
    describe('the stock mark (stockTaken: set by confirming, cleared when the stock goes back)', () => {
      const seedMarked = (status: Parameters<typeof storedOrder>[3], stockTaken: boolean) =>
        seedDoc(mutated, { ...storedOrder(UID.member, 'mutated-order', OWNER_SHOP_ID, status), stockTaken });
      const stockBack = (uid: string): DocData => ({ stockTaken: false, updatedAt: serverTimestamp(), updatedBy: uid });

      it('seller · confirm with the mark set → allowed', async () => {
        await seedMutated();
        await assertSucceeds(
          as(UID.owner)
            .doc(mutated)
            .update(step(UID.owner, 'confirmed', { stockTaken: true })),
        );
      });
      it('seller · cancel a confirmed order clearing the mark (online, stock back at once) → allowed', async () => {
        await seedMarked('confirmed', true);
        await assertSucceeds(
          as(UID.owner)
            .doc(mutated)
            .update(step(UID.owner, 'cancelled', { cancelReason: 'Sold out', stockTaken: false })),
        );
      });
      it('seller · cancel a confirmed order keeping the mark (offline) → allowed', async () => {
        await seedMarked('ready', true);
        await assertSucceeds(
          as(UID.owner)
            .doc(mutated)
            .update(step(UID.owner, 'cancelled', { cancelReason: 'Customer cannot come' })),
        );
      });
      it('seller · editor · clear the mark of a cancelled order (stock put back) → allowed', async () => {
        await seedMarked('cancelled', true);
        await assertSucceeds(as(UID.owner).doc(mutated).update(stockBack(UID.owner)));
        await seedMarked('cancelled', true);
        await assertSucceeds(as(UID.editor).doc(mutated).update(stockBack(UID.editor)));
      });
      for (const [name, status, marked, change] of [
        ['clear the mark of a confirmed order', 'confirmed', true, {}],
        ['clear the mark of a ready order', 'ready', true, {}],
        ['clear a mark a cancelled order does not have', 'cancelled', false, {}],
        ['clear the mark and change the reason', 'cancelled', true, { cancelReason: 'Other' }],
        ['clear the mark with the device clock', 'cancelled', true, { updatedAt: Timestamp.now() }],
        ['set the mark on a cancelled order', 'cancelled', false, { stockTaken: true }],
        ['set the mark to a word', 'cancelled', true, { stockTaken: 'no' }],
      ] as const) {
        it(`seller · ${name} → denied`, async () => {
          await seedMarked(status, marked);
          await assertFails(
            as(UID.owner)
              .doc(mutated)
              .update({ ...stockBack(UID.owner), ...change }),
          );
        });
      }
      it('seller · mark ready and set the mark → denied; the customer · clear the mark → denied', async () => {
        await seedMarked('confirmed', false);
        await assertFails(
          as(UID.owner)
            .doc(mutated)
            .update(step(UID.owner, 'ready', { stockTaken: true })),
        );
        await seedMarked('cancelled', true);
        await assertFails(as(UID.member).doc(mutated).update(stockBack(UID.member)));
      });
      it("two sellers: the other seller · clear the mark of the owner's order → denied", async () => {
        await seedMarked('cancelled', true);
        await assertFails(as(UID.otherOwner).doc(mutated).update(stockBack(UID.otherOwner)));
      });
    });
    it('admin · delete an order → allowed; the seller · delete → denied', async () => {
      await seedMutated();
      await assertFails(as(UID.owner).doc(mutated).delete());
      await assertSucceeds(as(UID.admin).doc(mutated).delete());
    });
    it('the seeded order history is kept as it was', async () => {
      await seedMutated('ready');
      const snapshot = await as(UID.owner).doc(mutated).get();
      expect(Object.keys(snapshot.get('statusTimes') as DocData).sort()).toEqual(['confirmed', 'ready', 'requested']);
      expect((snapshot.get('createdAt') as typeof SEEDED_AT).isEqual(SEEDED_AT)).toBe(true);
    });
  });
});
