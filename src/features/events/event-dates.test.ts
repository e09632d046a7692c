import { describe, expect, it } from 'vitest';
import {
  addDaysToKey,
  dayKey,
  eventSpan,
  formatEventWhen,
  formatLongDate,
  formatShortDate,
  formatTime,
  londonDayKey,
  londonOffset,
  monthGrid,
  monthWindow,
  parseDayKey,
  zonedDayStart,
  zonedParts,
  zonedWallClockToInstant,
  type WallClock,
} from './event-dates';

const iso = (value: string) => new Date(value);
const at = (year: number, month: number, day: number, hour = 0, minute = 0): WallClock => ({
  year,
  month,
  day,
  hour,
  minute,
});

describe('zonedWallClockToInstant (London wall clock to the real instant)', () => {
  it.each<[string, WallClock, string]>([
    // 29 March 2026: at 01:00 GMT the clocks go forward to 02:00 BST.
    ['before the spring change', at(2026, 3, 29, 0, 30), '2026-03-29T00:30:00.000Z'],
    ['in the spring gap: moved forward by the hour', at(2026, 3, 29, 1, 30), '2026-03-29T01:30:00.000Z'],
    ['after the spring change', at(2026, 3, 29, 2, 30), '2026-03-29T01:30:00.000Z'],
    ['the evening after the spring change', at(2026, 3, 29, 19, 30), '2026-03-29T18:30:00.000Z'],
    ['the evening before the spring change', at(2026, 3, 28, 19, 30), '2026-03-28T19:30:00.000Z'],
    // 25 October 2026: at 02:00 BST the clocks go back to 01:00 GMT, so 01:00–01:59 happens twice.
    ['before the autumn change', at(2026, 10, 25, 0, 30), '2026-10-24T23:30:00.000Z'],
    ['the repeated hour: the first (BST) one', at(2026, 10, 25, 1, 30), '2026-10-25T00:30:00.000Z'],
    ['after the autumn change', at(2026, 10, 25, 2, 30), '2026-10-25T02:30:00.000Z'],
    ['the evening after the autumn change', at(2026, 10, 25, 19, 30), '2026-10-25T19:30:00.000Z'],
    ['the evening before the autumn change', at(2026, 10, 24, 19, 30), '2026-10-24T18:30:00.000Z'],
    // 2027: 28 March and 31 October.
    ['28 March 2027, before', at(2027, 3, 28, 0, 59), '2027-03-28T00:59:00.000Z'],
    ['28 March 2027, in the gap', at(2027, 3, 28, 1, 0), '2027-03-28T01:00:00.000Z'],
    ['28 March 2027, after', at(2027, 3, 28, 2, 0), '2027-03-28T01:00:00.000Z'],
    ['31 October 2027, repeated hour', at(2027, 10, 31, 1, 0), '2027-10-31T00:00:00.000Z'],
    ['31 October 2027, after', at(2027, 10, 31, 2, 0), '2027-10-31T02:00:00.000Z'],
    ['31 October 2027, before', at(2027, 10, 30, 23, 59), '2027-10-30T22:59:00.000Z'],
    ['a summer midnight', at(2026, 7, 1), '2026-06-30T23:00:00.000Z'],
    ['a winter midnight', at(2026, 12, 1), '2026-12-01T00:00:00.000Z'],
    ['day 32 of January rolls over to 1 February', at(2027, 1, 32, 9), '2027-02-01T09:00:00.000Z'],
  ])('%s', (_name, wall, expected) => {
    expect(zonedWallClockToInstant(wall).toISOString()).toBe(expected);
    expect(zonedWallClockToInstant(wall, 'Europe/London').toISOString()).toBe(expected);
  });

  it('keeps seconds and milliseconds', () => {
    expect(
      zonedWallClockToInstant({ year: 2026, month: 7, day: 1, hour: 12, minute: 0, second: 5, millisecond: 250 }),
    ).toEqual(iso('2026-07-01T11:00:05.250Z'));
  });

  it('reads every London minute of both 2026 change days back to the same wall clock, except the skipped hour', () => {
    for (const [month, day] of [
      [3, 29],
      [10, 25],
    ] as const) {
      for (let minute = 0; minute < 24 * 60; minute += 15) {
        const wall = at(2026, month, day, Math.floor(minute / 60), minute % 60);
        const back = zonedParts(zonedWallClockToInstant(wall));
        const skipped = month === 3 && wall.hour === 1;
        expect({ hour: back.hour, minute: back.minute }).toEqual(
          skipped ? { hour: 2, minute: wall.minute } : { hour: wall.hour, minute: wall.minute },
        );
      }
    }
  });

  it('works in other zones', () => {
    // New York changes on 8 March 2026 at 2am; 2.30am does not exist there.
    expect(zonedWallClockToInstant(at(2026, 3, 8, 2, 30), 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    expect(zonedWallClockToInstant(at(2026, 3, 8, 12), 'America/New_York').toISOString()).toBe(
      '2026-03-08T16:00:00.000Z',
    );
    expect(zonedWallClockToInstant(at(2026, 7, 1, 9), 'Asia/Kolkata').toISOString()).toBe('2026-07-01T03:30:00.000Z');
    expect(zonedWallClockToInstant(at(2026, 7, 1, 9), 'UTC').toISOString()).toBe('2026-07-01T09:00:00.000Z');
  });
});

describe('zonedParts', () => {
  it('gives the London wall clock and weekday', () => {
    expect(zonedParts(iso('2026-06-30T23:30:00.123Z'))).toEqual({
      year: 2026,
      month: 7,
      day: 1,
      hour: 0,
      minute: 30,
      second: 0,
      millisecond: 123,
      weekday: 3,
    });
    expect(zonedParts(iso('2026-12-31T23:59:59Z'))).toMatchObject({ year: 2026, month: 12, day: 31, hour: 23 });
  });

  it.each(['Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kathmandu', 'Pacific/Chatham'])(
    'agrees with Intl in %s, minute by minute through the clock changes and across two years',
    (timeZone) => {
      const intl = new Intl.DateTimeFormat('en-GB', {
        timeZone,
        hourCycle: 'h23',
        year: 'numeric',
        month: '2-digit',
        day: '2-digit',
        hour: '2-digit',
        minute: '2-digit',
        second: '2-digit',
      });
      const ours = (date: Date) => {
        const p = zonedParts(date, timeZone);
        const two = (n: number) => String(n).padStart(2, '0');
        return `${two(p.day)}/${two(p.month)}/${p.year}, ${two(p.hour)}:${two(p.minute)}:${two(p.second)}`;
      };
      const start = Date.UTC(2026, 0, 1);
      // Every 37 minutes for two years: lands on every hour and half hour of the day in turn.
      const mismatches: string[] = [];
      const check = (time: number) => {
        if (ours(new Date(time)) !== intl.format(time)) mismatches.push(new Date(time).toISOString());
      };
      for (let time = start; time < start + 730 * 86_400_000; time += 37 * 60_000) check(time);
      // Every minute either side of 29 March and 25 October 2026 in UTC.
      for (const day of [Date.UTC(2026, 2, 28), Date.UTC(2026, 9, 24)]) {
        for (let time = day; time < day + 3 * 86_400_000; time += 60_000) check(time);
      }
      expect(mismatches).toEqual([]);
    },
  );

  it('refuses an invalid date', () => {
    expect(() => zonedParts(new Date('nope'))).toThrow(RangeError);
  });

  it('falls back to London for an unknown zone rather than throwing', () => {
    expect(zonedParts(iso('2026-07-01T12:00:00Z'), 'Mars/Olympus')).toEqual(zonedParts(iso('2026-07-01T12:00:00Z')));
  });
});

describe('day keys', () => {
  it('groups by the London calendar day, not the UTC one', () => {
    expect(londonDayKey(iso('2026-03-28T23:30:00Z'))).toBe('2026-03-28');
    expect(londonDayKey(iso('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonDayKey(iso('2026-06-30T22:59:59Z'))).toBe('2026-06-30');
    expect(londonDayKey(iso('2026-06-30T23:30:00Z'), 'America/New_York')).toBe('2026-06-30');
    expect(londonDayKey(iso('0999-06-30T12:00:00Z'), 'UTC')).toBe('0999-06-30');
  });

  it('makes, reads and steps keys', () => {
    expect(dayKey(2026, 12, 32)).toBe('2027-01-01');
    expect(dayKey(2028, 2, 29)).toBe('2028-02-29');
    expect(parseDayKey('2026-12-05')).toEqual({ year: 2026, month: 12, day: 5 });
    expect(parseDayKey('2026-02-30')).toBeNull();
    expect(parseDayKey('2026-2-3')).toBeNull();
    expect(parseDayKey('2026-12-05T00:00')).toBeNull();
    expect(addDaysToKey('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDaysToKey('2028-03-01', -1)).toBe('2028-02-29');
    expect(addDaysToKey('2026-03-28', 2)).toBe('2026-03-30');
    expect(() => addDaysToKey('nope', 1)).toThrow(RangeError);
  });

  it('finds when a London day starts', () => {
    expect(zonedDayStart('2026-03-29')).toEqual(iso('2026-03-29T00:00:00Z'));
    expect(zonedDayStart('2026-03-30')).toEqual(iso('2026-03-29T23:00:00Z'));
    expect(zonedDayStart('2026-10-25')).toEqual(iso('2026-10-24T23:00:00Z'));
    expect(zonedDayStart('2026-10-26')).toEqual(iso('2026-10-26T00:00:00Z'));
    expect(zonedDayStart('2026-07-01', 'America/New_York')).toEqual(iso('2026-07-01T04:00:00Z'));
    expect(() => zonedDayStart('2026-13-01')).toThrow(RangeError);
  });
});

describe('formatTime', () => {
  it.each([
    ['2026-12-05T10:00:00Z', '10am'],
    ['2026-12-05T19:30:00Z', '7.30pm'],
    ['2026-12-05T12:00:00Z', '12pm'],
    ['2026-12-05T12:05:00Z', '12.05pm'],
    ['2026-12-05T00:00:00Z', 'midnight'],
    ['2026-12-05T00:15:00Z', '12.15am'],
    ['2026-12-05T09:05:59Z', '9.05am'],
    ['2026-12-05T23:59:00Z', '11.59pm'],
    // In BST, 18:30 UTC is 7.30pm.
    ['2026-07-04T18:30:00Z', '7.30pm'],
    ['2026-06-30T23:00:00Z', 'midnight'],
  ])('%s → %s', (instant, text) => {
    expect(formatTime(iso(instant))).toBe(text);
  });

  it('uses the given zone', () => {
    expect(formatTime(iso('2026-12-05T19:30:00Z'), 'America/New_York')).toBe('2.30pm');
  });
});

describe('formatLongDate and formatShortDate', () => {
  it('writes dates in British order with the London day', () => {
    expect(formatLongDate(iso('2026-12-05T10:00:00Z'))).toBe('Saturday 5 December 2026');
    expect(formatLongDate(iso('2026-12-05T10:00:00Z'), 'Europe/London', { withYear: false })).toBe(
      'Saturday 5 December',
    );
    expect(formatLongDate(iso('2026-06-30T23:30:00Z'))).toBe('Wednesday 1 July 2026');
  });

  it.each([
    ['2026-12-05T10:00:00Z', 'Sat 5 Dec'],
    ['2026-09-01T10:00:00Z', 'Tue 1 Sep'],
    ['2026-06-30T23:30:00Z', 'Wed 1 Jul'],
    ['2027-01-01T00:00:00Z', 'Fri 1 Jan'],
    ['2026-03-29T01:30:00Z', 'Sun 29 Mar'],
  ])('short: %s → %s', (instant, text) => {
    expect(formatShortDate(iso(instant))).toBe(text);
  });

  it('adds the year to the short date when asked, for the dashboard', () => {
    expect(formatShortDate(iso('2026-11-24T10:00:00Z'), 'Europe/London', { withYear: true })).toBe('Tue 24 Nov 2026');
    // New Year's Eve late in New York is already the next year in London: the year follows the zone's day.
    expect(formatShortDate(iso('2027-01-01T02:00:00Z'), 'America/New_York', { withYear: true })).toBe(
      'Thu 31 Dec 2026',
    );
    expect(formatShortDate(iso('2027-01-01T02:00:00Z'), 'Europe/London', { withYear: true })).toBe('Fri 1 Jan 2027');
  });

  it('uses the given zone for the short date', () => {
    expect(formatShortDate(iso('2026-12-05T02:00:00Z'), 'America/New_York')).toBe('Fri 4 Dec');
  });
});

describe('formatEventWhen', () => {
  it.each<[string, string, string | null, boolean, string]>([
    ['a morning', '2026-12-05T10:00:00Z', '2026-12-05T13:00:00Z', false, 'Saturday 5 December 2026, 10am to 1pm'],
    ['half past', '2026-12-05T19:30:00Z', '2026-12-05T21:00:00Z', false, 'Saturday 5 December 2026, 7.30pm to 9pm'],
    [
      'a summer morning (BST)',
      '2026-07-04T09:00:00Z',
      '2026-07-04T11:30:00Z',
      false,
      'Saturday 4 July 2026, 10am to 12.30pm',
    ],
    ['no end', '2026-12-05T10:00:00Z', null, false, 'Saturday 5 December 2026, 10am'],
    [
      'an end equal to the start',
      '2026-12-05T10:00:00Z',
      '2026-12-05T10:00:00Z',
      false,
      'Saturday 5 December 2026, 10am',
    ],
    [
      'an end before the start',
      '2026-12-05T10:00:00Z',
      '2026-12-05T09:00:00Z',
      false,
      'Saturday 5 December 2026, 10am',
    ],
    [
      'ending at midnight',
      '2026-12-05T20:00:00Z',
      '2026-12-06T00:00:00Z',
      false,
      'Saturday 5 December 2026, 8pm to midnight',
    ],
    [
      'a summer evening ending at midnight (BST)',
      '2026-07-04T19:00:00Z',
      '2026-07-04T23:00:00Z',
      false,
      'Saturday 4 July 2026, 8pm to midnight',
    ],
    [
      'several days',
      '2026-12-04T18:00:00Z',
      '2026-12-06T16:00:00Z',
      false,
      'Friday 4 December, 6pm to Sunday 6 December 2026, 4pm',
    ],
    [
      'past midnight into the next day',
      '2026-12-05T20:00:00Z',
      '2026-12-06T01:00:00Z',
      false,
      'Saturday 5 December, 8pm to Sunday 6 December 2026, 1am',
    ],
    [
      'into the new year',
      '2026-12-31T20:00:00Z',
      '2027-01-01T01:00:00Z',
      false,
      'Thursday 31 December 2026, 8pm to Friday 1 January 2027, 1am',
    ],
    [
      'through the night the clocks go back',
      '2026-10-24T21:00:00Z',
      '2026-10-25T02:00:00Z',
      false,
      'Saturday 24 October, 10pm to Sunday 25 October 2026, 2am',
    ],
    [
      'through the night the clocks go forward',
      '2027-03-27T22:00:00Z',
      '2027-03-28T02:00:00Z',
      false,
      'Saturday 27 March, 10pm to Sunday 28 March 2027, 3am',
    ],
    ['all day', '2026-12-05T00:00:00Z', null, true, 'Saturday 5 December 2026 (all day)'],
    ['all day in BST', '2026-07-03T23:00:00Z', null, true, 'Saturday 4 July 2026 (all day)'],
    [
      'all day ending at the next midnight',
      '2026-12-05T00:00:00Z',
      '2026-12-06T00:00:00Z',
      true,
      'Saturday 5 December 2026 (all day)',
    ],
    [
      'all day ending late that day',
      '2026-12-05T00:00:00Z',
      '2026-12-05T23:59:00Z',
      true,
      'Saturday 5 December 2026 (all day)',
    ],
    [
      'several whole days',
      '2026-12-04T00:00:00Z',
      '2026-12-06T23:59:00Z',
      true,
      'Friday 4 December to Sunday 6 December 2026',
    ],
    [
      'several whole days, ending at midnight',
      '2026-12-04T00:00:00Z',
      '2026-12-07T00:00:00Z',
      true,
      'Friday 4 December to Sunday 6 December 2026',
    ],
    [
      'whole days into the new year',
      '2026-12-31T00:00:00Z',
      '2027-01-01T12:00:00Z',
      true,
      'Thursday 31 December 2026 to Friday 1 January 2027',
    ],
  ])('%s', (_name, startsAt, endsAt, allDay, text) => {
    expect(formatEventWhen(iso(startsAt), endsAt === null ? null : iso(endsAt), allDay)).toBe(text);
  });

  it('writes the time in the event’s own zone', () => {
    expect(formatEventWhen(iso('2026-12-05T15:00:00Z'), iso('2026-12-05T17:00:00Z'), false, 'America/New_York')).toBe(
      'Saturday 5 December 2026, 10am to 12pm',
    );
  });
});

describe('eventSpan', () => {
  it('is the event itself when timed, or a moment without an end', () => {
    expect(eventSpan(iso('2026-12-05T10:00:00Z'), iso('2026-12-05T13:00:00Z'), false)).toEqual({
      start: iso('2026-12-05T10:00:00Z'),
      end: iso('2026-12-05T13:00:00Z'),
    });
    expect(eventSpan(iso('2026-12-05T10:00:00Z'), null, false)).toEqual({
      start: iso('2026-12-05T10:00:00Z'),
      end: iso('2026-12-05T10:00:00Z'),
    });
  });

  it('fills whole London days when all day, including the short and long days of the clock changes', () => {
    expect(eventSpan(iso('2026-07-03T23:00:00Z'), null, true)).toEqual({
      start: iso('2026-07-03T23:00:00Z'),
      end: iso('2026-07-04T23:00:00Z'),
    });
    // A start stored at noon still covers the whole day.
    expect(eventSpan(iso('2026-12-05T12:00:00Z'), null, true)).toEqual({
      start: iso('2026-12-05T00:00:00Z'),
      end: iso('2026-12-06T00:00:00Z'),
    });
    expect(eventSpan(iso('2026-03-29T00:00:00Z'), null, true)).toEqual({
      start: iso('2026-03-29T00:00:00Z'),
      end: iso('2026-03-29T23:00:00Z'),
    });
    expect(eventSpan(iso('2026-10-24T23:00:00Z'), null, true)).toEqual({
      start: iso('2026-10-24T23:00:00Z'),
      end: iso('2026-10-26T00:00:00Z'),
    });
    expect(eventSpan(iso('2026-12-04T00:00:00Z'), iso('2026-12-07T00:00:00Z'), true)).toEqual({
      start: iso('2026-12-04T00:00:00Z'),
      end: iso('2026-12-07T00:00:00Z'),
    });
    expect(eventSpan(iso('2026-12-04T00:00:00Z'), iso('2026-12-06T18:00:00Z'), true)).toEqual({
      start: iso('2026-12-04T00:00:00Z'),
      end: iso('2026-12-07T00:00:00Z'),
    });
  });
});

describe('monthGrid and monthWindow', () => {
  it('lays out December 2026 in Monday-first weeks, with the days either side', () => {
    const weeks = monthGrid(2026, 12);
    expect(weeks).toHaveLength(5);
    expect(weeks[0]).toEqual([
      '2026-11-30',
      '2026-12-01',
      '2026-12-02',
      '2026-12-03',
      '2026-12-04',
      '2026-12-05',
      '2026-12-06',
    ]);
    expect(weeks.at(-1)).toEqual([
      '2026-12-28',
      '2026-12-29',
      '2026-12-30',
      '2026-12-31',
      '2027-01-01',
      '2027-01-02',
      '2027-01-03',
    ]);
  });

  it.each([
    [2027, 2, 1, 4, '2027-02-01'], // starts on a Monday and has 28 days: exactly four weeks
    [2026, 8, 1, 6, '2026-07-27'], // starts on a Saturday and has 31 days: six weeks
    [2026, 2, 0, 4, '2026-02-01'], // Sunday-first: 1 February 2026 is a Sunday
    [2026, 2, 1, 5, '2026-01-26'],
    [2028, 2, 1, 5, '2028-01-31'], // leap year
    [2026, 3, 1, 6, '2026-02-23'], // the month the clocks change: days are days
  ] as const)('%i-%i (week starts %i): %i weeks from %s', (year, month, weekStartsOn, count, first) => {
    const weeks = monthGrid(year, month, weekStartsOn);
    expect(weeks).toHaveLength(count);
    expect(weeks[0]?.[0]).toBe(first);
    const days = weeks.flat();
    expect(days.every((key, index) => index === 0 || addDaysToKey(days[index - 1] ?? '', 1) === key)).toBe(true);
    expect(weeks.every((week) => week.length === 7)).toBe(true);
    // Every day of the month is there once.
    const prefix = `${year}-${String(month).padStart(2, '0')}-`;
    const inMonth = days.filter((key) => key.startsWith(prefix));
    expect(inMonth[0]).toBe(`${prefix}01`);
    expect(new Set(inMonth).size).toBe(new Date(Date.UTC(year, month, 0)).getUTCDate());
    // The first column is always the chosen weekday.
    expect(weeks.every((week) => new Date(`${week[0]}T12:00:00Z`).getUTCDay() === weekStartsOn)).toBe(true);
  });

  it('refuses a month that does not exist', () => {
    expect(() => monthGrid(2026, 0)).toThrow(RangeError);
    expect(() => monthGrid(2026, 13)).toThrow(RangeError);
    expect(() => monthGrid(2026, 1.5)).toThrow(RangeError);
  });

  it('gives the instants a London month covers', () => {
    expect(monthWindow(2026, 3)).toEqual({ from: iso('2026-03-01T00:00:00Z'), to: iso('2026-03-31T23:00:00Z') });
    expect(monthWindow(2026, 10)).toEqual({ from: iso('2026-09-30T23:00:00Z'), to: iso('2026-11-01T00:00:00Z') });
    expect(monthWindow(2026, 12)).toEqual({ from: iso('2026-12-01T00:00:00Z'), to: iso('2027-01-01T00:00:00Z') });
  });
});

describe('londonOffset (UK clocks without Intl)', () => {
  const intlLondon = new Intl.DateTimeFormat('en-GB', {
    timeZone: 'Europe/London',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    hourCycle: 'h23',
  });
  const intlOffset = (time: number) => {
    const parts = intlLondon.formatToParts(time);
    const value = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((part) => part.type === type)?.value);
    const wall = Date.UTC(value('year'), value('month') - 1, value('day'), value('hour') % 24, value('minute'));
    return wall - Math.floor(time / 60_000) * 60_000;
  };

  it('agrees with Intl at noon and just after midnight on every day from 1996 to 2040', () => {
    const disagreements: string[] = [];
    for (let day = Date.UTC(1996, 0, 1); day < Date.UTC(2041, 0, 1); day += 24 * 60 * 60 * 1000) {
      for (const time of [day + 30 * 60_000, day + 12 * 60 * 60_000]) {
        if (londonOffset(time) !== intlOffset(time)) disagreements.push(new Date(time).toISOString());
      }
    }
    expect(disagreements).toEqual([]);
  });

  it('agrees with Intl minute by minute around the 2026 and 2027 clock changes', () => {
    for (const change of [Date.UTC(2026, 2, 29, 1), Date.UTC(2026, 9, 25, 1), Date.UTC(2027, 2, 28, 1)]) {
      for (let time = change - 90 * 60_000; time <= change + 90 * 60_000; time += 60_000) {
        expect(londonOffset(time), new Date(time).toISOString()).toBe(intlOffset(time));
      }
    }
  });

  it('leaves years outside the checked range to Intl', () => {
    expect(londonOffset(Date.UTC(1990, 6, 1))).toBeUndefined();
    expect(londonOffset(Date.UTC(2050, 6, 1))).toBeUndefined();
  });
});
