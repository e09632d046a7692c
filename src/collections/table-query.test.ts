import { describe, expect, it } from 'vitest';
import {
  combineCounts,
  DEFAULT_TABLE_STATE,
  MAX_TABLE_PAGES,
  tableCountText,
  tableQuery,
  tableQueryShapes,
  tableSorts,
  tableStateFromParams,
  tableStateToParams,
  type TableState,
} from './table-query';

const now = new Date('2026-11-21T10:00:00Z');
const eventSorts = tableSorts([
  { label: 'Date', sortBy: { field: 'startsAt', direction: 'desc' } },
  { label: 'Venue' },
]);
const state = (changes: Partial<TableState> = {}): TableState => ({ ...DEFAULT_TABLE_STATE, ...changes });
const published = { field: 'status', op: '==', value: 'published' };
const scheduled = { field: 'publishAt', op: '>', value: now };

describe('the table’s state in the address', () => {
  it('keeps only what differs from the default, and reads it back the same', () => {
    expect(tableStateToParams(DEFAULT_TABLE_STATE).toString()).toBe('');
    const chosen = state({ query: 'choir night', status: 'scheduled', sort: 'date', pages: 3 });
    const params = tableStateToParams(chosen);
    expect(params.toString()).toBe('q=choir+night&status=scheduled&sort=date&page=3');
    expect(tableStateFromParams(params, eventSorts)).toEqual(chosen);
  });

  it('opens an old or edited address rather than failing', () => {
    const read = (search: string) => tableStateFromParams(new URLSearchParams(search), eventSorts);
    expect(read('status=nonsense&sort=venue&page=0')).toEqual(DEFAULT_TABLE_STATE);
    expect(read('page=2.5').pages).toBe(1);
    expect(read('page=-3').pages).toBe(1);
    expect(read('page=9999').pages).toBe(MAX_TABLE_PAGES);
    expect(read(`q=${'a'.repeat(300)}`).query).toHaveLength(200);
    expect(read('q=%20%20fair%20').query).toBe('fair');
    // A column the server cannot sort by (no `sortBy`) is no sort, in the address or the table.
    expect(eventSorts.map((sort) => sort.key)).toEqual(['title', 'updated', 'date']);
  });
});

describe('the query for each state', () => {
  const ask = (changes: Partial<TableState>, owner: readonly { field: string; op: '=='; value: string }[] = []) =>
    tableQuery(state(changes), eventSorts, owner, now);

  it('sorts by the chosen order, each in its one direction', () => {
    expect(ask({}).orderBy).toEqual([{ field: 'updatedAt', direction: 'desc' }]);
    expect(ask({ sort: 'title' }).orderBy).toEqual([{ field: 'sortKey', direction: 'asc' }]);
    expect(ask({ sort: 'date' }).orderBy).toEqual([{ field: 'startsAt', direction: 'desc' }]);
    expect(ask({}).filters).toEqual([]);
    expect(ask({}).count).toEqual({ plus: [], minus: [], meaning: 'matches' });
  });

  it('filters drafts and archived by status on the server, in the chosen order', () => {
    const drafts = ask({ status: 'draft', sort: 'date' });
    expect(drafts.filters).toEqual([{ field: 'status', op: '==', value: 'draft' }]);
    expect(drafts.orderBy).toEqual([{ field: 'startsAt', direction: 'desc' }]);
    expect(drafts.count).toEqual({ plus: drafts.filters, minus: [], meaning: 'matches' });
  });

  it('asks for the scheduled as published with a publish time to come, soonest first', () => {
    const asked = ask({ status: 'scheduled', sort: 'title' });
    expect(asked.filters).toEqual([published, scheduled]);
    expect(asked.orderBy).toEqual([{ field: 'publishAt', direction: 'asc' }]);
    expect(asked.orderedBy).toEqual({ fixed: 'scheduled' });
    expect(asked.count).toEqual({ plus: [published, scheduled], minus: [], meaning: 'matches' });
  });

  it('asks for the published, and counts them less the scheduled ones', () => {
    const asked = ask({ status: 'published' });
    expect(asked.filters).toEqual([published]);
    expect(asked.count).toEqual({ plus: [published], minus: [[published, scheduled]], meaning: 'matches' });
  });

  it('searches the server for the longest word, A to Z, and the device checks the others', () => {
    const one = ask({ query: 'Choir', sort: 'date' });
    expect(one.filters).toEqual([{ field: 'keywords', op: 'array-contains', value: 'choir' }]);
    expect(one.orderBy).toEqual([{ field: 'sortKey', direction: 'asc' }]);
    expect(one.orderedBy).toEqual({ fixed: 'search' });
    expect(one.count.meaning).toBe('matches');
    const two = ask({ query: 'choir rehearsal', status: 'draft' });
    expect(two.filters).toEqual([
      { field: 'keywords', op: 'array-contains', value: 'rehearsal' },
      { field: 'status', op: '==', value: 'draft' },
    ]);
    expect(two.count).toEqual({ plus: two.filters, minus: [], meaning: 'upTo' });
    // One letter is no keyword: the device alone looks for it.
    expect(ask({ query: 'a' }).filters).toEqual([]);
    expect(ask({ query: 'a' }).count.meaning).toBe('upTo');
  });

  it('searching the scheduled or the published, counts at most what the server can count', () => {
    const searchedScheduled = ask({ query: 'lights', status: 'scheduled' });
    expect(searchedScheduled.filters).toEqual([
      { field: 'keywords', op: 'array-contains', value: 'lights' },
      published,
    ]);
    expect(searchedScheduled.count).toEqual({ plus: [published, scheduled], minus: [], meaning: 'upTo' });
    expect(ask({ query: 'lights', status: 'published' }).count.meaning).toBe('upTo');
  });

  it('keeps an owner to their own items, in the chosen order, filtered on the device', () => {
    const owner = [{ field: 'ownerUid', op: '==' as const, value: 'owner-1' }];
    const asked = ask({ query: 'bread', status: 'draft', sort: 'title' }, owner);
    expect(asked.filters).toEqual(owner);
    expect(asked.orderBy).toEqual([{ field: 'sortKey', direction: 'asc' }]);
    expect(asked.count).toEqual({ plus: owner, minus: [], meaning: 'ofAll' });
  });

  it('lists every shape once for the indexes, an owner’s too', () => {
    const shapes = tableQueryShapes(eventSorts, 'ownerUid', now);
    expect(new Set(shapes.map((shape) => JSON.stringify(shape))).size).toBe(shapes.length);
    expect(shapes).toContainEqual({
      filters: [{ field: 'status', op: '==', value: 'draft' }],
      orderBy: [{ field: 'startsAt', direction: 'desc' }],
    });
    expect(shapes).toContainEqual({
      filters: [{ field: 'ownerUid', op: '==', value: 'uid' }],
      orderBy: [{ field: 'startsAt', direction: 'desc' }],
    });
    expect(shapes).toContainEqual({ filters: [published, scheduled], orderBy: [] });
    expect(tableQueryShapes(eventSorts, undefined, now).some((shape) => shape.filters[0]?.field === 'ownerUid')).toBe(
      false,
    );
  });
});

describe('the count line', () => {
  const text = (changes: Partial<Parameters<typeof tableCountText>[0]>) =>
    tableCountText({
      count: { state: 'known', count: 132 },
      meaning: 'matches',
      shown: 25,
      more: true,
      filtered: false,
      plural: 'events',
      singular: 'event',
      ...changes,
    });

  it('says the server’s total, and how many are shown when fewer', () => {
    expect(text({})).toBe('132 events · 25 shown');
    expect(text({ count: { state: 'known', count: 1 }, shown: 1, more: false })).toBe('1 event');
    expect(text({ filtered: true, count: { state: 'known', count: 3 }, shown: 3, more: false })).toBe('3 events match');
    expect(text({ meaning: 'upTo', filtered: true })).toBe('Up to 132 events match · 25 shown');
    expect(text({ meaning: 'ofAll', count: { state: 'known', count: 2 }, shown: 2, more: false })).toBe(
      '2 events in all',
    );
  });

  it('says plainly when the total is not known', () => {
    expect(text({ count: { state: 'offline' } })).toBe('25 shown · the total is not known offline');
    expect(text({ count: { state: 'failed' } })).toBe('25 shown · the total could not be counted');
    expect(text({ count: { state: 'counting' }, more: false, shown: 4 })).toBe('4 events');
  });

  it('takes the scheduled from the published, never below zero', () => {
    expect(combineCounts(40, [3])).toBe(37);
    expect(combineCounts(2, [3])).toBe(0);
  });
});
