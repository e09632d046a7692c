import {
  dayKey,
  EVENT_TIME_ZONE,
  londonDayKey,
  zonedDayStart,
  zonedParts,
  zonedWallClockToInstant,
} from './london-time';
import { rruleParts } from './rrule-check';

/**
 * The editor's recurrence builder: the repeat patterns its controls show, turned into a rule
 * (buildRrule) and read back from one (parseRrule), and the defaults for a new series.
 */

/** The most a pattern may step by (every 999 weeks) and repeat (9,999 times). */
export const MAX_RECURRENCE_INTERVAL = 999;
export const MAX_RECURRENCE_COUNT = 9999;

export const RECURRENCE_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type RecurrenceWeekday = (typeof RECURRENCE_WEEKDAYS)[number];

/** Each weekday's name, for the editor's choices and the rule's description. */
export const WEEKDAY_NAMES: Record<RecurrenceWeekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};
export type RecurrenceFrequency = 'daily' | 'weekly' | 'monthly-by-date' | 'monthly-by-weekday' | 'yearly';
export type RecurrenceEnd = { kind: 'never' } | { kind: 'count'; count: number } | { kind: 'until'; until: Date };

/**
 * A repeat pattern the editor can show as controls. `weekdays` are the days for weekly patterns and
 * the day for monthly-by-weekday ones (with `monthWeek`: 1–4, or -1 for the last); the other
 * patterns take their day from the start date. `until` is the last day it may happen on (any time
 * that day in London; parseRrule gives its midnight).
 */
export interface RecurrencePattern {
  frequency: RecurrenceFrequency;
  interval: number;
  weekdays: RecurrenceWeekday[];
  monthWeek?: 1 | 2 | 3 | 4 | -1;
  end: RecurrenceEnd;
}

const FREQ_OF: Record<RecurrenceFrequency, string> = {
  daily: 'DAILY',
  weekly: 'WEEKLY',
  'monthly-by-date': 'MONTHLY',
  'monthly-by-weekday': 'MONTHLY',
  yearly: 'YEARLY',
};

function sortedWeekdays(weekdays: readonly RecurrenceWeekday[]): RecurrenceWeekday[] {
  return RECURRENCE_WEEKDAYS.filter((day) => weekdays.includes(day));
}

/** The day of the week `date` falls on in `timeZone`, as a rule names it (`SA`). */
export function recurrenceWeekdayOf(date: Date, timeZone: string = EVENT_TIME_ZONE): RecurrenceWeekday {
  // zonedParts counts from Sunday (0); the rule's days start on Monday.
  return RECURRENCE_WEEKDAYS[(zonedParts(date, timeZone).weekday + 6) % 7] ?? 'MO';
}

/** Which of its weekday the month has `date` on: 1–4, or -1 (the last) for the 29th to the 31st. */
export function monthWeekOf(date: Date, timeZone: string = EVENT_TIME_ZONE): 1 | 2 | 3 | 4 | -1 {
  const day = zonedParts(date, timeZone).day;
  return day > 28 ? -1 : (Math.ceil(day / 7) as 1 | 2 | 3 | 4);
}

/**
 * What "This repeats" starts with: every week on the start date's day, so the first date is the chosen
 * start and the rest follow it (it was every Tuesday whatever the start: a Saturday event then showed
 * "Every Tuesday" and its Saturday was lost). Without a start date, today's day.
 */
export function defaultRecurrencePattern(startsAt: Date | null, timeZone: string = EVENT_TIME_ZONE): RecurrencePattern {
  const start = startsAt && !Number.isNaN(startsAt.getTime()) ? startsAt : new Date();
  return { frequency: 'weekly', interval: 1, weekdays: [recurrenceWeekdayOf(start, timeZone)], end: { kind: 'never' } };
}

/** `FREQ=WEEKLY;INTERVAL=2;BYDAY=MO;COUNT=10`: parts in that order, INTERVAL only when it is not 1. */
export function buildRrule(pattern: RecurrencePattern): string {
  const { frequency, interval, end } = pattern;
  if (!Number.isInteger(interval) || interval < 1 || interval > MAX_RECURRENCE_INTERVAL) {
    throw new RangeError(`The repeat interval must be a whole number from 1 to ${MAX_RECURRENCE_INTERVAL}.`);
  }
  const parts = [`FREQ=${FREQ_OF[frequency]}`];
  if (interval !== 1) parts.push(`INTERVAL=${interval}`);
  const weekdays = sortedWeekdays(pattern.weekdays);
  if (frequency === 'weekly' && weekdays.length > 0) parts.push(`BYDAY=${weekdays.join(',')}`);
  if (frequency === 'monthly-by-weekday') {
    if (weekdays.length === 0 || pattern.monthWeek === undefined) {
      throw new RangeError('Please choose which week of the month and which day.');
    }
    parts.push(`BYDAY=${weekdays.map((day) => `${pattern.monthWeek}${day}`).join(',')}`);
  }
  if (end.kind === 'count') {
    if (!Number.isInteger(end.count) || end.count < 1 || end.count > MAX_RECURRENCE_COUNT) {
      throw new RangeError(
        `The number of times must be a whole number from 1 to ${MAX_RECURRENCE_COUNT.toLocaleString('en-GB')}.`,
      );
    }
    parts.push(`COUNT=${end.count}`);
  } else if (end.kind === 'until') {
    if (Number.isNaN(end.until.getTime())) throw new RangeError('Please give a valid end date.');
    // The last moment of that London day, in UTC as RFC 5545 asks when the start has a time zone.
    const p = zonedParts(end.until, EVENT_TIME_ZONE);
    const lastMoment = zonedWallClockToInstant({ ...p, hour: 23, minute: 59, second: 59, millisecond: 0 });
    parts.push(
      `UNTIL=${lastMoment
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '')}`,
    );
  }
  return parts.join(';');
}

/** The London calendar day an UNTIL value ends on, as a day key. */
export function untilDayKey(value: string): string {
  const date = dayKey(Number(value.slice(0, 4)), Number(value.slice(4, 6)), Number(value.slice(6, 8)));
  if (!value.endsWith('Z')) return date;
  return londonDayKey(new Date(`${date}T${value.slice(9, 11)}:${value.slice(11, 13)}:${value.slice(13, 15)}Z`));
}

function parseEnd(parts: ReadonlyMap<string, string>): RecurrenceEnd {
  const count = parts.get('COUNT');
  if (count !== undefined) return { kind: 'count', count: Number(count) };
  const until = parts.get('UNTIL');
  if (until !== undefined) return { kind: 'until', until: zonedDayStart(untilDayKey(until)) };
  return { kind: 'never' };
}

const MONTH_WEEKS = new Set([1, 2, 3, 4, -1]);

/** BYDAY values that all share one position in the month (`1SA`, or `SA` with BYSETPOS=1). */
export function monthlyWeekdays(
  parts: ReadonlyMap<string, string>,
): { weekdays: RecurrenceWeekday[]; position: number } | null {
  const byDay = parts.get('BYDAY');
  if (byDay === undefined) return null;
  const items = byDay.split(',').map((item) => /^([+-]?\d+)?([A-Z]{2})$/.exec(item));
  const setPos = parts.get('BYSETPOS');
  const positions = new Set(items.map((match) => (match?.[1] === undefined ? setPos : match[1])));
  if (positions.size !== 1 || (setPos !== undefined && items.some((match) => match?.[1] !== undefined))) return null;
  const [position] = [...positions];
  if (position === undefined || /,/.test(position)) return null;
  return {
    weekdays: sortedWeekdays(items.map((match) => match?.[2] as RecurrenceWeekday)),
    position: Number(position),
  };
}

/**
 * The editor pattern for a rule, or null when the rule is more than the controls can show (the
 * editor then keeps it as it is). Rules that parseRrule accepts come back from buildRrule in the
 * same words, apart from `INTERVAL=1`, which is left out.
 */
export function parseRrule(rule: string): RecurrencePattern | null {
  const parts = rruleParts(rule.trim());
  if (!parts) return null;
  const known = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYSETPOS', 'WKST']);
  if ([...parts.keys()].some((name) => !known.has(name))) return null;
  // Weeks starting on another day change which weeks "every 2 weeks" picks.
  if ((parts.get('WKST') ?? 'MO') !== 'MO') return null;
  const interval = Number(parts.get('INTERVAL') ?? '1');
  const end = parseEnd(parts);
  const byDay = parts.get('BYDAY');
  const hasSetPos = parts.has('BYSETPOS');

  switch (parts.get('FREQ')) {
    case 'DAILY':
      return byDay === undefined && !hasSetPos ? { frequency: 'daily', interval, weekdays: [], end } : null;
    case 'YEARLY':
      return byDay === undefined && !hasSetPos ? { frequency: 'yearly', interval, weekdays: [], end } : null;
    case 'WEEKLY': {
      if (hasSetPos) return null;
      const days = byDay === undefined ? [] : byDay.split(',');
      if (days.some((day) => !(RECURRENCE_WEEKDAYS as readonly string[]).includes(day))) return null;
      return { frequency: 'weekly', interval, weekdays: sortedWeekdays(days as RecurrenceWeekday[]), end };
    }
    case 'MONTHLY': {
      if (byDay === undefined) {
        return hasSetPos ? null : { frequency: 'monthly-by-date', interval, weekdays: [], end };
      }
      const monthly = monthlyWeekdays(parts);
      if (!monthly || !MONTH_WEEKS.has(monthly.position)) return null;
      return {
        frequency: 'monthly-by-weekday',
        interval,
        weekdays: monthly.weekdays,
        monthWeek: monthly.position as 1 | 2 | 3 | 4 | -1,
        end,
      };
    }
    default:
      return null;
  }
}
