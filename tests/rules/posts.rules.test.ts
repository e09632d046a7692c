/**
 * Posts' own fields in firestore.rules (`validPost`, `keptPublishedAt`): every field of the posts
 * schema (src/features/posts/post-schema.ts) is checked, allowed and refused, against the emulator.
 *
 * Run: flock /tmp/emulators.lock node scripts/emulators.mjs exec --no-seed -- \
 *        npx vitest run --config vitest.rules.config.ts tests/rules/posts.rules.test.ts
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath, URL } from 'node:url';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSeedData } from '../../scripts/seed-data.mjs';
import { contentUpdate, newContent, seed, serverTimestamp, UID, writeContent, type Db, type DocData } from './fixtures';

const emulatorHost = (process.env.FIRESTORE_EMULATOR_HOST ?? '').trim();
const RULES_PATH = fileURLToPath(new URL('../../firestore.rules', import.meta.url));
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
  let env: RulesTestEnvironment | undefined;
  let count = 0;

  const editor = (): Db => {
    if (!env) throw new Error('The rules test environment is not initialised.');
    return env.authenticatedContext(UID.editor, { email: 'editor@example.org', email_verified: true }).firestore();
  };
  const nextId = () => `post-${(count += 1)}`;

  beforeAll(async () => {
    const colon = emulatorHost.lastIndexOf(':');
    env = await initializeTestEnvironment({
      projectId: 'demo-community',
      firestore: {
        rules: readFileSync(RULES_PATH, 'utf8'),
        host: emulatorHost.slice(0, colon),
        port: Number(emulatorHost.slice(colon + 1)),
      },
    });
    firebase.firestore.setLogLevel('silent');
    await env.clearFirestore();
    await env.withSecurityRulesDisabled((context) => seed(context.firestore()));
  });

  afterAll(async () => {
    if (env) {
      await env.clearFirestore();
      await env.cleanup();
    }
  });

  it('lists at least 15 refused shapes', () => {
    expect(REFUSED.length).toBeGreaterThanOrEqual(15);
  });

  for (const [name, change] of REFUSED) {
    it(`editor · create · ${name} → denied`, async () => {
      const id = nextId();
      await assertFails(writeContent(editor(), 'posts', id, change(post({ slug: id }))));
    });
  }

  for (const [name, changes] of ALLOWED) {
    it(`editor · create · ${name} → allowed`, async () => {
      const id = nextId();
      await assertSucceeds(writeContent(editor(), 'posts', id, post({ slug: id, ...changes })));
    });
  }

  it('editor · create · every seeded post (the seed passes the schema) → allowed', async () => {
    const seeded = buildSeedData(new Date('2026-11-21T10:00:00Z')).collections['posts'] ?? [];
    expect(seeded.length).toBeGreaterThanOrEqual(10);
    for (const document of seeded) {
      const data = document.data as DocData;
      const id = nextId();
      const written = {
        ...data,
        slug: id,
        publishAt: null,
        version: 1,
        createdAt: serverTimestamp(),
        updatedAt: serverTimestamp(),
        createdBy: UID.editor,
        updatedBy: UID.editor,
      };
      await assertSucceeds(writeContent(editor(), 'posts', id, written));
    }
  });

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
