/**
 * Becoming a seller in firestore.rules (match /sellerRequests, issue 14), against the emulator: a member
 * asks for themselves (pending), reads only their own request; admins read all and approve (with the
 * shop made for that person in the same batch) or decline, once.
 *
 * Run: FIRESTORE_EMULATOR_HOST=… npx vitest run --config vitest.rules.config.ts tests/rules/seller-requests.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, expect, it } from 'vitest';
import { shopSchema } from '@/features/market/shop-schema';
import { approvedShopFields } from '@/domains/seller-requests/seller-request-model';
import {
  UID,
  Timestamp,
  approveSellerRequest,
  approvedShop,
  newSellerRequest,
  serverTimestamp,
  slugIndexPath,
  storedSellerRequest,
  type DocData,
} from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

if (!emulatorHost)
  console.warn('seller-requests.rules.test.ts skipped: no Firestore emulator (FIRESTORE_EMULATOR_HOST unset)');

describe.skipIf(!emulatorHost)('firestore.rules · sellerRequests', () => {
  const rules = useRulesEnvironment();
  let count = 0;
  /** A fresh member with a users document (roles: member), as an admin would have made them. */
  async function freshMember(roles: string[] = ['member']): Promise<string> {
    count += 1;
    const uid = `asker-${count}-uid`;
    await rules.withoutRules((db) => db.doc(`users/${uid}`).set({ roles }));
    return uid;
  }
  const ask = (uid: string, data: DocData = newSellerRequest(uid)) =>
    rules.as({ uid }).doc(`sellerRequests/${uid}`).set(data);
  const seedPending = (uid: string) =>
    rules.withoutRules((db) => db.doc(`sellerRequests/${uid}`).set(storedSellerRequest(uid)));
  const decide = (uid: string, changes: DocData) =>
    rules
      .as('admin')
      .doc(`sellerRequests/${uid}`)
      .update({ decidedAt: serverTimestamp(), decidedBy: UID.admin, ...changes });

  it('member · ask for themselves → allowed', async () => {
    await assertSucceeds(ask(await freshMember()));
  });
  it('member · ask with a phone number → allowed', async () => {
    const uid = await freshMember();
    await assertSucceeds(ask(uid, { ...newSellerRequest(uid), phone: '07700 900123' }));
  });
  it('member · ask for someone else (id not theirs) → denied', async () => {
    const uid = await freshMember();
    await assertFails(rules.as({ uid }).doc(`sellerRequests/${UID.noRole}`).set(newSellerRequest(UID.noRole)));
  });
  it('account with no role · ask → denied (members only)', async () => {
    await assertFails(ask(await freshMember([])));
  });
  it('anonymous account · ask → denied', async () => {
    await assertFails(ask(UID.anonymous));
  });
  it('visitor · ask → denied', async () => {
    await assertFails(rules.as('visitor').doc('sellerRequests/someone').set(newSellerRequest('someone')));
  });
  it('member · ask twice (the second is an update) → denied', async () => {
    const uid = await freshMember();
    await assertSucceeds(ask(uid));
    await assertFails(ask(uid));
  });

  const refused: [string, (uid: string) => DocData][] = [
    ['already approved', (uid) => ({ ...newSellerRequest(uid), status: 'approved' })],
    ['with a shop id', (uid) => ({ ...newSellerRequest(uid), shopId: 'my-shop' })],
    ['already decided', (uid) => ({ ...newSellerRequest(uid), decidedAt: serverTimestamp(), decidedBy: uid })],
    ['createdAt from the device clock', (uid) => ({ ...newSellerRequest(uid), createdAt: Timestamp.now() })],
    ['uid of someone else', (uid) => ({ ...newSellerRequest(uid), uid: UID.member })],
    ['an empty name', (uid) => ({ ...newSellerRequest(uid), name: '' })],
    ['a name of 101 characters', (uid) => ({ ...newSellerRequest(uid), name: 'n'.repeat(101) })],
    ['an empty shop name', (uid) => ({ ...newSellerRequest(uid), shopName: '' })],
    ['a shop name of 141 characters', (uid) => ({ ...newSellerRequest(uid), shopName: 's'.repeat(141) })],
    ['a shop name with a newline', (uid) => ({ ...newSellerRequest(uid), shopName: 'Veg\nand fruit' })],
    ['nothing about what they sell', (uid) => ({ ...newSellerRequest(uid), whatTheySell: '' })],
    ['what they sell in 501 characters', (uid) => ({ ...newSellerRequest(uid), whatTheySell: 'w'.repeat(501) })],
    ["an email without '@'", (uid) => ({ ...newSellerRequest(uid), email: 'sam.example.org' })],
    ['a phone of 41 characters', (uid) => ({ ...newSellerRequest(uid), phone: '0'.repeat(41) })],
    ['an unknown field', (uid) => ({ ...newSellerRequest(uid), approvedBy: 'me' })],
    [
      'a missing field',
      (uid) => Object.fromEntries(Object.entries(newSellerRequest(uid)).filter(([key]) => key !== 'phone')),
    ],
  ];
  for (const [name, make] of refused) {
    it(`member · ask ${name} → denied`, async () => {
      const uid = await freshMember();
      await assertFails(ask(uid, make(uid)));
    });
  }

  it('member · own request · get → allowed; list own → allowed', async () => {
    await assertSucceeds(rules.as('member').doc(`sellerRequests/${UID.member}`).get());
    await assertSucceeds(rules.as('member').collection('sellerRequests').where('uid', '==', UID.member).get());
  });
  it("member · someone else's request · get and list → denied", async () => {
    const uid = await freshMember();
    await seedPending(uid);
    await assertFails(rules.as('member').doc(`sellerRequests/${uid}`).get());
    await assertFails(rules.as('member').collection('sellerRequests').where('uid', '==', uid).get());
    await assertFails(rules.as('member').collection('sellerRequests').get());
  });
  it('editor · list all → denied; admin · list all → allowed', async () => {
    await assertFails(rules.as('editor').collection('sellerRequests').get());
    await assertSucceeds(rules.as('admin').collection('sellerRequests').get());
  });
  it('member · change own request (approve it) → denied', async () => {
    const uid = await freshMember();
    await seedPending(uid);
    await assertFails(
      rules
        .as({ uid })
        .doc(`sellerRequests/${uid}`)
        .update({ status: 'approved', decidedAt: serverTimestamp(), decidedBy: uid }),
    );
  });

  it('admin · approve, making the shop with that person as owner in the same batch → allowed', async () => {
    const uid = await freshMember();
    await seedPending(uid);
    await assertSucceeds(approveSellerRequest(rules.as('admin'), uid, `shop-of-${uid}`, UID.admin));
    const shop = await rules.as('admin').doc(`shops/shop-of-${uid}`).get();
    if (shop.get('ownerUid') !== uid) throw new Error('the shop is not owned by the person who asked');
    // The new seller reads their draft shop.
    await assertSucceeds(rules.as({ uid }).doc(`shops/shop-of-${uid}`).get());
  });
  it("admin · approve with the app's own shop fields (approvedShopFields) → allowed, and the shop fits the shops schema", async () => {
    const uid = await freshMember();
    await seedPending(uid);
    const slug = `app-shop-${count}`;
    const fields = approvedShopFields({ uid, shopName: 'Sam’s Veg', whatTheySell: 'Vegetables' }, slug);
    const shop = {
      ...fields,
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
      createdBy: UID.admin,
      updatedBy: UID.admin,
      version: 1,
    };
    const db = rules.as('admin');
    const batch = db.batch();
    batch.set(db.doc(`shops/${slug}`), shop);
    batch.set(db.doc(slugIndexPath('shops', slug)), { id: slug });
    batch.update(db.doc(`sellerRequests/${uid}`), {
      status: 'approved',
      shopId: slug,
      decidedAt: serverTimestamp(),
      decidedBy: UID.admin,
    });
    await assertSucceeds(batch.commit());
    const parsed = shopSchema.safeParse({
      ...fields,
      createdAt: new Date(),
      updatedAt: new Date(),
      createdBy: UID.admin,
      updatedBy: UID.admin,
      version: 1,
    });
    expect(parsed.success, parsed.success ? '' : parsed.error.message).toBe(true);
  });
  it('admin · approve naming a shop that does not exist → denied', async () => {
    const uid = await freshMember();
    await seedPending(uid);
    await assertFails(decide(uid, { status: 'approved', shopId: 'no-such-shop' }));
  });
  it("admin · approve naming someone else's shop → denied", async () => {
    const uid = await freshMember();
    await seedPending(uid);
    await assertFails(decide(uid, { status: 'approved', shopId: 'published' }));
  });
  it('admin · approve without a shop → denied', async () => {
    const uid = await freshMember();
    await seedPending(uid);
    await assertFails(decide(uid, { status: 'approved', shopId: null }));
  });
  it('admin · decline → allowed; then approve (deciding twice) → denied', async () => {
    const uid = await freshMember();
    await seedPending(uid);
    await assertSucceeds(decide(uid, { status: 'declined' }));
    const db = rules.as('admin');
    const batch = db.batch();
    batch.set(db.doc(`shops/late-${uid}`), approvedShop(uid, UID.admin, `late-${uid}`));
    batch.set(db.doc(slugIndexPath('shops', `late-${uid}`)), { id: `late-${uid}` });
    batch.update(db.doc(`sellerRequests/${uid}`), {
      status: 'approved',
      shopId: `late-${uid}`,
      decidedAt: serverTimestamp(),
      decidedBy: UID.admin,
    });
    await assertFails(batch.commit());
  });
  it('admin · decline with decidedBy someone else → denied', async () => {
    const uid = await freshMember();
    await seedPending(uid);
    await assertFails(decide(uid, { status: 'declined', decidedBy: UID.editor }));
  });
  it('admin · change what they sell → denied', async () => {
    const uid = await freshMember();
    await seedPending(uid);
    await assertFails(decide(uid, { status: 'declined', whatTheySell: 'Something else' }));
  });
  it('editor · decline → denied (admins decide)', async () => {
    const uid = await freshMember();
    await seedPending(uid);
    await assertFails(
      rules
        .as('editor')
        .doc(`sellerRequests/${uid}`)
        .update({ status: 'declined', decidedAt: serverTimestamp(), decidedBy: UID.editor }),
    );
  });
  it('admin · delete → allowed; member · delete own → denied', async () => {
    await assertFails(rules.as('member').doc(`sellerRequests/${UID.member}`).delete());
    const uid = await freshMember();
    await seedPending(uid);
    await assertSucceeds(rules.as('admin').doc(`sellerRequests/${uid}`).delete());
  });
});
