import { RRule } from 'rrule';
import { describe, expect, it, vi } from 'vitest';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { formatTime, londonDayKey } from './event-dates';
import { eventSchema, recurrenceSchema, type EventItem } from './event-schema';
import { expandAll, expandOccurrences, MAX_OCCURRENCES_PER_EVENT, type ExpandableEvent } from '@/lib/recurrence';
import { MAX_PERIODS_PER_EXPANSION } from '@/lib/recurrence-floating';
import { buildRrule, parseRrule, type RecurrencePattern } from '@/lib/recurrence-pattern';
import { describeRecurrence, FALLBACK_RECURRENCE_TEXT } from '@/lib/recurrence-text';

/**
 * How many of a rule's periods rrule walks (days of a daily rule, weeks of a weekly one): the work an
 * expansion does, counted the same on any machine. rrule reads `options.interval` twice a period
 * (recurrence-floating.ts, limitPeriods), so the expansions' rules count their reads here.
 */
const walked = vi.hoisted(() => ({ reads: 0 }));
vi.mock('@/lib/recurrence-floating', async (importOriginal) => {
  const original = await importOriginal<typeof import('@/lib/recurrence-floating')>();
  return {
    ...original,
    floatingRule: (...args: Parameters<typeof original.floatingRule>) => {
      const expansion = original.floatingRule(...args);
      const read = expansion && Object.getOwnPropertyDescriptor(expansion.rule.options, 'interval')?.get;
      if (expansion && read) {
        Object.defineProperty(expansion.rule.options, 'interval', {
          configurable: true,
          enumerable: true,
          get: () => {
            walked.reads += 1;
            return read();
          },
        });
      }
      return expansion;
    },
  };
});

const iso = (value: string) => new Date(value);
const window = (from: string, to: string) => ({ from: iso(from), to: iso(to) });
const starts = (items: { startsAt: Date }[]) => items.map((item) => item.startsAt.toISOString());

function event(overrides: Partial<ExpandableEvent> = {}): ExpandableEvent {
  return {
    slug: 'choir',
    startsAt: iso('2026-03-17T19:30:00Z'),
    endsAt: iso('2026-03-17T21:00:00Z'),
    allDay: false,
    timeZone: 'Europe/London',
    recurrence: null,
    cancelled: false,
    ...overrides,
  };
}

const weekly = (rrule: string, exceptions: Date[] = []) => ({ rrule, exceptions });

/** The value, failing the test when it is missing. */
function must<T>(value: T | null | undefined): T {
  if (value === null || value === undefined) throw new Error('Expected a value');
  return value;
}

describe('expandOccurrences: one-off events', () => {
  it('gives the event once when it is in the window', () => {
    const one = event();
    const result = expandOccurrences(one, window('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'));
    expect(result).toEqual([
      {
        event: one,
        key: 'choir@2026-03-17T19:30:00.000Z',
        startsAt: iso('2026-03-17T19:30:00Z'),
        endsAt: iso('2026-03-17T21:00:00Z'),
        cancelled: false,
        recurring: false,
      },
    ]);
    expect(result[0]?.event).toBe(one);
  });

  it('gives nothing outside the window', () => {
    expect(expandOccurrences(event(), window('2026-03-18T00:00:00Z', '2026-04-01T00:00:00Z'))).toEqual([]);
    expect(expandOccurrences(event(), window('2026-03-01T00:00:00Z', '2026-03-17T19:30:00Z'))).toEqual([]);
  });

  it('includes an event still running when the window opens, but not one that ended as it opened', () => {
    expect(expandOccurrences(event(), window('2026-03-17T20:00:00Z', '2026-03-18T00:00:00Z'))).toHaveLength(1);
    expect(expandOccurrences(event(), window('2026-03-17T21:00:00Z', '2026-03-18T00:00:00Z'))).toEqual([]);
  });

  it('treats an event with no end as a moment: in the window when its start is', () => {
    const moment = event({ endsAt: null });
    expect(expandOccurrences(moment, window('2026-03-17T19:30:00Z', '2026-03-17T19:31:00Z'))).toHaveLength(1);
    expect(expandOccurrences(moment, window('2026-03-17T19:30:01Z', '2026-03-18T00:00:00Z'))).toEqual([]);
    expect(expandOccurrences(moment, window('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'))[0]?.endsAt).toBeNull();
  });

  it('carries the cancelled flag', () => {
    const [occurrence] = expandOccurrences(
      event({ cancelled: true }),
      window('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'),
    );
    expect(occurrence?.cancelled).toBe(true);
  });

  it('gives nothing for an empty or backwards window, or a limit below 1', () => {
    expect(expandOccurrences(event(), window('2026-03-17T19:30:00Z', '2026-03-17T19:30:00Z'))).toEqual([]);
    expect(expandOccurrences(event(), window('2026-04-01T00:00:00Z', '2026-03-01T00:00:00Z'))).toEqual([]);
    expect(expandOccurrences(event(), window('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'), 0)).toEqual([]);
  });

  it('keeps an all-day event for the whole of its London day', () => {
    // 00:00 BST on 5 July is 23:00 UTC on 4 July.
    const fete = event({ startsAt: iso('2026-07-04T23:00:00Z'), endsAt: null, allDay: true });
    expect(expandOccurrences(fete, window('2026-07-05T22:00:00Z', '2026-07-06T00:00:00Z'))).toHaveLength(1);
    expect(expandOccurrences(fete, window('2026-07-05T23:00:00Z', '2026-07-06T00:00:00Z'))).toEqual([]);
    expect(expandOccurrences(fete, window('2026-07-04T00:00:00Z', '2026-07-04T23:00:00Z'))).toEqual([]);
  });
});

describe('expandOccurrences: keeping the London time across the clock changes', () => {
  it('keeps a 7.30pm rehearsal at 7.30pm when the clocks go forward (29 March 2026)', () => {
    const choir = event({ recurrence: weekly('FREQ=WEEKLY;BYDAY=TU') });
    const result = expandOccurrences(choir, window('2026-03-01T00:00:00Z', '2026-04-15T00:00:00Z'));
    expect(starts(result)).toEqual([
      '2026-03-17T19:30:00.000Z',
      '2026-03-24T19:30:00.000Z',
      '2026-03-31T18:30:00.000Z',
      '2026-04-07T18:30:00.000Z',
      '2026-04-14T18:30:00.000Z',
    ]);
    expect(result.map((item) => formatTime(item.startsAt))).toEqual(Array(5).fill('7.30pm'));
    // Every occurrence lasts as long as the first: 90 minutes.
    expect(result.map((item) => (must(item.endsAt).getTime() - item.startsAt.getTime()) / 60000)).toEqual(
      Array(5).fill(90),
    );
    expect(result.every((item) => item.recurring)).toBe(true);
    expect(result[2]?.key).toBe('choir@2026-03-31T18:30:00.000Z');
  });

  it('keeps it at 7.30pm when the clocks go back (25 October 2026)', () => {
    const choir = event({
      startsAt: iso('2026-10-13T18:30:00Z'),
      endsAt: iso('2026-10-13T20:00:00Z'),
      recurrence: weekly('FREQ=WEEKLY;BYDAY=TU'),
    });
    const result = expandOccurrences(choir, window('2026-10-01T00:00:00Z', '2026-11-04T00:00:00Z'));
    expect(starts(result)).toEqual([
      '2026-10-13T18:30:00.000Z',
      '2026-10-20T18:30:00.000Z',
      '2026-10-27T19:30:00.000Z',
      '2026-11-03T19:30:00.000Z',
    ]);
    expect(result.map((item) => formatTime(item.startsAt))).toEqual(Array(4).fill('7.30pm'));
  });

  it('keeps a Sunday 10am service across 28 March and 31 October 2027 (clock-change days themselves)', () => {
    const service = event({
      slug: 'service',
      startsAt: iso('2027-03-21T10:00:00Z'),
      endsAt: iso('2027-03-21T11:00:00Z'),
      recurrence: weekly('FREQ=WEEKLY;BYDAY=SU'),
    });
    const spring = expandOccurrences(service, window('2027-03-20T00:00:00Z', '2027-04-05T00:00:00Z'));
    expect(starts(spring)).toEqual([
      '2027-03-21T10:00:00.000Z',
      '2027-03-28T09:00:00.000Z',
      '2027-04-04T09:00:00.000Z',
    ]);
    const autumn = expandOccurrences(service, window('2027-10-20T00:00:00Z', '2027-11-08T00:00:00Z'));
    expect(starts(autumn)).toEqual([
      '2027-10-24T09:00:00.000Z',
      '2027-10-31T10:00:00.000Z',
      '2027-11-07T10:00:00.000Z',
    ]);
    expect([...spring, ...autumn].map((item) => formatTime(item.startsAt))).toEqual(Array(6).fill('10am'));
  });

  it('moves a time the clocks skip forward by the gap, and takes the first of a time that happens twice', () => {
    const night = event({
      slug: 'night-walk',
      startsAt: iso('2026-03-22T01:30:00Z'),
      endsAt: null,
      recurrence: weekly('FREQ=WEEKLY;BYDAY=SU'),
    });
    expect(starts(expandOccurrences(night, window('2026-03-22T00:00:00Z', '2026-04-06T00:00:00Z')))).toEqual([
      '2026-03-22T01:30:00.000Z',
      // 01:30 does not exist on 29 March 2026: 02:30 BST.
      '2026-03-29T01:30:00.000Z',
      '2026-04-05T00:30:00.000Z',
    ]);
    expect(starts(expandOccurrences(night, window('2026-10-24T00:00:00Z', '2026-11-02T00:00:00Z')))).toEqual([
      // 01:30 happens twice on 25 October 2026: the BST one.
      '2026-10-25T00:30:00.000Z',
      '2026-11-01T01:30:00.000Z',
    ]);
  });

  it('expands in the event’s own time zone when it has one', () => {
    const newYork = event({
      slug: 'twinning-call',
      startsAt: iso('2026-03-03T23:00:00Z'), // 6pm in New York (EST)
      endsAt: null,
      timeZone: 'America/New_York',
      recurrence: weekly('FREQ=WEEKLY;BYDAY=TU'),
    });
    // The US clocks change on 8 March 2026, three weeks before the UK's.
    expect(starts(expandOccurrences(newYork, window('2026-03-01T00:00:00Z', '2026-03-18T00:00:00Z')))).toEqual([
      '2026-03-03T23:00:00.000Z',
      '2026-03-10T22:00:00.000Z',
      '2026-03-17T22:00:00.000Z',
    ]);
  });
});

describe('expandOccurrences: rules', () => {
  it('skips an exception at the same instant, and only that one', () => {
    const choir = event({
      recurrence: weekly('FREQ=WEEKLY;BYDAY=TU', [iso('2026-03-31T18:30:00Z'), iso('2026-04-07T19:30:00Z')]),
    });
    expect(starts(expandOccurrences(choir, window('2026-03-17T00:00:00Z', '2026-04-15T00:00:00Z')))).toEqual([
      '2026-03-17T19:30:00.000Z',
      '2026-03-24T19:30:00.000Z',
      // 31 March skipped; the 7 April exception is an hour out (GMT time in BST), so it stays.
      '2026-04-07T18:30:00.000Z',
      '2026-04-14T18:30:00.000Z',
    ]);
  });

  it('skips an all-day occurrence by its London day, whatever the time of the exception', () => {
    const market = event({
      slug: 'market',
      startsAt: iso('2026-03-07T00:00:00Z'),
      endsAt: null,
      allDay: true,
      recurrence: weekly('FREQ=WEEKLY;BYDAY=SA', [iso('2026-04-04T12:00:00Z')]),
    });
    const result = expandOccurrences(market, window('2026-03-01T00:00:00Z', '2026-04-12T00:00:00Z'));
    expect(result.map((item) => londonDayKey(item.startsAt))).toEqual([
      '2026-03-07',
      '2026-03-14',
      '2026-03-21',
      '2026-03-28',
      '2026-04-11',
    ]);
    // All-day occurrences start at London midnight, in BST as in GMT.
    expect(starts(result).slice(-1)).toEqual(['2026-04-10T23:00:00.000Z']);
  });

  it('honours COUNT, counting skipped dates as iCalendar does', () => {
    const course = event({ recurrence: weekly('FREQ=WEEKLY;BYDAY=TU;COUNT=4', [iso('2026-03-24T19:30:00Z')]) });
    expect(starts(expandOccurrences(course, window('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')))).toEqual([
      '2026-03-17T19:30:00.000Z',
      '2026-03-31T18:30:00.000Z',
      '2026-04-07T18:30:00.000Z',
    ]);
  });

  it('honours UNTIL as a UTC instant (inclusive), converted to London time', () => {
    const until = (value: string) =>
      starts(
        expandOccurrences(
          event({ recurrence: weekly(`FREQ=WEEKLY;BYDAY=TU;UNTIL=${value}`) }),
          window('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'),
        ),
      );
    // 7 April 18:30 UTC is 7.30pm BST: exactly the occurrence, so it is included.
    expect(until('20260407T183000Z')).toEqual([
      '2026-03-17T19:30:00.000Z',
      '2026-03-24T19:30:00.000Z',
      '2026-03-31T18:30:00.000Z',
      '2026-04-07T18:30:00.000Z',
    ]);
    expect(until('20260407T182959Z')).toHaveLength(3);
    // What buildRrule writes: the end of the last London day.
    expect(until('20260407T225959Z')).toHaveLength(4);
  });

  it('reads a bare-date UNTIL as the whole of that day', () => {
    const choir = event({ recurrence: weekly('FREQ=WEEKLY;BYDAY=TU;UNTIL=20260324') });
    expect(starts(expandOccurrences(choir, window('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')))).toEqual([
      '2026-03-17T19:30:00.000Z',
      '2026-03-24T19:30:00.000Z',
    ]);
  });

  it('expands the first Saturday of every month, at 10am London time in GMT and BST', () => {
    const repair = event({
      slug: 'repair-cafe',
      startsAt: iso('2026-11-07T10:00:00Z'),
      endsAt: iso('2026-11-07T13:00:00Z'),
      recurrence: weekly('FREQ=MONTHLY;BYDAY=1SA'),
    });
    const result = expandOccurrences(repair, window('2026-11-01T00:00:00Z', '2027-05-01T00:00:00Z'));
    expect(starts(result)).toEqual([
      '2026-11-07T10:00:00.000Z',
      '2026-12-05T10:00:00.000Z',
      '2027-01-02T10:00:00.000Z',
      '2027-02-06T10:00:00.000Z',
      '2027-03-06T10:00:00.000Z',
      '2027-04-03T09:00:00.000Z',
    ]);
  });

  it('expands the last Wednesday of the month and every 2 weeks', () => {
    const last = event({ startsAt: iso('2026-01-28T19:00:00Z'), recurrence: weekly('FREQ=MONTHLY;BYDAY=-1WE') });
    expect(
      expandOccurrences(last, window('2026-01-01T00:00:00Z', '2026-06-01T00:00:00Z')).map((item) =>
        londonDayKey(item.startsAt),
      ),
    ).toEqual(['2026-01-28', '2026-02-25', '2026-03-25', '2026-04-29', '2026-05-27']);
    const fortnightly = event({
      startsAt: iso('2026-01-05T10:00:00Z'),
      recurrence: weekly('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO'),
    });
    expect(
      expandOccurrences(fortnightly, window('2026-01-01T00:00:00Z', '2026-02-20T00:00:00Z')).map((item) =>
        londonDayKey(item.startsAt),
      ),
    ).toEqual(['2026-01-05', '2026-01-19', '2026-02-02', '2026-02-16']);
  });

  it('clips to the window, including an occurrence still running as it opens', () => {
    const choir = event({ recurrence: weekly('FREQ=WEEKLY;BYDAY=TU') });
    // 20:00 UTC on 24 March is mid-rehearsal; the window closes as the 7 April one starts (18:30 UTC).
    const result = expandOccurrences(choir, window('2026-03-24T20:00:00Z', '2026-04-07T18:30:00Z'));
    expect(starts(result)).toEqual(['2026-03-24T19:30:00.000Z', '2026-03-31T18:30:00.000Z']);
  });

  it('finds occurrences far from the first one, and nothing before it', () => {
    const choir = event({ recurrence: weekly('FREQ=WEEKLY;BYDAY=TU') });
    expect(starts(expandOccurrences(choir, window('2030-07-01T00:00:00Z', '2030-07-10T00:00:00Z')))).toEqual([
      '2030-07-02T18:30:00.000Z',
      '2030-07-09T18:30:00.000Z',
    ]);
    expect(expandOccurrences(choir, window('2026-01-01T00:00:00Z', '2026-03-17T00:00:00Z'))).toEqual([]);
  });

  it('stops at maxPerEvent (400 by default), keeping the earliest', () => {
    const daily = event({ slug: 'daily', recurrence: weekly('FREQ=DAILY') });
    const longWindow = window('2026-01-01T00:00:00Z', '2036-01-01T00:00:00Z');
    const all = expandOccurrences(daily, longWindow);
    expect(all).toHaveLength(MAX_OCCURRENCES_PER_EVENT);
    expect(MAX_OCCURRENCES_PER_EVENT).toBe(400);
    expect(all[0]?.startsAt).toEqual(iso('2026-03-17T19:30:00Z'));
    const few = expandOccurrences(daily, longWindow, 3);
    expect(starts(few)).toEqual(['2026-03-17T19:30:00.000Z', '2026-03-18T19:30:00.000Z', '2026-03-19T19:30:00.000Z']);
  });

  it('carries cancelled to every occurrence of a cancelled series', () => {
    const result = expandOccurrences(
      event({ cancelled: true, recurrence: weekly('FREQ=WEEKLY;BYDAY=TU') }),
      window('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'),
    );
    expect(result.map((item) => item.cancelled)).toEqual([true, true, true]);
  });

  it('keeps the start as the first date when it is not on one of the rule’s days (RFC 5545; rrule drops it)', () => {
    // Wednesday 18 March 2026 at 7.30pm, repeating on Tuesdays.
    const mismatched = event({
      startsAt: iso('2026-03-18T19:30:00Z'),
      endsAt: null,
      recurrence: weekly('FREQ=WEEKLY;BYDAY=TU'),
    });
    // rrule itself leaves the start out: the app adds it.
    const plain = RRule.fromString('DTSTART:20260318T193000Z\nRRULE:FREQ=WEEKLY;BYDAY=TU;COUNT=2');
    expect(plain.all().map((date) => date.toISOString())).toEqual([
      '2026-03-24T19:30:00.000Z',
      '2026-03-31T19:30:00.000Z',
    ]);
    expect(starts(expandOccurrences(mismatched, window('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z')))).toEqual([
      '2026-03-18T19:30:00.000Z',
      '2026-03-24T19:30:00.000Z',
      '2026-03-31T18:30:00.000Z',
    ]);
    // Later windows are unchanged, and a skipped start is skipped.
    expect(starts(expandOccurrences(mismatched, window('2026-03-20T00:00:00Z', '2026-03-25T00:00:00Z')))).toEqual([
      '2026-03-24T19:30:00.000Z',
    ]);
    const skippedStart = event({
      ...mismatched,
      recurrence: weekly('FREQ=WEEKLY;BYDAY=TU', [iso('2026-03-18T19:30:00Z')]),
    });
    expect(starts(expandOccurrences(skippedStart, window('2026-03-01T00:00:00Z', '2026-03-25T00:00:00Z')))).toEqual([
      '2026-03-24T19:30:00.000Z',
    ]);
  });

  it('counts a start off the rule’s days towards COUNT, as iCalendar does', () => {
    const course = (count: number) =>
      event({
        startsAt: iso('2026-03-18T19:30:00Z'),
        endsAt: null,
        recurrence: weekly(`FREQ=WEEKLY;BYDAY=TU;COUNT=${count}`),
      });
    const all = window('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z');
    expect(starts(expandOccurrences(course(3), all))).toEqual([
      '2026-03-18T19:30:00.000Z',
      '2026-03-24T19:30:00.000Z',
      '2026-03-31T18:30:00.000Z',
    ]);
    expect(starts(expandOccurrences(course(1), all))).toEqual(['2026-03-18T19:30:00.000Z']);
  });

  it('keeps the start when the rule’s UNTIL is before it', () => {
    const ended = event({ endsAt: null, recurrence: weekly('FREQ=WEEKLY;BYDAY=TU;UNTIL=20260301') });
    expect(starts(expandOccurrences(ended, window('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z')))).toEqual([
      '2026-03-17T19:30:00.000Z',
    ]);
  });

  it('shows only the first date when the rule cannot be read, rather than failing the page', () => {
    const broken = event({ recurrence: weekly('FREQ=WEEKLY;FOO=1') });
    const result = expandOccurrences(broken, window('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'));
    expect(starts(result)).toEqual(['2026-03-17T19:30:00.000Z']);
    expect(result[0]?.recurring).toBe(false);
  });

  it('repeats an all-day event yearly on the same London day', () => {
    const fete = event({
      slug: 'fete',
      startsAt: iso('2026-06-12T23:00:00Z'), // Saturday 13 June, BST midnight
      endsAt: null,
      allDay: true,
      recurrence: weekly('FREQ=YEARLY;COUNT=3'),
    });
    const result = expandOccurrences(fete, window('2026-01-01T00:00:00Z', '2030-01-01T00:00:00Z'));
    expect(result.map((item) => londonDayKey(item.startsAt))).toEqual(['2026-06-13', '2027-06-13', '2028-06-13']);
    expect(result.every((item) => item.endsAt === null)).toBe(true);
  });
});

describe('expandAll', () => {
  it('merges events in start order, breaking ties by slug', () => {
    const b = event({ slug: 'b-talk', startsAt: iso('2026-03-24T19:30:00Z'), endsAt: null });
    const a = event({ slug: 'a-talk', startsAt: iso('2026-03-24T19:30:00Z'), endsAt: null });
    const choir = event({ recurrence: weekly('FREQ=WEEKLY;BYDAY=TU') });
    const result = expandAll([b, choir, a], window('2026-03-01T00:00:00Z', '2026-04-01T00:00:00Z'));
    expect(result.map((item) => item.key)).toEqual([
      'choir@2026-03-17T19:30:00.000Z',
      'a-talk@2026-03-24T19:30:00.000Z',
      'b-talk@2026-03-24T19:30:00.000Z',
      'choir@2026-03-24T19:30:00.000Z',
      'choir@2026-03-31T18:30:00.000Z',
    ]);
  });

  it('passes maxPerEvent on to each event', () => {
    const daily = event({ slug: 'daily', recurrence: weekly('FREQ=DAILY') });
    const other = event({ slug: 'other', recurrence: weekly('FREQ=DAILY') });
    expect(expandAll([daily, other], window('2026-01-01T00:00:00Z', '2027-01-01T00:00:00Z'), 2)).toHaveLength(4);
  });
});

describe('the seed data’s recurring events', () => {
  const seedEvents = (now: string): EventItem[] =>
    (buildSeedData(new Date(now)).collections.events ?? []).map((document) => eventSchema.parse(document.data));
  const bySlug = (events: EventItem[], slug: string) => {
    const found = events.find((item) => item.slug === slug);
    if (!found) throw new Error(`No seed event ${slug}`);
    return found;
  };

  it('skips the choir’s third week', () => {
    const choir = bySlug(seedEvents('2026-11-21T10:00:00Z'), 'community-choir-rehearsal');
    const result = expandOccurrences(choir, window('2026-11-21T00:00:00Z', '2027-01-01T00:00:00Z'));
    expect(result.map((item) => londonDayKey(item.startsAt))).toEqual([
      '2026-11-24',
      '2026-12-01',
      // 8 December is skipped.
      '2026-12-15',
      '2026-12-22',
      '2026-12-29',
    ]);
    expect(result.every((item) => formatTime(item.startsAt) === '7.30pm')).toBe(true);
  });

  it('skips the choir’s third week when it falls after the clocks change', () => {
    const choir = bySlug(seedEvents('2027-03-20T10:00:00Z'), 'community-choir-rehearsal');
    const result = expandOccurrences(choir, window('2027-03-20T00:00:00Z', '2027-04-21T00:00:00Z'));
    expect(result.map((item) => londonDayKey(item.startsAt))).toEqual([
      '2027-03-23',
      '2027-03-30',
      '2027-04-13',
      '2027-04-20',
    ]);
    expect(result.map((item) => formatTime(item.startsAt))).toEqual(Array(4).fill('7.30pm'));
  });

  it('stops Walking Football after 16 weeks and keeps Repair Café on first Saturdays', () => {
    const events = seedEvents('2026-11-21T10:00:00Z');
    const year = window('2026-11-21T00:00:00Z', '2027-11-21T00:00:00Z');
    const football = expandOccurrences(bySlug(events, 'walking-football'), year);
    expect(football).toHaveLength(16);
    expect(londonDayKey(must(football.at(-1)).startsAt)).toBe('2027-03-08');
    const repair = expandOccurrences(bySlug(events, 'repair-cafe'), year);
    expect(repair.map((item) => londonDayKey(item.startsAt)).slice(0, 3)).toEqual([
      '2026-12-05',
      '2027-01-02',
      '2027-02-06',
    ]);
    expect(repair.every((item) => formatTime(item.startsAt) === '10am')).toBe(true);
  });

  it('expands every seed event without error, one-off events once', () => {
    const events = seedEvents('2026-11-21T10:00:00Z');
    const all = expandAll(events, window('2026-11-21T00:00:00Z', '2027-04-01T00:00:00Z'));
    const oneOff = events.filter((item) => item.recurrence === null);
    expect(all.filter((item) => !item.recurring)).toHaveLength(oneOff.length);
    expect(new Set(all.map((item) => item.key)).size).toBe(all.length);
    expect(all.find((item) => item.event.slug === 'ukulele-jam')?.cancelled).toBe(true);
  });
});

describe('describeRecurrence', () => {
  it.each([
    ['FREQ=DAILY', 'Every day'],
    ['FREQ=DAILY;INTERVAL=3', 'Every 3 days'],
    ['FREQ=WEEKLY', 'Every week'],
    ['FREQ=WEEKLY;BYDAY=TU', 'Every Tuesday'],
    ['FREQ=WEEKLY;INTERVAL=1;BYDAY=TH', 'Every Thursday'],
    ['FREQ=WEEKLY;BYDAY=TU,TH', 'Every week on Tuesday and Thursday'],
    ['FREQ=WEEKLY;BYDAY=TH,TU', 'Every week on Tuesday and Thursday'],
    ['FREQ=WEEKLY;BYDAY=MO,WE,FR', 'Every week on Monday, Wednesday and Friday'],
    ['FREQ=WEEKLY;BYDAY=MO,TU,WE,TH,FR', 'Every weekday'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO', 'Every 2 weeks on Monday'],
    ['FREQ=WEEKLY;INTERVAL=2', 'Every 2 weeks'],
    ['FREQ=MONTHLY;BYDAY=1SA', 'On the first Saturday of every month'],
    ['FREQ=MONTHLY;BYDAY=+1SA', 'On the first Saturday of every month'],
    ['FREQ=MONTHLY;BYDAY=-1WE', 'On the last Wednesday of every month'],
    ['FREQ=MONTHLY;BYDAY=3TH', 'On the third Thursday of every month'],
    ['FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU', 'On the second Tuesday of every 3 months'],
    ['FREQ=MONTHLY;BYDAY=SA;BYSETPOS=1', 'On the first Saturday of every month'],
    ['FREQ=MONTHLY;BYDAY=1SA,1SU', 'On the first Saturday and Sunday of every month'],
    ['FREQ=MONTHLY;BYDAY=5FR', 'On the fifth Friday of every month'],
    ['FREQ=MONTHLY;BYDAY=-2FR', 'On the second to last Friday of every month'],
    ['FREQ=MONTHLY', 'Every month'],
    ['FREQ=MONTHLY;BYMONTHDAY=15', 'On the 15th of every month'],
    ['FREQ=MONTHLY;BYMONTHDAY=1', 'On the 1st of every month'],
    ['FREQ=MONTHLY;BYMONTHDAY=22;INTERVAL=2', 'On the 22nd of every 2 months'],
    ['FREQ=MONTHLY;BYMONTHDAY=13', 'On the 13th of every month'],
    ['FREQ=MONTHLY;BYMONTHDAY=-1', 'On the last day of every month'],
    ['FREQ=YEARLY', 'Every year'],
    ['FREQ=YEARLY;INTERVAL=2', 'Every 2 years'],
    ['FREQ=YEARLY;BYMONTH=3;BYMONTHDAY=5', 'Every year on 5 March'],
    ['FREQ=WEEKLY;BYDAY=TU;UNTIL=20270305T235959Z', 'Every Tuesday until 5 March 2027'],
    ['FREQ=WEEKLY;BYDAY=TU;UNTIL=20270305', 'Every Tuesday until 5 March 2027'],
    // 23:30 UTC on 30 June is already 1 July in London.
    ['FREQ=DAILY;UNTIL=20270630T233000Z', 'Every day until 1 July 2027'],
    ['FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=10', 'Every 2 weeks on Monday, 10 times'],
    ['FREQ=WEEKLY;BYDAY=MO;COUNT=16', 'Every Monday, 16 times'],
    ['FREQ=DAILY;COUNT=1', 'Every day, once only'],
    ['FREQ=MONTHLY;BYDAY=1SA;COUNT=6', 'On the first Saturday of every month, 6 times'],
    [' FREQ=WEEKLY;BYDAY=TU ', 'Every Tuesday'],
  ])('%s → %s', (rule, text) => {
    expect(describeRecurrence(rule)).toBe(text);
  });

  it.each([
    'FREQ=HOURLY',
    'FREQ=WEEKLY;FOO=1',
    'FREQ=WEEKLY;BYHOUR=10',
    'FREQ=YEARLY;BYWEEKNO=20',
    'FREQ=MONTHLY;BYMONTHDAY=1,15',
    'FREQ=MONTHLY;BYDAY=SA',
    'FREQ=MONTHLY;BYDAY=1SA,2SU',
    'nonsense',
    '',
  ])('%s → the fallback', (rule) => {
    expect(describeRecurrence(rule)).toBe(FALLBACK_RECURRENCE_TEXT);
    expect(FALLBACK_RECURRENCE_TEXT).toBe('Repeats on a regular pattern');
  });
});

describe('buildRrule and parseRrule', () => {
  // Midnight in London: UTC midnight in winter, 11pm the day before in summer.
  const londonMidnight: Record<string, Date> = {
    '2027-03-05': iso('2027-03-05T00:00:00Z'),
    '2027-07-01': iso('2027-06-30T23:00:00Z'),
  };

  const cases: [string, RecurrencePattern][] = [
    ['FREQ=DAILY', { frequency: 'daily', interval: 1, weekdays: [], end: { kind: 'never' } }],
    [
      'FREQ=DAILY;INTERVAL=2;COUNT=5',
      { frequency: 'daily', interval: 2, weekdays: [], end: { kind: 'count', count: 5 } },
    ],
    ['FREQ=WEEKLY', { frequency: 'weekly', interval: 1, weekdays: [], end: { kind: 'never' } }],
    ['FREQ=WEEKLY;BYDAY=TU', { frequency: 'weekly', interval: 1, weekdays: ['TU'], end: { kind: 'never' } }],
    [
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;COUNT=10',
      { frequency: 'weekly', interval: 2, weekdays: ['MO', 'TH'], end: { kind: 'count', count: 10 } },
    ],
    [
      'FREQ=WEEKLY;BYDAY=TU;UNTIL=20270305T235959Z',
      {
        frequency: 'weekly',
        interval: 1,
        weekdays: ['TU'],
        end: { kind: 'until', until: must(londonMidnight['2027-03-05']) },
      },
    ],
    [
      // In BST the last moment of 1 July is 22:59:59 UTC.
      'FREQ=DAILY;UNTIL=20270701T225959Z',
      {
        frequency: 'daily',
        interval: 1,
        weekdays: [],
        end: { kind: 'until', until: must(londonMidnight['2027-07-01']) },
      },
    ],
    ['FREQ=MONTHLY', { frequency: 'monthly-by-date', interval: 1, weekdays: [], end: { kind: 'never' } }],
    ['FREQ=MONTHLY;INTERVAL=3', { frequency: 'monthly-by-date', interval: 3, weekdays: [], end: { kind: 'never' } }],
    [
      'FREQ=MONTHLY;BYDAY=1SA',
      { frequency: 'monthly-by-weekday', interval: 1, weekdays: ['SA'], monthWeek: 1, end: { kind: 'never' } },
    ],
    [
      'FREQ=MONTHLY;BYDAY=-1WE',
      { frequency: 'monthly-by-weekday', interval: 1, weekdays: ['WE'], monthWeek: -1, end: { kind: 'never' } },
    ],
    [
      'FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU;COUNT=4',
      {
        frequency: 'monthly-by-weekday',
        interval: 3,
        weekdays: ['TU'],
        monthWeek: 2,
        end: { kind: 'count', count: 4 },
      },
    ],
    [
      'FREQ=MONTHLY;BYDAY=4SA,4SU',
      { frequency: 'monthly-by-weekday', interval: 1, weekdays: ['SA', 'SU'], monthWeek: 4, end: { kind: 'never' } },
    ],
    ['FREQ=YEARLY', { frequency: 'yearly', interval: 1, weekdays: [], end: { kind: 'never' } }],
    ['FREQ=YEARLY;INTERVAL=4', { frequency: 'yearly', interval: 4, weekdays: [], end: { kind: 'never' } }],
  ];

  it.each(cases)('%s round-trips', (rule, pattern) => {
    expect(parseRrule(rule)).toEqual(pattern);
    expect(buildRrule(pattern)).toBe(rule);
    expect(buildRrule(must(parseRrule(rule)))).toBe(rule);
    expect(parseRrule(buildRrule(pattern))).toEqual(pattern);
  });

  it('writes each built rule so the schema’s rule check and describeRecurrence accept it', () => {
    for (const [, pattern] of cases) {
      expect(describeRecurrence(buildRrule(pattern))).not.toBe(FALLBACK_RECURRENCE_TEXT);
    }
  });

  it('normalises: INTERVAL=1 left out, days in week order, stale fields ignored', () => {
    expect(buildRrule(must(parseRrule('FREQ=WEEKLY;INTERVAL=1;BYDAY=TH')))).toBe('FREQ=WEEKLY;BYDAY=TH');
    expect(buildRrule({ frequency: 'weekly', interval: 1, weekdays: ['SU', 'MO', 'MO'], end: { kind: 'never' } })).toBe(
      'FREQ=WEEKLY;BYDAY=MO,SU',
    );
    expect(
      buildRrule({ frequency: 'daily', interval: 1, weekdays: ['MO'], monthWeek: 2, end: { kind: 'never' } }),
    ).toBe('FREQ=DAILY');
    expect(parseRrule('FREQ=MONTHLY;BYDAY=SA;BYSETPOS=-1')).toEqual({
      frequency: 'monthly-by-weekday',
      interval: 1,
      weekdays: ['SA'],
      monthWeek: -1,
      end: { kind: 'never' },
    });
    expect(parseRrule('FREQ=WEEKLY;BYDAY=TU;WKST=MO')?.weekdays).toEqual(['TU']);
  });

  it('uses the London day of an until date given at any time that day', () => {
    const pattern = (until: Date): RecurrencePattern => ({
      frequency: 'weekly',
      interval: 1,
      weekdays: ['TU'],
      end: { kind: 'until', until },
    });
    expect(buildRrule(pattern(iso('2027-03-05T15:00:00Z')))).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270305T235959Z');
    // 23:30 UTC on 30 June is 00:30 on 1 July in London.
    expect(buildRrule(pattern(iso('2027-06-30T23:30:00Z')))).toBe('FREQ=WEEKLY;BYDAY=TU;UNTIL=20270701T225959Z');
  });

  it.each([
    'FREQ=MONTHLY;BYMONTHDAY=15',
    'FREQ=WEEKLY;BYDAY=TU;WKST=SU',
    'FREQ=DAILY;BYDAY=MO,TU',
    'FREQ=MONTHLY;BYDAY=5SA',
    'FREQ=MONTHLY;BYDAY=1SA,2SU',
    'FREQ=MONTHLY;BYDAY=SA',
    'FREQ=MONTHLY;BYDAY=1SA;BYSETPOS=1',
    'FREQ=MONTHLY;BYDAY=SA;BYSETPOS=1,2',
    'FREQ=WEEKLY;BYDAY=1TU',
    'FREQ=WEEKLY;BYHOUR=10',
    'FREQ=YEARLY;BYMONTH=3',
    'FREQ=HOURLY',
    'FREQ=WEEKLY;COUNT=3;UNTIL=20270101T000000Z',
    'FREQ=WEEKLY;INTERVAL=0',
    'RRULE:FREQ=WEEKLY',
    'nonsense',
  ])('%s is more than the editor can show: null', (rule) => {
    expect(parseRrule(rule)).toBeNull();
  });

  it.each<[string, RecurrencePattern, string]>([
    [
      'an interval of 0',
      { frequency: 'daily', interval: 0, weekdays: [], end: { kind: 'never' } },
      'The repeat interval must be a whole number from 1 to 999.',
    ],
    [
      'a fractional interval',
      { frequency: 'daily', interval: 1.5, weekdays: [], end: { kind: 'never' } },
      'The repeat interval must be a whole number from 1 to 999.',
    ],
    [
      'an interval of 1,000',
      { frequency: 'daily', interval: 1000, weekdays: [], end: { kind: 'never' } },
      'The repeat interval must be a whole number from 1 to 999.',
    ],
    [
      'a count of 0',
      { frequency: 'daily', interval: 1, weekdays: [], end: { kind: 'count', count: 0 } },
      'The number of times must be a whole number from 1 to 9,999.',
    ],
    [
      'an invalid until date',
      { frequency: 'daily', interval: 1, weekdays: [], end: { kind: 'until', until: new Date('nope') } },
      'Please give a valid end date.',
    ],
    [
      'a monthly weekday with no week',
      { frequency: 'monthly-by-weekday', interval: 1, weekdays: ['SA'], end: { kind: 'never' } },
      'Please choose which week of the month and which day.',
    ],
    [
      'a monthly weekday with no day',
      { frequency: 'monthly-by-weekday', interval: 1, weekdays: [], monthWeek: 1, end: { kind: 'never' } },
      'Please choose which week of the month and which day.',
    ],
  ])('buildRrule refuses %s', (_name, pattern, message) => {
    expect(() => buildRrule(pattern)).toThrow(new RangeError(message));
  });
});

describe('expandOccurrences: rules that would freeze the page (issue 17)', () => {
  const DAY = 24 * 60 * 60 * 1000;
  const list = (count: number) => Array.from({ length: count }, (_, index) => index).join(',');
  const HOSTILE = `FREQ=DAILY;BYHOUR=${list(24)};BYMINUTE=${list(60)};BYSECOND=${list(60)}`;
  const now = new Date();
  const WINDOW_DAYS = 2 * 366;
  const twoYears = { from: now, to: new Date(now.getTime() + WINDOW_DAYS * DAY) };

  /** How many periods `run`'s expansions walk through, and what it gave. */
  function counted<T>(run: () => T): { periods: number; result: T } {
    walked.reads = 0;
    const result = run();
    return { periods: Math.ceil(walked.reads / 2), result };
  }

  it.each([
    ['30 days back', 30],
    ['a year back', 366],
  ])('refuses a rule with hours, minutes and seconds starting %s, in words', (_name, daysBack) => {
    const hostile = {
      ...event({ startsAt: new Date(now.getTime() - daysBack * DAY), endsAt: null }),
      recurrence: { rrule: HOSTILE, exceptions: [] },
    };
    const result = recurrenceSchema.safeParse(hostile.recurrence);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Repeats happen at the event’s start time, at most once a day: please take the hours, minutes or seconds out of the repeat rule.',
    ]);
  });

  it.each([
    ['30 days back', 30],
    ['a year back', 366],
  ])('expands such a rule already stored (starting %s) not at all, as its first date only', (_name, daysBack) => {
    const stored = event({
      startsAt: new Date(now.getTime() - daysBack * DAY),
      endsAt: null,
      recurrence: { rrule: HOSTILE, exceptions: [] },
    });
    const { periods, result } = counted(() => expandAll([stored], twoYears));
    expect(periods).toBe(0);
    expect(result).toEqual([]);
    expect(expandOccurrences(stored, { from: stored.startsAt, to: twoYears.to })).toHaveLength(1);
  });

  it('refuses rules whose day lists make too many combinations', () => {
    const huge = `FREQ=YEARLY;BYMONTH=${list(13).slice(2)};BYMONTHDAY=${list(32).slice(2)};BYDAY=MO,TU`;
    expect(recurrenceSchema.safeParse({ rrule: huge, exceptions: [] }).error?.issues[0]?.message).toBe(
      'This repeat pattern has too many combinations. Please make it simpler.',
    );
    // Every day of every month (372) is still fine.
    const everyDay = `FREQ=YEARLY;BYMONTH=${list(13).slice(2)};BYMONTHDAY=${list(32).slice(2)}`;
    expect(recurrenceSchema.safeParse({ rrule: everyDay, exceptions: [] }).success).toBe(true);
  });

  it.each([
    ['FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30', '2016-01-06T19:30:00Z'],
    ['FREQ=WEEKLY;BYMONTH=2;BYMONTHDAY=30', '2016-01-06T19:30:00Z'],
    ['FREQ=MONTHLY;BYMONTH=4;BYMONTHDAY=31', '2016-01-06T19:30:00Z'],
    ['FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=30', '2016-01-06T19:30:00Z'],
    ['FREQ=MONTHLY;BYDAY=MO;BYSETPOS=6', '2016-01-06T19:30:00Z'],
    ['FREQ=MONTHLY;BYDAY=+6MO', '2016-01-06T19:30:00Z'],
  ])('gives up at the window’s end on a rule whose dates never come: %s', (rrule, start) => {
    // Each of these kept rrule walking to the year 9999: up to 18 seconds on this machine.
    const never = event({ startsAt: iso(start), endsAt: null, recurrence: { rrule, exceptions: [] } });
    const { periods, result } = counted(() => expandOccurrences(never, twoYears));
    expect(result).toEqual([]);
    // The window's periods and a few days of margin, never the years up to 9999 that rrule would walk.
    expect(periods).toBeLessThanOrEqual(WINDOW_DAYS + 8);
  });

  it('bounds even a COUNT rule from long ago whose dates never come (walked from its first date)', () => {
    const never = event({
      startsAt: iso('1900-01-06T19:30:00Z'),
      endsAt: null,
      recurrence: { rrule: 'FREQ=DAILY;BYMONTH=2;BYMONTHDAY=30;COUNT=9999', exceptions: [] },
    });
    const { periods, result } = counted(() => expandOccurrences(never, twoYears));
    expect(result).toEqual([]);
    expect(MAX_PERIODS_PER_EXPANSION).toBe(10_000);
    // MAX_PERIODS_PER_EXPANSION days, and no more: without the bound, rrule walks to the year 9999.
    expect(periods).toBe(MAX_PERIODS_PER_EXPANSION);
  });

  it('expands a weekly rule that began years ago correctly, from the window’s weeks only', () => {
    const choir = event({ startsAt: iso('2012-01-03T19:30:00Z'), endsAt: iso('2012-01-03T21:00:00Z') });
    const longRunning = { ...choir, recurrence: weekly('FREQ=WEEKLY;BYDAY=TU') };
    const { periods, result } = counted(() =>
      expandOccurrences(longRunning, window('2026-03-20T00:00:00Z', '2026-04-08T00:00:00Z')),
    );
    // The weeks of the window, not the fourteen years since the rule began.
    expect(periods).toBeLessThanOrEqual(6);
    // Still 7.30pm in London across the clock change of 29 March 2026.
    expect(starts(result)).toEqual([
      '2026-03-24T19:30:00.000Z',
      '2026-03-31T18:30:00.000Z',
      '2026-04-07T18:30:00.000Z',
    ]);
  });

  it('keeps the dates of a rule that began years ago, with skipped dates, after the clocks change', () => {
    const club = event({
      startsAt: iso('2015-06-03T18:00:00Z'),
      endsAt: null,
      recurrence: weekly('FREQ=WEEKLY;INTERVAL=2;BYDAY=WE', [iso('2026-11-04T19:00:00Z')]),
    });
    expect(starts(expandOccurrences(club, window('2026-10-01T00:00:00Z', '2026-11-20T00:00:00Z')))).toEqual([
      '2026-10-07T18:00:00.000Z',
      '2026-10-21T18:00:00.000Z',
      // 4 November skipped; GMT from 25 October, so 7pm is 19:00 UTC.
      '2026-11-18T19:00:00.000Z',
    ]);
  });

  /**
   * The dates rrule gives walking from the first start, as expansion did before it started near the
   * window (in UTC, where floating time and real time agree): the expansion must give the same ones.
   */
  function fromFirstStart(rrule: string, startsAt: Date, from: Date, to: Date): string[] {
    const rule = new RRule({ ...RRule.parseString(rrule), dtstart: startsAt, tzid: null }, true);
    return rule
      .between(new Date(from.getTime() - DAY), to, true)
      .filter((date) => date.getTime() >= from.getTime() && date.getTime() < to.getTime())
      .map((date) => date.toISOString());
  }

  const RULES = [
    'FREQ=DAILY',
    'FREQ=DAILY;INTERVAL=3',
    'FREQ=DAILY;INTERVAL=10;BYMONTH=6,12',
    'FREQ=DAILY;BYDAY=MO,FR',
    'FREQ=WEEKLY',
    'FREQ=WEEKLY;INTERVAL=2',
    'FREQ=WEEKLY;BYDAY=TU',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
    'FREQ=WEEKLY;INTERVAL=3;BYDAY=SU,WE;WKST=SU',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,WE,FR;BYSETPOS=-1',
    'FREQ=WEEKLY;BYDAY=MO,WE,FR;BYSETPOS=1;WKST=TH',
    'FREQ=WEEKLY;BYDAY=MO,TU,WE,FR;BYSETPOS=3;WKST=TH',
    'FREQ=MONTHLY',
    'FREQ=MONTHLY;INTERVAL=5',
    'FREQ=MONTHLY;BYDAY=1SA',
    'FREQ=MONTHLY;INTERVAL=2;BYDAY=-1WE',
    'FREQ=MONTHLY;BYDAY=SA,SU;BYSETPOS=2',
    'FREQ=MONTHLY;BYMONTHDAY=-1',
    'FREQ=MONTHLY;BYMONTHDAY=15;UNTIL=20270310T120000Z',
    'FREQ=MONTHLY;INTERVAL=7;BYMONTHDAY=31',
    'FREQ=YEARLY',
    'FREQ=YEARLY;INTERVAL=4',
    'FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'FREQ=YEARLY;INTERVAL=3;BYWEEKNO=1;BYDAY=MO',
    'FREQ=YEARLY;BYYEARDAY=-1,100',
    'FREQ=WEEKLY;BYDAY=TU;COUNT=500',
    'FREQ=DAILY;INTERVAL=2;COUNT=3000',
  ];
  const FIRST_STARTS = [
    '2012-02-29T10:00:00Z',
    '2016-01-31T19:30:00Z',
    '2019-12-30T06:15:00.250Z',
    '2026-05-01T12:00:00Z',
  ];
  const WINDOWS = [
    window('2026-03-01T00:00:00Z', '2026-05-01T00:00:00Z'),
    window('2026-12-20T13:00:00Z', '2028-01-10T00:00:00Z'),
    window('2028-02-27T00:00:00Z', '2028-03-02T00:00:00Z'),
    // Short windows starting on each day of a week, so a window meets every part of a week.
    ...[1, 2, 3, 4, 5, 6, 7].map((day) => ({
      from: new Date(Date.UTC(2026, 5, day)),
      to: new Date(Date.UTC(2026, 5, day + 4)),
    })),
  ];

  it.each(RULES)('gives the same dates as walking from the first start: %s', (rrule) => {
    for (const first of FIRST_STARTS) {
      const item = event({ startsAt: iso(first), endsAt: null, timeZone: 'UTC', recurrence: weekly(rrule) });
      for (const span of WINDOWS) {
        const expected = fromFirstStart(rrule, iso(first), span.from, span.to);
        expect(starts(expandOccurrences(item, span, 10_000)), `${first} ${span.from.toISOString()}`).toEqual(expected);
      }
    }
  });
});
