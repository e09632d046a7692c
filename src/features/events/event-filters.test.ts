import { describe, expect, it } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import { isPublic } from '@/collections/content-schema';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import {
  buildSearchIndex,
  buildSearchText,
  defaultEventFilters,
  eventTableSearchText,
  filterOccurrences,
  filterOptions,
  filtersFromSearchParams,
  filtersToSearchParams,
  normaliseSearchText,
  searchTerms,
  searchTextFor,
  type EventFilters,
} from './event-filters';
import { eventSchema, type EventItem } from './event-schema';
import { expandAll, expandOccurrences, type Occurrence } from '@/lib/recurrence';

const iso = (value: string) => new Date(value);
const NOW = iso('2026-11-21T10:00:00Z');

function makeEvent(overrides: Partial<EventItem> = {}): EventItem {
  return {
    ...contentItem({
      slug: 'quiz-night',
      title: 'Quiz night',
      summary: 'Teams of up to six and a ploughman’s supper.',
      body: 'Book a table by email. Secret word: zanzibar.',
      tags: ['quiz', 'fundraising'],
    }),
    startsAt: iso('2026-12-05T19:00:00Z'),
    endsAt: iso('2026-12-05T22:00:00Z'),
    allDay: false,
    timeZone: 'Europe/London',
    recurrence: null,
    venue: { name: 'Armstrong Hall', address: 'Chapel Street', postcode: 'BS35 2BJ', lat: null, lng: null },
    onlineUrl: null,
    organiser: { collection: 'organisations', id: 'food-larder', name: 'Thornbury Food Larder' },
    price: { free: false, amountPence: 1000, currency: 'GBP' },
    capacity: null,
    bookingUrl: null,
    category: 'Fundraising',
    accessibility: '',
    cancelled: false,
    ...overrides,
  };
}

const YEAR = { from: iso('2026-01-01T00:00:00Z'), to: iso('2028-01-01T00:00:00Z') };
const occurrencesOf = (events: EventItem[]) => expandAll(events, YEAR);
const filters = (overrides: Partial<EventFilters> = {}): EventFilters => ({ ...defaultEventFilters, ...overrides });
const slugs = (items: Occurrence<EventItem>[]) => items.map((item) => item.event.slug);

const quiz = makeEvent();
const repair = makeEvent({
  slug: 'repair-cafe',
  title: 'Repair Café',
  summary: 'Mend your broken things with volunteer fixers.',
  tags: ['repair', 'environment'],
  startsAt: iso('2026-12-05T10:00:00Z'),
  endsAt: iso('2026-12-05T13:00:00Z'),
  venue: { name: 'St Mary’s Church Hall', address: '', postcode: '', lat: null, lng: null },
  organiser: { collection: 'clubs', id: 'repair', name: 'Thornbury Repair Café' },
  price: { free: true, amountPence: 0, currency: 'GBP' },
  category: 'Community',
});
const choir = makeEvent({
  slug: 'choir',
  title: 'Community Choir rehearsal',
  summary: 'Weekly rehearsal. No auditions.',
  tags: ['music', 'Singing'],
  startsAt: iso('2026-11-24T19:30:00Z'),
  endsAt: iso('2026-11-24T21:00:00Z'),
  recurrence: { rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=4', exceptions: [] },
  organiser: { collection: 'clubs', id: 'choir', name: 'Thornbury Community Choir' },
  price: { free: false, amountPence: 400, currency: 'GBP' },
  category: 'Music',
});
const talk = makeEvent({
  slug: 'heritage-talk',
  title: 'Heritage talk: the market charter',
  summary: 'An illustrated talk.',
  tags: ['history', 'talks'],
  startsAt: iso('2026-10-01T18:30:00Z'),
  endsAt: iso('2026-10-01T20:00:00Z'),
  venue: null,
  onlineUrl: 'https://meet.example/talk',
  organiser: null,
  category: 'Talks',
});
const everything = [quiz, repair, choir, talk];

describe('search text', () => {
  it.each([
    ['Repair Café', 'repair cafe'],
    ['ÉCOLE Naïve  Zoë', 'ecole naive zoe'],
    ['Thornbury’s market', 'thornburys market'],
    ["Thornbury's market", 'thornburys market'],
    ['green-spaces & over-50s!', 'green spaces over 50s'],
    ['  MIXED   case\n', 'mixed case'],
  ])('normalises %j to %j', (text, normalised) => {
    expect(normaliseSearchText(text)).toBe(normalised);
  });

  it('splits a query into distinct normalised words', () => {
    expect(searchTerms('  Choir   TUES choir ')).toEqual(['choir', 'tues']);
    expect(searchTerms('  ')).toEqual([]);
    expect(searchTerms('café-bar')).toEqual(['cafe', 'bar']);
  });

  it('covers title, summary, venue, category, tags, organiser and facilitator, but not the body', () => {
    const text = buildSearchText({ ...repair, facilitator: 'Jo Pritchard' });
    for (const word of ['repair', 'cafe', 'volunteer', 'marys', 'community', 'environment', 'thornbury', 'pritchard']) {
      expect(text).toContain(word);
    }
    expect(buildSearchText(quiz)).not.toContain('zanzibar');
  });

  it('works the text out once per event object', () => {
    const event = makeEvent({ slug: 'cached', title: 'Original title' });
    buildSearchIndex([event]);
    // Documents are replaced, never changed in place; a changed object would keep its old text.
    event.title = 'Changed title';
    expect(searchTextFor(event)).toContain('original');
    expect(searchTextFor({ ...event })).toContain('changed');
  });
});

describe('filterOccurrences', () => {
  const all = occurrencesOf(everything);
  const run = (overrides: Partial<EventFilters>, now = NOW) => slugs(filterOccurrences(all, filters(overrides), now));

  it('lists upcoming occurrences soonest first by default, each occurrence of a series separately', () => {
    expect(run({})).toEqual(['choir', 'choir', 'repair-cafe', 'quiz-night', 'choir', 'choir']);
    const upcoming = filterOccurrences(all, defaultEventFilters, NOW);
    expect(upcoming.map((item) => item.startsAt.toISOString())).toEqual([
      '2026-11-24T19:30:00.000Z',
      '2026-12-01T19:30:00.000Z',
      '2026-12-05T10:00:00.000Z',
      '2026-12-05T19:00:00.000Z',
      '2026-12-08T19:30:00.000Z',
      '2026-12-15T19:30:00.000Z',
    ]);
  });

  it('lists past occurrences most recent first', () => {
    expect(run({ when: 'past' }, iso('2026-12-06T00:00:00Z'))).toEqual([
      'quiz-night',
      'repair-cafe',
      'choir',
      'choir',
      'heritage-talk',
    ]);
  });

  it('counts an occurrence as upcoming until it ends, and one without an end until it starts', () => {
    const moment = makeEvent({ slug: 'moment', startsAt: iso('2026-12-05T10:00:00Z'), endsAt: null });
    const items = occurrencesOf([quiz, moment]);
    const when = (now: string, when: 'upcoming' | 'past') =>
      slugs(filterOccurrences(items, filters({ when }), iso(now)));
    expect(when('2026-12-05T10:00:00Z', 'upcoming')).toEqual(['moment', 'quiz-night']);
    expect(when('2026-12-05T10:00:00.001Z', 'upcoming')).toEqual(['quiz-night']);
    expect(when('2026-12-05T10:00:00.001Z', 'past')).toEqual(['moment']);
    // Running now: still upcoming; ended exactly now: still upcoming; a moment later: past.
    expect(when('2026-12-05T20:00:00Z', 'upcoming')).toEqual(['quiz-night']);
    expect(when('2026-12-05T22:00:00Z', 'upcoming')).toEqual(['quiz-night']);
    expect(when('2026-12-05T22:00:00.001Z', 'past')).toEqual(['quiz-night', 'moment']);
  });

  it('keeps an all-day event upcoming for the whole of its London day', () => {
    const fete = makeEvent({ slug: 'fete', startsAt: iso('2026-07-03T23:00:00Z'), endsAt: null, allDay: true });
    const items = occurrencesOf([fete]);
    expect(slugs(filterOccurrences(items, defaultEventFilters, iso('2026-07-04T22:59:00Z')))).toEqual(['fete']);
    expect(slugs(filterOccurrences(items, defaultEventFilters, iso('2026-07-04T23:00:01Z')))).toEqual([]);
  });

  it('searches case- and accent-insensitively, every word having to match', () => {
    expect(run({ query: 'CAFE' })).toEqual(['repair-cafe']);
    expect(run({ query: 'café' })).toEqual(['repair-cafe']);
    expect(run({ query: 'choir armstrong' })).toEqual(['choir', 'choir', 'choir', 'choir']);
    expect(run({ query: 'choir mundy' })).toEqual([]);
    expect(run({ query: 'st mary' })).toEqual(['repair-cafe']);
    expect(run({ query: 'St Mary’s' })).toEqual(['repair-cafe']);
    expect(run({ query: 'food larder' })).toEqual(['quiz-night']);
    expect(run({ query: 'singing' })).toEqual(['choir', 'choir', 'choir', 'choir']);
    expect(run({ query: 'fundraising' })).toEqual(['quiz-night']);
    expect(run({ query: 'ploughmans' })).toEqual(['quiz-night']);
    expect(run({ query: 'zanzibar' })).toEqual([]);
    expect(run({ query: 'thornbury', when: 'past' }, iso('2027-01-01T00:00:00Z'))).toHaveLength(6);
  });

  it('keeps events in any chosen category (case aside), and with any chosen tag', () => {
    expect(run({ categories: ['Community', 'Fundraising'] })).toEqual(['repair-cafe', 'quiz-night']);
    expect(run({ categories: ['music'] })).toEqual(['choir', 'choir', 'choir', 'choir']);
    expect(run({ categories: ['Sport'] })).toEqual([]);
    expect(run({ tags: ['environment', 'quiz'] })).toEqual(['repair-cafe', 'quiz-night']);
    expect(run({ tags: ['singing'] })).toHaveLength(4);
  });

  it('filters by price', () => {
    expect(run({ price: 'free' })).toEqual(['repair-cafe']);
    expect(run({ price: 'paid' })).toEqual(['choir', 'choir', 'quiz-night', 'choir', 'choir']);
  });

  it('needs every kind of filter to match', () => {
    expect(run({ price: 'paid', tags: ['quiz', 'repair'] })).toEqual(['quiz-night']);
    expect(run({ price: 'free', categories: ['Fundraising'] })).toEqual([]);
    expect(run({ query: 'thornbury', categories: ['Music'], price: 'paid' })).toHaveLength(4);
  });

  it('takes from and to as whole London days, both included', () => {
    const day = (key: string) => iso(`${key}T12:00:00Z`);
    expect(run({ from: day('2026-12-05'), to: day('2026-12-05') })).toEqual(['repair-cafe', 'quiz-night']);
    expect(run({ from: day('2026-12-02'), to: day('2026-12-08') })).toEqual(['repair-cafe', 'quiz-night', 'choir']);
    expect(run({ from: day('2026-12-09') })).toEqual(['choir']);
    expect(run({ to: day('2026-11-30') })).toEqual(['choir']);
  });

  it('uses the London day at the edges of a summer date range', () => {
    // 22:30 UTC on 30 June is 11.30pm BST, still 30 June; 23:30 UTC is already 1 July.
    const late = makeEvent({ slug: 'late', startsAt: iso('2026-06-30T22:30:00Z'), endsAt: null });
    const early = makeEvent({ slug: 'early', startsAt: iso('2026-06-30T23:30:00Z'), endsAt: null });
    const items = occurrencesOf([late, early]);
    const range = (from: string | null, to: string | null) =>
      slugs(
        filterOccurrences(
          items,
          filters({ from: from ? iso(from) : null, to: to ? iso(to) : null }),
          iso('2026-06-01T00:00:00Z'),
        ),
      );
    expect(range(null, '2026-06-30T12:00:00Z')).toEqual(['late']);
    expect(range('2026-07-01T12:00:00Z', null)).toEqual(['early']);
    expect(range('2026-06-30T00:00:00Z', '2026-07-01T00:00:00Z')).toEqual(['late', 'early']);
  });

  it('includes an event that began before `from` and is still running', () => {
    const weekend = makeEvent({
      slug: 'weekend',
      startsAt: iso('2026-12-04T18:00:00Z'),
      endsAt: iso('2026-12-06T16:00:00Z'),
    });
    const items = occurrencesOf([weekend]);
    expect(slugs(filterOccurrences(items, filters({ from: iso('2026-12-06T12:00:00Z') }), NOW))).toEqual(['weekend']);
    expect(slugs(filterOccurrences(items, filters({ from: iso('2026-12-07T12:00:00Z') }), NOW))).toEqual([]);
  });

  it('keeps cancelled occurrences, breaks ties by title (case and accents aside), and leaves the input alone', () => {
    const b = makeEvent({ slug: 'b', title: 'Bingo', cancelled: true });
    const a = makeEvent({ slug: 'z-art-fair', title: 'Árt Fair' });
    const items = occurrencesOf([b, a]);
    const before = [...items];
    const result = filterOccurrences(items, defaultEventFilters, NOW);
    expect(slugs(result)).toEqual(['z-art-fair', 'b']);
    expect(result[1]?.cancelled).toBe(true);
    expect(items).toEqual(before);
    expect(result).not.toBe(items);
  });

  it('finds the seed data’s choir and free events', () => {
    const now = iso('2026-11-21T10:00:00Z');
    // As the public page gets them: only what visitors may see.
    const seed = (buildSeedData(now).collections.events ?? [])
      .map((document) => eventSchema.parse(document.data))
      .filter((event) => isPublic(event, now));
    const items = expandAll(seed, { from: now, to: iso('2027-04-01T00:00:00Z') });
    const choirs = filterOccurrences(items, filters({ query: 'Choir' }), now);
    expect(choirs.length).toBeGreaterThan(10);
    expect(new Set(slugs(choirs))).toEqual(new Set(['community-choir-rehearsal', 'choir-and-schools-concert']));
    const free = filterOccurrences(items, filters({ price: 'free', categories: ['Sport'] }), now);
    const freeSport = seed.filter((event) => event.price.free && event.category === 'Sport').map((event) => event.slug);
    expect(freeSport).toContain('running-club-thursday-run');
    expect(new Set(slugs(free))).toEqual(new Set(freeSport));
    expect(filterOccurrences(items, filters({ query: 'cafe repair' }), now).length).toBeGreaterThan(0);
  });

  it('works with occurrences from one event at a time too', () => {
    const items = expandOccurrences(choir, YEAR);
    expect(filterOccurrences(items, filters({ query: 'rehearsal' }), NOW)).toHaveLength(4);
  });
});

describe('filterOptions', () => {
  it('counts events per category and tag, alphabetically, ignoring case and repeats within an event', () => {
    const events = [
      makeEvent({ category: 'Music', tags: ['music', 'choir', 'music'] }),
      makeEvent({ category: 'arts', tags: ['Music', ' choir '] }),
      makeEvent({ category: ' Music ', tags: ['10k', '2-for-1'] }),
    ];
    expect(filterOptions(events)).toEqual({
      categories: [
        { value: 'arts', count: 1 },
        { value: 'Music', count: 2 },
      ],
      tags: [
        { value: '2-for-1', count: 1 },
        { value: '10k', count: 1 },
        { value: 'choir', count: 2 },
        // The first spelling seen is the one shown.
        { value: 'music', count: 2 },
      ],
    });
  });

  it('gives empty lists for no events', () => {
    expect(filterOptions([])).toEqual({ categories: [], tags: [] });
  });
});

describe('filters in the address', () => {
  it('leaves defaults out', () => {
    expect(filtersToSearchParams(defaultEventFilters).toString()).toBe('');
    expect(filtersToSearchParams(filters({ query: '   ' })).toString()).toBe('');
  });

  it('round-trips every filter, dates as London days', () => {
    const chosen = filters({
      query: 'choir & café',
      categories: ['Music', 'Arts and crafts'],
      tags: ['over-50s'],
      // 23:30 UTC on 30 June is 1 July in London.
      from: iso('2026-06-30T23:30:00Z'),
      to: iso('2026-07-31T12:00:00Z'),
      price: 'free',
      when: 'past',
    });
    const params = filtersToSearchParams(chosen);
    expect(params.toString()).toBe(
      'q=choir+%26+caf%C3%A9&category=Music&category=Arts+and+crafts&tag=over-50s&from=2026-07-01&to=2026-07-31&price=free&when=past',
    );
    expect(filtersFromSearchParams(params)).toEqual({
      ...chosen,
      from: iso('2026-06-30T23:00:00Z'),
      to: iso('2026-07-30T23:00:00Z'),
    });
    expect(filtersFromSearchParams(`?${params.toString()}`)).toEqual(filtersFromSearchParams(params));
  });

  it('reads nothing as the defaults', () => {
    expect(filtersFromSearchParams('')).toEqual(defaultEventFilters);
    expect(filtersFromSearchParams(new URLSearchParams())).toEqual(defaultEventFilters);
  });

  it.each<[string, string, Partial<EventFilters>]>([
    ['an unknown price', 'price=cheap', {}],
    ['a price in capitals', 'price=FREE', {}],
    ['an unknown "when"', 'when=future', {}],
    ['a date that does not exist', 'from=2026-02-30', {}],
    ['a date in another format', 'from=05/12/2026&to=2026-12-5', {}],
    [
      'an end before the start (the start is kept)',
      'from=2026-12-10&to=2026-12-01',
      { from: iso('2026-12-10T00:00:00Z') },
    ],
    [
      'empty and over-long categories',
      `category=&category=${'x'.repeat(41)}&category=Music`,
      { categories: ['Music'] },
    ],
    ['repeated tags', 'tag=music&tag=music&tag=%20music%20', { tags: ['music'] }],
    ['a padded query', 'q=%20%20choir%20', { query: 'choir' }],
  ])('ignores %s', (_name, search, expected) => {
    expect(filtersFromSearchParams(search)).toEqual(filters(expected));
  });

  it('caps a very long query and very many tags', () => {
    const params = new URLSearchParams({ q: 'a'.repeat(500) });
    for (let index = 0; index < 50; index += 1) params.append('tag', `tag-${index}`);
    const parsed = filtersFromSearchParams(params);
    expect(parsed.query).toHaveLength(200);
    expect(parsed.tags).toHaveLength(20);
    expect(parsed.tags[0]).toBe('tag-0');
  });
});

describe('dashboard', () => {
  it('searches an event’s venue, category, organiser and facilitator beside the engine’s fields', () => {
    const event = makeEvent({
      venue: { name: 'St Mary’s Hall', address: '', postcode: '' } as EventItem['venue'],
      category: 'Music',
      organiser: { name: 'Thornbury Choir' } as EventItem['organiser'],
    });
    const text = normaliseSearchText(eventTableSearchText({ ...event, facilitator: 'Ann Lee' }));
    for (const word of ['marys', 'music', 'choir', 'ann']) expect(text).toContain(word);
  });
});
