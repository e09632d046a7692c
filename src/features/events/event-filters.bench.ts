import { bench, describe } from 'vitest';
import {
  buildSearchIndex,
  buildSearchText,
  defaultEventFilters,
  filterOccurrences,
  type EventFilters,
} from './event-filters';
import type { EventItem } from './event-schema';
import { expandAll } from '@/lib/recurrence';

/**
 * One keystroke of filtering over 2,000 events, for the public list (the dashboard table asks the server:
 * collections/table-query.ts).
 * Budget: 50 ms a keystroke. Run with `npx vitest bench --run src/features/events/event-filters.bench.ts`.
 */

const EVENT_COUNT = 2_000;
const NOW = new Date('2026-11-21T10:00:00Z');
const DAY_MS = 24 * 60 * 60 * 1000;

/** A small deterministic generator (mulberry32), so every run measures the same data. */
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

const TOPICS = [
  ['Community Choir rehearsal', 'Music', ['music', 'singing', 'choir']],
  ['Repair Café', 'Community', ['repair', 'environment', 'volunteering']],
  ['Quiz night in aid of the Food Larder', 'Fundraising', ['quiz', 'fundraising', 'food']],
  ['Heritage walk: the old town', 'Walks', ['history', 'walks']],
  ['Beginners’ sourdough', 'Food', ['baking', 'food']],
  ['Walking Football', 'Sport', ['football', 'sport', 'over-50s']],
  ['Litter pick on Mundy Playing Fields', 'Environment', ['green-spaces', 'volunteering']],
  ['Family film night', 'Film', ['film', 'family']],
  ['Camera Club talk', 'Talks', ['photography', 'talks']],
  ['Makers’ craft fair', 'Market', ['crafts', 'market', 'makers']],
  ['Chess Club night', 'Games', ['chess', 'games']],
  ['Ukulele jam', 'Music', ['music', 'ukulele']],
  ['Seed and plant swap', 'Gardening', ['gardening', 'seeds']],
  ['Town Council open meeting', 'Civic', ['council', 'governance']],
] as const;
const VENUES = [
  'Armstrong Hall',
  'St Mary’s Church Hall',
  'Thornbury Library',
  'Town Hall',
  'Mundy Playing Fields',
  'Castle Court',
  'Thornbury Leisure Centre',
  'The Old Forge Pottery',
];
const ORGANISERS = [
  'Thornbury Community Choir',
  'Thornbury Repair Café',
  'Thornbury Food Larder',
  'Thornbury Heritage Society',
  'Friends of Mundy Playing Fields',
  'Events Committee',
  'Thornbury Camera Club',
];
const RULES = [
  'FREQ=WEEKLY;BYDAY=TU',
  'FREQ=MONTHLY;BYDAY=1SA',
  'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO',
  'FREQ=WEEKLY;BYDAY=TH;COUNT=12',
];
const STATUSES = ['published', 'published', 'published', 'draft', 'archived'] as const;

function generateEvents(count: number): EventItem[] {
  const next = random(2026);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return Array.from({ length: count }, (_, index) => {
    const [topic, category, tags] = pick(TOPICS);
    const venue = pick(VENUES);
    const organiser = pick(ORGANISERS);
    // From six months ago to a year ahead, on the quarter hour.
    const startsAt = new Date(
      Math.round((NOW.getTime() + (next() * 548 - 183) * DAY_MS) / (15 * 60 * 1000)) * 15 * 60 * 1000,
    );
    const allDay = next() < 0.05;
    const recurring = next() < 0.1;
    const free = next() < 0.4;
    const status = pick(STATUSES);
    return {
      slug: `event-${index}`,
      title: `${topic} ${index}`,
      summary: `${topic} at ${venue}, run by ${organiser}. Everyone welcome; tea and cake afterwards.`,
      body: 'Longer text that search does not look at.',
      image: null,
      tags: [...tags],
      status,
      publishAt: status === 'published' && next() < 0.1 ? new Date(NOW.getTime() + 7 * DAY_MS) : null,
      createdAt: new Date(NOW.getTime() - 90 * DAY_MS),
      updatedAt: new Date(NOW.getTime() - next() * 90 * DAY_MS),
      createdBy: 'demo-admin',
      updatedBy: 'demo-admin',
      version: 1,
      startsAt,
      endsAt: allDay ? null : new Date(startsAt.getTime() + (60 + Math.floor(next() * 4) * 30) * 60 * 1000),
      allDay,
      timeZone: 'Europe/London',
      recurrence: recurring ? { rrule: pick(RULES), exceptions: [] } : null,
      venue: { name: venue, address: 'Thornbury', postcode: 'BS35 2AR', lat: null, lng: null },
      onlineUrl: null,
      organiser: { collection: 'clubs', id: `club-${index % 40}`, name: organiser },
      price: free
        ? { free: true, amountPence: 0, currency: 'GBP' }
        : { free: false, amountPence: 500, currency: 'GBP' },
      capacity: null,
      bookingUrl: null,
      category,
      accessibility: '',
      cancelled: next() < 0.02,
    };
  });
}

const events = generateEvents(EVENT_COUNT);
// The public list's window: from today to six months ahead.
const occurrences = expandAll(events, { from: NOW, to: new Date(NOW.getTime() + 183 * DAY_MS) });
buildSearchIndex(events);

// Each call is the next keystroke of someone typing "choir hall".
const typed = 'choir hall';
let keystroke = 0;
const nextQuery = () => typed.slice(0, (keystroke++ % typed.length) + 1);

const publicFilters = (query: string): EventFilters => ({
  ...defaultEventFilters,
  query,
  categories: ['Music', 'Community', 'Fundraising'],
  price: 'any',
  from: NOW,
  to: new Date(NOW.getTime() + 90 * DAY_MS),
});

describe(`one keystroke over ${EVENT_COUNT} events (${occurrences.length} occurrences)`, () => {
  bench('public list: search + category + date range', () => {
    filterOccurrences(occurrences, publicFilters(nextQuery()), NOW);
  });

  bench('public list: search only', () => {
    filterOccurrences(occurrences, { ...defaultEventFilters, query: nextQuery() }, NOW);
  });
});

describe('one-off costs', () => {
  bench(`building the search text of ${EVENT_COUNT} events (uncached)`, () => {
    for (const event of events) buildSearchText(event);
  });

  bench(`expanding ${EVENT_COUNT} events over six months`, () => {
    expandAll(events, { from: NOW, to: new Date(NOW.getTime() + 183 * DAY_MS) });
  });
});
