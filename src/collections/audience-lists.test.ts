import { describe, expect, it, vi } from 'vitest';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { FixedFilter } from './define-collection';
import {
  combineFilterSets,
  mergePages,
  subscribeForViewer,
  subscribeMerged,
  viewerKey,
  viewerOf,
} from './audience-lists';
import type { ListOptions, ListPage } from './repository';

const item = (id: string) => ({ id, title: id }) as unknown as Parsed<BaseContent>;
const page = (ids: string[], extra: Partial<ListPage<BaseContent>> = {}): ListPage<BaseContent> => ({
  items: ids.map(item),
  cursor: undefined,
  fromCache: false,
  hasPendingWrites: false,
  pendingIds: new Set(),
  ...extra,
});
const isPublic: FixedFilter = { field: 'visibility', op: '==', value: 'public' };
const isMembers: FixedFilter = { field: 'visibility', op: '==', value: 'members' };

describe('viewerOf and viewerKey', () => {
  it('treats anyone not signed in as a visitor, whatever the session remembers', () => {
    expect(viewerOf({ status: 'unknown', uid: 'u1', roles: ['member'] })).toEqual({ uid: null, roles: [] });
    expect(viewerOf({ status: 'signed-in', uid: 'u1', roles: ['member'] })).toEqual({ uid: 'u1', roles: ['member'] });
    expect(viewerKey({ uid: null, roles: [] })).toBe('');
    expect(viewerKey({ uid: 'u1', roles: ['member', 'editor'] })).toBe(
      viewerKey({ uid: 'u1', roles: ['editor', 'member'] }),
    );
  });
});

describe('combineFilterSets', () => {
  it('adds the list’s own conditions to every set', () => {
    const slug = { field: 'slug', op: '==' as const, value: 'minutes' };
    expect(combineFilterSets([slug], [[isPublic], [isMembers]])).toEqual([
      [slug, isPublic],
      [slug, isMembers],
    ]);
  });

  it('leaves out a set that contradicts them, and a condition both say once', () => {
    const committee = (id: string): FixedFilter => ({ field: 'committeeId', op: '==', value: id });
    const sets = [
      [isPublic],
      [{ field: 'visibility', op: '==', value: 'committee' } as FixedFilter, committee('a')],
      [{ field: 'visibility', op: '==', value: 'committee' } as FixedFilter, committee('b')],
    ];
    expect(combineFilterSets([committee('a')], sets)).toEqual([
      [committee('a'), isPublic],
      [committee('a'), { field: 'visibility', op: '==', value: 'committee' }],
    ]);
  });

  it('gives one query for an editor’s single empty set', () => {
    expect(combineFilterSets([], [[]])).toEqual([[]]);
  });
});

describe('mergePages', () => {
  it('keeps each item once, in the order first met, and any query’s cache or pending state', () => {
    const merged = mergePages([
      page(['a', 'b']),
      page(['b', 'c'], { fromCache: true, hasPendingWrites: true, pendingIds: new Set(['c']) }),
    ]);
    expect(merged.items.map((entry) => entry.id)).toEqual(['a', 'b', 'c']);
    expect(merged.fromCache).toBe(true);
    expect(merged.hasPendingWrites).toBe(true);
    expect([...merged.pendingIds]).toEqual(['c']);
  });
});

/** A fake subscription per query: the test answers each query by its index. */
function fakeSubscribe() {
  const listeners: {
    options: ListOptions;
    next: (page: ListPage<BaseContent>) => void;
    fail: (error: Error) => void;
  }[] = [];
  const stopped: number[] = [];
  const subscribe = (
    options: ListOptions,
    next: (page: ListPage<BaseContent>) => void,
    fail: (error: Error) => void,
  ) => {
    const index = listeners.push({ options, next, fail }) - 1;
    return () => stopped.push(index);
  };
  return { listeners, stopped, subscribe };
}

describe('subscribeMerged', () => {
  it('reports once every query has answered, then on each change', () => {
    const { listeners, subscribe } = fakeSubscribe();
    const onPage = vi.fn();
    subscribeMerged(subscribe, [{ audience: 'public' }, { audience: 'public' }], onPage, vi.fn());
    listeners[0]?.next(page(['a']));
    expect(onPage).not.toHaveBeenCalled();
    listeners[1]?.next(page(['b']));
    expect(onPage.mock.lastCall?.[0].items.map((entry: { id: string }) => entry.id)).toEqual(['a', 'b']);
    listeners[1]?.next(page([]));
    expect(onPage.mock.lastCall?.[0].items.map((entry: { id: string }) => entry.id)).toEqual(['a']);
  });

  it('fails with the first (everyone’s) query, and only leaves out another that is refused', () => {
    const { listeners, subscribe } = fakeSubscribe();
    const onPage = vi.fn();
    const onError = vi.fn();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    subscribeMerged(subscribe, [{ audience: 'public' }, { audience: 'public' }], onPage, onError);
    listeners[0]?.next(page(['a']));
    listeners[1]?.fail(new Error('permission-denied'));
    expect(onError).not.toHaveBeenCalled();
    expect(onPage.mock.lastCall?.[0].items.map((entry: { id: string }) => entry.id)).toEqual(['a']);
    listeners[0]?.fail(new Error('permission-denied'));
    expect(onError).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('answers an empty list at once when there is nothing to ask', () => {
    const onPage = vi.fn();
    subscribeMerged(fakeSubscribe().subscribe, [], onPage, vi.fn());
    expect(onPage).toHaveBeenCalledWith(expect.objectContaining({ items: [] }));
  });
});

describe('subscribeForViewer', () => {
  it('asks the type for the viewer’s sets, then runs each with the list’s conditions', async () => {
    const { listeners, subscribe } = fakeSubscribe();
    const audience = vi.fn(async () => [[isPublic], [isMembers]]);
    subscribeForViewer(
      subscribe,
      audience,
      { uid: 'u1', roles: ['member'] },
      { audience: 'public', limit: 1 },
      vi.fn(),
      vi.fn(),
      {
        ids: async () => [],
      },
    );
    await vi.waitFor(() => expect(listeners).toHaveLength(2));
    expect(listeners.map((entry) => entry.options)).toEqual([
      { audience: 'public', limit: 1, filters: [isPublic] },
      { audience: 'public', limit: 1, filters: [isMembers] },
    ]);
    expect(audience).toHaveBeenCalledWith({ uid: 'u1', roles: ['member'] }, expect.anything());
  });

  it('falls back to a visitor’s sets when the look-up fails, and stops before subscribing when asked', async () => {
    const { listeners, subscribe } = fakeSubscribe();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const audience = vi.fn(async (viewer: { uid: string | null }) => {
      if (viewer.uid) throw new Error('offline');
      return [[isPublic]];
    });
    subscribeForViewer(subscribe, audience, { uid: 'u1', roles: [] }, { audience: 'public' }, vi.fn(), vi.fn());
    await vi.waitFor(() => expect(listeners).toHaveLength(1));
    expect(listeners[0]?.options.filters).toEqual([isPublic]);

    const second = fakeSubscribe();
    const stop = subscribeForViewer(
      second.subscribe,
      async () => [[isPublic]],
      { uid: null, roles: [] },
      { audience: 'public' },
      vi.fn(),
      vi.fn(),
    );
    stop();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(second.listeners).toHaveLength(0);
    warn.mockRestore();
  });
});
