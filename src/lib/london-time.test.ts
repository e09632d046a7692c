import { describe, expect, it } from 'vitest';
import {
  addDaysToKey,
  dayKey,
  dayKeyText,
  londonClock,
  londonShortDateTime,
  parseDayKey,
  zonedDayStart,
  zonedWallClockToInstant,
} from './london-time';

describe('london-time helpers', () => {
  it('reads the London clock across both changes', () => {
    // 00:30 UTC on the last Sunday of October 2026 is 01:30 BST, the first of the two 01:30s.
    expect(londonClock(new Date('2026-10-25T00:30:00Z'))).toEqual({ key: '2026-10-25', weekday: 0, minutes: 90 });
    // 23:30 UTC on Saturday 28 March 2026 is still GMT, still Saturday.
    expect(londonClock(new Date('2026-03-28T23:30:00Z'))).toEqual({ key: '2026-03-28', weekday: 6, minutes: 1410 });
    // A skipped time moves forward by the gap (01:30 on 29 March 2026 is 02:30 BST).
    expect(zonedWallClockToInstant({ year: 2026, month: 3, day: 29, hour: 1, minute: 30 }).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
  });

  it('writes table dates and day keys in London time', () => {
    expect(londonShortDateTime(new Date('2026-07-05T18:30:00Z'))).toBe('5 Jul 2026, 19:30');
    expect(londonShortDateTime(new Date('2026-12-05T18:30:00Z'))).toBe('5 Dec 2026, 18:30');
    expect(dayKeyText('2026-12-25')).toBe('Friday 25 December 2026');
    expect(dayKeyText('2026-02-30')).toBe('2026-02-30');
  });
});

describe('day keys of any stored date (issue 25: an event ending in 9999 crashed its page and the build)', () => {
  it('reads back the key of the day after 31 December 9999, and of years before 1', () => {
    expect(addDaysToKey('9999-12-31', 1)).toBe('10000-01-01');
    expect(parseDayKey('10000-01-01')).toEqual({ year: 10000, month: 1, day: 1 });
    expect(zonedDayStart('10000-01-01').toISOString()).toBe('+010000-01-01T00:00:00.000Z');
    expect(dayKey(-1, 12, 31)).toBe('-0001-12-31');
    expect(parseDayKey('-0001-12-31')).toEqual({ year: -1, month: 12, day: 31 });
    expect(parseDayKey('2026-02-30')).toBeNull();
  });
});
