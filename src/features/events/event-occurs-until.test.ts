import { describe, expect, it } from 'vitest';
import { LATEST_CALENDAR_DATE } from '@/collections/content-schema';
import { expandOccurrences } from '@/lib/recurrence';
import { occursUntil } from './event-occurs-until';

const start = new Date('2026-03-07T10:00:00Z');
const base = {
  slug: 's',
  startsAt: start,
  endsAt: new Date('2026-03-07T12:00:00Z'),
  allDay: false,
  timeZone: 'Europe/London',
  cancelled: false,
};

describe('occursUntil', () => {
  it('is a day after a one-off event ends', () => {
    expect(occursUntil({ ...base, recurrence: null }).toISOString()).toBe('2026-03-08T12:00:00.000Z');
  });

  it('has no end for a series that never ends, or whose rule cannot be read', () => {
    expect(occursUntil({ ...base, recurrence: { rrule: 'FREQ=WEEKLY;BYDAY=SA' } })).toEqual(LATEST_CALENDAR_DATE);
    expect(occursUntil({ ...base, recurrence: { rrule: 'nonsense' } })).toEqual(LATEST_CALENDAR_DATE);
  });

  it('has no bound for counted repeats that can skip a period (the 31st of each month)', () => {
    const event = { ...base, recurrence: { rrule: 'FREQ=MONTHLY;BYMONTHDAY=31;COUNT=5', exceptions: [] } };
    expect(occursUntil(event)).toEqual(LATEST_CALENDAR_DATE);
  });

  it.each([
    'FREQ=WEEKLY;BYDAY=SA;UNTIL=20260606',
    'FREQ=DAILY;COUNT=30',
    'FREQ=WEEKLY;INTERVAL=2;BYDAY=SA,SU;COUNT=9',
    'FREQ=MONTHLY;BYDAY=1SA;COUNT=12',
    'FREQ=YEARLY;COUNT=3',
  ])('is never before the last date ends: %s', (rrule) => {
    const event = { ...base, recurrence: { rrule, exceptions: [] } };
    const dates = expandOccurrences(event, { from: start, to: new Date('2031-01-01T00:00:00Z') });
    const last = dates.at(-1);
    if (!last) throw new Error('The rule gave no dates.');
    expect(occursUntil(event).getTime()).toBeGreaterThanOrEqual((last.endsAt ?? last.startsAt).getTime());
    // …and not absurdly later: within a few periods.
    expect(occursUntil(event).getTime() - (last.endsAt ?? last.startsAt).getTime()).toBeLessThan(
      400 * 24 * 3600_000 * 12,
    );
  });
});
