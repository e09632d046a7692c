/**
 * The seller's orders list against the Firestore emulator and the real security rules (issue 25): a
 * flood of orders whose ids sort first (the customer's device chooses the id) must not hide the newest
 * real order; the list comes newest first a page at a time, and the count is the server's, beyond the
 * pages read.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { Timestamp, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countOrders, ORDERS_PAGE, watchOrders, type OrdersPage, type SellerScope } from '@/features/market/order-data';
import { newOrder, OTHER_SHOP_ID, OWNER_SHOP_ID, storedContent, UID, userDoc, type DocData } from '../rules/fixtures';
import { emulatorHost, startRulesEnvironment } from './emulator-environment';

let env: RulesTestEnvironment;
const asModular = (db: unknown) => db as Firestore;

/** More than the old list's limit of 500, all older than the real order, with ids that sort first. */
const FLOOD = 520;
const floodId = (index: number) => `0000000000${String(index).padStart(10, '0')}`;
const REAL_ID = 'zRealNewestOrder0001';

function storedAt(id: string, shopId: string, time: Date, status = 'requested'): DocData {
  const at = Timestamp.fromDate(time);
  return {
    ...newOrder(UID.member, id, shopId),
    status,
    statusTimes: { requested: at, ...(status === 'requested' ? {} : { [status]: at }) },
    cancelReason: status === 'cancelled' ? 'Sold out' : null,
    createdAt: at,
    updatedAt: at,
  };
}

/** The first answer of a live list. */
function firstPage(db: Firestore, scope: SellerScope, pages: number, statuses?: string[]): Promise<OrdersPage> {
  return new Promise((resolve, reject) => {
    const stop = watchOrders(
      db,
      scope,
      { pages, statuses },
      (page) => {
        stop();
        resolve(page);
      },
      reject,
    );
  });
}

describe.skipIf(!emulatorHost)('the seller’s orders list', () => {
  beforeAll(async () => {
    env = await startRulesEnvironment();
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc(`users/${UID.owner}`).set(userDoc(['member']));
      await db.doc(`users/${UID.editor}`).set(userDoc(['editor']));
      await db.doc(`shops/${OWNER_SHOP_ID}`).set(storedContent('shops', { slug: 'owner-shop', ownerUid: UID.owner }));
      const start = Date.parse('2026-11-01T09:00:00Z');
      for (let first = 0; first < FLOOD; first += 200) {
        const batch = db.batch();
        for (let index = first; index < Math.min(FLOOD, first + 200); index += 1) {
          batch.set(
            db.doc(`orders/${floodId(index)}`),
            storedAt(floodId(index), OWNER_SHOP_ID, new Date(start + index * 60_000)),
          );
        }
        await batch.commit();
      }
      // The newest order, at a shop of another seller too (the editor's list merges every shop).
      await db.doc(`orders/${REAL_ID}`).set(storedAt(REAL_ID, OWNER_SHOP_ID, new Date('2026-11-25T12:00:00Z')));
      await db
        .doc('orders/zOtherShopOrder00001')
        .set(storedAt('zOtherShopOrder00001', OTHER_SHOP_ID, new Date('2026-11-24T12:00:00Z'), 'confirmed'));
    });
  });

  afterAll(async () => {
    await env?.clearFirestore();
    await env?.cleanup();
  });

  it('shows the newest real order first, despite 520 older orders whose ids sort first', async () => {
    const db = asModular(env.authenticatedContext(UID.owner).firestore());
    const page = await firstPage(db, { all: false, shopIds: [OWNER_SHOP_ID] }, 1);
    expect(page.rows[0]?.id).toBe(REAL_ID);
    expect(page.rows).toHaveLength(ORDERS_PAGE);
    expect(page.more).toBe(true);
    const times = page.rows.map((row) => row.createdAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });

  it('shows more a page at a time, never skipping an order', async () => {
    const db = asModular(env.authenticatedContext(UID.owner).firestore());
    const two = await firstPage(db, { all: false, shopIds: [OWNER_SHOP_ID] }, 2);
    expect(two.rows).toHaveLength(2 * ORDERS_PAGE);
    expect(two.rows.slice(1).map((row) => row.id)).toEqual(
      Array.from({ length: 2 * ORDERS_PAGE - 1 }, (_, index) => floodId(FLOOD - 1 - index)),
    );
  });

  it('counts every order on the server, beyond the pages read', async () => {
    const owner = asModular(env.authenticatedContext(UID.owner).firestore());
    expect(await countOrders(owner, { all: false, shopIds: [OWNER_SHOP_ID] })).toBe(FLOOD + 1);
    expect(await countOrders(owner, { all: false, shopIds: [OWNER_SHOP_ID] }, ['confirmed', 'ready'])).toBe(0);
    const editor = asModular(env.authenticatedContext(UID.editor).firestore());
    expect(await countOrders(editor, { all: true, shopIds: [] })).toBe(FLOOD + 2);
  });

  it('an editor’s list of every shop, and a list of some statuses only, are newest first too', async () => {
    const editor = asModular(env.authenticatedContext(UID.editor).firestore());
    const every = await firstPage(editor, { all: true, shopIds: [] }, 1);
    expect(every.rows.slice(0, 2).map((row) => row.id)).toEqual([REAL_ID, 'zOtherShopOrder00001']);
    const confirmed = await firstPage(editor, { all: true, shopIds: [] }, 1, ['confirmed', 'ready']);
    expect(confirmed).toMatchObject({ rows: [{ id: 'zOtherShopOrder00001' }], more: false });
  });
});
