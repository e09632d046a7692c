/**
 * "Download my data" and "Delete my account" (decision 0027) against the real Firestore emulator and the
 * real security rules: however many orders and messages a person has, every one is read, page after page,
 * and every one is anonymised or deleted, with their request to sell, before their account's document.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import type { Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RECORDS_PAGE_SIZE, readOwnRecordsFrom, writeDeletionTo } from '@/domains/accounts/account-data';
import { anonymisedCustomer, deletionPlan } from '@/pages/account/deletion-plan';
import { message, SEEDED_AT, storedOrder, userDoc } from '../rules/fixtures';
import { emulatorHost, startRulesEnvironment } from './emulator-environment';

/** More than one page of each, and more than the 200 orders and 250 messages once read at most. */
const ORDERS = RECORDS_PAGE_SIZE + 60;
const MESSAGES = RECORDS_PAGE_SIZE + 110;
const UID = 'leaving-with-lots';
const orderId = (index: number) => `pageOrder${String(index).padStart(11, '0')}`;

let env: RulesTestEnvironment;

/** rules-unit-testing hands out compat instances; the modular API unwraps them (`_delegate`). */
const asModular = (db: unknown) => db as Firestore;

describe.skipIf(!emulatorHost)('account records, read and deleted in full', () => {
  beforeAll(async () => {
    env = await startRulesEnvironment();
    await env.clearFirestore();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const writes: [string, Record<string, unknown>][] = [
        [`users/${UID}`, userDoc(['member'], 'Leaving With Lots')],
        [`sellerRequests/${UID}`, { uid: UID, name: 'Leaving', email: 'leaving@example.org', phone: '01454 000000' }],
        ...Array.from({ length: ORDERS }, (_, index): [string, Record<string, unknown>] => [
          `orders/${orderId(index)}`,
          storedOrder(UID, orderId(index), undefined, 'collected'),
        ]),
        ...Array.from({ length: MESSAGES }, (_, index): [string, Record<string, unknown>] => [
          `messages/mine${index}`,
          { ...message(SEEDED_AT), senderUid: UID },
        ]),
        ['messages/someone-elses', { ...message(SEEDED_AT), senderUid: 'someone-else' }],
      ];
      for (let start = 0; start < writes.length; start += 400) {
        const batch = db.batch();
        for (const [path, data] of writes.slice(start, start + 400)) batch.set(db.doc(path), data);
        await batch.commit();
      }
    });
  });

  afterAll(async () => {
    await env?.clearFirestore();
    await env?.cleanup();
  });

  it('reads every order and message page by page, and the request to sell', async () => {
    const records = await readOwnRecordsFrom(asModular(env.authenticatedContext(UID).firestore()), UID);
    expect(records.orders).toHaveLength(ORDERS);
    expect(new Set(records.orders.map((order) => order.id)).size).toBe(ORDERS);
    expect(records.messages).toHaveLength(MESSAGES);
    expect(records.sellerRequest?.data).toMatchObject({ phone: '01454 000000' });
  });

  it('anonymises every order and deletes every message, the request to sell and the account document', async () => {
    const firestore = asModular(env.authenticatedContext(UID).firestore());
    const records = await readOwnRecordsFrom(firestore, UID);
    const plan = deletionPlan({
      uid: UID,
      orders: records.orders.map((order) => ({
        id: order.id,
        customerName: (order.data.customer as { name?: unknown }).name,
      })),
      messageIds: records.messages.map((item) => item.id),
      sellerRequest: records.sellerRequest !== null,
    });
    await writeDeletionTo(firestore, plan.batches);

    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const orders = await db.collection('orders').where('customer.uid', '==', UID).get();
      expect(orders.size).toBe(ORDERS);
      expect(orders.docs.every((order) => order.get('customer.name') === anonymisedCustomer(UID).name)).toBe(true);
      const messages = await db.collection('messages').get();
      expect(messages.docs.map((item) => item.id)).toEqual(['someone-elses']);
      expect((await db.doc(`sellerRequests/${UID}`).get()).exists).toBe(false);
      expect((await db.doc(`users/${UID}`).get()).exists).toBe(false);
    });
  });
});
