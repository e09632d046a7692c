/**
 * Accounts and owners in firestore.rules (issue 15, decision 0024), against the emulator: a person changes
 * only their own profile fields and follows; roles only by admins, and an admin cannot take the admin role
 * from themself; only admins list accounts and choose who owns a business or shop (a shop's products
 * follow it in the same batch). The role × operation cells are in the matrix (rules-matrix.ts).
 *
 * Run: FIRESTORE_EMULATOR_HOST=… npx vitest run --config vitest.rules.config.ts tests/rules/users.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import {
  UID,
  contentUpdate,
  newContent,
  storedContent,
  userDoc,
  writeContent,
  type DocData,
  type SignedInRole,
} from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

if (!emulatorHost) console.warn('users.rules.test.ts skipped: no Firestore emulator (FIRESTORE_EMULATOR_HOST unset)');

describe.skipIf(!emulatorHost)('firestore.rules · accounts, roles and owners', () => {
  const rules = useRulesEnvironment();
  const seedDoc = (path: string, data: DocData) => rules.withoutRules((db) => db.doc(path).set(data));
  const user = (uid: string) => `users/${uid}`;

  describe('a person’s own account', () => {
    const memberPath = user(UID.member);
    const restore = () => seedDoc(memberPath, { ...userDoc(['member'], 'member'), email: 'member@example.org' });

    it('member · own display name, photo and follows → allowed', async () => {
      await assertSucceeds(
        rules
          .as('member')
          .doc(memberPath)
          .update({
            displayName: 'Sam Member',
            photoURL: 'https://example.org/sam.png',
            follows: { collections: ['clubs'], tags: ['choir'], ids: ['clubs/thornbury-choir'] },
          }),
      );
      await restore();
    });
    for (const [name, changes] of [
      ['own roles → [member, editor]', { roles: ['member', 'editor'] }],
      ['own roles → [] (dropping them is an admin’s too)', { roles: [] }],
      ['own email', { email: 'other@example.org' }],
      ['own createdAt', { createdAt: new Date('2020-01-01T00:00:00Z') }],
      ['an unknown field', { isAdmin: true }],
      ['follows with an unknown list', { follows: { collections: [], tags: [], ids: [], people: [] } }],
      ['follows with 501 ids', { follows: { ids: Array.from({ length: 501 }, (_, i) => `clubs/c${i}`) } }],
    ] as const) {
      it(`member · ${name} → denied`, async () => {
        await assertFails(rules.as('member').doc(memberPath).update(changes));
      });
    }
    for (const role of ['member', 'editor', 'owner'] as const) {
      it(`${role} · someone else’s display name → denied`, async () => {
        await assertFails(rules.as(role).doc(user(UID.noRole)).update({ displayName: 'Changed' }));
      });
    }
  });

  describe('roles: admins only', () => {
    const promotee = 'promotee-uid';
    const seedPromotee = () => seedDoc(user(promotee), userDoc(['member'], 'promotee'));

    it('admin · make a member an editor, then take it back → allowed', async () => {
      await seedPromotee();
      await assertSucceeds(
        rules
          .as('admin')
          .doc(user(promotee))
          .update({ roles: ['member', 'editor'] }),
      );
      await assertSucceeds(
        rules
          .as('admin')
          .doc(user(promotee))
          .update({ roles: ['member'] }),
      );
    });
    for (const role of ['member', 'editor', 'owner'] as SignedInRole[]) {
      it(`${role} · make someone an editor → denied`, async () => {
        await seedPromotee();
        await assertFails(
          rules
            .as(role)
            .doc(user(promotee))
            .update({ roles: ['member', 'editor'] }),
        );
      });
      it(`${role} · list the accounts → denied`, async () => {
        await assertFails(rules.as(role).collection('users').limit(50).get());
      });
    }
    it('admin · list the accounts 50 at a time, and the admins only → allowed', async () => {
      await assertSucceeds(rules.as('admin').collection('users').orderBy('email').limit(50).get());
      await assertSucceeds(rules.as('admin').collection('users').where('roles', 'array-contains', 'admin').get());
    });
    it('admin · take the admin role from another admin → allowed', async () => {
      await seedDoc(user('second-admin-uid'), userDoc(['admin'], 'second admin'));
      await assertSucceeds(
        rules
          .as('admin')
          .doc(user('second-admin-uid'))
          .update({ roles: ['editor'] }),
      );
    });
    it('admin · take the admin role from themself → denied', async () => {
      await assertFails(
        rules
          .as('admin')
          .doc(user(UID.admin))
          .update({ roles: ['editor'] }),
      );
    });
    it('admin · overwrite their own account without the admin role (set) → denied', async () => {
      await assertFails(
        rules
          .as('admin')
          .doc(user(UID.admin))
          .set(userDoc(['member'], 'admin')),
      );
    });
    it('admin · change their own name, keeping the admin role → allowed', async () => {
      await assertSucceeds(rules.as('admin').doc(user(UID.admin)).update({ displayName: 'The admin' }));
    });
  });

  describe('owners of businesses and shops: admins only', () => {
    const business = 'handed-on-business';
    const shop = 'handed-on-shop';
    const products = ['handed-on-jam', 'handed-on-honey'];
    const seedListings = () =>
      rules.withoutRules(async (db) => {
        await db.doc(`businesses/${business}`).set(storedContent('businesses', { slug: business }));
        await db.doc(`shops/${shop}`).set(storedContent('shops', { slug: shop }));
        for (const id of products)
          await db.doc(`products/${id}`).set(storedContent('products', { slug: id, shopId: shop }));
      });
    /** The admin's hand-over: the shop's ownerUid and its products' in one batch, nothing else changed. */
    const handShopOn = (role: SignedInRole, to: string | null, productIds = products) => {
      const db = rules.as(role);
      const batch = db.batch();
      batch.update(db.doc(`shops/${shop}`), { ownerUid: to });
      for (const id of productIds) batch.update(db.doc(`products/${id}`), { ownerUid: to });
      return batch.commit();
    };

    it('editor · add a business with an owner → denied; with none → allowed', async () => {
      const editor = rules.as('editor');
      const data = (ownerUid: string | null, slug: string) => newContent('businesses', UID.editor, { slug, ownerUid });
      await assertFails(writeContent(editor, 'businesses', 'owned-new', data(UID.owner, 'owned-new')));
      await assertSucceeds(writeContent(editor, 'businesses', 'unowned-new', data(null, 'unowned-new')));
    });
    it('admin · add a shop with an owner → allowed', async () => {
      const data = newContent('shops', UID.admin, { slug: 'admins-new-shop', ownerUid: UID.member });
      await assertSucceeds(writeContent(rules.as('admin'), 'shops', 'admins-new-shop', data));
    });
    it('admin · hand a business on (the owner alone, no new version) → allowed; then to nobody → allowed', async () => {
      await seedListings();
      await assertSucceeds(rules.as('admin').doc(`businesses/${business}`).update({ ownerUid: UID.member }));
      await assertSucceeds(rules.as('admin').doc(`businesses/${business}`).update({ ownerUid: null }));
    });
    it('admin · save a business with a new owner and other changes (a new version) → allowed', async () => {
      await seedListings();
      await assertSucceeds(
        rules
          .as('admin')
          .doc(`businesses/${business}`)
          .update(contentUpdate(UID.admin, { ownerUid: UID.member })),
      );
    });
    for (const role of ['editor', 'owner', 'member'] as SignedInRole[]) {
      it(`${role} · hand a business on (the owner alone) → denied`, async () => {
        await seedListings();
        await assertFails(rules.as(role).doc(`businesses/${business}`).update({ ownerUid: UID.member }));
      });
      it(`${role} · hand a shop on with its products → denied`, async () => {
        await seedListings();
        await assertFails(handShopOn(role, UID.member));
      });
    }
    it('admin · hand a shop on with its products in one batch → allowed', async () => {
      await seedListings();
      await assertSucceeds(handShopOn('admin', UID.member));
      // The new seller reads and edits the products the rules now see as theirs.
      await assertSucceeds(
        rules.as({ uid: UID.member }).collection('products').where('ownerUid', '==', UID.member).get(),
      );
    });
    it('admin · a product’s seller not following its shop → denied', async () => {
      await seedListings();
      await assertFails(rules.as('admin').doc(`products/${products[0]}`).update({ ownerUid: UID.member }));
    });
    it('admin · a product’s seller with another change (no new version) → denied', async () => {
      await seedListings();
      const db = rules.as('admin');
      const batch = db.batch();
      batch.update(db.doc(`shops/${shop}`), { ownerUid: UID.member });
      batch.update(db.doc(`products/${products[0]}`), { ownerUid: UID.member, pricePence: 1 });
      await assertFails(batch.commit());
    });
    it('admin · the owner alone, together with the title (no new version) → denied', async () => {
      await seedListings();
      await assertFails(
        rules.as('admin').doc(`shops/${shop}`).update({ ownerUid: UID.member, title: 'Renamed without a version' }),
      );
    });
  });
});
