/**
 * storage.rules against firebase-tools' real Storage emulator, whose rules runtime needs Java 21: run where
 * scripts/emulators.mjs could start it (STORAGE_RULES_ENFORCED=true, and firebase-tools' own Firestore
 * emulator beside it, which the rules' firestore.get() reads). Everywhere else this suite is skipped, and
 * says so: the emulator there has its rules evaluation replaced (docs/decisions/0020-testing-storage.md).
 *
 * Roles, owners and documents' visibility live in Firestore, seeded here with its rules disabled.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestContext,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import 'firebase/compat/firestore';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const storageHost = (process.env.FIREBASE_STORAGE_EMULATOR_HOST ?? '').trim();
const firestoreHost = (process.env.FIRESTORE_EMULATOR_HOST ?? '').trim();
const enforced = process.env.STORAGE_RULES_ENFORCED === 'true' && Boolean(storageHost && firestoreHost);
const PROJECT_ID = process.env.GCLOUD_PROJECT ?? 'demo-community';
const read = (name: string) => readFileSync(fileURLToPath(new URL(`../../${name}`, import.meta.url)), 'utf8');

const UID = {
  member: 'member-uid',
  editor: 'editor-uid',
  admin: 'admin-uid',
  owner: 'owner-uid',
  /** Another market seller (issue 14), with their own shop. */
  otherSeller: 'other-seller-uid',
  /** A visitor signed in anonymously to place an order. */
  anonymous: 'anonymous-uid',
} as const;
const MB = 1024 * 1024;
const past = firebase.firestore.Timestamp.fromMillis(Date.UTC(2024, 0, 1));
const future = firebase.firestore.Timestamp.fromMillis(Date.now() + 365 * 24 * 3600 * 1000);

function hostAndPort(value: string): { host: string; port: number } {
  const [host = '127.0.0.1', port = '0'] = value.split(':');
  return { host, port: Number(port) };
}

/** A picture field naming `images/{doc}/{name}.jpg` and its small copy, as the image picker saves it. */
function named(docPath: string, name: string) {
  return { path: `images/${docPath}/${name}.jpg`, small: { path: `images/${docPath}/${name}-small.webp` } };
}

type Who = 'visitor' | 'member' | 'unverifiedMember' | 'editor' | 'admin' | 'owner' | 'otherSeller' | 'anonymous';

describe.skipIf(!enforced)('storage.rules (firebase-tools Storage emulator, rules enforced)', () => {
  let env: RulesTestEnvironment;

  const as = (who: Who): RulesTestContext => {
    if (who === 'visitor') return env.unauthenticatedContext();
    if (who === 'unverifiedMember') return env.authenticatedContext(UID.member, { email_verified: false });
    if (who === 'anonymous')
      return env.authenticatedContext(UID.anonymous, { firebase: { sign_in_provider: 'anonymous' } });
    return env.authenticatedContext(UID[who], { email_verified: true });
  };
  const put = async (who: Who, path: string, size: number, contentType: string) => {
    await as(who).storage().ref(path).put(new Uint8Array(size), { contentType });
  };
  const url = (who: Who, path: string) => as(who).storage().ref(path).getDownloadURL();

  beforeAll(async () => {
    env = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: { ...hostAndPort(firestoreHost), rules: read('firestore.rules') },
      storage: { ...hostAndPort(storageHost), rules: read('storage.rules') },
    });
    await env.clearFirestore();
    await env.clearStorage();
    await env.withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      await db.doc(`users/${UID.member}`).set({
        roles: ['member'],
        photo: {
          path: `images/users/${UID.member}/p1.jpg`,
          small: { path: `images/users/${UID.member}/p1-small.webp` },
        },
      });
      // An anonymous account (a customer) whose document names a photo: still refused.
      await db
        .doc(`users/${UID.anonymous}`)
        .set({ roles: [], photo: { path: `images/users/${UID.anonymous}/p1.jpg` } });
      await db.doc(`users/${UID.editor}`).set({ roles: ['editor'] });
      await db.doc(`users/${UID.admin}`).set({ roles: ['admin'] });
      await db.doc(`users/${UID.owner}`).set({ roles: ['member'] });
      await db.doc('events/published').set({ status: 'published', publishAt: null });
      await db.doc('events/draft').set({ status: 'draft', publishAt: null });
      await db.doc('events/scheduled').set({ status: 'published', publishAt: future });
      await db
        .doc('businesses/own')
        .set({ status: 'draft', publishAt: null, ownerUid: UID.owner, image: named('businesses/own', 'o1') });
      await db.doc('businesses/other').set({ status: 'draft', publishAt: null, ownerUid: 'someone-else' });
      await db
        .doc('shops/own')
        .set({ status: 'published', publishAt: null, ownerUid: UID.owner, image: named('shops/own', 'logo-1') });
      await db.doc('shops/other').set({ status: 'published', publishAt: null, ownerUid: 'someone-else' });
      await db
        .doc('products/own')
        .set({ status: 'draft', publishAt: null, shopId: 'own', image: named('products/own', 'o3') });
      await db.doc('products/other').set({ status: 'draft', publishAt: null, shopId: 'other' });
      // Issue 14: a second seller's shop and product, a published product, and a product whose shop is gone.
      await db.doc(`users/${UID.otherSeller}`).set({ roles: ['member'] });
      await db
        .doc('shops/others')
        .set({ status: 'draft', publishAt: null, ownerUid: UID.otherSeller, image: named('shops/others', 'logo-2') });
      await db
        .doc('products/others')
        .set({ status: 'draft', publishAt: null, shopId: 'others', image: named('products/others', 'p2') });
      await db
        .doc('products/published-own')
        .set({ status: 'published', publishAt: null, shopId: 'own', image: named('products/published-own', 'p1') });
      await db.doc('products/orphan').set({ status: 'draft', publishAt: null, shopId: 'no-such-shop' });
      await db.doc('committeeMembers/green').set({ memberUids: [UID.member] });
      const documents: [string, string, string, unknown][] = [
        ['public', 'public', 'published', past],
        ['members', 'members', 'published', null],
        ['committee', 'committee', 'published', null],
        ['greenCommittee', 'committee', 'published', null],
        ['publicDraft', 'public', 'draft', null],
        ['publicScheduled', 'public', 'published', future],
      ];
      for (const [id, visibility, status, publishAt] of documents) {
        const committeeId = id === 'greenCommittee' ? 'green' : null;
        await db.doc(`documents/${id}`).set({ visibility, status, publishAt, committeeId });
      }
      // The files the read tests ask for, uploaded without rules.
      const storage = context.storage();
      for (const id of ['published', 'draft', 'scheduled']) {
        await storage.ref(`images/events/${id}/a.jpg`).put(new Uint8Array(10), { contentType: 'image/jpeg' });
      }
      await storage.ref('images/businesses/own/a.jpg').put(new Uint8Array(10), { contentType: 'image/jpeg' });
      for (const id of ['own', 'published-own', 'others']) {
        await storage.ref(`images/products/${id}/a.jpg`).put(new Uint8Array(10), { contentType: 'image/jpeg' });
      }
      await storage.ref('images/shops/others/logo.webp').put(new Uint8Array(10), { contentType: 'image/webp' });
      for (const [id] of documents) {
        await storage.ref(`documents/${id}/u1/file.pdf`).put(new Uint8Array(10), { contentType: 'application/pdf' });
      }
    });
  }, 120_000);

  afterAll(async () => {
    await env?.cleanup();
  });

  describe('pictures: images/{collection}/{id}/{file}', () => {
    it('editors and admins upload JPEG, WebP and PNG up to 10 MB; members and visitors cannot', async () => {
      await assertSucceeds(put('editor', 'images/events/draft/e1.jpg', 1000, 'image/jpeg'));
      await assertSucceeds(put('admin', 'images/posts/p1/a1.webp', 1000, 'image/webp'));
      await assertSucceeds(put('editor', 'images/pages/about/e2.png', 10 * MB, 'image/png'));
      await assertFails(put('member', 'images/events/draft/m1.jpg', 1000, 'image/jpeg'));
      await assertFails(put('visitor', 'images/events/draft/v1.jpg', 1000, 'image/jpeg'));
    });

    it('refuses other types, empty and oversized files, and paths outside the content types', async () => {
      await assertFails(put('editor', 'images/events/draft/x.svg', 1000, 'image/svg+xml'));
      await assertFails(put('editor', 'images/events/draft/x.gif', 1000, 'image/gif'));
      await assertFails(put('editor', 'images/events/draft/x.html', 1000, 'text/html'));
      await assertFails(put('editor', 'images/events/draft/empty.jpg', 0, 'image/jpeg'));
      await assertFails(put('editor', 'images/events/draft/big.jpg', 10 * MB + 1, 'image/jpeg'));
      await assertFails(put('editor', 'images/users/editor-uid/x.jpg', 1000, 'image/jpeg'));
      await assertFails(put('editor', 'images/events/x.jpg', 1000, 'image/jpeg'));
    });

    it('owners upload under their own business, shop and shop products only', async () => {
      await assertSucceeds(put('owner', 'images/businesses/own/o1.jpg', 1000, 'image/jpeg'));
      await assertSucceeds(put('owner', 'images/products/own/o3.jpg', 1000, 'image/jpeg'));
      await assertFails(put('owner', 'images/businesses/other/o4.jpg', 1000, 'image/jpeg'));
      await assertFails(put('owner', 'images/shops/other/o5.jpg', 1000, 'image/jpeg'));
      await assertFails(put('owner', 'images/products/other/o6.jpg', 1000, 'image/jpeg'));
      await assertFails(put('owner', 'images/events/published/o7.jpg', 1000, 'image/jpeg'));
    });

    // Issue 14: shop logos (the shop's `image`) and product photos, as firestore.rules lets sellers edit.
    it("sellers upload their shop's logo and their products' photos (both copies); never another seller's", async () => {
      await assertSucceeds(put('owner', 'images/shops/own/logo-1.jpg', 2 * MB, 'image/jpeg'));
      await assertSucceeds(put('owner', 'images/shops/own/logo-1-small.webp', 50_000, 'image/webp'));
      await assertSucceeds(put('owner', 'images/products/published-own/p1.jpg', 1000, 'image/jpeg'));
      await assertSucceeds(put('otherSeller', 'images/shops/others/logo-2.jpg', 1000, 'image/jpeg'));
      await assertSucceeds(put('otherSeller', 'images/products/others/p2.jpg', 1000, 'image/jpeg'));
      // Files another seller's documents name: still theirs alone.
      await assertFails(put('owner', 'images/shops/others/logo-2-small.webp', 1000, 'image/webp'));
      await assertFails(put('owner', 'images/products/others/p2-small.webp', 1000, 'image/webp'));
      await assertFails(put('otherSeller', 'images/shops/own/x3.jpg', 1000, 'image/jpeg'));
      await assertFails(put('otherSeller', 'images/products/own/x4.jpg', 1000, 'image/jpeg'));
      await assertFails(put('otherSeller', 'images/products/published-own/x5.jpg', 1000, 'image/jpeg'));
    });

    it('customers, anonymous accounts and visitors upload no shop or product pictures', async () => {
      for (const who of ['member', 'anonymous', 'visitor'] as const) {
        await assertFails(put(who, `images/shops/own/${who}.jpg`, 1000, 'image/jpeg'));
        await assertFails(put(who, `images/products/own/${who}.jpg`, 1000, 'image/jpeg'));
      }
    });

    it('refuses a seller a product whose shop is gone or that does not exist, SVG logos and files over 10 MB', async () => {
      await assertFails(put('owner', 'images/products/orphan/o1.jpg', 1000, 'image/jpeg'));
      await assertFails(put('owner', 'images/products/not-yet-saved/o2.jpg', 1000, 'image/jpeg'));
      // Named by the owner's own business, so refused only for what they are.
      await assertFails(put('owner', 'images/businesses/own/o1-small.webp', 1000, 'image/svg+xml'));
      await assertFails(put('owner', 'images/businesses/own/o1-small.webp', 10 * MB + 1, 'image/webp'));
    });

    it('owners upload only the picture their document names right now (issue 25: no free file hosting)', async () => {
      await assertFails(put('owner', 'images/shops/own/o2.jpg', 1000, 'image/jpeg'));
      await assertFails(put('owner', 'images/products/own/another.jpg', 1000, 'image/jpeg'));
      await assertFails(put('owner', 'images/businesses/own/o1-copy.jpg', 1000, 'image/jpeg'));
      await assertSucceeds(put('owner', 'images/products/own/o3-small.webp', 1000, 'image/webp'));
    });

    it('editors upload any shop logo or product photo', async () => {
      await assertSucceeds(put('editor', 'images/shops/others/e1.jpg', 1000, 'image/jpeg'));
      await assertSucceeds(put('editor', 'images/products/others/e2.jpg', 1000, 'image/jpeg'));
    });

    it("a published product's photo is public; a draft's only for its seller and editors; a draft shop's logo too", async () => {
      await assertSucceeds(url('visitor', 'images/products/published-own/a.jpg'));
      await assertSucceeds(url('anonymous', 'images/products/published-own/a.jpg'));
      await assertSucceeds(url('owner', 'images/products/own/a.jpg'));
      await assertSucceeds(url('editor', 'images/products/own/a.jpg'));
      await assertFails(url('visitor', 'images/products/own/a.jpg'));
      await assertFails(url('otherSeller', 'images/products/own/a.jpg'));
      await assertFails(url('owner', 'images/products/others/a.jpg'));
      await assertSucceeds(url('otherSeller', 'images/shops/others/logo.webp'));
      await assertFails(url('owner', 'images/shops/others/logo.webp'));
    });

    it('never replaces a file, and only admins delete', async () => {
      await assertFails(put('editor', 'images/events/published/a.jpg', 1000, 'image/jpeg'));
      await assertFails(as('editor').storage().ref('images/events/published/a.jpg').delete());
      await assertSucceeds(as('admin').storage().ref('images/events/draft/a.jpg').delete());
    });

    it('are seen through the SDK with their published document; drafts by editors and owners only', async () => {
      await assertSucceeds(url('visitor', 'images/events/published/a.jpg'));
      await assertFails(url('visitor', 'images/events/scheduled/a.jpg'));
      await assertFails(url('member', 'images/events/draft/e1.jpg'));
      await assertSucceeds(url('editor', 'images/events/draft/e1.jpg'));
      await assertSucceeds(url('owner', 'images/businesses/own/a.jpg'));
      await assertFails(url('member', 'images/businesses/own/a.jpg'));
    });
  });

  describe("a person's own photo: images/users/{uid}/{file}", () => {
    it('only the person adds a picture of up to 10 MB under their own account', async () => {
      // Refused first, while the names are free (a file is never replaced, so later this would prove nothing).
      await assertFails(put('member', `images/users/${UID.member}/p1.jpg`, 10 * 1024 * 1024 + 1, 'image/jpeg'));
      await assertFails(put('member', `images/users/${UID.member}/p1-small.webp`, 1000, 'image/svg+xml'));
      await assertFails(put('member', `images/users/${UID.member}/p1-small.webp`, 1000, 'application/pdf'));
      await assertSucceeds(put('member', `images/users/${UID.member}/p1.jpg`, 1000, 'image/jpeg'));
      await assertSucceeds(put('member', `images/users/${UID.member}/p1-small.webp`, 1000, 'image/webp'));
      await assertFails(put('member', `images/users/${UID.editor}/p4.jpg`, 1000, 'image/jpeg'));
      await assertFails(put('visitor', `images/users/${UID.member}/p5.jpg`, 1000, 'image/jpeg'));
    });

    it('only the files users/{uid}.photo names right now (issue 25: no free file hosting)', async () => {
      await assertFails(put('member', `images/users/${UID.member}/p2.jpg`, 1000, 'image/jpeg'));
      await assertFails(put('member', `images/users/${UID.member}/anything.bin`, 1000, 'image/jpeg'));
      // The editor's document names no photo.
      await assertFails(put('editor', `images/users/${UID.editor}/p1.jpg`, 1000, 'image/jpeg'));
    });

    it('anonymous accounts upload no photo, even one their document names', async () => {
      await assertFails(put('anonymous', `images/users/${UID.anonymous}/p1.jpg`, 1000, 'image/jpeg'));
    });

    it('the person and admins see it through the SDK; the person deletes it', async () => {
      await assertSucceeds(url('member', `images/users/${UID.member}/p1.jpg`));
      await assertSucceeds(url('admin', `images/users/${UID.member}/p1.jpg`));
      await assertFails(url('editor', `images/users/${UID.member}/p1.jpg`));
      await assertFails(as('editor').storage().ref(`images/users/${UID.member}/p1.jpg`).delete());
      await assertSucceeds(as('member').storage().ref(`images/users/${UID.member}/p1.jpg`).delete());
    });
  });

  describe('documents: documents/{id}/{uploadId}/{file}', () => {
    it('editors upload PDF, Word, OpenDocument, spreadsheets, CSV and pictures up to 20 MB', async () => {
      const types = [
        'application/pdf',
        'application/msword',
        'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
        'application/vnd.oasis.opendocument.text',
        'application/vnd.oasis.opendocument.spreadsheet',
        'application/vnd.ms-excel',
        'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        'text/csv',
        'image/jpeg',
      ];
      for (const [index, type] of types.entries()) {
        await assertSucceeds(put('editor', `documents/new/u${index}/file`, 1000, type));
      }
      await assertSucceeds(put('editor', 'documents/new/big/file.pdf', 20 * MB, 'application/pdf'));
    });

    it('refuses members, visitors, owners, other types and files over 20 MB', async () => {
      await assertFails(put('member', 'documents/new/m/file.pdf', 1000, 'application/pdf'));
      await assertFails(put('visitor', 'documents/new/v/file.pdf', 1000, 'application/pdf'));
      await assertFails(put('owner', 'documents/new/o/file.pdf', 1000, 'application/pdf'));
      await assertFails(put('editor', 'documents/new/h/file.html', 1000, 'text/html'));
      await assertFails(put('editor', 'documents/new/z/file.zip', 1000, 'application/zip'));
      await assertFails(put('editor', 'documents/new/big2/file.pdf', 20 * MB + 1, 'application/pdf'));
      await assertFails(put('editor', 'documents/new/file.pdf', 1000, 'application/pdf'));
    });

    it.each<[string, Who[], Who[]]>([
      ['public', ['visitor', 'unverifiedMember', 'member', 'editor'], []],
      ['members', ['member', 'owner', 'editor', 'admin'], ['visitor', 'unverifiedMember']],
      ['committee', ['editor', 'admin'], ['visitor', 'member']],
      ['greenCommittee', ['member', 'editor'], ['visitor', 'owner']],
      ['publicDraft', ['editor'], ['visitor', 'member']],
      ['publicScheduled', ['editor'], ['visitor', 'member']],
    ])('the file of document "%s" follows its visibility', async (id, allowed, refused) => {
      for (const who of allowed) await assertSucceeds(url(who, `documents/${id}/u1/file.pdf`));
      for (const who of refused) await assertFails(url(who, `documents/${id}/u1/file.pdf`));
    });

    it('a file whose document does not exist is for editors only', async () => {
      await assertSucceeds(put('editor', 'documents/missing/u1/file.pdf', 10, 'application/pdf'));
      await assertFails(url('member', 'documents/missing/u1/file.pdf'));
      await assertSucceeds(url('editor', 'documents/missing/u1/file.pdf'));
    });
  });
});

describe('where storage.rules cannot be enforced', () => {
  it.runIf(!enforced)('says why this suite was skipped', () => {
    const why = !storageHost
      ? 'no Storage emulator (run through scripts/emulators.mjs)'
      : `STORAGE_RULES_ENFORCED=${process.env.STORAGE_RULES_ENFORCED ?? '(unset)'}: the emulator's rules evaluation is replaced (Java 21 missing)`;
    console.warn(`storage.rules tests skipped: ${why}. See docs/decisions/0020-testing-storage.md.`);
    expect(enforced).toBe(false);
  });
});
