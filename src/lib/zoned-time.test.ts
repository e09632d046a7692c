import { describe, expect, it } from 'vitest';
import { fromDateTimeInput, toDateTimeInput } from './zoned-time';

describe('date and time inputs in the organiser’s time zone', () => {
  it('shows London time in winter (GMT) and summer (BST)', () => {
    expect(toDateTimeInput(new Date('2026-12-05T19:30:00Z'))).toBe('2026-12-05T19:30');
    expect(toDateTimeInput(new Date('2026-07-04T18:30:00Z'))).toBe('2026-07-04T19:30');
    expect(toDateTimeInput(null)).toBe('');
  });

  it('reads London time back to the right instant', () => {
    expect(fromDateTimeInput('2026-12-05T19:30')?.toISOString()).toBe('2026-12-05T19:30:00.000Z');
    expect(fromDateTimeInput('2026-07-04T19:30')?.toISOString()).toBe('2026-07-04T18:30:00.000Z');
    expect(fromDateTimeInput('')).toBeNull();
    expect(fromDateTimeInput('5/12/2026 7pm')).toBeNull();
  });

  it('handles the clock changes: the repeated hour is the first, the skipped hour moves on', () => {
    expect(fromDateTimeInput('2026-10-25T01:30')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
    expect(fromDateTimeInput('2026-03-29T01:30')?.toISOString()).toBe('2026-03-29T01:30:00.000Z');
  });

  it('round-trips in another zone', () => {
    const date = fromDateTimeInput('2026-12-05T09:00', 'America/New_York');
    expect(date?.toISOString()).toBe('2026-12-05T14:00:00.000Z');
    expect(toDateTimeInput(date, 'America/New_York')).toBe('2026-12-05T09:00');
  });
});
