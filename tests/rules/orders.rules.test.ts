/**
 * Orders in firestore.rules (validNewOrder, validOrderChange, match /orders) against the Firestore
 * emulator, following issue 14's contract: who places, reads and moves an order, every field bounded,
 * and the expression budget (a 50-line order with every field at its largest must pass). What the rules
 * cannot check is in docs/decisions/0023-order-rules-limits.md.
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

/** The largest line the rules accept: a 128-character id, 140-character name, 60-character variant. */
function maximalLine(index: number): DocData {
  return orderLine({
    productId: longProductId(index),
    name: `${index} ${'N'.repeat(137)}`.slice(0, 140),
    variant: 'V'.repeat(60),
    quantity: 99,
    pricePence: 1_000_000,
  });
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
      // Published products of the owner's shop for the long ids, an unpublished one, and one of another shop.
      await rules.withoutRules(async (db) => {
        for (let index = 0; index < 50; index += 1) {
          // Published at a past time (publishAt set): the costlier check of the two.
          await db
            .doc(`products/${longProductId(index)}`)
            .set(storedContent('products', { slug: `long-${index}`, publishAt: SEEDED_AT }));
        }
        await db
          .doc('products/other-shops-pot')
          .set(storedContent('products', { slug: 'other-shops-pot', shopId: OTHER_SHOP_ID }));
      });
    });
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
    it('member · 50 maximal lines (longest texts, quantity 99, £10,000 each), note and phone at their limits → allowed', async () => {
      const items = Array.from({ length: 50 }, (_, index) => maximalLine(index));
      const total = 50 * 99 * 1_000_000;
      await assertSucceeds(
        place(UID.member, (order) => ({
          ...order,
          items,
          totals: { itemsPence: total, totalPence: total, currency: 'GBP' },
          customer: {
            name: 'C'.repeat(100),
            email: `${'e'.repeat(64)}@${'d'.repeat(180)}.org`,
            phone: '0'.repeat(40),
            uid: UID.member,
          },
          collectionOptionId: SHOP_COLLECTION_OPTIONS[1].id,
          collectionLabel: SHOP_COLLECTION_OPTIONS[1].label,
          note: `${'n'.repeat(499)}\n${'n'.repeat(500)}`,
        })),
      );
    });
    for (const size of [1, 9, 10, 11, 19, 20, 21, 39, 41, 49]) {
      it(`member · ${size} maximal lines → allowed`, async () => {
        const items = Array.from({ length: size }, (_, index) => maximalLine(index));
        const total = size * 99 * 1_000_000;
        await assertSucceeds(
          place(UID.member, (order) => ({
            ...order,
            items,
            totals: { itemsPence: total, totalPence: total, currency: 'GBP' },
          })),
        );
      });
    }
    // A bad line anywhere is found, whichever ten (or the last ten) it falls in.
    for (const [size, bad] of [
      [3, 2],
      [9, 8],
      [10, 9],
      [15, 14],
      [15, 7],
      [37, 36],
      [37, 29],
      [50, 49],
      [50, 0],
      [50, 25],
    ] as const) {
      it(`${size} lines, line ${bad + 1} with quantity 0 → denied`, async () => {
        const items = Array.from({ length: size }, (_, index) => orderLine({ name: `Line ${index}` }));
        items[bad] = orderLine({ quantity: 0 });
        await assertFails(place(UID.member, (order) => ({ ...order, items })));
      });
    }

    // Only published products of this shop, for every line of an order of up to nine lines and the
    // first two of a longer one (one read each; 0023).
    const draftProduct = contentIds('products').draft;
    const scheduledProduct = contentIds('products').scheduled;
    for (const [name, productId] of [
      ['a draft product', draftProduct],
      ['a product scheduled for later', scheduledProduct],
      ["another shop's product", 'other-shops-pot'],
      ['a product that does not exist', 'no-such-product'],
    ] as const) {
      it(`member · order with ${name} as line 1 → denied`, async () => {
        await assertFails(place(UID.member, (order) => ({ ...order, items: [orderLine({ productId })] })));
      });
      it(`member · 9 lines with ${name} as line 9 → denied`, async () => {
        const items = Array.from({ length: 9 }, (_, index) => maximalLine(index));
        items[8] = orderLine({ productId });
        await assertFails(place(UID.member, (order) => ({ ...order, items })));
      });
      it(`member · 50 lines with ${name} as line 2 → denied`, async () => {
        const items = Array.from({ length: 50 }, (_, index) => maximalLine(index));
        items[1] = orderLine({ productId });
        await assertFails(place(UID.member, (order) => ({ ...order, items })));
      });
    }
    // What the rules cannot check (0023): beyond line 2 of a long order, only the quantity. The seller's
    // confirmation re-reads every line's product and refuses the order; these document the gap.
    it('KNOWN GAP · 12 lines with a draft product as line 12 → allowed by the rules', async () => {
      const items = Array.from({ length: 12 }, (_, index) => maximalLine(index));
      items[11] = orderLine({ productId: draftProduct });
      await assertSucceeds(place(UID.member, (order) => ({ ...order, items })));
    });
    it('KNOWN GAP · 12 lines with a 500-character name as line 12 → allowed by the rules', async () => {
      const items = Array.from({ length: 12 }, (_, index) => maximalLine(index));
      items[11] = orderLine({ name: 'n'.repeat(500) });
      await assertSucceeds(place(UID.member, (order) => ({ ...order, items })));
    });
    it('9 lines, line 9 with a name of 141 characters → denied', async () => {
      const items = Array.from({ length: 9 }, (_, index) => maximalLine(index));
      items[8] = maximalLine(8);
      items[8] = { ...items[8], name: 'n'.repeat(141) };
      await assertFails(place(UID.member, (order) => ({ ...order, items })));
    });
    for (const [name, quantity] of [
      ['0', 0],
      ['100', 100],
      ['1.5', 1.5],
      ["'5' (text)", '5'],
    ] as const) {
      it(`50 lines, line 50 with quantity ${name} → denied`, async () => {
        const items = Array.from({ length: 50 }, (_, index) => maximalLine(index));
        items[49] = { ...maximalLine(49), quantity };
        await assertFails(place(UID.member, (order) => ({ ...order, items })));
      });
    }

    const refused: [string, (order: DocData) => DocData][] = [
      ['51 lines', (order) => ({ ...order, items: Array.from({ length: 51 }, () => orderLine()) })],
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
      ['totals that differ', (order) => ({ ...order, totals: { itemsPence: 1200, totalPence: 1, currency: 'GBP' } })],
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
