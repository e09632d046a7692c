import { describe, expect, it } from 'vitest';
import type { AnyCollectionModel, AudienceFilters, CollectionManifest } from './define-collection';
import {
  audienceSetsOf,
  bySlugOptions,
  changedSinceOptions,
  engineQueries,
  beyondWindowOptions,
  PUBLIC_LIST_ORDERS,
  publicListOptions,
} from './engine-queries';

const NOW = new Date('2026-06-15T12:00:00Z');

function manifest(path: string, extra: Partial<CollectionManifest> = {}, audienceFilters?: AudienceFilters) {
  return {
    path,
    access: { read: 'public', edit: 'editor' },
    flags: { publishedSnapshot: true, sitemap: true },
    load: { model: () => Promise.resolve({ audienceFilters } as unknown as AnyCollectionModel) },
    ...extra,
  } as unknown as CollectionManifest;
}

const shapeOf = (options: { filters?: readonly { field: string; op: string }[] }) =>
  (options.filters ?? []).map((filter) => `${filter.field} ${filter.op}`);

describe('engineQueries', () => {
  it("asks a plain type's window, detail page, paged list (two orders, with or without a search), delta and dashboard counts", async () => {
    const queries = await engineQueries([manifest('clubs')], NOW);
    const names = new Set(queries.map((query) => query.name));
    expect(names).toContain('public window (device copy, main list)');
    expect(names).toContain('detail page by slug');
    expect(names).not.toContain('past the window, a page at a time');
    const paged = queries.filter((query) => query.name.startsWith('public paged list')).map((query) => query.options);
    expect(paged.map((options) => [shapeOf(options), options.orderBy])).toEqual([
      [[], PUBLIC_LIST_ORDERS.title],
      [[], PUBLIC_LIST_ORDERS.updated],
      [['keywords array-contains'], PUBLIC_LIST_ORDERS.title],
      [['keywords array-contains'], PUBLIC_LIST_ORDERS.updated],
    ]);
    expect(queries.every((query) => query.path === 'clubs')).toBe(true);
  });

  it('gives events every window query, the page past it, and no paged list (their own list view)', async () => {
    const window = () => [
      {
        filters: [{ field: 'occursUntil', op: '>=' as const, value: NOW }],
        orderBy: { field: 'startsAt', direction: 'asc' as const },
        limit: 500,
      },
      { filters: [], orderBy: { field: 'occursUntil', direction: 'desc' as const }, limit: 500 },
    ];
    const beyondWindow = () => ({
      filters: [{ field: 'occursUntil', op: '<' as const, value: NOW }],
      orderBy: { field: 'occursUntil', direction: 'desc' as const },
      direction: 'older' as const,
    });
    const queries = await engineQueries(
      [
        manifest('events', {
          publicWindow: window,
          beyondWindow,
          flags: { publishedSnapshot: true, sitemap: true, ownListView: true },
        }),
      ],
      NOW,
    );
    const windowed = queries.filter((query) => query.name.startsWith('public window'));
    expect(windowed.map((query) => query.options.orderBy)).toEqual([
      { field: 'startsAt', direction: 'asc' },
      { field: 'occursUntil', direction: 'desc' },
    ]);
    const past = queries.filter((query) => query.name === 'past the window, a page at a time');
    expect(past.map((query) => [query.options.filters, query.options.orderBy])).toEqual([
      [[{ field: 'occursUntil', op: '<', value: NOW }], { field: 'occursUntil', direction: 'desc' }],
    ]);
    expect(queries.some((query) => query.name.startsWith('public paged list'))).toBe(false);
  });

  it('asks for the list a type puts on one of the app’s pages, under the section’s conditions', async () => {
    const section = {
      page: 'policies' as const,
      order: 1,
      load: () => Promise.reject(new Error('not drawn here')),
      listFilters: [{ field: 'category', op: '==' as const, value: 'policy' }],
    };
    const withSection = await engineQueries([manifest('papers', { sections: [section] })], NOW);
    const listed = withSection.filter((query) => query.name === 'a page section’s list');
    expect(listed.map((query) => shapeOf(query.options))).toEqual([['category ==']]);
    const without = await engineQueries([manifest('papers')], NOW);
    expect(without.some((query) => query.name === 'a page section’s list')).toBe(false);
  });

  it('asks with the fixed filters: publicFilters, and listFilters on the main list', async () => {
    const queries = await engineQueries(
      [
        manifest('products', {
          publicFilters: [{ field: 'visible', op: '==', value: true }],
          listFilters: [{ field: 'ownerUid', op: '==', value: null }],
        }),
      ],
      NOW,
    );
    const filtersOf = (name: string) =>
      queries.filter((query) => query.name.startsWith(name)).map((query) => shapeOf(query.options));
    expect(filtersOf('public window (')).toEqual([['visible ==']]);
    expect(filtersOf('public window with the main list')).toEqual([['visible ==', 'ownerUid ==']]);
  });

  it('asks once per set of conditions a type gives its viewers, instead of publicFilters', async () => {
    const audience: AudienceFilters = (viewer, lookup) =>
      viewer.roles.includes('editor')
        ? Promise.resolve([[]])
        : lookup
            .ids('committeeMembers', [])
            .then((ids) => [
              [{ field: 'visibility', op: '==', value: 'public' }],
              ...(viewer.uid ? ids.map((id) => [{ field: 'committeeId', op: '==' as const, value: id }]) : []),
            ]);
    const type = manifest(
      'documents',
      { publicFilters: [{ field: 'visibility', op: '==', value: 'public' }] },
      audience,
    );
    expect((await audienceSetsOf(type)).map((filters) => shapeOf({ filters }))).toEqual([
      ['visibility =='],
      ['committeeId =='],
      [],
    ]);
    const bySlug = (await engineQueries([type], NOW)).filter((query) => query.name === 'detail page by slug');
    expect(bySlug.map((query) => shapeOf(query.options))).toEqual([
      ['visibility ==', 'slug =='],
      ['committeeId ==', 'slug =='],
      ['slug =='],
    ]);
  });

  it('asks nothing public of a type visitors cannot read', async () => {
    const queries = await engineQueries([manifest('notes', { access: { read: 'members', edit: 'editor' } })], NOW);
    expect(queries.every((query) => query.options.audience === 'editor')).toBe(true);
  });
});

describe('list options the pages build', () => {
  const fixed = [{ field: 'visibility', op: '==' as const, value: 'public' }];

  it('pages a list in an order, with or without one search word', () => {
    expect(publicListOptions(fixed, PUBLIC_LIST_ORDERS.updated, undefined, 24)).toEqual({
      audience: 'public',
      filters: fixed,
      orderBy: { field: 'updatedAt', direction: 'desc' },
      limit: 24,
    });
    expect(publicListOptions(fixed, PUBLIC_LIST_ORDERS.updated, 'choir')).toMatchObject({
      filters: [...fixed, { field: 'keywords', op: 'array-contains', value: 'choir' }],
      orderBy: { field: 'updatedAt', direction: 'desc' },
    });
  });

  it('finds one item by slug, a page past the window after its own conditions, and changes oldest first', () => {
    expect(bySlugOptions(fixed, 'a-b')).toEqual({
      audience: 'public',
      filters: [...fixed, { field: 'slug', op: '==', value: 'a-b' }],
      limit: 1,
    });
    const older = { field: 'occursUntil', op: '<', value: NOW } as const;
    expect(
      beyondWindowOptions(
        fixed,
        { filters: [older], orderBy: { field: 'occursUntil', direction: 'desc' }, direction: 'older' },
        50,
      ),
    ).toEqual({
      audience: 'public',
      filters: [...fixed, older],
      orderBy: { field: 'occursUntil', direction: 'desc' },
      limit: 50,
    });
    expect(changedSinceOptions([], NOW)).toMatchObject({
      filters: [{ field: 'updatedAt', op: '>', value: NOW }],
      orderBy: { field: 'updatedAt', direction: 'asc' },
    });
  });
});
