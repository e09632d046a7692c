/**
 * Shops' own fields and owners in firestore.rules (`validShop`, match /shops), against the emulator,
 * following issue 14's contract and the shops schema (src/features/market/shop-schema.ts): every field
 * allowed and refused, what a seller may change on their own shop, and who reads drafts.
 *
 * Run: FIRESTORE_EMULATOR_HOST=… npx vitest run --config vitest.rules.config.ts tests/rules/shops.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { shopSchema } from '@/features/market/shop-schema';
import {
  OTHER_SHOP_ID,
  Timestamp,
  UID,
  contentIds,
  contentUpdate,
  newContent,
  storedContent,
  type DocData,
} from './fixtures';
import { emulatorHost, typeShapeTests, useRulesEnvironment } from './rules-environment';

if (!emulatorHost) console.warn('shops.rules.test.ts skipped: no Firestore emulator (FIRESTORE_EMULATOR_HOST unset)');

const option = (id: string, label = 'Saturday morning') => ({ id, label });

/** A valid shop with every field set, before `changes`. */
function shop(changes: DocData = {}): DocData {
  return { ...newContent('shops', UID.editor), ...changes };
}

const remove = (data: DocData, key: string): DocData =>
  Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));

const REFUSED: [string, (valid: DocData) => DocData][] = [
  ['an unknown field', (d) => ({ ...d, rating: 5 })],
  ['ownerUid missing', (d) => remove(d, 'ownerUid')],
  ['ownerUid a number', (d) => ({ ...d, ownerUid: 7 })],
  ['ownerUid over 128 characters', (d) => ({ ...d, ownerUid: 'x'.repeat(129) })],
  ["isOrganisationShop 'yes'", (d) => ({ ...d, isOrganisationShop: 'yes' })],
  ['isOrganisationShop missing', (d) => remove(d, 'isOrganisationShop')],
  ['description missing', (d) => remove(d, 'description')],
  ['description empty', (d) => ({ ...d, description: '' })],
  ['description over 500 characters', (d) => ({ ...d, description: 'x'.repeat(501) })],
  ['description on two lines', (d) => ({ ...d, description: 'Pots\nand jugs' })],
  ['location over 200 characters', (d) => ({ ...d, location: 'x'.repeat(201) })],
  ['location with a bidi override', (d) => ({ ...d, location: 'Stall \u202E4' })],
  ['location missing', (d) => remove(d, 'location')],
  ['collectionInfo over 1000 characters', (d) => ({ ...d, collectionInfo: 'x'.repeat(1001) })],
  ['collectionInfo with U+0000', (d) => ({ ...d, collectionInfo: 'Saturday\u0000' })],
  ['collectionOptions missing', (d) => remove(d, 'collectionOptions')],
  ['collectionOptions a string', (d) => ({ ...d, collectionOptions: 'Saturdays' })],
  [
    'eleven collection options',
    (d) => ({ ...d, collectionOptions: Array.from({ length: 11 }, (_, i) => option(`slot-${i}`)) }),
  ],
  ['an option id with capitals', (d) => ({ ...d, collectionOptions: [option('Saturday')] })],
  ['an option id over 40 characters', (d) => ({ ...d, collectionOptions: [option('x'.repeat(41))] })],
  ['an empty option id', (d) => ({ ...d, collectionOptions: [option('')] })],
  ['an empty option label', (d) => ({ ...d, collectionOptions: [option('sat', '')] })],
  ['an option label over 120 characters', (d) => ({ ...d, collectionOptions: [option('sat', 'x'.repeat(121))] })],
  ['an option label on two lines', (d) => ({ ...d, collectionOptions: [option('sat', 'Sat\nmorning')] })],
  ['an option with an extra key', (d) => ({ ...d, collectionOptions: [{ ...option('sat'), place: 'Stall' }] })],
  [
    'the last (tenth) option invalid',
    (d) => ({
      ...d,
      collectionOptions: [...Array.from({ length: 9 }, (_, i) => option(`slot-${i}`)), option('Bad Id')],
    }),
  ],
  ['paymentOptions missing', (d) => remove(d, 'paymentOptions')],
  ['no payment options', (d) => ({ ...d, paymentOptions: [] })],
  ["payment by 'cheque'", (d) => ({ ...d, paymentOptions: ['cash', 'cheque'] })],
  ['cash twice', (d) => ({ ...d, paymentOptions: ['cash', 'cash'] })],
  ['contact missing', (d) => remove(d, 'contact')],
  ['contact with nothing given', (d) => ({ ...d, contact: { email: null, phone: null, website: null } })],
  ['contact website javascript:', (d) => ({ ...d, contact: { email: null, phone: null, website: 'javascript:x' } })],
  [
    'a logo (image) with a javascript: url',
    (d) => ({ ...d, image: { ...(d['image'] as DocData), url: 'javascript:x' } }),
  ],
];

const ALLOWED: [string, DocData][] = [
  ['every field set', {}],
  ["the organisation's shop (no owner)", { ownerUid: null, isOrganisationShop: true }],
  [
    'no collection options, no location, no contact, no logo',
    { collectionOptions: [], location: null, contact: null, image: null },
  ],
  ['ten collection options', { collectionOptions: Array.from({ length: 10 }, (_, i) => option(`slot-${i}`)) }],
  ['every way of paying', { paymentOptions: ['bank-transfer', 'card', 'cash'] }],
  ['a description of 500 characters', { description: 'x'.repeat(500) }],
  ['collection details on several lines', { collectionInfo: 'Order by Thursday.\n\n\tCollect Saturday.' }],
  [
    'every field at its largest (the expression budget)',
    {
      description: 'x'.repeat(500),
      location: 'x'.repeat(200),
      collectionInfo: 'x'.repeat(1000),
      collectionOptions: Array.from({ length: 10 }, (_, i) => option(`${i}`.padEnd(40, 'x'), 'x'.repeat(120))),
      paymentOptions: ['bank-transfer', 'card', 'cash'],
      tags: Array.from({ length: 12 }, (_, i) => `tag-${i}`),
    },
  ],
];

describe.skipIf(!emulatorHost)('firestore.rules · shops', () => {
  const rules = useRulesEnvironment();
  typeShapeTests(rules, 'shops', { valid: shop, refused: REFUSED, allowed: ALLOWED, seededAtLeast: 3 });
  const own = `shops/${contentIds('shops').mutated}`;
  const seedOwn = (changes: DocData = {}) =>
    rules.withoutRules((db) => db.doc(own).set({ ...storedContent('shops'), ...changes }));
  const owner = () => rules.as('owner');

  it('the fixture is a valid shop for the app’s schema too', () => {
    const parsed = shopSchema.safeParse({ ...storedContent('shops'), createdAt: new Date(), updatedAt: new Date() });
    if (!parsed.success) throw new Error(parsed.error.message);
  });

  const ownerMay: [string, DocData][] = [
    ['title, summary and body', { title: 'Pots and jugs', summary: 'Hand-thrown', body: 'All made here.' }],
    ['the logo', { image: null }],
    ['the description', { description: 'Jugs too.' }],
    ['the location', { location: 'Stall 5' }],
    ['the collection details', { collectionInfo: 'Saturdays only.' }],
    ['the collection options', { collectionOptions: [option('sunday', 'Sunday noon')] }],
    ['the payment options', { paymentOptions: ['bank-transfer'] }],
    ['the contact', { contact: { email: null, phone: '01234 567890', website: null } }],
  ];
  for (const [name, changes] of ownerMay) {
    it(`seller · own shop · change ${name} → allowed`, async () => {
      await seedOwn();
      await assertSucceeds(owner().doc(own).update(contentUpdate(UID.owner, changes)));
    });
  }
  const ownerMayNot: [string, DocData][] = [
    ['the owner', { ownerUid: UID.otherOwner }],
    ['the owner to nobody', { ownerUid: null }],
    ['isOrganisationShop', { isOrganisationShop: true }],
    ['the status (publish)', { status: 'draft' }],
    ['the schedule', { publishAt: Timestamp.now() }],
    ['the slug', { slug: 'published-one' }],
    ['an invalid payment option', { paymentOptions: ['cheque'] }],
  ];
  for (const [name, changes] of ownerMayNot) {
    it(`seller · own shop · change ${name} → denied`, async () => {
      await seedOwn();
      await assertFails(owner().doc(own).update(contentUpdate(UID.owner, changes)));
    });
  }
  it('seller · own draft shop · publish it → denied (editors publish)', async () => {
    await seedOwn({ status: 'draft' });
    await assertFails(
      owner()
        .doc(own)
        .update(contentUpdate(UID.owner, { status: 'published' })),
    );
  });
  it("seller · another seller's shop · change the description → denied", async () => {
    await assertFails(
      owner()
        .doc(`shops/${OTHER_SHOP_ID}`)
        .update(contentUpdate(UID.owner, { description: 'Mine now' })),
    );
  });
  it('seller · create a shop → denied (an admin approves a request, which makes it)', async () => {
    await assertFails(
      rules
        .as('owner')
        .doc('shops/own-new-shop')
        .set(newContent('shops', UID.owner, { slug: 'own-new-shop' })),
    );
  });
  it('seller · own draft shop · get → allowed; another seller → denied; a visitor → denied', async () => {
    const draft = `shops/${contentIds('shops').draft}`;
    await assertSucceeds(owner().doc(draft).get());
    await assertFails(rules.as('otherOwner').doc(draft).get());
    await assertFails(rules.as('visitor').doc(draft).get());
  });
  it('seller · own shops · list by ownerUid → allowed; by another seller → denied', async () => {
    await assertSucceeds(owner().collection('shops').where('ownerUid', '==', UID.owner).get());
    await assertFails(owner().collection('shops').where('ownerUid', '==', UID.otherOwner).get());
  });
  it('editor · publish, keeping the owner → allowed', async () => {
    await seedOwn({ status: 'draft' });
    await assertSucceeds(
      rules
        .as('editor')
        .doc(own)
        .update(contentUpdate(UID.editor, { status: 'published' })),
    );
  });
  it('editor · change the owner and publish → denied (admins only: users.rules.test.ts)', async () => {
    await seedOwn({ status: 'draft' });
    await assertFails(
      rules
        .as('editor')
        .doc(own)
        .update(contentUpdate(UID.editor, { ownerUid: UID.otherOwner, status: 'published' })),
    );
  });
  it('admin · delete → allowed; the seller · delete own shop → denied', async () => {
    await seedOwn();
    await assertFails(owner().doc(own).delete());
    await assertSucceeds(rules.as('admin').doc(own).delete());
  });
});
