import type { RRule as RRuleInstance } from 'rrule';
import * as rruleModule from 'rrule';
import {
  dayKey,
  EVENT_TIME_ZONE,
  eventSpan,
  londonDayKey,
  MONTH_NAMES,
  parseDayKey,
  zonedDayStart,
  zonedParts,
  zonedWallClockToInstant,
} from './london-time';
import { rruleParts } from './rrule-check';

/**
 * Repeating events. rrule works in UTC, so a rule expanded from a London start would keep the UTC
 * time and drift an hour at each clock change. Instead the rule runs in "floating" time (UTC dates
 * whose fields are the London wall clock) and each result is turned back into a real instant, so a
 * 7.30pm rehearsal stays at 7.30pm in GMT and BST alike.
 */

/**
 * rrule ships ES modules without declaring them, so Node (the prerender's server build) loads its
 * CommonJS build, whose exports all sit on `default`; bundlers and Vitest see the named exports.
 */
const { RRule } = 'RRule' in rruleModule ? rruleModule : (Reflect.get(rruleModule, 'default') as typeof rruleModule);

/** The most occurrences one event gives in one expansion (a daily event over a long window). */
export const MAX_OCCURRENCES_PER_EVENT = 400;

/** What expansion needs of an event (or anything that repeats: a meeting pattern gives the same). */
export interface ExpandableEvent {
  slug: string;
  startsAt: Date;
  endsAt: Date | null;
  allDay: boolean;
  timeZone: string;
  recurrence: { rrule: string; exceptions: Date[] } | null;
  cancelled: boolean;
  /**
   * The start is only where counting begins, not a date of its own (a meeting pattern counted from
   * today): only the rule's dates, even when the start is not one of them.
   */
  ruleOnly?: boolean;
}

export interface Occurrence<E> {
  event: E;
  /** `${event.slug}@${startsAt ISO}`: unique across a list, stable between renders. */
  key: string;
  startsAt: Date;
  endsAt: Date | null;
  cancelled: boolean;
  recurring: boolean;
}

/** A half-open window of time: `from` included, `to` not. */
export interface TimeWindow {
  from: Date;
  to: Date;
}

/** A wall-clock reading stored in a Date's UTC fields (what rrule computes with). */
function toFloating(date: Date, timeZone: string): Date {
  const p = zonedParts(date, timeZone);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond));
}

function fromFloating(floating: Date, timeZone: string): Date {
  return zonedWallClockToInstant(
    {
      year: floating.getUTCFullYear(),
      month: floating.getUTCMonth() + 1,
      day: floating.getUTCDate(),
      hour: floating.getUTCHours(),
      minute: floating.getUTCMinutes(),
      second: floating.getUTCSeconds(),
      millisecond: floating.getUTCMilliseconds(),
    },
    timeZone,
  );
}

/** UNTIL in floating time: a UTC instant moves to the zone's clock; a bare date means the whole of that day. */
function floatingUntil(value: string, timeZone: string): Date {
  const n = (from: number, to: number) => Number(value.slice(from, to));
  const year = n(0, 4);
  const month = n(4, 6);
  const day = n(6, 8);
  if (value.length === 8) return new Date(Date.UTC(year, month - 1, day, 23, 59, 59, 999));
  const utcFields = Date.UTC(year, month - 1, day, n(9, 11), n(11, 13), n(13, 15));
  return value.endsWith('Z') ? toFloating(new Date(utcFields), timeZone) : new Date(utcFields);
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The rule's options with the parts rrule would otherwise take from DTSTART written out, so that the
 * same dates follow from a later DTSTART (see shiftedStart). The time of day always comes from the
 * first start: rules with hours, minutes or seconds of their own are refused (event-schema.ts).
 */
function explicitOptions(rule: string, dtstart: Date): Partial<RRuleInstance['origOptions']> {
  const options: Partial<RRuleInstance['origOptions']> = { ...RRule.parseString(rule) };
  const none = [options.byweekno, options.byyearday, options.bymonthday, options.byweekday].every(
    (value) => value === undefined || value === null || (Array.isArray(value) && value.length === 0),
  );
  if (none) {
    if (options.freq === RRule.YEARLY) {
      options.bymonth ??= dtstart.getUTCMonth() + 1;
      options.bymonthday = dtstart.getUTCDate();
    } else if (options.freq === RRule.MONTHLY) {
      options.bymonthday = dtstart.getUTCDate();
    } else if (options.freq === RRule.WEEKLY) {
      options.byweekday = [(dtstart.getUTCDay() + 6) % 7];
    }
  }
  options.byhour = [dtstart.getUTCHours()];
  options.byminute = [dtstart.getUTCMinutes()];
  options.bysecond = [dtstart.getUTCSeconds()];
  return options;
}

/**
 * The start of the latest whole period of the rule (a day, week, month or year, stepped by INTERVAL
 * from the first start) that begins at or before `from`, in floating time; or the first start itself.
 * rrule always works forward from DTSTART, so a daily rule that began years ago walked every day since
 * on each expansion; starting from here walks only the days wanted. Periods before it can only hold
 * dates before `from`, and each period's dates depend only on the period (BYSETPOS counts within it),
 * so the dates from here on are the same. COUNT needs every date from the first, so it keeps DTSTART.
 */
function shiftedStart(options: Partial<RRuleInstance['origOptions']>, dtstart: Date, from: Date): Date {
  if (options.count !== undefined && options.count !== null) return dtstart;
  if (from.getTime() <= dtstart.getTime()) return dtstart;
  const interval = Math.max(1, options.interval ?? 1);
  const startDay = Date.UTC(dtstart.getUTCFullYear(), dtstart.getUTCMonth(), dtstart.getUTCDate());
  let shifted: number;
  switch (options.freq) {
    case RRule.DAILY:
    case RRule.WEEKLY: {
      const periodDays = options.freq === RRule.DAILY ? interval : interval * 7;
      const steps = Math.floor((from.getTime() - startDay) / (periodDays * DAY_MS));
      shifted = startDay + steps * periodDays * DAY_MS;
      if (options.freq === RRule.WEEKLY) {
        // Back to the first day of that week (WKST, Monday unless the rule says), as rrule's weeks begin.
        const wkst = typeof options.wkst === 'number' ? options.wkst : (options.wkst?.weekday ?? 0);
        const weekday = (new Date(shifted).getUTCDay() + 6) % 7;
        shifted -= ((weekday - wkst + 7) % 7) * DAY_MS;
      }
      break;
    }
    case RRule.MONTHLY: {
      const months =
        (from.getUTCFullYear() - dtstart.getUTCFullYear()) * 12 + from.getUTCMonth() - dtstart.getUTCMonth();
      const steps = Math.floor(months / interval);
      shifted = Date.UTC(dtstart.getUTCFullYear(), dtstart.getUTCMonth() + steps * interval, 1);
      break;
    }
    case RRule.YEARLY: {
      const steps = Math.floor((from.getUTCFullYear() - dtstart.getUTCFullYear()) / interval);
      shifted = Date.UTC(dtstart.getUTCFullYear() + steps * interval, 0, 1);
      break;
    }
    default:
      return dtstart;
  }
  // rrule gives every date the milliseconds of DTSTART, so the new one keeps them.
  shifted += dtstart.getUTCMilliseconds();
  // Never before the first start: the first period keeps its own DTSTART.
  return shifted > dtstart.getTime() ? new Date(shifted) : dtstart;
}

/**
 * The most periods (days of a daily rule, weeks of a weekly one…) one expansion walks through. A rule
 * whose days never come (the 30th of February) or come rarely would otherwise keep rrule walking to the
 * year 9999: 18 seconds for a daily one on a fast computer. Only a COUNT rule that began long ago needs
 * many (it is walked from its first date): 10,000 days is 27 years of a daily rule, COUNT=9999 of one.
 */
export const MAX_PERIODS_PER_EXPANSION = 10_000;

/** How many of the rule's periods there are from its DTSTART up to `until` (at least 1), rounded up. */
function periodsUntil(options: RRuleInstance['options'], until: Date): number {
  const start = options.dtstart;
  const interval = Math.max(1, options.interval);
  const span = until.getTime() - start.getTime();
  if (span <= 0) return 1;
  const months = (until.getUTCFullYear() - start.getUTCFullYear()) * 12 + until.getUTCMonth() - start.getUTCMonth();
  switch (options.freq) {
    case RRule.DAILY:
      return Math.ceil(span / (interval * DAY_MS)) + 1;
    case RRule.WEEKLY:
      return Math.ceil(span / (interval * 7 * DAY_MS)) + 2;
    case RRule.MONTHLY:
      return Math.ceil(months / interval) + 2;
    default:
      return Math.ceil(months / 12 / interval) + 2;
  }
}

/**
 * Stops rrule after `periods` periods. rrule has no such option, but its iterator reads
 * `options.interval` twice a period, first to stop when it is 0 and then to step, so from the check
 * after the last period on it reads 0 and stops (rrule 2.8; the tests time a rule that never happens,
 * so a change there shows). Nothing after `before` can be in the window, so nothing is lost.
 */
function limitPeriods(rule: RRuleInstance, periods: number): void {
  const interval = rule.options.interval;
  // Read 0 is before the first period; then each period p is followed by reads 2p - 1 (the check) and 2p.
  const lastRead = 2 * Math.min(periods, MAX_PERIODS_PER_EXPANSION) - 1;
  let reads = 0;
  Object.defineProperty(rule.options, 'interval', {
    configurable: true,
    enumerable: true,
    get: () => (reads++ < lastRead ? interval : 0),
  });
}

/**
 * The rrule for an event in floating time, or null when it does not repeat (or cannot: a rule the
 * schema refuses, such as one with several times a day, is not expanded). `from` is the earliest
 * floating time wanted and `to` the latest; the rule starts at the period around `from` rather than at
 * the first start, and stops after the period around `to`.
 */
function floatingRule(
  event: ExpandableEvent,
  timeZone: string,
  from: Date,
  to: Date,
): { rule: RRuleInstance; startOffRule: boolean; more: boolean } | null {
  if (!event.recurrence) return null;
  const rule = event.recurrence.rrule.trim();
  const parts = rruleParts(rule);
  if (!parts) return null;
  const dtstart = toFloating(event.startsAt, timeZone);
  const options = explicitOptions(rule, dtstart);
  const until = parts.get('UNTIL');
  const floatingUntilDate = until === undefined ? null : floatingUntil(until, timeZone);
  const startOffRule = !event.ruleOnly && !startIsOnRule(options, dtstart, floatingUntilDate);
  // The start is the first date and counts towards COUNT (RFC 5545), so the rule gives one date fewer.
  const count = startOffRule && typeof options.count === 'number' ? options.count - 1 : options.count;
  const floating = new RRule(
    {
      ...options,
      count,
      dtstart: shiftedStart(options, dtstart, from),
      tzid: null,
      until: floatingUntilDate,
    },
    true,
  );
  limitPeriods(floating, periodsUntil(floating.options, to));
  // COUNT=1 from a start off the rule: the start is the only date.
  return { rule: floating, startOffRule, more: count !== 0 };
}

/**
 * Whether the rule itself gives the event's start. An editor can start a series on a day its rule
 * does not name (a Saturday start, repeating on Tuesdays): iCalendar (RFC 5545) counts DTSTART as the
 * first occurrence all the same, and calendar apps show it, but rrule leaves it out. The app follows
 * the standard, so the page, the feeds and the calendar file agree and the chosen date is never lost.
 * Only the first period can hold the start, so the check walks one period.
 */
function startIsOnRule(options: Partial<RRuleInstance['origOptions']>, dtstart: Date, until: Date | null): boolean {
  const first = new RRule({ ...options, dtstart, tzid: null, until, count: null }, true);
  limitPeriods(first, 1);
  return first.between(dtstart, dtstart, true).length > 0;
}

function overlaps(span: { start: Date; end: Date }, window: TimeWindow): boolean {
  const start = span.start.getTime();
  const end = span.end.getTime();
  // A moment (no end) counts when it falls inside the window; anything longer when any of it does.
  return start < window.to.getTime() && (end > window.from.getTime() || start >= window.from.getTime());
}

/**
 * The occurrences of an event that overlap `window`, in order. A one-off event gives one at most.
 * Skipped dates (`recurrence.exceptions`) remove the occurrence that starts at that instant, or, for
 * all-day events, on that calendar day. COUNT counts skipped dates too (as EXDATE does in iCalendar).
 * Each occurrence lasts as long as the first. A rule that cannot be read gives just the first date.
 */
export function expandOccurrences<E extends ExpandableEvent>(
  event: E,
  window: TimeWindow,
  maxPerEvent: number = MAX_OCCURRENCES_PER_EVENT,
): Occurrence<E>[] {
  if (maxPerEvent < 1 || window.from.getTime() >= window.to.getTime()) return [];
  const timeZone = event.timeZone || EVENT_TIME_ZONE;
  const durationMs = event.endsAt === null ? null : event.endsAt.getTime() - event.startsAt.getTime();
  // Search a little wider than the window in floating time (an occurrence that began before `from`
  // may still be running, and floating time is up to a day off real time), then test each exactly.
  const marginMs = Math.max(durationMs ?? 0, 0) + 2 * DAY_MS;
  const after = new Date(toFloating(window.from, timeZone).getTime() - marginMs);
  const before = new Date(toFloating(window.to, timeZone).getTime() + 2 * DAY_MS);
  const expansion = floatingRule(event, timeZone, after, before);
  const rule = expansion?.rule ?? null;

  const occurrence = (startsAt: Date): Occurrence<E> => ({
    event,
    key: `${event.slug}@${startsAt.toISOString()}`,
    startsAt,
    endsAt: durationMs === null ? null : new Date(startsAt.getTime() + durationMs),
    cancelled: event.cancelled,
    recurring: rule !== null,
  });
  const inWindow = (item: Occurrence<E>) =>
    overlaps(eventSpan(item.startsAt, item.endsAt, event.allDay, timeZone), window);

  if (!rule) {
    const single = occurrence(event.startsAt);
    return inWindow(single) ? [single] : [];
  }

  const skippedInstants = new Set<number>();
  const skippedDays = new Set<string>();
  for (const exception of event.recurrence?.exceptions ?? []) {
    if (event.allDay) skippedDays.add(londonDayKey(exception, timeZone));
    else skippedInstants.add(exception.getTime());
  }
  const skipped = (startsAt: Date) =>
    event.allDay ? skippedDays.has(londonDayKey(startsAt, timeZone)) : skippedInstants.has(startsAt.getTime());

  const found: Occurrence<E>[] = [];
  if (expansion?.startOffRule) {
    const first = occurrence(event.startsAt);
    if (!skipped(event.startsAt) && inWindow(first)) found.push(first);
  }
  let last = expansion?.startOffRule ? toFloating(event.startsAt, timeZone).getTime() : -Infinity;
  if (expansion?.more === false) return found;
  rule.between(after, before, true, (floating) => {
    // Strictly in order, so no date can come twice whatever happens inside rrule.
    if (floating.getTime() <= last) return true;
    last = floating.getTime();
    const startsAt = fromFloating(floating, timeZone);
    if (startsAt.getTime() >= window.to.getTime()) return false;
    const item = occurrence(startsAt);
    if (!skipped(startsAt) && inWindow(item)) found.push(item);
    return found.length < maxPerEvent;
  });
  return found;
}

/** The occurrences of many events in a window, soonest first (then by slug, so the order is stable). */
export function expandAll<E extends ExpandableEvent>(
  events: readonly E[],
  window: TimeWindow,
  maxPerEvent: number = MAX_OCCURRENCES_PER_EVENT,
): Occurrence<E>[] {
  return events
    .flatMap((event) => expandOccurrences(event, window, maxPerEvent))
    .sort(
      (a, b) =>
        a.startsAt.getTime() - b.startsAt.getTime() ||
        (a.event.slug < b.event.slug ? -1 : a.event.slug > b.event.slug ? 1 : 0),
    );
}

// ---------------------------------------------------------------------------------------------
// The editor's recurrence builder

export const RECURRENCE_WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type RecurrenceWeekday = (typeof RECURRENCE_WEEKDAYS)[number];
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

export const MAX_RECURRENCE_INTERVAL = 999;
export const MAX_RECURRENCE_COUNT = 9999;

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
function untilDayKey(value: string): string {
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
function monthlyWeekdays(
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

// ---------------------------------------------------------------------------------------------
// Describing a rule in words

const DAY_NAMES: Record<RecurrenceWeekday, string> = {
  MO: 'Monday',
  TU: 'Tuesday',
  WE: 'Wednesday',
  TH: 'Thursday',
  FR: 'Friday',
  SA: 'Saturday',
  SU: 'Sunday',
};

const POSITION_NAMES: Record<string, string> = {
  '1': 'first',
  '2': 'second',
  '3': 'third',
  '4': 'fourth',
  '5': 'fifth',
  '-1': 'last',
  '-2': 'second to last',
};

export const FALLBACK_RECURRENCE_TEXT = 'Repeats on a regular pattern';

/** "Monday, Tuesday and Thursday" (no comma before "and", in British style). */
function listText(items: readonly string[]): string {
  if (items.length <= 1) return items.join('');
  return `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`;
}

function every(interval: number, unit: string): string {
  return interval === 1 ? `every ${unit}` : `every ${interval} ${unit}s`;
}

/** 1st, 2nd, 3rd, 4th, 11th, 21st, 22nd; -1 is "last day". */
function dayOfMonthText(value: string): string | null {
  const n = Number(value);
  if (n === -1) return 'last day';
  if (n < 1) return null;
  const suffix = n % 100 >= 11 && n % 100 <= 13 ? 'th' : (['th', 'st', 'nd', 'rd'][n % 10] ?? 'th');
  return `${n}${suffix}`;
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function describePattern(pattern: RecurrencePattern): string {
  const days = pattern.weekdays.map((day) => DAY_NAMES[day]);
  switch (pattern.frequency) {
    case 'daily':
      return every(pattern.interval, 'day');
    case 'weekly':
      if (days.length === 0) return every(pattern.interval, 'week');
      if (pattern.interval === 1 && days.length === 1) return `every ${days[0]}`;
      if (pattern.interval === 1 && pattern.weekdays.join() === 'MO,TU,WE,TH,FR') return 'every weekday';
      return `${every(pattern.interval, 'week')} on ${listText(days)}`;
    case 'monthly-by-date':
      return every(pattern.interval, 'month');
    case 'monthly-by-weekday':
      return `on the ${POSITION_NAMES[String(pattern.monthWeek)]} ${listText(days)} of ${every(pattern.interval, 'month')}`;
    case 'yearly':
      return every(pattern.interval, 'year');
  }
}

/** Rules the editor cannot build but people still write: the 15th of the month, 5 March every year. */
function describeOther(parts: ReadonlyMap<string, string>): string | null {
  const interval = Number(parts.get('INTERVAL') ?? '1');
  const names = [...parts.keys()].filter((name) => !['FREQ', 'INTERVAL', 'COUNT', 'UNTIL'].includes(name));
  const monthDay = parts.get('BYMONTHDAY');
  const freq = parts.get('FREQ');
  if (freq === 'MONTHLY' && names.join() === 'BYMONTHDAY' && monthDay !== undefined && !monthDay.includes(',')) {
    const day = dayOfMonthText(monthDay);
    return day ? `on the ${day} of ${every(interval, 'month')}` : null;
  }
  if (freq === 'MONTHLY' && ['BYDAY', 'BYDAY,BYSETPOS'].includes(names.join())) {
    const monthly = monthlyWeekdays(parts);
    const position = monthly && POSITION_NAMES[String(monthly.position)];
    if (!monthly || !position) return null;
    return `on the ${position} ${listText(monthly.weekdays.map((day) => DAY_NAMES[day]))} of ${every(interval, 'month')}`;
  }
  const month = parts.get('BYMONTH');
  if (freq === 'YEARLY' && [...names].sort().join() === 'BYMONTH,BYMONTHDAY' && month && monthDay) {
    if (month.includes(',') || monthDay.includes(',') || Number(monthDay) < 1) return null;
    return `${every(interval, 'year')} on ${Number(monthDay)} ${MONTH_NAMES[Number(month) - 1]}`;
  }
  return null;
}

/**
 * A rule in plain British English: "Every Tuesday", "Every week on Tuesday and Thursday", "On the
 * first Saturday of every month", "Every 2 weeks on Monday, 10 times", "Every day until 5 March 2027".
 * rrule's own toText is American ("March 5, 2027", "1st Saturday"), so this covers the usual patterns
 * itself and says "Repeats on a regular pattern" for the rest.
 */
export function describeRecurrence(rule: string): string {
  const parts = rruleParts(rule.trim());
  if (!parts) return FALLBACK_RECURRENCE_TEXT;
  const pattern = parseRrule(rule);
  const text = pattern ? describePattern(pattern) : describeOther(parts);
  if (!text) return FALLBACK_RECURRENCE_TEXT;

  const count = parts.get('COUNT');
  const until = parts.get('UNTIL');
  if (count !== undefined) return capitalise(`${text}, ${count === '1' ? 'once only' : `${count} times`}`);
  if (until !== undefined) {
    const day = parseDayKey(untilDayKey(until));
    if (day) return capitalise(`${text} until ${day.day} ${MONTH_NAMES[day.month - 1]} ${day.year}`);
  }
  return capitalise(text);
}
