// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { embeddedItemsScript, resetBuildTimeItems, setBuildTimeItems } from './build-time-items';
import { contentItemJson } from './content-test-helpers';
import { parseDocument } from './converter';
import { notesTestDefinition as notes } from './notes-test-definition';
import { useCollectionItem, useCollectionList } from './use-collection';

// The database never answers here: what the hooks show first is all these tests look at.
const repositoryFor = vi.hoisted(() => vi.fn(() => new Promise(() => undefined)));
vi.mock('./collection-data', () => ({ repositoryFor }));
const snapshotItems = vi.hoisted(() => ({ current: [] as unknown[] }));
vi.mock('./published-snapshot', () => ({ readPublishedSnapshot: () => Promise.resolve(snapshotItems.current) }));

const raw = (slug: string) => contentItemJson(slug, { title: `Note ${slug}`, body: 'Text' });

const parsed = (slug: string) => {
  const { id, ...data } = raw(slug);
  const item = parseDocument(notes.schema, notes.path, { id, data: () => data });
  if (!item) throw new Error('test item did not parse');
  return item;
};

afterEach(() => {
  cleanup();
  repositoryFor.mockClear();
  resetBuildTimeItems();
  document.body.innerHTML = '';
});

describe('the hooks on a prerendered page', () => {
  it('load as usual on a page without items', () => {
    const list = renderHook(() => useCollectionList(notes, { audience: 'public' }));
    expect(list.result.current.state).toBe('loading');
    const item = renderHook(() => useCollectionItem(notes, { slug: 'a' }, 'public'));
    expect(item.result.current.state).toBe('loading');
  });

  it('start the server render from the build’s items', () => {
    setBuildTimeItems('notes', [parsed('a'), parsed('b')]);
    const list = renderHook(() => useCollectionList(notes, { audience: 'public' }));
    expect(list.result.current.state === 'ready' && list.result.current.value.items.map((i) => i.slug)).toEqual([
      'a',
      'b',
    ]);
    const item = renderHook(() => useCollectionItem(notes, { slug: 'b' }, 'public'));
    expect(item.result.current.state === 'ready' && item.result.current.value.item?.title).toBe('Note b');
  });

  it('start the browser’s first render from the page’s JSON, never "loading"', () => {
    document.body.innerHTML = embeddedItemsScript({ notes: { list: false, items: [raw('a')] } });
    const item = renderHook(() => useCollectionItem(notes, { slug: 'a' }, 'public'));
    expect(item.result.current.state === 'ready' && item.result.current.value.item?.title).toBe('Note a');
    // One item's page does not pretend to know the whole list; the editor's reads never use the page's items.
    expect(renderHook(() => useCollectionList(notes, { audience: 'public' })).result.current.state).toBe('loading');
    expect(renderHook(() => useCollectionItem(notes, { id: 'id-a' }, 'editor')).result.current.state).toBe('loading');
  });
});

describe('the hooks on a page with a published snapshot', () => {
  it('answer a part of the window (the home page’s next notes) from the snapshot, in order, and leave the database for later', async () => {
    const withSnapshot = { ...notes, publishedSnapshot: '/data/notes.json' };
    snapshotItems.current = [parsed('c'), parsed('a'), parsed('b')];
    const list = renderHook(() =>
      useCollectionList(withSnapshot, {
        audience: 'public',
        filters: [{ field: 'slug', op: '>=', value: 'b' }],
        orderBy: { field: 'slug' },
        limit: 1,
      }),
    );
    await waitFor(() => expect(list.result.current.state).toBe('ready'));
    expect(list.result.current.state === 'ready' && list.result.current.value.items.map((i) => i.slug)).toEqual(['b']);
    expect(repositoryFor).not.toHaveBeenCalled();
  });
});
