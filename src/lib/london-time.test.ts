import { describe, expect, it } from 'vitest';
import { dayKeyText, londonClock, londonShortDateTime, zonedWallClockToInstant } from './london-time';

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
