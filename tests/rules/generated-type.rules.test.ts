/**
 * A new content type's rules come from its manifest alone (npm run generate, decision 0043): rules
 * generated for the registry plus a type no feature declares, loaded into the emulator, let visitors
 * read its published items and editors write them, and refuse visitors' writes, drafts to visitors and
 * a second item with a slug already taken.
 *
 * Run: FIRESTORE_EMULATOR_HOST=127.0.0.1:8080 npx vitest run --config vitest.rules.config.ts tests/rules/generated-type.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { collectionRegistry } from '@/app/collection-registry';
import { serverParts } from '@/app/server-parts';
import firestoreShared from '@/collections/server/firestore-shared.rules?raw';
import { firestoreRules, type RulesManifest } from '@/collections/server/generate-rules';
import { baseFields, serverTimestamp, slugIndexPath, UID, type Db, type DocData } from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

const TYPE = 'allotments';
const allotments: RulesManifest = { path: TYPE, access: { read: 'public', edit: 'editor' } };

/** A new item as the app writes it, with its slug index entry in the same batch. */
function create(db: Db, id: string, changes: DocData = {}) {
  const data: DocData = {
    ...baseFields({ slug: id, by: UID.editor }),
    status: 'draft',
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    ...changes,
  };
  const batch = db.batch();
  batch.set(db.doc(`${TYPE}/${id}`), data);
  batch.set(db.doc(slugIndexPath(TYPE, String(data['slug']))), { id });
  return batch.commit();
}

describe.skipIf(!emulatorHost)('rules generated for a new type', () => {
  const rules = useRulesEnvironment({
    rules: firestoreRules(firestoreShared, [...collectionRegistry, allotments], serverParts),
  });

  it('editor · create → allowed; visitor · create → denied', async () => {
    await assertSucceeds(create(rules.as('editor'), 'plot-1'));
    await assertFails(create(rules.as('visitor'), 'plot-2'));
    await assertFails(create(rules.as('member'), 'plot-3'));
  });

  it('visitor · read a published item → allowed; a draft → denied', async () => {
    await rules.withoutRules(async (db) => {
      await db.doc(`${TYPE}/shown`).set(baseFields({ slug: 'shown', status: 'published' }));
      await db.doc(`${TYPE}/hidden`).set(baseFields({ slug: 'hidden', status: 'draft' }));
    });
    await assertSucceeds(rules.as('visitor').doc(`${TYPE}/shown`).get());
    await assertFails(rules.as('visitor').doc(`${TYPE}/hidden`).get());
    await assertSucceeds(rules.as('editor').doc(`${TYPE}/hidden`).get());
  });

  it('editor · create with a slug another item holds → denied', async () => {
    await assertSucceeds(create(rules.as('editor'), 'plot-4'));
    await assertFails(create(rules.as('editor'), 'plot-5', { slug: 'plot-4' }));
  });

  it('editor · create with a field no type has → denied', async () => {
    await assertFails(create(rules.as('editor'), 'plot-6', { plotCount: 12 }));
  });
});
