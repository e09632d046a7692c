/**
 * The collection engine against the real Firestore emulator and the real security rules: visitors see
 * published content only, bad documents are skipped, version conflicts are caught, and writes made
 * offline show at once and reach the server after reconnecting.
 */
import type { RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { IconNews } from '@tabler/icons-react';
import { disableNetwork, doc, enableNetwork, getDocFromCache, type Firestore } from 'firebase/firestore';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { baseContentSchema } from '@/collections/content-schema';
import { resetReportedDocuments } from '@/collections/converter';
import { defineCollection } from '@/collections/define-collection';
import { createRepository, VersionConflictError } from '@/collections/repository';
import { UID, userDoc } from '../rules/fixtures';
import { emulatorHost, startRulesEnvironment } from './emulator-environment';

const posts = defineCollection({
  path: 'posts',
  labels: { singular: 'Article', plural: 'Articles' },
  icon: IconNews,
  sidebarGroup: 'pages',
  publicPath: '/articles',
  dashboardPath: '/dashboard/blogs',
  description: 'News from the association.',
  dashboardDescription: 'Write and publish articles.',
  schema: baseContentSchema,
  fields: [{ name: 'title', label: 'Title', kind: 'text' }],
  titleField: 'title',
  slugField: 'slug',
});

/** A post as the editor fills it in (the repository adds version, timestamps and authorship). */
function post(slug: string, status: 'draft' | 'published' = 'published') {
  return {
    slug,
    title: `Post ${slug}`,
    summary: 'A short summary.',
    body: 'Some text.',
    image: null,
    tags: ['news'],
    status,
    publishAt: null,
    author: { name: 'Sam', uid: UID.editor },
    publishedAt: new Date('2026-01-01T09:00:00Z'),
    category: 'news',
  };
}

let env: RulesTestEnvironment;

/** rules-unit-testing hands out compat instances; the modular API unwraps them (`_delegate`). */
const asModular = (db: unknown) => db as Firestore;

function editorRepository() {
  return createRepository(asModular(env.authenticatedContext(UID.editor).firestore()), posts);
}

describe.skipIf(!emulatorHost)('collection repository', () => {
  beforeAll(async () => {
    env = await startRulesEnvironment();
  });

  beforeEach(async () => {
    await env.clearFirestore();
    resetReportedDocuments();
    await env.withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .doc(`users/${UID.editor}`)
        .set(userDoc(['editor']));
    });
  });

  afterAll(async () => {
    await env?.clearFirestore();
    await env?.cleanup();
  });

  it('shows visitors published items only, and editors everything', async () => {
    const editor = editorRepository();
    await editor.create(post('published-one'), UID.editor).committed;
    await editor.create(post('a-draft', 'draft'), UID.editor).committed;

    const visitor = createRepository(asModular(env.unauthenticatedContext().firestore()), posts);
    const publicPage = await visitor.list({ audience: 'public', orderBy: { field: 'slug' } });
    expect(publicPage.items.map((item) => item.slug)).toEqual(['published-one']);
    expect(
      (await editor.list({ audience: 'editor', orderBy: { field: 'slug' } })).items.map((item) => item.slug),
    ).toEqual(['a-draft', 'published-one']);
    expect((await visitor.getBySlug('published-one', 'public'))?.title).toBe('Post published-one');
    expect(await visitor.getBySlug('a-draft', 'public')).toBeUndefined();
  });

  it('never asks visitors for items scheduled for later, and shows them once their time has come', async () => {
    const editor = editorRepository();
    const hourMs = 60 * 60 * 1000;
    await editor.create({ ...post('later'), publishAt: new Date(Date.now() + hourMs) }, UID.editor).committed;
    await editor.create({ ...post('earlier'), publishAt: new Date(Date.now() - hourMs) }, UID.editor).committed;
    await editor.create(post('now'), UID.editor).committed;

    const visitor = createRepository(asModular(env.unauthenticatedContext().firestore()), posts);
    const page = await visitor.list({ audience: 'public', orderBy: { field: 'slug' } });
    expect(page.items.map((item) => item.slug)).toEqual(['earlier', 'now']);
    expect(await visitor.getBySlug('later', 'public')).toBeUndefined();
    expect((await visitor.getBySlug('earlier', 'public'))?.slug).toBe('earlier');
    // The documents the server sent: the rules would refuse a query that could return 'later'.
    const live = await new Promise<string[]>((resolve, reject) => {
      const stop = visitor.subscribe(
        { audience: 'public' },
        (result) => {
          if (result.fromCache) return;
          stop();
          resolve(result.items.map((item) => item.slug).sort());
        },
        reject,
      );
    });
    expect(live).toEqual(['earlier', 'now']);
  });

  it('slugs are unique: a second item with a taken slug is refused, and a renamed item keeps its old slug', async () => {
    const editor = editorRepository();
    const first = editor.create(post('summer-fair'), UID.editor);
    await first.committed;
    await expect(editor.create(post('summer-fair'), UID.editor).committed).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await editor.update(first.id, { slug: 'summer-fair-2026' }, 1, UID.editor).committed;
    await expect(editor.create(post('summer-fair'), UID.editor).committed).rejects.toMatchObject({
      code: 'permission-denied',
    });
    await editor.create(post('winter-fair'), UID.editor).committed;
    expect((await editor.getBySlug('summer-fair-2026', 'editor'))?.id).toBe(first.id);
  });

  it('knows from the device’s copy alone whether another item holds a slug, so the editor can say so', async () => {
    const editor = editorRepository();
    const first = editor.create(post('harvest-supper'), UID.editor);
    await first.committed;
    expect(await editor.slugTakenByAnother('harvest-supper', 'some-new-id')).toBe(true);
    expect(await editor.slugTakenByAnother('harvest-supper', first.id)).toBe(false);
    expect(await editor.slugTakenByAnother('nobody-has-this', 'some-new-id')).toBe(false);
    // Renamed: the old slug stays reserved for the first item by its index entry.
    await editor.update(first.id, { slug: 'harvest-supper-2026' }, 1, UID.editor).committed;
    expect(await editor.slugTakenByAnother('harvest-supper', 'some-new-id')).toBe(true);
    expect(await editor.slugTakenByAnother('harvest-supper', first.id)).toBe(false);
  });

  it('pages through results with a cursor', async () => {
    const editor = editorRepository();
    await Promise.all(['a', 'b', 'c', 'd', 'e'].map((slug) => editor.create(post(slug), UID.editor).committed));
    const first = await editor.list({ audience: 'editor', orderBy: { field: 'slug' }, limit: 2 });
    const second = await editor.list({ audience: 'editor', orderBy: { field: 'slug' }, limit: 2, after: first.cursor });
    const third = await editor.list({ audience: 'editor', orderBy: { field: 'slug' }, limit: 2, after: second.cursor });
    expect([first, second, third].map((page) => page.items.map((item) => item.slug))).toEqual([
      ['a', 'b'],
      ['c', 'd'],
      ['e'],
    ]);
    expect(third.cursor).toBeUndefined();
  });

  it('skips a document that does not match the schema, and reports it once', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const editor = editorRepository();
    await editor.create(post('good'), UID.editor).committed;
    await env.withSecurityRulesDisabled(async (context) => {
      await context
        .firestore()
        .doc('posts/broken')
        .set({ ...post('Not A Slug'), version: 1 });
    });
    const page = await editor.list({ audience: 'editor' });
    await editor.list({ audience: 'editor' });
    expect(page.items.map((item) => item.slug)).toEqual(['good']);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]?.[0]).toContain('Skipped posts/broken');
  });

  it('refuses to overwrite a newer version and says so', async () => {
    const first = editorRepository();
    const second = editorRepository();
    const { id, committed } = first.create(post('shared'), UID.editor);
    await committed;
    await first.update(id, { title: 'First editor' }, 1, UID.editor).committed;
    await expect(second.update(id, { title: 'Second editor' }, 1, UID.editor).committed).rejects.toBeInstanceOf(
      VersionConflictError,
    );
    expect((await first.getById(id, 'editor'))?.title).toBe('First editor');
    expect((await first.getById(id, 'editor'))?.version).toBe(2);
  });

  it('offline: a new item shows at once as pending, and reaches the server once back online', async () => {
    const db = asModular(env.authenticatedContext(UID.editor).firestore());
    const editor = createRepository(db, posts);
    const pages: { slugs: string[]; pending: boolean }[] = [];
    const stop = editor.subscribe(
      { audience: 'editor' },
      (page) => pages.push({ slugs: page.items.map((item) => item.slug), pending: page.hasPendingWrites }),
      (error) => {
        throw error;
      },
    );
    await vi.waitFor(() => expect(pages.length).toBeGreaterThan(0));

    await disableNetwork(db);
    let acknowledged = false;
    const write = editor.create(post('written-offline'), UID.editor);
    void write.committed.then(() => (acknowledged = true));
    // With no connection, it is in the device's copy once savedLocally settles (what the editor waits for).
    await write.savedLocally;
    expect((await getDocFromCache(doc(db, 'posts', write.id))).get('slug')).toBe('written-offline');
    await vi.waitFor(() => expect(pages.at(-1)).toEqual({ slugs: ['written-offline'], pending: true }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(acknowledged).toBe(false);

    await enableNetwork(db);
    await write.committed;
    await vi.waitFor(() => expect(pages.at(-1)).toEqual({ slugs: ['written-offline'], pending: false }));
    stop();
    const visitor = createRepository(asModular(env.unauthenticatedContext().firestore()), posts);
    expect((await visitor.getById(write.id, 'public'))?.slug).toBe('written-offline');
  });

  describe('revisions (a type with flags.revisions)', () => {
    const revisioned = { ...posts, revisions: true };
    const revisionsOf = (repository: ReturnType<typeof createRepository<typeof baseContentSchema>>, id: string) =>
      new Promise<{ version: number; savedBy: string; title: unknown; documentVersion: unknown }[]>(
        (resolve, reject) => {
          const stop = repository.subscribeRevisions(
            id,
            (revisions, fromCache) => {
              if (fromCache) return;
              stop();
              resolve(
                revisions.map((revision) => ({
                  version: revision.version,
                  savedBy: revision.savedBy,
                  title: revision.raw.title,
                  documentVersion: revision.raw.version,
                })),
              );
            },
            reject,
          );
        },
      );

    it('keeps the previous version of every save, in the same batch, newest first', async () => {
      const editor = createRepository(asModular(env.authenticatedContext(UID.editor).firestore()), revisioned);
      const { id, committed } = editor.create(post('kept'), UID.editor);
      await committed;
      await editor.update(id, { title: 'Second title' }, 1, UID.editor).committed;
      await editor.update(id, { title: 'Third title' }, 2, UID.editor).committed;
      expect(await revisionsOf(editor, id)).toEqual([
        { version: 2, savedBy: UID.editor, title: 'Second title', documentVersion: 2 },
        { version: 1, savedBy: UID.editor, title: 'Post kept', documentVersion: 1 },
      ]);
      expect((await editor.getById(id, 'editor'))?.version).toBe(3);
    });

    it('writes no revision for a type without the flag', async () => {
      const editor = editorRepository();
      const { id, committed } = editor.create(post('plain'), UID.editor);
      await committed;
      await editor.update(id, { title: 'Changed' }, 1, UID.editor).committed;
      const reader = createRepository(asModular(env.authenticatedContext(UID.editor).firestore()), revisioned);
      expect(await revisionsOf(reader, id)).toEqual([]);
    });

    it('a stale save is refused with its revision, and the revision of the newer save stays', async () => {
      const first = createRepository(asModular(env.authenticatedContext(UID.editor).firestore()), revisioned);
      const second = createRepository(asModular(env.authenticatedContext(UID.editor).firestore()), revisioned);
      const { id, committed } = first.create(post('contested'), UID.editor);
      await committed;
      await first.update(id, { title: 'First editor' }, 1, UID.editor).committed;
      await expect(second.update(id, { title: 'Second editor' }, 1, UID.editor).committed).rejects.toBeInstanceOf(
        VersionConflictError,
      );
      expect((await revisionsOf(first, id)).map((revision) => revision.title)).toEqual(['Post contested']);
    });

    it('offline: the save and its revision show at once, and both reach the server once back online', async () => {
      const db = asModular(env.authenticatedContext(UID.editor).firestore());
      const editor = createRepository(db, revisioned);
      const { id, committed } = editor.create(post('offline-revision'), UID.editor);
      await committed;
      await editor.getById(id, 'editor');
      await disableNetwork(db);
      const write = editor.update(id, { title: 'Changed offline' }, 1, UID.editor);
      // After the read of the version it replaces: still in the device's copy once savedLocally settles.
      await write.savedLocally;
      expect((await getDocFromCache(doc(db, 'posts', id))).get('title')).toBe('Changed offline');
      const local = await new Promise<number[]>((resolve, reject) => {
        const stop = editor.subscribeRevisions(
          id,
          (revisions) => {
            if (revisions.length === 0) return;
            stop();
            resolve(revisions.map((revision) => revision.version));
          },
          reject,
        );
      });
      expect(local).toEqual([1]);
      await enableNetwork(db);
      await write.committed;
      expect((await revisionsOf(editor, id)).map((revision) => revision.title)).toEqual(['Post offline-revision']);
    });
  });
});
