/**
 * Posts' own fields in firestore.rules (`validPost`, `keptPublishedAt`): every field of the posts
 * schema (src/features/posts/post-schema.ts) is checked, allowed and refused, against the emulator.
 *
 * Run: node scripts/emulators.mjs exec --no-seed -- \
 *        npx vitest run --config vitest.rules.config.ts tests/rules/posts.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { describe, it } from 'vitest';
import { contentUpdate, newContent, UID, writeContent, type DocData } from './fixtures';
import { emulatorHost, typeShapeTests, useRulesEnvironment } from './rules-environment';

const FIRST_PUBLISHED = firebase.firestore.Timestamp.fromDate(new Date('2026-10-01T09:00:00Z'));

/** A valid published article with every field set, before `changes`. */
function post(changes: DocData = {}): DocData {
  return {
    ...newContent('posts', UID.editor),
    status: 'published',
    author: { name: 'Sam Jones', uid: UID.editor },
    publishedAt: FIRST_PUBLISHED,
    category: 'Community',
    ...changes,
  };
}

const remove = (data: DocData, key: string): DocData =>
  Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));

/** Refused: one field wrong each. */
const REFUSED: [string, (valid: DocData) => DocData][] = [
  ['author missing', (d) => remove(d, 'author')],
  ['author a string', (d) => ({ ...d, author: 'Sam Jones' })],
  ['author without a name', (d) => ({ ...d, author: { uid: UID.editor } })],
  ['author without a uid', (d) => ({ ...d, author: { name: 'Sam' } })],
  ['author with an empty name', (d) => ({ ...d, author: { name: '', uid: '' } })],
  ['author name over 80', (d) => ({ ...d, author: { name: 'x'.repeat(81), uid: '' } })],
  ['author name with a line break', (d) => ({ ...d, author: { name: 'Sam\nJones', uid: '' } })],
  ['author uid a number', (d) => ({ ...d, author: { name: 'Sam', uid: 7 } })],
  ['author with an extra key', (d) => ({ ...d, author: { name: 'Sam', uid: '', email: 'sam@example.org' } })],
  ['publishedAt missing', (d) => remove(d, 'publishedAt')],
  ['publishedAt a string', (d) => ({ ...d, publishedAt: '2026-10-01' })],
  ['published with no publishedAt', (d) => ({ ...d, publishedAt: null })],
  ['category missing', (d) => remove(d, 'category')],
  ['category empty', (d) => ({ ...d, category: '' })],
  ['category over 40', (d) => ({ ...d, category: 'x'.repeat(41) })],
  ['category with a U+202E override', (d) => ({ ...d, category: 'News\u202E' })],
  ['a stored reading time', (d) => ({ ...d, readingMinutes: 3 })],
  ['an unknown field', (d) => ({ ...d, likes: 0 })],
];

/** Allowed: the valid document with these changes. */
const ALLOWED: [string, DocData][] = [
  ['every field set', {}],
  ['a draft never published', { status: 'draft', publishedAt: null }],
  ['a guest author with no account', { author: { name: 'A guest writer', uid: '' } }],
  ['a category of 40 characters', { category: 'x'.repeat(40) }],
];

describe.skipIf(!emulatorHost)('firestore.rules · posts', () => {
  const rules = useRulesEnvironment();
  const nextId = typeShapeTests(rules, 'posts', {
    valid: post,
    refused: REFUSED,
    allowed: ALLOWED,
    seededAtLeast: 10,
  });
  const editor = () => rules.as('editor');

  it('editor · update · publishedAt is set once, then kept: moving or clearing it → denied', async () => {
    const id = nextId();
    await assertSucceeds(writeContent(editor(), 'posts', id, post({ slug: id, status: 'draft', publishedAt: null })));
    const ref = editor().doc(`posts/${id}`);
    await assertSucceeds(
      ref.update(contentUpdate(UID.editor, { status: 'published', publishedAt: FIRST_PUBLISHED, version: 2 })),
    );
    const later = firebase.firestore.Timestamp.fromDate(new Date('2026-11-01T09:00:00Z'));
    await assertFails(ref.update(contentUpdate(UID.editor, { publishedAt: later, version: 3 })));
    await assertFails(ref.update(contentUpdate(UID.editor, { status: 'archived', publishedAt: null, version: 3 })));
    await assertSucceeds(ref.update(contentUpdate(UID.editor, { status: 'archived', version: 3 })));
  });
});
