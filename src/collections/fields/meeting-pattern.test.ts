import { describe, expect, it } from 'vitest';
import {
  meetingPatternSchema,
  nextMeeting,
  nextMeetingText,
  parseSimpleRepeat,
  simpleRepeatRule,
} from './meeting-pattern';

const at = (iso: string) => new Date(iso);

describe('nextMeeting', () => {
  it('finds the first Monday of next month', () => {
    const pattern = { text: 'First Monday, 7.30pm', rrule: 'FREQ=MONTHLY;BYDAY=1MO' };
    // Tuesday 25 November 2025: the next first Monday is 1 December.
    expect(nextMeetingText(pattern, at('2025-11-25T12:00:00Z'))).toBe('Next: Monday 1 December');
    expect(nextMeeting(pattern, at('2025-11-25T12:00:00Z'))?.toISOString()).toBe('2025-12-01T00:00:00.000Z');
  });

  it('counts today and tomorrow by the London day', () => {
    const tuesdays = { text: 'Tuesdays', rrule: 'FREQ=WEEKLY;BYDAY=TU' };
    expect(nextMeetingText(tuesdays, at('2025-11-25T21:00:00Z'))).toBe('Next: today, Tuesday 25 November');
    expect(nextMeetingText(tuesdays, at('2025-11-24T09:00:00Z'))).toBe('Next: tomorrow, Tuesday 25 November');
  });

  it('gives the London day in the week the clocks go forward', () => {
    const sundays = { text: 'Sundays', rrule: 'FREQ=WEEKLY;BYDAY=SU' };
    // Saturday 28 March 2026, 23:30 GMT: next is Sunday 29 March, which starts at 00:00 GMT.
    expect(nextMeeting(sundays, at('2026-03-28T23:30:00Z'))?.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    // The Sunday after starts at midnight BST (23:00 UTC the day before).
    expect(nextMeeting(sundays, at('2026-03-29T12:00:00Z'))?.toISOString()).toBe('2026-03-29T00:00:00.000Z');
    expect(nextMeeting(sundays, at('2026-03-30T12:00:00Z'))?.toISOString()).toBe('2026-04-04T23:00:00.000Z');
  });

  it('gives the London day in the week the clocks go back', () => {
    const sundays = { text: 'Sundays', rrule: 'FREQ=WEEKLY;BYDAY=SU' };
    // 23:30 UTC on Saturday 24 October 2026 is already 00:30 BST on Sunday in London.
    expect(nextMeetingText(sundays, at('2026-10-24T23:30:00Z'))).toBe('Next: today, Sunday 25 October');
    expect(nextMeeting(sundays, at('2026-10-24T23:30:00Z'))?.toISOString()).toBe('2026-10-24T23:00:00.000Z');
    expect(nextMeeting(sundays, at('2026-10-26T12:00:00Z'))?.toISOString()).toBe('2026-11-01T00:00:00.000Z');
  });

  it('adds the year when the next meeting is next year', () => {
    const pattern = { text: 'Second Tuesday', rrule: 'FREQ=MONTHLY;BYDAY=2TU' };
    expect(nextMeetingText(pattern, at('2025-12-20T12:00:00Z'))).toBe('Next: Tuesday 13 January 2026');
  });

  it('gives nothing without a usable rule', () => {
    expect(nextMeeting({ text: 'By arrangement' }, at('2025-11-25T12:00:00Z'))).toBeNull();
    expect(nextMeeting({ text: 'x', rrule: 'FREQ=HOURLY' }, at('2025-11-25T12:00:00Z'))).toBeNull();
    expect(nextMeetingText(null, at('2025-11-25T12:00:00Z'))).toBeNull();
  });
});

describe('simple repeats', () => {
  it('builds and reads weekly and monthly rules', () => {
    expect(simpleRepeatRule({ kind: 'weekly', days: ['TH', 'TU'] })).toBe('FREQ=WEEKLY;BYDAY=TU,TH');
    expect(simpleRepeatRule({ kind: 'weekly', days: [] })).toBeNull();
    expect(simpleRepeatRule({ kind: 'monthly', week: -1, day: 'FR' })).toBe('FREQ=MONTHLY;BYDAY=-1FR');
    expect(parseSimpleRepeat('FREQ=MONTHLY;BYDAY=2TU')).toEqual({ kind: 'monthly', week: 2, day: 'TU' });
    expect(parseSimpleRepeat('FREQ=WEEKLY;BYDAY=TU,TH')).toEqual({ kind: 'weekly', days: ['TU', 'TH'] });
    expect(parseSimpleRepeat('FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU')).toBeNull();
  });

  it('makes rules the schema accepts', () => {
    for (const rule of ['FREQ=WEEKLY;BYDAY=MO,WE', 'FREQ=MONTHLY;BYDAY=-1SU', 'FREQ=MONTHLY;BYDAY=4SA']) {
      expect(meetingPatternSchema.safeParse({ text: 'Meets', rrule: rule }).success).toBe(true);
    }
  });
});

describe('meetingPatternSchema', () => {
  const messages = (value: unknown) =>
    meetingPatternSchema.safeParse(value).error?.issues.map((issue) => issue.message);

  it('accepts words alone, or with a rule', () => {
    expect(meetingPatternSchema.safeParse({ text: 'By arrangement' }).success).toBe(true);
    expect(
      meetingPatternSchema.safeParse({ text: 'Quarterly', rrule: 'FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU' }).success,
    ).toBe(true);
    expect(meetingPatternSchema.safeParse({ text: 'Weekly', rrule: null }).success).toBe(true);
  });

  it.each([
    [{ text: '' }, 'Please say when you meet, like “Tuesdays 7.30pm”.'],
    [{ text: 'x'.repeat(201) }, 'Please keep this under 200 characters.'],
    [{ text: 'Weekly', rrule: 'every tuesday' }, 'The repeat rule is not in the calendar format (RRULE).'],
    [{ text: 'Weekly', rrule: 'FREQ=HOURLY' }, 'Repeats must be daily, weekly, monthly or yearly.'],
    [
      { text: 'Weekly', rrule: 'FREQ=WEEKLY;BYHOUR=19' },
      'Repeats happen at the event’s start time, at most once a day: please take the hours, minutes or seconds out of the repeat rule.',
    ],
    [{ text: 'Weekly', rrule: `FREQ=WEEKLY;${'X'.repeat(500)}` }, 'The repeat rule is too long.'],
  ])('rejects %j', (value, message) => {
    expect(messages(value)).toContain(message);
  });
});
