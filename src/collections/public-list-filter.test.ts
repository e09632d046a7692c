import { describe, expect, it } from 'vitest';
import type { BaseContent } from './content-schema';
import { contentItem } from './content-test-helpers';
import {
  categoriesInUse,
  defaultPublicSort,
  filterPublicList,
  meetsFixedFilters,
  readListState,
  writeListState,
  type PublicListState,
  MAX_PAGE_COUNT,
  pagedListOptions,
  readPageCount,
  writePageCount,
} from './public-list-filter';

type Club = BaseContent & { category: string; venue: string; visibility?: string };

/** Unless a test says otherwise, every club was last changed long before those the sorting tests date. */
const LONG_AGO = new Date('2026-01-01T10:00:00Z');

function club(slug: string, title: string, extra: Partial<Club> = {}): Club {
  const base = contentItem({ slug, title, createdAt: LONG_AGO, updatedAt: LONG_AGO });
  return { ...base, category: 'Sport', venue: '', ...extra };
}

const clubs = [
  club('cafe-club', 'Café Club', { category: 'Food', updatedAt: new Date('2026-03-01T10:00:00Z') }),
  club('bowls', 'Bowls', { summary: 'Lawn bowls on the green', updatedAt: new Date('2026-05-01T10:00:00Z') }),
  club('art', 'Art Society', { category: 'Arts', tags: ['Painting'], venue: 'Armstrong Hall' }),
  club('zumba', 'Zumba', { category: 'Sport', updatedAt: new Date('2026-04-01T10:00:00Z') }),
];
const options = { categoryField: 'category', searchText: (item: Club) => item.venue };
const all: PublicListState = { query: '', category: '', sort: 'az' };
const titles = (items: readonly Club[]) => items.map((item) => item.title);

describe('the public list’s search', () => {
  it('ignores accents both ways: “cafe” finds “Café”, “café” finds “Cafe”', () => {
    expect(titles(filterPublicList(clubs, { ...all, query: 'cafe' }, options))).toEqual(['Café Club']);
    const plain = [club('cafe', 'Cafe Corner')];
    expect(titles(filterPublicList(plain, { ...all, query: 'CAFÉ' }, options))).toEqual(['Cafe Corner']);
  });

  it('looks at the summary, tags, category and the type’s own text; every word must match', () => {
    expect(titles(filterPublicList(clubs, { ...all, query: 'lawn' }, options))).toEqual(['Bowls']);
    expect(titles(filterPublicList(clubs, { ...all, query: 'painting' }, options))).toEqual(['Art Society']);
    expect(titles(filterPublicList(clubs, { ...all, query: 'food' }, options))).toEqual(['Café Club']);
    expect(titles(filterPublicList(clubs, { ...all, query: 'armstrong' }, options))).toEqual(['Art Society']);
    expect(titles(filterPublicList(clubs, { ...all, query: 'art armstrong' }, options))).toEqual(['Art Society']);
    expect(filterPublicList(clubs, { ...all, query: 'art lawn' }, options)).toEqual([]);
  });
});

describe('the public list’s category and order', () => {
  it('offers the categories in use, A to Z, once each', () => {
    expect(categoriesInUse(clubs, 'category')).toEqual(['Arts', 'Food', 'Sport']);
    expect(categoriesInUse(clubs, undefined)).toEqual([]);
  });

  it('keeps only the chosen category, whatever its case or accents', () => {
    expect(titles(filterPublicList(clubs, { ...all, category: 'sport' }, options))).toEqual(['Bowls', 'Zumba']);
    expect(filterPublicList(clubs, { ...all, category: 'Knitting' }, options)).toEqual([]);
  });

  it('sorts A–Z, or most recently updated first', () => {
    expect(titles(filterPublicList(clubs, all, options))).toEqual(['Art Society', 'Bowls', 'Café Club', 'Zumba']);
    expect(titles(filterPublicList(clubs, { ...all, sort: 'updated' }, options))).toEqual([
      'Bowls',
      'Zumba',
      'Café Club',
      'Art Society',
    ]);
  });

  it('applies the manifest’s fixed filters', () => {
    const filters = [{ field: 'visibility', op: '==', value: 'public' }] as const;
    expect(meetsFixedFilters(club('a', 'A', { visibility: 'public' }), filters)).toBe(true);
    expect(meetsFixedFilters(club('b', 'B', { visibility: 'members' }), filters)).toBe(false);
    expect(meetsFixedFilters(club('c', 'C'), filters)).toBe(false);
    expect(
      meetsFixedFilters(club('t', 'T', { tags: ['x'] }), [{ field: 'tags', op: 'array-contains', value: 'x' }]),
    ).toBe(true);
    expect(meetsFixedFilters(club('d', 'D'), undefined)).toBe(true);
  });
});

describe('the public list’s address', () => {
  it('takes its default order from the manifest', () => {
    expect(defaultPublicSort(undefined)).toBe('az');
    expect(defaultPublicSort({ field: 'title' })).toBe('az');
    expect(defaultPublicSort({ field: 'updatedAt' })).toBe('updated');
  });

  it('reads search, category and order from the address, ignoring an unknown order', () => {
    expect(readListState(new URLSearchParams('q=caf%C3%A9&category=Food&sort=updated'), 'az')).toEqual({
      query: 'café',
      category: 'Food',
      sort: 'updated',
    });
    expect(readListState(new URLSearchParams('sort=sideways'), 'updated')).toEqual({
      query: '',
      category: '',
      sort: 'updated',
    });
  });

  it('writes only what differs from the defaults, and keeps other parameters', () => {
    const written = writeListState(
      new URLSearchParams('utm_source=leaflet&q=old'),
      { query: 'bowls club', category: 'Sport', sort: 'az' },
      'az',
    );
    expect(written.toString()).toBe('utm_source=leaflet&q=bowls+club&category=Sport');
    expect(writeListState(written, { query: '', category: '', sort: 'updated' }, 'az').toString()).toBe(
      'utm_source=leaflet&sort=updated',
    );
    // Round trip: a shared link opens the same view.
    const state: PublicListState = { query: 'café', category: 'Food', sort: 'updated' };
    expect(readListState(writeListState(new URLSearchParams(), state, 'az'), 'az')).toEqual(state);
  });
});

describe('paged lists', () => {
  it('keep how many pages are shown in the address, bounded', () => {
    expect(readPageCount(new URLSearchParams(''))).toBe(1);
    expect(readPageCount(new URLSearchParams('page=3'))).toBe(3);
    expect(readPageCount(new URLSearchParams('page=-2'))).toBe(1);
    expect(readPageCount(new URLSearchParams('page=x'))).toBe(1);
    expect(readPageCount(new URLSearchParams(`page=${MAX_PAGE_COUNT + 5}`))).toBe(MAX_PAGE_COUNT);
    expect(writePageCount(new URLSearchParams('q=swim'), 2).toString()).toBe('q=swim&page=2');
    expect(writePageCount(new URLSearchParams('q=swim&page=2'), 1).toString()).toBe('q=swim');
  });

  it('ask the server for the order, the fixed conditions and one search word', () => {
    const definition = { publicFilters: [{ field: 'visibility', op: '==' as const, value: 'public' }] };
    expect(pagedListOptions(definition, 'az', undefined)).toEqual({
      audience: 'public',
      filters: [{ field: 'visibility', op: '==', value: 'public' }],
      orderBy: { field: 'sortKey', direction: 'asc' },
    });
    expect(pagedListOptions({}, 'updated', 'swim')).toEqual({
      audience: 'public',
      filters: [{ field: 'keywords', op: 'array-contains', value: 'swim' }],
      orderBy: { field: 'updatedAt', direction: 'desc' },
    });
  });
});
