/**
 * The seller's order steps against the real Firestore emulator and the real security rules: confirming
 * takes stock in one transaction, an oversell is refused naming the line, cancelling puts stock back
 * (at once online; once a device is online after a cancellation made offline), marking ready works offline, and confirmations racing for the last items never oversell.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { disableNetwork, doc, enableNetwork, getDoc, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  moveOrder,
  OrderStepError,
  returnStockOfCancelled,
  type OrderStep,
} from '@/features/market/order-transactions';
import { OTHER_SHOP_ID, OWNER_SHOP_ID, SEEDED_AT, storedContent, UID, userDoc, type DocData } from '../rules/fixtures';
import { emulatorHost, startRulesEnvironment } from './emulator-environment';

let env: RulesTestEnvironment;

/** rules-unit-testing hands out compat instances; the modular API unwraps them (`_delegate`). */
const asModular = (db: unknown) => db as Firestore;
const ownerDb = () => asModular(env.authenticatedContext(UID.owner).firestore());
const editorDb = () => asModular(env.authenticatedContext(UID.editor).firestore());

interface Line {
  productId: string;
  name: string;
  variant?: string;
  quantity: number;
}

/** An order as the contract stores it (issue-14 contract), placed by another member. */
function order(lines: Line[], status = 'requested', shopId: string = OWNER_SHOP_ID): DocData {
  // Priced as the products below are: 450p, and 2800p for the hoodie's variants.
  const items = lines.map((line) => ({ variant: '', pricePence: line.variant ? 2800 : 450, ...line }));
  const total = items.reduce((sum, line) => sum + line.quantity * line.pricePence, 0);
  return {
    shopId,
    reference: 'ABC123',
    items,
    totals: { itemsPence: total, totalPence: total, currency: 'GBP' },
    customer: { name: 'Ann Buyer', email: 'ann@example.org', phone: null, uid: UID.otherCustomer },
    collectionOptionId: '',
    collectionLabel: '',
    note: '',
    consent: true,
    status,
    statusTimes: { requested: SEEDED_AT, ...(status === 'requested' ? {} : { [status]: SEEDED_AT }) },
    cancelReason: null,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
    updatedBy: UID.otherCustomer,
  };
}

function product(slug: string, changes: DocData): DocData {
  return {
    ...storedContent('products', { slug, by: UID.owner }),
    title: slug,
    pricePence: 450,
    variants: [],
    ...changes,
  };
}

async function seed(documents: Record<string, DocData>): Promise<void> {
  await env.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore();
    await Promise.all(Object.entries(documents).map(([path, data]) => db.doc(path).set(data)));
  });
}

async function read(path: string): Promise<DocData> {
  let data: DocData = {};
  await env.withSecurityRulesDisabled(async (context) => {
    data = (await context.firestore().doc(path).get()).data() ?? {};
  });
  return data;
}

const confirm = (orderId: string, db = ownerDb(), uid: string = UID.owner): Promise<unknown> =>
  moveOrder(db, { orderId, from: 'requested', to: 'confirmed', uid, online: true });

async function refusal(promise: Promise<unknown>): Promise<OrderStepError> {
  const error = await promise.then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(OrderStepError);
  return error as OrderStepError;
}

describe.skipIf(!emulatorHost)('order steps in transactions', () => {
  beforeAll(async () => {
    env = await startRulesEnvironment();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    await seed({
      [`users/${UID.owner}`]: userDoc(['member']),
      [`users/${UID.otherOwner}`]: userDoc(['member']),
      [`users/${UID.editor}`]: userDoc(['editor']),
      [`shops/${OWNER_SHOP_ID}`]: storedContent('shops', { slug: 'owner-shop', ownerUid: UID.owner }),
      [`shops/${OTHER_SHOP_ID}`]: storedContent('shops', { slug: 'other-shop', ownerUid: UID.otherOwner }),
      'products/jam': product('jam', { stock: 5 }),
      'products/cake': product('cake', { stock: null }),
      'products/hoodie': product('hoodie', {
        stock: 9,
        variants: [
          { name: 'Small', pricePence: 2800, stock: 3 },
          { name: 'Large', pricePence: 2800, stock: 6 },
        ],
      }),
      'products/elsewhere': product('elsewhere', { shopId: OTHER_SHOP_ID, stock: 5 }),
    });
  });

  afterAll(async () => {
    await env?.clearFirestore();
    await env?.cleanup();
  });

  it('confirming takes every counted line’s stock and records the step, in one transaction', async () => {
    await seed({
      'orders/order-1': order([
        { productId: 'jam', name: 'Jam', quantity: 2 },
        { productId: 'hoodie', name: 'Volunteer hoodie', variant: 'Large', quantity: 4 },
        { productId: 'cake', name: 'Cake', quantity: 10 },
      ]),
    });
    const outcome = await moveOrder(ownerDb(), {
      orderId: 'order-1',
      from: 'requested',
      to: 'confirmed',
      uid: UID.owner,
      online: true,
    });
    expect(outcome.via).toBe('transaction');
    const jam = await read('products/jam');
    const hoodie = await read('products/hoodie');
    const cake = await read('products/cake');
    expect(jam).toMatchObject({ stock: 3, version: 2, updatedBy: UID.owner });
    expect(hoodie).toMatchObject({
      stock: 5,
      variants: [
        { name: 'Small', stock: 3 },
        { name: 'Large', stock: 2 },
      ],
      version: 2,
    });
    expect(cake).toMatchObject({ stock: null, version: 1 });
    const confirmed = await read('orders/order-1');
    expect(confirmed).toMatchObject({ status: 'confirmed', updatedBy: UID.owner, cancelReason: null });
    expect(confirmed.statusTimes.requested.isEqual(SEEDED_AT)).toBe(true);
    expect(confirmed.statusTimes.confirmed.toMillis()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('refuses a confirmation that would oversell, naming the line, and writes nothing', async () => {
    await seed({
      'orders/greedy': order([
        { productId: 'jam', name: 'Jam', quantity: 1 },
        { productId: 'hoodie', name: 'Volunteer hoodie', variant: 'Large', quantity: 7 },
      ]),
    });
    const error = await refusal(confirm('greedy'));
    expect(error.message).toBe('Only 6 of Volunteer hoodie (Large) left; the order asks for 7.');
    expect(error.lineIndex).toBe(1);
    expect(await read('products/jam')).toMatchObject({ stock: 5, version: 1 });
    expect(await read('products/hoodie')).toMatchObject({ stock: 9, version: 1 });
    expect(await read('orders/greedy')).toMatchObject({ status: 'requested' });
  });

  it('refuses to confirm an order whose price changed since it was placed, naming the line, and writes nothing', async () => {
    await seed({
      'orders/repriced': order([
        { productId: 'jam', name: 'Jam', quantity: 1 },
        { productId: 'hoodie', name: 'Volunteer hoodie', variant: 'Large', quantity: 1 },
      ]),
    });
    await seed({
      'products/hoodie': product('hoodie', {
        stock: 9,
        variants: [
          { name: 'Small', pricePence: 2800, stock: 3 },
          { name: 'Large', pricePence: 3200, stock: 6 },
        ],
      }),
    });
    const error = await refusal(confirm('repriced'));
    expect(error.message).toBe(
      'Volunteer hoodie (Large) costs £32.00 now, not £28.00 as in the order, so this order cannot be confirmed as it is.',
    );
    expect(error.lineIndex).toBe(1);
    expect((await read('orders/repriced'))['status']).toBe('requested');
    expect((await read('products/jam'))['stock']).toBe(5);
  });

  it('refuses a line whose product belongs to another shop', async () => {
    await seed({ 'orders/mixed': order([{ productId: 'elsewhere', name: 'Another shop’s jam', quantity: 1 }]) });
    const error = await refusal(confirm('mixed'));
    expect(error.message).toBe('Another shop’s jam belongs to another shop, so this order cannot be confirmed.');
    expect(await read('products/elsewhere')).toMatchObject({ stock: 5 });
  });

  it('refuses a line whose product is gone', async () => {
    await seed({ 'orders/gone': order([{ productId: 'no-such-product', name: 'Old stock', quantity: 1 }]) });
    const error = await refusal(confirm('gone'));
    expect(error.message).toContain('Old stock is no longer in the shop');
  });

  it('refuses to confirm offline, at once, with a plain message', async () => {
    await seed({ 'orders/offline': order([{ productId: 'jam', name: 'Jam', quantity: 1 }]) });
    const error = await refusal(
      moveOrder(ownerDb(), { orderId: 'offline', from: 'requested', to: 'confirmed', uid: UID.owner, online: false }),
    );
    expect(error.message).toBe('Confirming needs a connection: try again when you are back online.');
    expect(await read('orders/offline')).toMatchObject({ status: 'requested' });
  });

  it('another shop’s seller cannot confirm the order (the rules refuse it)', async () => {
    await seed({ 'orders/not-yours': order([{ productId: 'jam', name: 'Jam', quantity: 1 }]) });
    const otherSeller = asModular(env.authenticatedContext(UID.otherOwner).firestore());
    const error = await refusal(confirm('not-yours', otherSeller, UID.otherOwner));
    expect(error.message).toContain('You cannot change this order');
    expect(await read('products/jam')).toMatchObject({ stock: 5 });
  });

  it('cancelling a confirmed or ready order puts its stock back, with the reason', async () => {
    await seed({
      'orders/back-1': order([{ productId: 'jam', name: 'Jam', quantity: 2 }], 'confirmed'),
      'orders/back-2': order([{ productId: 'hoodie', name: 'Hoodie', variant: 'Small', quantity: 3 }], 'ready'),
    });
    await moveOrder(ownerDb(), {
      orderId: 'back-1',
      from: 'confirmed',
      to: 'cancelled',
      uid: UID.owner,
      reason: 'Customer moved away',
      online: true,
    });
    await moveOrder(editorDb(), {
      orderId: 'back-2',
      from: 'ready',
      to: 'cancelled',
      uid: UID.editor,
      reason: 'Not collected',
      online: true,
    });
    expect(await read('products/jam')).toMatchObject({ stock: 7, version: 2 });
    expect(await read('products/hoodie')).toMatchObject({ stock: 12, variants: [{ stock: 6 }, { stock: 6 }] });
    expect(await read('orders/back-1')).toMatchObject({ status: 'cancelled', cancelReason: 'Customer moved away' });
    expect(await read('orders/back-2')).toMatchObject({ status: 'cancelled', updatedBy: UID.editor });
  });

  it('cancelling an order the seller saw as new, but confirmed meanwhile elsewhere, still puts the stock back', async () => {
    await seed({ 'orders/raced': order([{ productId: 'jam', name: 'Jam', quantity: 2 }]) });
    await confirm('raced', editorDb(), UID.editor);
    expect(await read('products/jam')).toMatchObject({ stock: 3 });
    await moveOrder(ownerDb(), {
      orderId: 'raced',
      from: 'requested',
      to: 'cancelled',
      uid: UID.owner,
      reason: 'Closed that week',
      online: true,
    });
    expect(await read('products/jam')).toMatchObject({ stock: 5 });
    expect(await read('orders/raced')).toMatchObject({ status: 'cancelled' });
  });

  it('cancelling a confirmed order offline: the order is cancelled on reconnect, its stock goes back once', async () => {
    await seed({ 'orders/away': order([{ productId: 'jam', name: 'Jam', quantity: 2 }]) });
    await confirm('away');
    expect(await read('orders/away')).toMatchObject({ status: 'confirmed', stockTaken: true });
    expect(await read('products/jam')).toMatchObject({ stock: 3 });

    const db = ownerDb();
    await getDoc(doc(db, 'orders', 'away'));
    await disableNetwork(db);
    const outcome = await moveOrder(db, {
      orderId: 'away',
      from: 'confirmed',
      to: 'cancelled',
      uid: UID.owner,
      reason: 'Customer cannot come',
      online: false,
    });
    expect(outcome.via).toBe('update');
    expect((await getDoc(doc(db, 'orders', 'away'))).data()?.status).toBe('cancelled');
    await enableNetwork(db);
    await outcome.committed;
    // Cancelled on the server, the stock still out and the order still marked.
    expect(await read('orders/away')).toMatchObject({ status: 'cancelled', stockTaken: true });
    expect(await read('products/jam')).toMatchObject({ stock: 3 });

    // The seller's phone and an editor's laptop both notice it: the stock goes back exactly once.
    const returned = await Promise.all([
      returnStockOfCancelled(ownerDb(), 'away', UID.owner),
      returnStockOfCancelled(editorDb(), 'away', UID.editor),
    ]);
    expect(returned.filter(Boolean)).toHaveLength(1);
    expect(await read('products/jam')).toMatchObject({ stock: 5 });
    expect(await read('orders/away')).toMatchObject({ status: 'cancelled', stockTaken: false });
    expect(await returnStockOfCancelled(ownerDb(), 'away', UID.owner)).toBe(false);
    expect(await read('products/jam')).toMatchObject({ stock: 5 });
  });

  it('does not put back stock that was never taken, or stock of an order still open', async () => {
    await seed({
      'orders/never': order([{ productId: 'jam', name: 'Jam', quantity: 2 }], 'cancelled'),
      'orders/open': { ...order([{ productId: 'jam', name: 'Jam', quantity: 2 }], 'confirmed'), stockTaken: true },
    });
    expect(await returnStockOfCancelled(ownerDb(), 'never', UID.owner)).toBe(false);
    expect(await returnStockOfCancelled(ownerDb(), 'open', UID.owner)).toBe(false);
    expect(await read('products/jam')).toMatchObject({ stock: 5 });
  });

  it('refuses a step the order has moved past on the server', async () => {
    await seed({ 'orders/done': order([{ productId: 'jam', name: 'Jam', quantity: 1 }], 'collected') });
    const error = await refusal(
      moveOrder(ownerDb(), {
        orderId: 'done',
        from: 'ready',
        to: 'cancelled',
        uid: UID.owner,
        reason: 'x',
        online: true,
      }),
    );
    expect(error.message).toBe('This order has been collected: it cannot change any more.');
  });

  it('marks an order ready while offline: it shows at once and reaches the server on reconnect', async () => {
    await seed({ 'orders/later': order([{ productId: 'jam', name: 'Jam', quantity: 1 }], 'confirmed') });
    const db = ownerDb();
    await getDoc(doc(db, 'orders', 'later'));
    await disableNetwork(db);
    const step: OrderStep = { orderId: 'later', from: 'confirmed', to: 'ready', uid: UID.owner, online: false };
    const outcome = await moveOrder(db, step);
    expect(outcome.via).toBe('update');
    expect((await getDoc(doc(db, 'orders', 'later'))).data()?.status).toBe('ready');
    expect(await read('orders/later')).toMatchObject({ status: 'confirmed' });
    await enableNetwork(db);
    await outcome.committed;
    expect(await read('orders/later')).toMatchObject({ status: 'ready', updatedBy: UID.owner });
    const collected = await moveOrder(db, { ...step, from: 'ready', to: 'collected', online: true });
    await collected.committed;
    const stored = await read('orders/later');
    expect(stored.status).toBe('collected');
    expect(Object.keys(stored.statusTimes).sort()).toEqual(['collected', 'confirmed', 'ready', 'requested']);
  });

  it('two confirmations racing for the last items: exactly one succeeds and stock never goes below zero', async () => {
    await seed({
      'products/jam': product('jam', { stock: 3 }),
      'orders/first': order([{ productId: 'jam', name: 'Jam', quantity: 3 }]),
      'orders/second': order([{ productId: 'jam', name: 'Jam', quantity: 2 }]),
    });
    const results = await Promise.allSettled([
      confirm('first', ownerDb(), UID.owner),
      confirm('second', editorDb(), UID.editor),
    ]);
    const succeeded = results.filter((result) => result.status === 'fulfilled');
    expect(succeeded).toHaveLength(1);
    const refused = results.find((result) => result.status === 'rejected');
    // The loser was retried against the winner's counts, not refused for a stale read.
    expect(refused?.status === 'rejected' && (refused.reason as Error).message).toMatch(
      /^(Jam is sold out; the order asks for 2\.|Only 1 of Jam left; the order asks for 3\.)$/,
    );
    const jam = await read('products/jam');
    const statuses = [(await read('orders/first')).status, (await read('orders/second')).status];
    expect(statuses.filter((status) => status === 'confirmed')).toHaveLength(1);
    // Whichever won took exactly its own quantity.
    expect(jam.stock).toBe(statuses[0] === 'confirmed' ? 0 : 1);
    expect(jam.version).toBe(2);
  });

  it('eight confirmations from three devices racing for five items: five succeed, stock ends at zero', async () => {
    const ids = Array.from({ length: 8 }, (_, index) => `race-${index}`);
    await seed(
      Object.fromEntries(ids.map((id) => [`orders/${id}`, order([{ productId: 'jam', name: 'Jam', quantity: 1 }])])),
    );
    const devices = [
      { db: ownerDb(), uid: UID.owner },
      { db: ownerDb(), uid: UID.owner },
      { db: editorDb(), uid: UID.editor },
    ];
    const results = await Promise.allSettled(
      ids.map((id, index) => {
        const device = devices[index % devices.length] ?? devices[0];
        return confirm(id, device?.db, device?.uid);
      }),
    );
    const refusals = results.flatMap((result) =>
      result.status === 'rejected' ? [(result.reason as Error).message] : [],
    );
    expect(results.filter((result) => result.status === 'fulfilled')).toHaveLength(5);
    expect(refusals).toEqual(Array(3).fill('Jam is sold out; the order asks for 1.'));
    const jam = await read('products/jam');
    expect(jam.stock).toBe(0);
    expect(jam.version).toBe(6);
  });
});
