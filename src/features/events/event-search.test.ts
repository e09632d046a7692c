import { describe, expect, it } from 'vitest';
import type { Parsed } from '@/collections/converter';
import type { EventItem } from './event-schema';
import { eventSearchSubtitle } from './event-search';

const now = new Date('2026-12-01T12:00:00Z');

function event(overrides: Partial<EventItem>): Parsed<EventItem> {
  return {
    startsAt: new Date('2026-12-05T19:30:00Z'),
    endsAt: null,
    allDay: false,
    timeZone: 'Europe/London',
    recurrence: null,
    cancelled: false,
    slug: 'quiz',
    ...overrides,
  } as Parsed<EventItem>;
}

describe('eventSearchSubtitle', () => {
  it('gives the next date', () => {
    expect(eventSearchSubtitle(event({}), now)).toBe('Sat 5 Dec, 7.30pm');
    expect(eventSearchSubtitle(event({ allDay: true }), now)).toBe('Sat 5 Dec');
  });

  it('gives a series its next date, not its first', () => {
    const weekly = event({
      startsAt: new Date('2026-11-03T19:30:00Z'),
      recurrence: { rrule: 'FREQ=WEEKLY', exceptions: [] },
    });
    expect(eventSearchSubtitle(weekly, now)).toBe('Next: Tue 1 Dec, 7.30pm');
  });

  it('says when an event is over or cancelled', () => {
    expect(eventSearchSubtitle(event({ startsAt: new Date('2026-11-01T10:00:00Z') }), now)).toBe('Past event');
    expect(eventSearchSubtitle(event({ cancelled: true }), now)).toBe('Cancelled');
  });
});
