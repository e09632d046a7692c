import * as z from 'zod';
import { singleLineString } from '@/lib/plain-text';
import {
  addDaysToKey,
  londonClock,
  LONDON_TIME_ZONE,
  MONTH_NAMES,
  parseDayKey,
  WEEKDAY_NAMES,
  zonedDayStart,
  zonedParts,
} from '@/lib/london-time';
import { expandOccurrences } from '@/lib/recurrence';
import { RRULE_FORMAT_MESSAGE, rruleProblem } from '@/lib/rrule-check';

/**
 * When a club or committee meets: the words people read ("First Monday of the month, 7.30pm, Town
 * Hall") and, optionally, a calendar rule (RRULE) so the page can say when the next meeting is.
 */
export const meetingPatternSchema = z.object({
  text: singleLineString({ error: 'Please say when you meet, like “Tuesdays 7.30pm”.' })
    .trim()
    .min(1, 'Please say when you meet, like “Tuesdays 7.30pm”.')
    .max(200, 'Please keep this under 200 characters.'),
  rrule: z
    .string({ error: RRULE_FORMAT_MESSAGE })
    .trim()
    .max(500, { error: 'The repeat rule is too long.', abort: true })
    .superRefine((rule, context) => {
      const problem = rule === '' ? null : rruleProblem(rule);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    })
    .nullable()
    .optional(),
});

export type MeetingPattern = z.infer<typeof meetingPatternSchema>;

/**
 * The London day of the next meeting on or after `now`'s day (midnight London time), or null when the
 * pattern has no usable rule or no meeting in the next 400 days. Rules without a start count from today,
 * so "every 2 weeks" starts this week.
 */
export function nextMeeting(pattern: MeetingPattern | null | undefined, now: Date): Date | null {
  const rule = pattern?.rrule?.trim();
  if (!rule || rruleProblem(rule) !== null) return null;
  const today = londonClock(now).key;
  const startsAt = zonedDayStart(today, LONDON_TIME_ZONE);
  const [first] = expandOccurrences(
    {
      slug: 'meeting',
      startsAt,
      endsAt: null,
      allDay: true,
      timeZone: LONDON_TIME_ZONE,
      recurrence: { rrule: rule, exceptions: [] },
      cancelled: false,
      ruleOnly: true,
    },
    { from: startsAt, to: zonedDayStart(addDaysToKey(today, 400), LONDON_TIME_ZONE) },
    1,
  );
  return first?.startsAt ?? null;
}

/** "Next: Monday 1 December" ("today" or "tomorrow" when it is; the year when it is not this one). */
export function nextMeetingText(pattern: MeetingPattern | null | undefined, now: Date): string | null {
  const next = nextMeeting(pattern, now);
  if (!next) return null;
  const today = londonClock(now).key;
  const key = londonClock(next).key;
  const p = zonedParts(next, LONDON_TIME_ZONE);
  const thisYear = parseDayKey(today)?.year;
  const date = `${WEEKDAY_NAMES[p.weekday]} ${p.day} ${MONTH_NAMES[p.month - 1]}${p.year === thisYear ? '' : ` ${p.year}`}`;
  if (key === today) return `Next: today, ${date}`;
  if (key === addDaysToKey(today, 1)) return `Next: tomorrow, ${date}`;
  return `Next: ${date}`;
}

/** The simple repeats the editor offers: weekly on some days, or monthly on the nth (or last) weekday. */
export type SimpleRepeat =
  { kind: 'weekly'; days: readonly WeekdayCode[] } | { kind: 'monthly'; week: 1 | 2 | 3 | 4 | -1; day: WeekdayCode };

export const WEEKDAY_CODES = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type WeekdayCode = (typeof WEEKDAY_CODES)[number];

/** The RRULE for a simple repeat, or null when no day is chosen. */
export function simpleRepeatRule(repeat: SimpleRepeat): string | null {
  if (repeat.kind === 'weekly') {
    const days = WEEKDAY_CODES.filter((day) => repeat.days.includes(day));
    return days.length === 0 ? null : `FREQ=WEEKLY;BYDAY=${days.join(',')}`;
  }
  return `FREQ=MONTHLY;BYDAY=${repeat.week}${repeat.day}`;
}

/** The simple repeat a rule is, or null when it is something else (the editor then leaves it as it is). */
export function parseSimpleRepeat(rule: string | null | undefined): SimpleRepeat | null {
  const weekly = /^FREQ=WEEKLY;BYDAY=((?:MO|TU|WE|TH|FR|SA|SU)(?:,(?:MO|TU|WE|TH|FR|SA|SU))*)$/.exec(
    rule?.trim() ?? '',
  );
  if (weekly?.[1]) return { kind: 'weekly', days: weekly[1].split(',') as WeekdayCode[] };
  const monthly = /^FREQ=MONTHLY;BYDAY=(-1|[1-4])(MO|TU|WE|TH|FR|SA|SU)$/.exec(rule?.trim() ?? '');
  if (monthly?.[1] && monthly[2]) {
    return { kind: 'monthly', week: Number(monthly[1]) as 1 | 2 | 3 | 4 | -1, day: monthly[2] as WeekdayCode };
  }
  return null;
}
