import type { RRule as RRuleInstance } from 'rrule';
import * as rruleModule from 'rrule';
import { zonedParts, zonedWallClockToInstant } from './london-time';
import { rruleParts } from './rrule-check';

/**
 * An event's repeat rule as an rrule that expansion (recurrence.ts) can walk quickly and safely.
 * rrule works in UTC, so a rule expanded from a London start would keep the UTC time and drift an
 * hour at each clock change. Instead the rule runs in "floating" time (UTC dates whose fields are the
 * London wall clock) and each result is turned back into a real instant, so a 7.30pm rehearsal stays
 * at 7.30pm in GMT and BST alike. The rule starts near the window wanted and stops after it.
 */

/**
 * rrule ships ES modules without declaring them, so Node (the prerender's server build) loads its
 * CommonJS build, whose exports all sit on `default`; bundlers and Vitest see the named exports.
 */
const { RRule } = 'RRule' in rruleModule ? rruleModule : (Reflect.get(rruleModule, 'default') as typeof rruleModule);

/** A wall-clock reading stored in a Date's UTC fields (what rrule computes with). */
export function toFloating(date: Date, timeZone: string): Date {
  const p = zonedParts(date, timeZone);
  return new Date(Date.UTC(p.year, p.month - 1, p.day, p.hour, p.minute, p.second, p.millisecond));
}

export function fromFloating(floating: Date, timeZone: string): Date {
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

export const DAY_MS = 24 * 60 * 60 * 1000;

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

/** What the rule needs of an event (an ExpandableEvent, recurrence.ts, has all of it). */
export interface RuleSource {
  startsAt: Date;
  recurrence: { rrule: string } | null;
  ruleOnly?: boolean;
}

/**
 * The rrule for an event in floating time, or null when it does not repeat (or cannot: a rule the
 * schema refuses, such as one with several times a day, is not expanded). `from` is the earliest
 * floating time wanted and `to` the latest; the rule starts at the period around `from` rather than at
 * the first start, and stops after the period around `to`.
 */
export function floatingRule(
  event: RuleSource,
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
