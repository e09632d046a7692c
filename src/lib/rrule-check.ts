/**
 * Checks on calendar repeat rules (RRULE, RFC 5545) shared by events and meeting patterns: a rule that
 * passes is one the rrule library can expand quickly. firestore.rules checks the length and time parts.
 */

export const RRULE_FORMAT_MESSAGE = 'The repeat rule is not in the calendar format (RRULE).';
const RRULE_FREQ_MESSAGE = 'Repeats must be daily, weekly, monthly or yearly.';
const RRULE_END_MESSAGE = 'Please end the repeats on a date or after a number of times, not both.';
const RRULE_TIME_MESSAGE =
  'Repeats happen at the event’s start time, at most once a day: please take the hours, minutes or seconds out of the repeat rule.';
const RRULE_SIZE_MESSAGE = 'This repeat pattern has too many combinations. Please make it simpler.';

/**
 * The most combinations the day lists of one rule may make (BYDAY × BYMONTHDAY × BYMONTH × …, each
 * counted by its number of items). The editor's rules make at most 7; a yearly rule naming every day
 * of every month makes 372. Beyond this a rule is more work to expand than any event needs
 * (docs/decisions/0015).
 */
export const MAX_RRULE_COMBINATIONS = 400;
const RRULE_LIST_PARTS = ['BYDAY', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO', 'BYMONTH', 'BYSETPOS'];
/** Parts that give several times a day: a few of them made one event freeze every page it was on. */
const RRULE_TIME_PARTS = ['BYHOUR', 'BYMINUTE', 'BYSECOND'];

const BYDAY_ITEM = /^(?:[+-]?(?:[1-9]|[1-4]\d|5[0-3]))?(?:MO|TU|WE|TH|FR|SA|SU)$/;

const numberList =
  (max: number, signed: boolean, min = 1) =>
  (value: string) =>
    value.split(',').every((item) => {
      const match = /^([+-]?)(\d{1,3})$/.exec(item);
      if (!match || (match[1] && !signed)) return false;
      const n = Number(match[2]);
      return n >= min && n <= max;
    });

/** An RRULE date (`20270305`) or date-time (`20270305T235959Z`) that exists in 1900–2100: no 30 February. */
function isRruleDate(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day));
  return (
    year >= 1900 &&
    year <= 2100 &&
    date.getUTCMonth() === month - 1 &&
    date.getUTCDate() === day &&
    hour < 24 &&
    minute < 60 &&
    second < 60
  );
}

/** What each RRULE part may hold (RFC 5545 3.3.10), so a rule that passes here is one rrule can expand. */
const RRULE_PART_CHECKS: Record<string, (value: string) => boolean> = {
  UNTIL: isRruleDate,
  COUNT: (value) => /^[1-9]\d{0,3}$/.test(value),
  INTERVAL: (value) => /^[1-9]\d{0,2}$/.test(value),
  BYSECOND: numberList(60, false, 0),
  BYMINUTE: numberList(59, false, 0),
  BYHOUR: numberList(23, false, 0),
  BYDAY: (value) => value.split(',').every((item) => BYDAY_ITEM.test(item)),
  BYMONTHDAY: numberList(31, true),
  BYYEARDAY: numberList(366, true),
  BYWEEKNO: numberList(53, true),
  BYMONTH: numberList(12, false),
  BYSETPOS: numberList(366, true),
  WKST: (value) => /^(?:MO|TU|WE|TH|FR|SA|SU)$/.test(value),
};

/**
 * Why an RRULE (without DTSTART, like `FREQ=WEEKLY;BYDAY=TU`) cannot be used, in words for the editor,
 * or null when it is fine. Unknown, repeated or malformed parts would make the calendar library throw.
 */
export function rruleProblem(rule: string): string | null {
  const parts = new Map<string, string>();
  for (const part of rule.split(';')) {
    const match = /^([A-Z-]+)=([^;\s]+)$/.exec(part);
    if (!match?.[1] || !match[2] || parts.has(match[1])) return RRULE_FORMAT_MESSAGE;
    parts.set(match[1], match[2]);
  }
  if (!/^(?:DAILY|WEEKLY|MONTHLY|YEARLY)$/.test(parts.get('FREQ') ?? '')) return RRULE_FREQ_MESSAGE;
  if (RRULE_TIME_PARTS.some((name) => parts.has(name))) return RRULE_TIME_MESSAGE;
  for (const [name, value] of parts) {
    const check = RRULE_PART_CHECKS[name];
    if (name !== 'FREQ' && !check?.(value)) return RRULE_FORMAT_MESSAGE;
  }
  if (parts.has('COUNT') && parts.has('UNTIL')) return RRULE_END_MESSAGE;
  const combinations = RRULE_LIST_PARTS.reduce(
    (product, name) => product * (parts.get(name)?.split(',').length ?? 1),
    1,
  );
  if (combinations > MAX_RRULE_COMBINATIONS) return RRULE_SIZE_MESSAGE;
  return null;
}

/** The parts of a usable RRULE (`FREQ=WEEKLY;BYDAY=TU` gives FREQ and BYDAY), or null when it has a problem. */
export function rruleParts(rule: string): ReadonlyMap<string, string> | null {
  if (rruleProblem(rule) !== null) return null;
  return new Map(rule.split(';').map((part) => part.split('=') as [string, string]));
}
