/**
 * Products' own fields and sellers in firestore.rules (`validProduct`, match /products), against the
 * emulator, following issue 14's contract and the products schema (src/features/market/product-schema.ts):
 * every field allowed and refused, and what a seller may do with their own shop's products (create as a
 * draft, edit, change stock, archive, take back to draft; never publish, never move to another shop).
 *
 * Run: FIRESTORE_EMULATOR_HOST=… npx vitest run --config vitest.rules.config.ts tests/rules/products.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { productSchema } from '@/features/market/product-schema';
import {
  FUTURE,
  OTHER_SHOP_ID,
  OWNER_SHOP_ID,
  UID,
  contentIds,
  contentUpdate,
  newContent,
  slugIndexPath,
  storedContent,
  writeContent,
  type DocData,
} from './fixtures';
import { emulatorHost, typeShapeTests, useRulesEnvironment } from './rules-environment';

if (!emulatorHost)
  console.warn('products.rules.test.ts skipped: no Firestore emulator (FIRESTORE_EMULATOR_HOST unset)');

const photo = (n: number) => ({
  path: `images/products/p/${n}.jpg`,
  url: `https://example.org/${n}.jpg`,
  alt: `Photo ${n}`,
  width: 800,
  height: 600,
  small: {
    path: `images/products/p/${n}-small.webp`,
    url: `https://example.org/${n}-small.webp`,
    width: 640,
    height: 480,
  },
});
const variant = (n: number) => ({ name: `Size ${n}`, pricePence: 100 + n, stock: n });

function product(changes: DocData = {}): DocData {
  return { ...newContent('products', UID.editor), ...changes };
}

const remove = (data: DocData, key: string): DocData =>
  Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));

const REFUSED: [string, (valid: DocData) => DocData][] = [
  ['an unknown field', (d) => ({ ...d, discount: 5 })],
  ['shopId missing', (d) => remove(d, 'shopId')],
  ['shopId empty', (d) => ({ ...d, shopId: '' })],
  ['ownerUid missing', (d) => remove(d, 'ownerUid')],
  ['ownerUid not the shop’s seller', (d) => ({ ...d, ownerUid: UID.otherOwner })],
  ['ownerUid null for a shop that has a seller', (d) => ({ ...d, ownerUid: null })],
  ['a shop that does not exist', (d) => ({ ...d, shopId: 'no-such-shop', ownerUid: null })],
  ['shopId over 128 characters', (d) => ({ ...d, shopId: 'x'.repeat(129) })],
  ['pricePence missing', (d) => remove(d, 'pricePence')],
  ['a price of 1.5 pence', (d) => ({ ...d, pricePence: 1.5 })],
  ['a negative price', (d) => ({ ...d, pricePence: -1 })],
  ['a price over £10,000', (d) => ({ ...d, pricePence: 1_000_001 })],
  ["a price '12.00'", (d) => ({ ...d, pricePence: '12.00' })],
  ["currency 'USD'", (d) => ({ ...d, currency: 'USD' })],
  ['currency missing', (d) => remove(d, 'currency')],
  ['stock missing', (d) => remove(d, 'stock')],
  ['negative stock', (d) => ({ ...d, stock: -1 })],
  ['stock of 2.5', (d) => ({ ...d, stock: 2.5 })],
  ['images missing', (d) => remove(d, 'images')],
  ['21 images', (d) => ({ ...d, images: Array.from({ length: 21 }, (_, i) => photo(i)) })],
  ['an image with a javascript: url', (d) => ({ ...d, images: [{ ...photo(1), url: 'javascript:x' }] })],
  ['the first image without alt text', (d) => ({ ...d, images: [{ ...photo(1), alt: '' }, photo(2)] })],
  ['variants missing', (d) => remove(d, 'variants')],
  ['51 variants', (d) => ({ ...d, variants: Array.from({ length: 51 }, (_, i) => variant(i)) })],
  ['a variant without a name', (d) => ({ ...d, variants: [{ pricePence: 100, stock: 1 }] })],
  ['a variant name of 61 characters', (d) => ({ ...d, variants: [{ ...variant(1), name: 'x'.repeat(61) }] })],
  ['a variant name on two lines', (d) => ({ ...d, variants: [{ ...variant(1), name: 'Big\nsize' }] })],
  ['a variant price of 1.5', (d) => ({ ...d, variants: [{ ...variant(1), pricePence: 1.5 }] })],
  ['a variant with negative stock', (d) => ({ ...d, variants: [{ ...variant(1), stock: -2 }] })],
  ['a variant with an extra key', (d) => ({ ...d, variants: [{ ...variant(1), colour: 'red' }] })],
  [
    'the first of 50 variants invalid',
    (d) => ({ ...d, variants: [{ ...variant(50), stock: -1 }, ...Array.from({ length: 49 }, (_, i) => variant(i))] }),
  ],
  ['category missing', (d) => remove(d, 'category')],
  ['category empty', (d) => ({ ...d, category: '' })],
  ['category over 40 characters', (d) => ({ ...d, category: 'x'.repeat(41) })],
];

const ALLOWED: [string, DocData][] = [
  ['every field set', {}],
  ['made to order (no stock count)', { stock: null, variants: [{ name: 'One', pricePence: 0, stock: null }] }],
  [
    '20 photos and 50 variants',
    {
      images: Array.from({ length: 20 }, (_, i) => photo(i)),
      variants: Array.from({ length: 50 }, (_, i) => variant(i)),
    },
  ],
  ['free, with no variants', { pricePence: 0, variants: [] }],
  ['£10,000', { pricePence: 1_000_000 }],
];

describe.skipIf(!emulatorHost)('firestore.rules · products', () => {
  const rules = useRulesEnvironment();
  typeShapeTests(rules, 'products', {
    valid: product,
    refused: REFUSED,
    allowed: ALLOWED,
    seededAtLeast: 10,
    // The seed's shops are not in this database: its products are checked as the test shop's.
    seededAs: (data) => ({ ...data, shopId: OWNER_SHOP_ID, ownerUid: UID.owner }),
  });
  const own = `products/${contentIds('products').mutated}`;
  const createdId = contentIds('products').created;
  const seedOwn = (changes: DocData = {}) =>
    rules.withoutRules((db) => db.doc(own).set({ ...storedContent('products'), ...changes }));
  const owner = () => rules.as('owner');
  const fresh = async () =>
    rules.withoutRules(async (db) => {
      await db.doc(`products/${createdId}`).delete();
      await db.doc(slugIndexPath('products', 'seller-pot')).delete();
    });
  const createAs = (role: 'owner' | 'otherOwner' | 'member', changes: DocData) =>
    writeContent(
      rules.as(role),
      'products',
      createdId,
      newContent('products', role === 'otherOwner' ? UID.otherOwner : UID[role], { slug: 'seller-pot', ...changes }),
    );

  it('the fixture is a valid product for the app’s schema too', () => {
    const parsed = productSchema.safeParse({
      ...storedContent('products'),
      createdAt: new Date(),
      updatedAt: new Date(),
    });
    if (!parsed.success) throw new Error(parsed.error.message);
  });

  it('seller · create a draft product in own shop → allowed', async () => {
    await fresh();
    await assertSucceeds(createAs('owner', { status: 'draft' }));
  });
  it('seller · create a draft with 20 photos and 50 variants (the costliest create) → allowed', async () => {
    await fresh();
    await assertSucceeds(
      createAs('owner', {
        status: 'draft',
        images: Array.from({ length: 20 }, (_, i) => photo(i)),
        variants: Array.from({ length: 50 }, (_, i) => variant(i)),
      }),
    );
  });
  it('seller · create a published product → denied (editors publish)', async () => {
    await fresh();
    await assertFails(createAs('owner', { status: 'published' }));
  });
  it('seller · create a draft scheduled to publish itself → denied', async () => {
    await fresh();
    await assertFails(createAs('owner', { status: 'draft', publishAt: FUTURE }));
  });
  it("seller · create a product in another seller's shop → denied", async () => {
    await fresh();
    await assertFails(createAs('owner', { status: 'draft', shopId: OTHER_SHOP_ID }));
  });
  it("other seller · create a product in the owner's shop → denied", async () => {
    await fresh();
    await assertFails(createAs('otherOwner', { status: 'draft' }));
  });
  it('member without a shop · create a product → denied', async () => {
    await fresh();
    await assertFails(createAs('member', { status: 'draft' }));
  });

  const ownerMay: [string, DocData, DocData?][] = [
    ['edit the text and price', { title: 'Big pot', pricePence: 1500 }],
    ['change the stock', { stock: 0 }],
    ["change a variant's stock", { variants: [{ name: 'Small', pricePence: 800, stock: 0 }] }],
    ['archive it', { status: 'archived' }],
    ['take it back to draft', { status: 'draft' }],
    ['take an archived product back to draft', { status: 'draft' }, { status: 'archived' }],
    ['add photos', { images: [photo(1), photo(2)] }],
  ];
  for (const [name, changes, stored] of ownerMay) {
    it(`seller · own product · ${name} → allowed`, async () => {
      await seedOwn(stored);
      await assertSucceeds(owner().doc(own).update(contentUpdate(UID.owner, changes)));
    });
  }
  const ownerMayNot: [string, DocData, DocData?][] = [
    ['publish a draft', { status: 'published' }, { status: 'draft' }],
    ['publish an archived product', { status: 'published' }, { status: 'archived' }],
    ['schedule it', { publishAt: FUTURE }],
    ["move it to another seller's shop", { shopId: OTHER_SHOP_ID }],
    ['change its slug', { slug: 'another-pot' }],
    ['negative stock', { stock: -1 }],
  ];
  for (const [name, changes, stored] of ownerMayNot) {
    it(`seller · own product · ${name} → denied`, async () => {
      await seedOwn(stored);
      await assertFails(owner().doc(own).update(contentUpdate(UID.owner, changes)));
    });
  }
  it("other seller · change the stock of the owner's product → denied", async () => {
    await seedOwn();
    await assertFails(
      rules
        .as('otherOwner')
        .doc(own)
        .update(contentUpdate(UID.otherOwner, { stock: 99 })),
    );
  });
  it("a customer (member) · change a product's stock → denied", async () => {
    await seedOwn();
    await assertFails(
      rules
        .as('member')
        .doc(own)
        .update(contentUpdate(UID.member, { stock: 0 })),
    );
  });
  it('anonymous · change the stock → denied', async () => {
    await seedOwn();
    await assertFails(
      rules
        .as('anonymous')
        .doc(own)
        .update(contentUpdate(UID.anonymous, { stock: 0 })),
    );
  });
  it('editor · change the stock and publish → allowed', async () => {
    await seedOwn({ status: 'draft' });
    await assertSucceeds(
      rules
        .as('editor')
        .doc(own)
        .update(contentUpdate(UID.editor, { stock: 3, status: 'published' })),
    );
  });
  it('editor · move a product to another shop → allowed', async () => {
    await seedOwn();
    await assertSucceeds(
      rules
        .as('editor')
        .doc(own)
        .update(contentUpdate(UID.editor, { shopId: OTHER_SHOP_ID, ownerUid: UID.otherOwner })),
    );
  });
  it('editor · move a product to another shop, keeping the old seller → denied', async () => {
    await seedOwn();
    await assertFails(
      rules
        .as('editor')
        .doc(own)
        .update(contentUpdate(UID.editor, { shopId: OTHER_SHOP_ID })),
    );
  });
  it('seller · own product with 20 photos and 50 variants · change the stock (the costliest write) → allowed', async () => {
    await seedOwn({
      images: Array.from({ length: 20 }, (_, i) => photo(i)),
      variants: Array.from({ length: 50 }, (_, i) => variant(i)),
    });
    await assertSucceeds(
      owner()
        .doc(own)
        .update(contentUpdate(UID.owner, { variants: Array.from({ length: 50 }, (_, i) => variant(i + 1)) })),
    );
  });
  it('seller · own draft product · get → allowed; other seller → denied', async () => {
    const draft = `products/${contentIds('products').draft}`;
    await assertSucceeds(owner().doc(draft).get());
    await assertFails(rules.as('otherOwner').doc(draft).get());
  });
  it("seller · own shop's products · list by shopId → allowed; another shop's → denied", async () => {
    await assertSucceeds(owner().collection('products').where('shopId', '==', contentIds('shops').published).get());
    await assertFails(owner().collection('products').where('shopId', '==', OTHER_SHOP_ID).get());
  });
});
