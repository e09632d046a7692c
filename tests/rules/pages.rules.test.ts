/**
 * Pages (`validPage`: admins write the five fixed pages, base fields only, slug == id) and revision history
 * (`match /{coll}/{docId}/revisions/{rev}`: those who edit the document read and create revisions, written in
 * the same batch as the save they belong to; nobody updates or deletes one), against the emulator.
 *
 * Run: FIRESTORE_EMULATOR_HOST=127.0.0.1:8282 npx vitest run --config vitest.rules.config.ts tests/rules/pages.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { beforeEach, describe, it } from 'vitest';
import { newContent, serverTimestamp, storedContent, UID, type Db, type DocData } from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

const PAGE = 'gdpr-and-uk-gdpr';
const stored = (): DocData => storedContent('pages', { slug: PAGE, by: UID.admin });

describe.skipIf(!emulatorHost)('firestore.rules · pages and revisions', () => {
  const rules = useRulesEnvironment();

  const as = rules.as;
  const seedPage = async (data: DocData = stored()) => {
    await rules.env().withSecurityRulesDisabled(async (context) => {
      const db = context.firestore();
      const revisions = await db.collection(`pages/${PAGE}/revisions`).get();
      for (const document of revisions.docs) await document.ref.delete();
      await db.doc(`pages/${PAGE}`).set(data);
    });
  };
  /** A save of the seeded page (version 1) by `uid` with its revision, as the repository writes it. */
  const saveWithRevision = (db: Db, uid: string, revision: DocData = {}, changes: DocData = {}) => {
    const batch = db.batch();
    batch.update(db.doc(`pages/${PAGE}`), {
      title: 'GDPR',
      version: 2,
      updatedAt: serverTimestamp(),
      updatedBy: uid,
      ...changes,
    });
    batch.set(db.doc(`pages/${PAGE}/revisions/1`), {
      version: 1,
      savedBy: uid,
      savedAt: serverTimestamp(),
      document: stored(),
      ...revision,
    });
    return batch.commit();
  };

  beforeEach(() => seedPage());

  describe('pages', () => {
    it('admin · create a known page whose slug is its id → allowed', async () => {
      await rules.env().withSecurityRulesDisabled((context) => context.firestore().doc(`pages/${PAGE}`).delete());
      await assertSucceeds(
        as('admin')
          .doc(`pages/${PAGE}`)
          .set(newContent('pages', UID.admin, { slug: PAGE })),
      );
    });
    it('editor · create or update a page → denied (admins edit pages)', async () => {
      await assertFails(
        as('editor')
          .doc(`pages/${PAGE}`)
          .update({ title: 'x', version: 2, updatedAt: serverTimestamp(), updatedBy: UID.editor }),
      );
      await rules.env().withSecurityRulesDisabled((context) => context.firestore().doc(`pages/${PAGE}`).delete());
      await assertFails(
        as('editor')
          .doc(`pages/${PAGE}`)
          .set(newContent('pages', UID.editor, { slug: PAGE })),
      );
    });
    it('admin · a page whose slug is not its id → denied', async () => {
      await rules.env().withSecurityRulesDisabled((context) => context.firestore().doc(`pages/${PAGE}`).delete());
      await assertFails(
        as('admin')
          .doc(`pages/${PAGE}`)
          .set(newContent('pages', UID.admin, { slug: 'gdpr' })),
      );
      await seedPage();
      await assertFails(
        as('admin')
          .doc(`pages/${PAGE}`)
          .update({ slug: 'gdpr', version: 2, updatedAt: serverTimestamp(), updatedBy: UID.admin }),
      );
    });
    it('admin · a page with a field pages do not have → denied', async () => {
      await assertFails(
        as('admin')
          .doc(`pages/${PAGE}`)
          .update({ category: 'legal', version: 2, updatedAt: serverTimestamp(), updatedBy: UID.admin }),
      );
    });
    it('admin · an unknown page id → denied', async () => {
      await assertFails(
        as('admin')
          .doc('pages/home')
          .set(newContent('pages', UID.admin, { slug: 'home' })),
      );
    });
    it('visitor · read a published page → allowed; a draft → denied', async () => {
      await assertSucceeds(as('visitor').doc('pages/about').get());
      await assertFails(as('visitor').doc('pages/cookies-policy').get());
    });
  });

  describe('revisions', () => {
    it('admin · save a page with the revision of the version it replaces, in one batch → allowed', async () => {
      await assertSucceeds(saveWithRevision(as('admin'), UID.admin));
    });
    it('admin · read the revisions of a page → allowed', async () => {
      await saveWithRevision(as('admin'), UID.admin);
      await assertSucceeds(as('admin').collection(`pages/${PAGE}/revisions`).get());
      await assertSucceeds(as('admin').doc(`pages/${PAGE}/revisions/1`).get());
    });
    for (const role of ['visitor', 'member', 'editor'] as const) {
      it(`${role} · read a page's revisions → denied`, async () => {
        await assertFails(as(role).collection(`pages/${PAGE}/revisions`).get());
        await assertFails(as(role).doc(`pages/${PAGE}/revisions/1`).get());
      });
    }
    it('editor · create a page revision (with a save they may not make) → denied', async () => {
      await assertFails(saveWithRevision(as('editor'), UID.editor));
    });
    it('admin · a revision on its own, with no save → denied', async () => {
      await assertFails(
        as('admin')
          .doc(`pages/${PAGE}/revisions/1`)
          .set({ version: 1, savedBy: UID.admin, savedAt: serverTimestamp(), document: stored() }),
      );
    });
    const refused: [string, DocData][] = [
      ['kept under another id than its version', { version: 2, document: { ...stored(), version: 2 } }],
      ['holding another version than the one replaced', { document: { ...stored(), version: 5 } }],
      ['in someone else’s name', { savedBy: UID.editor }],
      ['with a time of the device’s choosing', { savedAt: new Date('2020-01-01T00:00:00Z') }],
      ['with no document', { document: 'gone' }],
      ['with a field revisions do not have', { note: 'extra' }],
    ];
    for (const [name, revision] of refused) {
      it(`admin · a revision ${name} → denied`, async () => {
        await assertFails(saveWithRevision(as('admin'), UID.admin, revision));
      });
    }
    it('admin · update or delete a revision → denied', async () => {
      await saveWithRevision(as('admin'), UID.admin);
      await assertFails(as('admin').doc(`pages/${PAGE}/revisions/1`).update({ savedBy: 'someone' }));
      await assertFails(as('admin').doc(`pages/${PAGE}/revisions/1`).delete());
    });
    it('admin · a second save of the same version (a conflict) cannot overwrite its revision → denied', async () => {
      await saveWithRevision(as('admin'), UID.admin);
      await assertFails(saveWithRevision(as('admin'), UID.admin));
    });
    it('editor · revisions of a type without the flag (events) → denied', async () => {
      await assertFails(as('editor').collection('events/published/revisions').get());
    });
  });
});
