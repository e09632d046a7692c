/**
 * The person's own account (issue 15, "Your account"; docs/decisions/0027): notification choices on
 * `users/{uid}`, deleting their own users document, anonymising their orders when the account is deleted,
 * and reading and deleting the contact messages they sent while signed in (`senderUid`).
 * Run against a Firestore emulator: `FIRESTORE_EMULATOR_HOST=127.0.0.1:<port> npx vitest run --config
 * vitest.rules.config.ts tests/rules/profile.rules.test.ts`.
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { anonymisedCustomer } from '@/pages/account/deletion-plan';
import {
  message,
  OTHER_CUSTOMER_ORDER_ID,
  sendMessage,
  SEEDED_AT,
  serverTimestamp,
  storedOrder,
  UID,
  type DocData,
} from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

if (!emulatorHost) console.warn('profile.rules.test.ts skipped: no Firestore emulator (FIRESTORE_EMULATOR_HOST unset)');

const ANONYMISED: DocData = { customer: anonymisedCustomer(UID.member), note: '' };

describe.skipIf(!emulatorHost)('firestore.rules: the person’s own account', () => {
  const rules = useRulesEnvironment();
  const as = (uid: string) => rules.as({ uid });
  const seedDoc = (path: string, data: DocData) => rules.withoutRules((db) => db.doc(path).set(data));

  describe('notification choices', () => {
    it('lets a person choose a weekly digest or none, and nothing else', async () => {
      const own = as(UID.noRole).doc(`users/${UID.noRole}`);
      await assertSucceeds(own.update({ notifications: { digest: 'weekly' } }));
      await assertSucceeds(own.update({ notifications: { digest: 'none' } }));
      await assertSucceeds(own.update({ notifications: {} }));
      await assertFails(own.update({ notifications: { digest: 'hourly' } }));
      await assertFails(own.update({ notifications: { digest: 'weekly', push: true } }));
      await assertFails(own.update({ notifications: 'weekly' }));
    });

    it('refuses changing someone else’s choices', async () => {
      await assertFails(
        as(UID.noRole)
          .doc(`users/${UID.member}`)
          .update({ notifications: { digest: 'weekly' } }),
      );
    });
  });

  describe('the person’s photo (users/{uid}.photo, filled in by the upload outbox)', () => {
    const photo = (uid: string, changes: DocData = {}): DocData => ({
      path: `images/users/${uid}/abc123.webp`,
      url: '',
      alt: 'Photo of me',
      width: 640,
      height: 640,
      small: { path: `images/users/${uid}/abc123-small.webp`, url: '', width: 320, height: 320 },
      ...changes,
    });

    it('lets a person set their own photo under their own path, fill in its address and remove it', async () => {
      const own = as(UID.noRole).doc(`users/${UID.noRole}`);
      await assertSucceeds(own.update({ photo: photo(UID.noRole) }));
      await assertSucceeds(
        own.update({ photo: photo(UID.noRole, { url: 'https://firebasestorage.googleapis.com/v0/b/x/o/y' }) }),
      );
      await assertSucceeds(own.update({ photo: null }));
    });

    it('refuses a photo stored under someone else’s path, of another shape, or on someone else’s account', async () => {
      const own = as(UID.noRole).doc(`users/${UID.noRole}`);
      await assertFails(own.update({ photo: photo(UID.member) }));
      await assertFails(own.update({ photo: photo(UID.noRole, { path: 'images/events/e1/abc123.webp' }) }));
      await assertFails(
        own.update({
          photo: photo(UID.noRole, {
            small: { path: `images/users/${UID.member}/x-small.webp`, url: '', width: 1, height: 1 },
          }),
        }),
      );
      await assertFails(own.update({ photo: photo(UID.noRole, { alt: '' }) }));
      await assertFails(own.update({ photo: photo(UID.noRole, { url: 'javascript:alert(1)' }) }));
      await assertFails(own.update({ photo: 'https://example.org/me.jpg' }));
      await assertFails(
        as(UID.noRole)
          .doc(`users/${UID.member}`)
          .update({ photo: photo(UID.member) }),
      );
    });
  });

  describe('deleting one’s own users document', () => {
    it('lets the person delete their own, not anyone else’s', async () => {
      await seedDoc('users/leaving-uid', { displayName: 'Leaving', email: 'leaving-uid@example.org', roles: [] });
      await assertFails(as(UID.noRole).doc('users/leaving-uid').delete());
      await assertSucceeds(as('leaving-uid').doc('users/leaving-uid').delete());
    });

    it('refuses an admin deleting their own (the last admin could leave none); another admin may', async () => {
      const account = { displayName: 'Stepping Down', email: 'stepping-down@example.org', roles: ['admin'] };
      await seedDoc('users/stepping-down', account);
      await assertFails(as('stepping-down').doc('users/stepping-down').delete());
      await assertSucceeds(as(UID.admin).doc('users/stepping-down').delete());
    });

    it('deletes the person’s request to sell only with their account, in the same batch', async () => {
      const uid = 'leaving-seller';
      await seedDoc(`users/${uid}`, { displayName: 'Leaving', email: `${uid}@example.org`, roles: ['member'] });
      await seedDoc(`sellerRequests/${uid}`, { uid, name: 'Leaving', email: `${uid}@example.org`, status: 'declined' });
      const db = as(uid);
      await assertFails(db.doc(`sellerRequests/${uid}`).delete());
      await assertFails(as(UID.noRole).doc(`sellerRequests/${uid}`).delete());
      const batch = db.batch();
      batch.delete(db.doc(`sellerRequests/${uid}`));
      batch.delete(db.doc(`users/${uid}`));
      await assertSucceeds(batch.commit());
    });
  });

  describe('anonymising orders', () => {
    const orderId = 'leavingOrder00000001';
    const reset = (status: 'requested' | 'collected' = 'collected') =>
      seedDoc(`orders/${orderId}`, storedOrder(UID.member, orderId, undefined, status));

    it('lets the customer replace their name, email, phone and note, at any status', async () => {
      await reset();
      await assertSucceeds(as(UID.member).doc(`orders/${orderId}`).update(ANONYMISED));
      await reset('requested');
      await assertSucceeds(as(UID.member).doc(`orders/${orderId}`).update(ANONYMISED));
    });

    it('refuses anything but exactly that change', async () => {
      await reset();
      const order = as(UID.member).doc(`orders/${orderId}`);
      const customer = ANONYMISED.customer as DocData;
      await assertFails(order.update({ ...ANONYMISED, note: 'Kept' }));
      await assertFails(order.update({ customer: { ...customer, name: 'Someone else' }, note: '' }));
      await assertFails(order.update({ customer: { ...customer, uid: UID.otherCustomer }, note: '' }));
      await assertFails(order.update({ customer: { ...customer, phone: '07700 900000' }, note: '' }));
      await assertFails(order.update({ ...ANONYMISED, status: 'cancelled' }));
      await assertFails(order.update({ ...ANONYMISED, totals: { itemsPence: 0, totalPence: 0, currency: 'GBP' } }));
      await assertFails(order.update({ ...ANONYMISED, updatedAt: serverTimestamp() }));
    });

    it('refuses anonymising someone else’s order, even for a shop owner', async () => {
      await assertFails(
        as(UID.member)
          .doc(`orders/${OTHER_CUSTOMER_ORDER_ID}`)
          .update({ customer: anonymisedCustomer(UID.otherCustomer), note: '' }),
      );
      await reset();
      await assertFails(as(UID.owner).doc(`orders/${orderId}`).update(ANONYMISED));
    });
  });

  describe('messages sent while signed in', () => {
    const sent = (senderUid: string): DocData => ({ ...message(SEEDED_AT), senderUid });

    it('lets a signed-in person send a message marked as theirs, never as someone else’s', async () => {
      // Sent as the contact form sends it: with the sender's throttle document, in one write (decision 0030).
      await assertSucceeds(sendMessage(as(UID.noRole), UID.noRole, { ...message(), senderUid: UID.noRole }));
      // The member's first message, so only the name on it can be the reason it is refused.
      await assertFails(sendMessage(as(UID.member), UID.member, { ...message(), senderUid: UID.noRole }));
      await assertFails(
        rules
          .as('visitor')
          .collection('messages')
          .doc('visitor-new')
          .set({ ...message(), senderUid: UID.member }),
      );
      // A visitor with no account at all cannot send: the contact form gives them an anonymous one first.
      await assertFails(rules.as('visitor').collection('messages').doc('visitor-plain').set(message()));
    });

    it('lets the sender read and list their own messages, not others’', async () => {
      await seedDoc('messages/mine', sent(UID.noRole));
      await seedDoc('messages/theirs', sent(UID.member));
      const db = as(UID.noRole);
      await assertSucceeds(db.doc('messages/mine').get());
      await assertFails(db.doc('messages/theirs').get());
      await assertFails(db.doc('messages/message').get());
      await assertSucceeds(db.collection('messages').where('senderUid', '==', UID.noRole).get());
      await assertFails(db.collection('messages').get());
      await assertFails(db.collection('messages').where('senderUid', '==', UID.member).get());
    });

    it('lets the sender delete their own messages, but not mark them handled', async () => {
      await seedDoc('messages/mine-to-delete', sent(UID.noRole));
      await seedDoc('messages/theirs-to-keep', sent(UID.member));
      const db = as(UID.noRole);
      await assertFails(db.doc('messages/mine-to-delete').update({ handled: true }));
      await assertFails(db.doc('messages/theirs-to-keep').delete());
      await assertSucceeds(db.doc('messages/mine-to-delete').delete());
    });
  });
});
