import { describe, expect, it } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import {
  EVENT_TIME_ZONE,
  eventSchema,
  isTimeZone,
  recurrenceSchema,
  rruleParts,
  rruleProblem,
  workshopSchema,
} from './event-schema';

const RRULE_TIME_MESSAGE =
  'Repeats happen at the event’s start time, at most once a day: please take the hours, minutes or seconds out of the repeat rule.';
const iso = (value: string) => new Date(value);

/** A complete, valid event document as the editor would save it. */
function validEvent(): Record<string, unknown> {
  return {
    ...contentItem({
      slug: 'quiz-night-in-aid-of-the-food-larder',
      title: 'Quiz night in aid of the Food Larder',
      summary: 'Teams of up to six, a ploughman’s supper and a raffle.',
      body: 'Book a table by email or turn up and we will find you a team.',
      tags: ['quiz', 'fundraising'],
    }),
    startsAt: iso('2026-12-12T19:00:00Z'),
    endsAt: iso('2026-12-12T22:00:00Z'),
    allDay: false,
    timeZone: 'Europe/London',
    recurrence: null,
    venue: {
      name: 'Armstrong Hall',
      address: 'Chapel Street, Thornbury',
      postcode: 'BS35 2BJ',
      lat: 51.6106,
      lng: -2.5256,
    },
    onlineUrl: null,
    organiser: { collection: 'organisations', id: 'thornbury-food-larder', name: 'Thornbury Food Larder' },
    price: { free: false, amountPence: 1000, currency: 'GBP' },
    capacity: 120,
    bookingUrl: 'https://tickets.example/thornbury-quiz',
    category: 'Fundraising',
    accessibility: 'Step-free access and an accessible toilet.',
    cancelled: false,
  };
}

function validWorkshop(): Record<string, unknown> {
  return {
    ...validEvent(),
    slug: 'beginners-sourdough',
    title: 'Beginners’ sourdough',
    facilitator: 'Jo Pritchard, Castle Street Bakery',
    skillLevel: 'beginner',
    materials: 'Apron and a tea towel; everything else provided.',
    ageRange: '16+',
  };
}

type Fields = Record<string, unknown>;
const event = (overrides: Fields = {}) => ({ ...validEvent(), ...overrides });
const venue = (overrides: Fields) => event({ venue: { ...(validEvent().venue as Fields), ...overrides } });
const price = (overrides: Fields) => event({ price: { ...(validEvent().price as Fields), ...overrides } });
const organiser = (overrides: Fields) => event({ organiser: { ...(validEvent().organiser as Fields), ...overrides } });
const rule = (rrule: string) => event({ recurrence: { rrule, exceptions: [] } });
const workshop = (overrides: Fields = {}) => ({ ...validWorkshop(), ...overrides });

/** The issues as [path, message] pairs: what the editor shows, and where. */
function issuesOf(schema: typeof eventSchema | typeof workshopSchema, input: unknown) {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path, issue.message]);
}

describe('valid events', () => {
  it.each<[string, Fields]>([
    ['an in-person paid event with a booking link', event()],
    [
      'an online-only free event',
      event({
        venue: null,
        onlineUrl: 'https://meet.example/talk',
        price: { free: true, amountPence: 0, currency: 'GBP' },
      }),
    ],
    ['an event with a venue and an online link', event({ onlineUrl: 'http://meet.example/talk' })],
    ['an event with no end', event({ endsAt: null })],
    ['an event that ends as it starts', event({ endsAt: iso('2026-12-12T19:00:00Z') })],
    ['an all-day event', event({ allDay: true, startsAt: iso('2026-12-12T00:00:00Z'), endsAt: null })],
    [
      'a weekly event with skipped dates',
      event({
        recurrence: {
          rrule: 'FREQ=WEEKLY;BYDAY=TU',
          exceptions: [iso('2026-12-22T19:30:00Z'), '2026-12-29T19:30:00Z'],
        },
      }),
    ],
    ['a monthly event on the first Saturday', rule('FREQ=MONTHLY;BYDAY=1SA')],
    ['a fortnightly event with a count', rule('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=10')],
    ['an event repeating until a date', rule('FREQ=DAILY;UNTIL=20270305T235959Z')],
    ['an event repeating until a bare date', rule('FREQ=DAILY;UNTIL=20270305')],
    ['the last Friday by BYSETPOS', rule('FREQ=MONTHLY;BYDAY=FR;BYSETPOS=-1')],
    ['a yearly event on 5 March', rule('FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=5')],
    ['a venue with no coordinates or postcode', venue({ lat: undefined, lng: null, postcode: '' })],
    ['a lower-case postcode without a space', venue({ postcode: 'bs352bj' })],
    ['a London postcode', venue({ postcode: 'SW1A 1AA' })],
    ['an event in another time zone', event({ timeZone: 'America/New_York' })],
    ['a club organiser', organiser({ collection: 'clubs', id: 'thornbury-community-choir', name: 'Community Choir' })],
    [
      'a committee organiser',
      organiser({ collection: 'committees', id: 'events-committee', name: 'Events Committee' }),
    ],
    ['no organiser', event({ organiser: null })],
    ['the most expensive allowed', price({ amountPence: 100_000_00 })],
    ['a capacity of one', event({ capacity: 1 })],
    ['no capacity', event({ capacity: null })],
    ['a cancelled event', event({ cancelled: true })],
    ['a scheduled event', event({ publishAt: iso('2026-12-01T09:00:00Z') })],
    [
      'dates as ISO strings and Firestore Timestamps',
      event({
        startsAt: '2026-12-12T19:00:00Z',
        endsAt: { toDate: () => iso('2026-12-12T22:00:00Z') },
        createdAt: { toDate: () => iso('2026-10-01T09:00:00Z') },
      }),
    ],
    [
      'an image with alt text',
      event({
        image: {
          path: 'events/quiz.jpg',
          url: 'https://img.example/quiz.jpg',
          alt: 'Teams at tables',
          width: 1200,
          height: 800,
        },
      }),
    ],
  ])('%s', (_name, input) => {
    expect(issuesOf(eventSchema, input)).toEqual([]);
  });

  it('fills in the London time zone when it is missing, and gives real Dates', () => {
    const withoutZone = event({ startsAt: '2026-12-12T19:00:00Z' });
    delete withoutZone.timeZone;
    const parsed = eventSchema.parse(withoutZone);
    expect(parsed.timeZone).toBe(EVENT_TIME_ZONE);
    expect(parsed.timeZone).toBe('Europe/London');
    expect(parsed.startsAt).toEqual(iso('2026-12-12T19:00:00Z'));
  });

  it('trims what people type', () => {
    const parsed = eventSchema.parse(
      event({
        title: '  Quiz night  ',
        category: ' Fundraising ',
        bookingUrl: ' https://tickets.example/quiz ',
        recurrence: { rrule: ' FREQ=WEEKLY;BYDAY=TU ', exceptions: [] },
      }),
    );
    expect(parsed.title).toBe('Quiz night');
    expect(parsed.category).toBe('Fundraising');
    expect(parsed.bookingUrl).toBe('https://tickets.example/quiz');
    expect(parsed.recurrence?.rrule).toBe('FREQ=WEEKLY;BYDAY=TU');
  });

  it.each<[string, Fields]>([
    ['a beginners’ workshop', workshop()],
    [
      'an all-levels online workshop',
      workshop({ skillLevel: 'all', venue: null, onlineUrl: 'https://meet.example/w' }),
    ],
    ['an advanced workshop with no facilitator named', workshop({ skillLevel: 'advanced', facilitator: '' })],
    [
      'an intermediate repeating workshop',
      workshop({ skillLevel: 'intermediate', recurrence: { rrule: 'FREQ=WEEKLY;BYDAY=WE;COUNT=4', exceptions: [] } }),
    ],
  ])('workshop: %s', (_name, input) => {
    expect(issuesOf(workshopSchema, input)).toEqual([]);
  });
});

describe('the seed data', () => {
  const data = buildSeedData(new Date('2026-11-21T10:00:00Z'));

  it.each([
    ['events', eventSchema],
    ['workshops', workshopSchema],
  ] as const)('every seeded %s document passes its schema', (collection, schema) => {
    const documents = data.collections[collection] ?? [];
    expect(documents.length).toBeGreaterThan(5);
    const problems = documents.flatMap((document) =>
      issuesOf(schema, document.data).map(([path, message]) => `${document.id} ${String(path)}: ${String(message)}`),
    );
    expect(problems).toEqual([]);
  });

  it('includes recurring, all-day, online and cancelled events', () => {
    const events = (data.collections.events ?? []).map((document) => eventSchema.parse(document.data));
    expect(events.some((item) => item.recurrence !== null && item.recurrence.exceptions.length > 0)).toBe(true);
    expect(events.some((item) => item.allDay)).toBe(true);
    expect(events.some((item) => item.onlineUrl !== null)).toBe(true);
    expect(events.some((item) => item.cancelled)).toBe(true);
  });
});

describe('invalid events: the message and where it shows', () => {
  const long = (length: number) => 'x'.repeat(length);

  it.each<[string, unknown, [(string | number)[], string][]]>([
    // Base content fields
    [
      'an empty slug',
      event({ slug: '' }),
      [
        [['slug'], 'Please add a web address name.'],
        [['slug'], 'Use lower-case letters, numbers and single hyphens only, like summer-fair-2026.'],
      ],
    ],
    [
      'a slug with spaces and capitals',
      event({ slug: 'Quiz Night' }),
      [[['slug'], 'Use lower-case letters, numbers and single hyphens only, like summer-fair-2026.']],
    ],
    [
      'a slug over 96 characters',
      event({ slug: long(97) }),
      [[['slug'], 'Please keep the web address name under 96 characters.']],
    ],
    ['a blank title', event({ title: '   ' }), [[['title'], 'Please add a title.']]],
    [
      'a title over 140 characters',
      event({ title: long(141) }),
      [[['title'], 'Please keep the title under 140 characters.']],
    ],
    [
      'a summary over 280 characters',
      event({ summary: long(281) }),
      [[['summary'], 'Please keep the summary under 280 characters.']],
    ],
    [
      'a body over 100,000 characters',
      event({ body: long(100_001) }),
      [[['body'], 'This text is too long: please keep it under 100,000 characters.']],
    ],
    [
      'thirteen tags',
      event({ tags: Array.from({ length: 13 }, (_, index) => `tag-${index}`) }),
      [[['tags'], 'Please use no more than 12 tags.']],
    ],
    ['an empty tag', event({ tags: ['quiz', ' '] }), [[['tags', 1], 'Tags cannot be empty.']]],
    [
      'a tag over 32 characters',
      event({ tags: [long(33)] }),
      [[['tags', 0], 'Please keep each tag under 32 characters.']],
    ],
    ['an unknown status', event({ status: 'live' }), [[['status'], 'Choose draft, published or archived.']]],
    [
      'a publish time that is not a date',
      event({ publishAt: 'next week' }),
      [[['publishAt'], 'Please give a date and time.']],
    ],
    [
      'a picture with no description',
      event({ image: { path: 'a.jpg', url: 'https://img.example/a.jpg', alt: ' ', width: 10, height: 10 } }),
      [[['image', 'alt'], 'Please describe the picture for people who cannot see it.']],
    ],
    // Dates
    ['no start', event({ startsAt: undefined }), [[['startsAt'], 'Please give a date and time.']]],
    ['a start that is not a date', event({ startsAt: 'Saturday' }), [[['startsAt'], 'Please give a date and time.']]],
    [
      'a start given as a number',
      event({ startsAt: 1_765_566_000_000 }),
      [[['startsAt'], 'Please give a date and time.']],
    ],
    ['an end that is not a date', event({ endsAt: '31/12/2026' }), [[['endsAt'], 'Please give a date and time.']]],
    [
      'an end before the start',
      event({ endsAt: iso('2026-12-12T18:59:00Z') }),
      [[['endsAt'], 'The end must be after the start.']],
    ],
    [
      'an unknown time zone',
      event({ timeZone: 'Mars/Olympus' }),
      [[['timeZone'], 'Please choose a time zone, like Europe/London.']],
    ],
    ['an empty time zone', event({ timeZone: '' }), [[['timeZone'], 'Please choose a time zone, like Europe/London.']]],
    [
      'a time zone that is not text',
      event({ timeZone: 42 }),
      [[['timeZone'], 'Please choose a time zone, like Europe/London.']],
    ],
    // Repeats
    ['an empty repeat rule', rule('  '), [[['recurrence', 'rrule'], 'Please choose how often it repeats.']]],
    [
      'a repeat rule over 500 characters',
      rule(`FREQ=WEEKLY;${'BYDAY=TU;'.repeat(60)}`),
      [[['recurrence', 'rrule'], 'The repeat rule is too long.']],
    ],
    [
      'a repeat rule in words',
      rule('every Tuesday'),
      [[['recurrence', 'rrule'], 'The repeat rule is not in the calendar format (RRULE).']],
    ],
    [
      'a repeat rule in lower case',
      rule('freq=weekly'),
      [[['recurrence', 'rrule'], 'The repeat rule is not in the calendar format (RRULE).']],
    ],
    [
      'a repeat rule with the RRULE: prefix',
      rule('RRULE:FREQ=WEEKLY'),
      [[['recurrence', 'rrule'], 'The repeat rule is not in the calendar format (RRULE).']],
    ],
    [
      'an hourly repeat',
      rule('FREQ=HOURLY'),
      [[['recurrence', 'rrule'], 'Repeats must be daily, weekly, monthly or yearly.']],
    ],
    [
      'a repeat with no FREQ',
      rule('BYDAY=TU'),
      [[['recurrence', 'rrule'], 'Repeats must be daily, weekly, monthly or yearly.']],
    ],
    [
      'a repeat on a day that does not exist',
      rule('FREQ=WEEKLY;BYDAY=XX'),
      [[['recurrence', 'rrule'], 'The repeat rule is not in the calendar format (RRULE).']],
    ],
    [
      'a repeat with an unknown part',
      rule('FREQ=WEEKLY;FOO=1'),
      [[['recurrence', 'rrule'], 'The repeat rule is not in the calendar format (RRULE).']],
    ],
    [
      'a repeat every 0 weeks',
      rule('FREQ=WEEKLY;INTERVAL=0'),
      [[['recurrence', 'rrule'], 'The repeat rule is not in the calendar format (RRULE).']],
    ],
    [
      'a repeat 0 times',
      rule('FREQ=WEEKLY;COUNT=0'),
      [[['recurrence', 'rrule'], 'The repeat rule is not in the calendar format (RRULE).']],
    ],
    [
      'a repeat until 30 February',
      rule('FREQ=WEEKLY;UNTIL=20270230T000000Z'),
      [[['recurrence', 'rrule'], 'The repeat rule is not in the calendar format (RRULE).']],
    ],
    [
      'a repeat with FREQ twice',
      rule('FREQ=WEEKLY;FREQ=DAILY'),
      [[['recurrence', 'rrule'], 'The repeat rule is not in the calendar format (RRULE).']],
    ],
    [
      'a repeat on the 32nd of the month',
      rule('FREQ=MONTHLY;BYMONTHDAY=32'),
      [[['recurrence', 'rrule'], 'The repeat rule is not in the calendar format (RRULE).']],
    ],
    [
      'a repeat with both an end date and a count',
      rule('FREQ=WEEKLY;COUNT=3;UNTIL=20270101T000000Z'),
      [[['recurrence', 'rrule'], 'Please end the repeats on a date or after a number of times, not both.']],
    ],
    [
      'more than 200 skipped dates',
      event({
        recurrence: {
          rrule: 'FREQ=DAILY',
          exceptions: Array.from({ length: 201 }, (_, index) => new Date(Date.UTC(2027, 0, 1 + index))),
        },
      }),
      [[['recurrence', 'exceptions'], 'Please list no more than 200 skipped dates.']],
    ],
    [
      'a skipped date that is not a date',
      event({ recurrence: { rrule: 'FREQ=DAILY', exceptions: ['Christmas'] } }),
      [[['recurrence', 'exceptions', 0], 'Please give a date and time.']],
    ],
    // Venue and links
    ['a venue with no name', venue({ name: ' ' }), [[['venue', 'name'], 'Please name the venue.']]],
    [
      'a venue name over 140 characters',
      venue({ name: long(141) }),
      [[['venue', 'name'], 'Please keep the venue name under 140 characters.']],
    ],
    [
      'an address over 280 characters',
      venue({ address: long(281) }),
      [[['venue', 'address'], 'Please keep the address under 280 characters.']],
    ],
    [
      'a postcode that is not a UK one',
      venue({ postcode: '90210' }),
      [[['venue', 'postcode'], 'Please give a UK postcode like BS35 2AR.']],
    ],
    [
      'a postcode over 10 characters',
      venue({ postcode: 'BS35 2AR 12' }),
      [[['venue', 'postcode'], 'Please give a postcode like BS35 2AR.']],
    ],
    ['a latitude over 90', venue({ lat: 91 }), [[['venue', 'lat'], 'Latitude must be between -90 and 90.']]],
    ['a latitude as text', venue({ lat: '51.6' }), [[['venue', 'lat'], 'Latitude must be a number.']]],
    ['a longitude under -180', venue({ lng: -181 }), [[['venue', 'lng'], 'Longitude must be between -180 and 180.']]],
    [
      'no venue and no online link',
      event({ venue: null, onlineUrl: null }),
      [[['venue'], 'Please give a venue or an online link.']],
    ],
    [
      'an online link without https://',
      event({ onlineUrl: 'meet.example/talk' }),
      [[['onlineUrl'], 'Please give a full web address, starting with https://.']],
    ],
    [
      'an empty online link (should be null)',
      event({ onlineUrl: '' }),
      [[['onlineUrl'], 'Please give a full web address, starting with https://.']],
    ],
    [
      'a javascript: link',
      event({ onlineUrl: 'javascript:alert(1)' }),
      [[['onlineUrl'], 'Please give a full web address, starting with https://.']],
    ],
    [
      'a data: booking link',
      event({ bookingUrl: 'data:text/html,<script>alert(1)</script>' }),
      [[['bookingUrl'], 'Please give a full web address, starting with https://.']],
    ],
    [
      'an ftp booking link',
      event({ bookingUrl: 'ftp://files.example/tickets' }),
      [[['bookingUrl'], 'Please give a full web address, starting with https://.']],
    ],
    [
      'a booking link over 2,048 characters',
      event({ bookingUrl: `https://tickets.example/${long(2030)}` }),
      [[['bookingUrl'], 'Please keep the web address under 2,048 characters.']],
    ],
    // Organiser
    [
      'an organiser that is a business',
      organiser({ collection: 'businesses' }),
      [[['organiser', 'collection'], 'Choose a club, organisation or committee.']],
    ],
    ['an organiser with no id', organiser({ id: '' }), [[['organiser', 'id'], 'Please choose who organises it.']]],
    [
      'an organiser with no name',
      organiser({ name: '  ' }),
      [[['organiser', 'name'], 'Please give the organiser’s name.']],
    ],
    [
      'an organiser with its name missing',
      organiser({ name: undefined }),
      [[['organiser', 'name'], 'Please give the organiser’s name.']],
    ],
    [
      'an organiser name over 140 characters',
      organiser({ name: long(141) }),
      [[['organiser', 'name'], 'Please keep the organiser’s name under 140 characters.']],
    ],
    // Price and capacity
    [
      'a paid event with no price',
      price({ amountPence: 0 }),
      [[['price', 'amountPence'], 'Please give a price, or mark it as free.']],
    ],
    ['a negative price', price({ amountPence: -100 }), [[['price', 'amountPence'], 'The price cannot be negative.']]],
    [
      'a price in fractions of a penny',
      price({ amountPence: 99.5 }),
      [[['price', 'amountPence'], 'Please give the price in whole pence.']],
    ],
    ['a price as text', price({ amountPence: '£4' }), [[['price', 'amountPence'], 'Please give the price in pence.']]],
    [
      'a price over £100,000',
      price({ amountPence: 100_000_01 }),
      [[['price', 'amountPence'], 'Please check the price: it is over £100,000.']],
    ],
    ['a price in euros', price({ currency: 'EUR' }), [[['price', 'currency'], 'Prices are in pounds (GBP).']]],
    ['a capacity of 0', event({ capacity: 0 }), [[['capacity'], 'Capacity must be at least 1, or left empty.']]],
    ['a fractional capacity', event({ capacity: 2.5 }), [[['capacity'], 'Capacity must be a whole number.']]],
    [
      'a capacity over 100,000',
      event({ capacity: 100_001 }),
      [[['capacity'], 'Please check the capacity: it is over 100,000.']],
    ],
    ['a capacity as text', event({ capacity: '20' }), [[['capacity'], 'Capacity must be a number.']]],
    // Category and notes
    ['no category', event({ category: '  ' }), [[['category'], 'Please choose or type a category.']]],
    [
      'a category over 40 characters',
      event({ category: long(41) }),
      [[['category'], 'Please keep the category under 40 characters.']],
    ],
    [
      'accessibility notes over 1,000 characters',
      event({ accessibility: long(1001) }),
      [[['accessibility'], 'Please keep the accessibility notes under 1,000 characters.']],
    ],
    // Several at once: each shows at its own field.
    [
      'no title, an end before the start and nowhere to go',
      event({ title: '', endsAt: iso('2026-12-12T18:00:00Z'), venue: null, onlineUrl: null }),
      [
        [['title'], 'Please add a title.'],
        [['endsAt'], 'The end must be after the start.'],
        [['venue'], 'Please give a venue or an online link.'],
      ],
    ],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(eventSchema, input)).toEqual(expected);
  });
});

describe('invalid workshops', () => {
  it.each<[string, unknown, [(string | number)[], string][]]>([
    [
      'an unknown skill level',
      workshop({ skillLevel: 'expert' }),
      [[['skillLevel'], 'Choose beginner, intermediate, advanced or all levels.']],
    ],
    [
      'a facilitator over 140 characters',
      workshop({ facilitator: 'x'.repeat(141) }),
      [[['facilitator'], 'Please keep the facilitator under 140 characters.']],
    ],
    [
      'a materials list over 1,000 characters',
      workshop({ materials: 'x'.repeat(1001) }),
      [[['materials'], 'Please keep the materials list under 1,000 characters.']],
    ],
    [
      'an age range over 40 characters',
      workshop({ ageRange: 'x'.repeat(41) }),
      [[['ageRange'], 'Please keep the age range under 40 characters.']],
    ],
    [
      'an end before the start',
      workshop({ endsAt: iso('2026-12-12T18:00:00Z') }),
      [[['endsAt'], 'The end must be after the start.']],
    ],
    [
      'nowhere to go',
      workshop({ venue: null, onlineUrl: null }),
      [[['venue'], 'Please give a venue or an online link.']],
    ],
    [
      'an unknown time zone',
      workshop({ timeZone: 'Europe/Thornbury' }),
      [[['timeZone'], 'Please choose a time zone, like Europe/London.']],
    ],
  ])('%s', (_name, input, expected) => {
    expect(issuesOf(workshopSchema, input)).toEqual(expected);
  });
});

describe('rule and time-zone checks', () => {
  it('accepts the usual rules and gives their parts', () => {
    expect(rruleProblem('FREQ=WEEKLY;BYDAY=TU,TH')).toBeNull();
    expect(rruleParts('FREQ=MONTHLY;BYDAY=-1WE;COUNT=6')).toEqual(
      new Map([
        ['FREQ', 'MONTHLY'],
        ['BYDAY', '-1WE'],
        ['COUNT', '6'],
      ]),
    );
    expect(rruleParts('FREQ=WEEKLY;FOO=1')).toBeNull();
    expect(recurrenceSchema.safeParse({ rrule: 'FREQ=YEARLY', exceptions: [] }).success).toBe(true);
  });

  it.each([
    ['FREQ=WEEKLY;BYDAY=+1SA', null],
    ['FREQ=WEEKLY;BYHOUR=9,18;BYMINUTE=0,30', RRULE_TIME_MESSAGE],
    ['FREQ=WEEKLY;BYHOUR=24', RRULE_TIME_MESSAGE],
    ['FREQ=DAILY;BYSECOND=0', RRULE_TIME_MESSAGE],
    ['FREQ=WEEKLY;BYMONTH=0', 'The repeat rule is not in the calendar format (RRULE).'],
    ['FREQ=WEEKLY;BYMONTH=-1', 'The repeat rule is not in the calendar format (RRULE).'],
    ['FREQ=YEARLY;BYYEARDAY=-366;BYWEEKNO=53', null],
    ['FREQ=WEEKLY;WKST=SU', null],
    ['FREQ=WEEKLY;WKST=XX', 'The repeat rule is not in the calendar format (RRULE).'],
    ['FREQ=WEEKLY;BYDAY=0MO', 'The repeat rule is not in the calendar format (RRULE).'],
    ['FREQ=WEEKLY;;BYDAY=MO', 'The repeat rule is not in the calendar format (RRULE).'],
    ['FREQ=WEEKLY;UNTIL=20270305T250000Z', 'The repeat rule is not in the calendar format (RRULE).'],
    ['FREQ=SECONDLY', 'Repeats must be daily, weekly, monthly or yearly.'],
  ])('%s → %s', (value, problem) => {
    expect(rruleProblem(value)).toBe(problem);
  });

  it('knows real time zones', () => {
    expect(isTimeZone('Europe/London')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Europe/Thornbury')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

describe('hostile input (issue 17)', () => {
  const ONE_LINE =
    'Please use plain text on one line: line breaks, tabs and hidden control or text-direction characters are not allowed.';
  const image = (url: string) => ({ path: '', url, alt: 'The hall', width: 1200, height: 800 });

  it.each([
    ['a bare carriage return', 'Quiz night\rBEGIN:VEVENT'],
    ['a line break', 'Quiz night\nDTSTART:19700101'],
    ['a NUL', 'Quiz\u0000night'],
    ['a right-to-left override', 'Quiz night \u202Etxt.exe'],
    ['a DEL', 'Quiz\u007Fnight'],
  ])('refuses a title with %s, saying why', (_name, title) => {
    expect(issuesOf(eventSchema, event({ title }))).toEqual([[['title'], ONE_LINE]]);
  });

  it.each<[string, Fields, (string | number)[]]>([
    ['summary', { summary: 'One\rtwo' }, ['summary']],
    ['tag', { tags: ['quiz\u202E'] }, ['tags', 0]],
    ['category', { category: 'Fun\u0007draising' }, ['category']],
    ['venue name', { venue: { ...(validEvent().venue as Fields), name: 'Hall\r\nX' } }, ['venue', 'name']],
    ['venue address', { venue: { ...(validEvent().venue as Fields), address: 'Chapel St\rX' } }, ['venue', 'address']],
    ['organiser', { organiser: { collection: 'clubs', id: 'x', name: 'A\u202Db' } }, ['organiser', 'name']],
    ['picture description', { image: { ...image('/images/x.png'), alt: 'Hall\u0000' } }, ['image', 'alt']],
  ])('refuses control and direction characters in the %s too', (_name, overrides, path) => {
    expect(issuesOf(eventSchema, event(overrides))).toEqual([[path, ONE_LINE]]);
  });

  it('keeps line breaks and tabs in multi-line text, but not other control characters', () => {
    expect(issuesOf(eventSchema, event({ body: 'Line one\n\n\tLine two', accessibility: 'Ramp\nLift' }))).toEqual([]);
    expect(issuesOf(eventSchema, event({ body: 'Line one\rLine two' }))[0]?.[0]).toEqual(['body']);
    expect(issuesOf(eventSchema, event({ body: 'Left \u202E right' }))[0]?.[0]).toEqual(['body']);
    expect(issuesOf(workshopSchema, workshop({ materials: 'Apron\u0000' }))[0]?.[0]).toEqual(['materials']);
    expect(issuesOf(workshopSchema, workshop({ facilitator: 'Jo\tP' }))[0]?.[0]).toEqual(['facilitator']);
  });

  it.each(['http://[', 'javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', '//evil.example/x.png'])(
    'refuses the picture address %j',
    (url) => {
      expect(issuesOf(eventSchema, event({ image: image(url) }))).toEqual([
        [
          ['image', 'url'],
          'Please give the picture’s full web address, starting with https://, or its path on this site, starting with /.',
        ],
      ]);
    },
  );

  it.each(['/\\evil.example/x.png', 'x.png', 'https://', 'https://hub.example/a b.png', ' /images/x.png'])(
    'refuses the picture address %j as well',
    (url) => {
      expect(issuesOf(eventSchema, event({ image: image(url) }))[0]?.[0]).toEqual(['image', 'url']);
    },
  );

  it('takes an empty picture address: the picture is waiting in the editor’s upload outbox', () => {
    expect(issuesOf(eventSchema, event({ image: image('') }))).toEqual([]);
  });

  it.each(['https://images.example/hall.jpg', 'http://images.example/hall.jpg?w=1200', '/images/x.png'])(
    'accepts the picture address %j',
    (url) => {
      expect(issuesOf(eventSchema, event({ image: image(url) }))).toEqual([]);
    },
  );

  it('refuses booking and online links with spaces or control characters inside', () => {
    for (const bookingUrl of [
      'https://tickets.example/a\u0000b',
      'https://tickets.example/a b',
      'javascript:alert(1)',
    ]) {
      expect(issuesOf(eventSchema, event({ bookingUrl }))[0]?.[0]).toEqual(['bookingUrl']);
    }
  });
});

describe('dates in 1900–2100, as firestore.rules has them (issue 25)', () => {
  const message = 'Please give a date between 1900 and 2100.';
  it.each<[string, Record<string, unknown>]>([
    ['a start before 1900', { startsAt: iso('1899-12-31T23:59:59Z'), endsAt: null }],
    ['an end after 2100', { endsAt: iso('2101-01-01T00:00:00Z') }],
    ['an end in 9999', { endsAt: iso('9999-12-31T21:00:00Z') }],
  ])('refuses %s', (_name, changes) => {
    const result = eventSchema.safeParse({ ...validEvent(), ...changes });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toContain(message);
  });

  it('accepts the first and last moments of the range', () => {
    const result = eventSchema.safeParse({
      ...validEvent(),
      startsAt: iso('1900-01-01T00:00:00Z'),
      endsAt: iso('2100-12-31T23:59:59.999Z'),
    });
    expect(result.success).toBe(true);
  });

  it('refuses a repeat rule ending outside the range, or at minutes that do not exist', () => {
    expect(rruleProblem('FREQ=WEEKLY;UNTIL=99991231')).not.toBeNull();
    expect(rruleProblem('FREQ=WEEKLY;UNTIL=18991231')).not.toBeNull();
    expect(rruleProblem('FREQ=WEEKLY;UNTIL=21001231T235959Z')).toBeNull();
    expect(rruleProblem('FREQ=WEEKLY;UNTIL=20280229')).toBeNull();
  });
});
