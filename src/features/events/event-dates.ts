import { EVENT_TIME_ZONE } from './event-schema';

/**
 * Event dates in the event's own time zone (Europe/London unless it says otherwise), in plain British
 * style: "Saturday 5 December 2026, 10am to 1pm". Intl does the time-zone arithmetic; the words come
 * from the tables below, because ICU versions disagree on some of them ("Sep" or "Sept") and the
 * prerendered page and the browser must print exactly the same text.
 */

export const WEEKDAY_NAMES = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'] as const;
export const SHORT_WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;
export const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;
export const SHORT_MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
] as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** A wall-clock reading: month 1–12. Out-of-range values roll over as with Date.UTC (day 32 of January is 1 February). */
export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour?: number;
  minute?: number;
  second?: number;
  millisecond?: number;
}

/** The wall clock in a time zone at an instant, with the weekday (0 = Sunday). */
export interface ZonedParts {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
  millisecond: number;
  weekday: number;
}

const partsFormatters = new Map<string, Intl.DateTimeFormat>();

/** One formatter per zone (they are slow to make). An unknown zone falls back to London rather than throwing. */
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    const options: Intl.DateTimeFormatOptions = {
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      hourCycle: 'h23',
    };
    try {
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone });
    } catch {
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: EVENT_TIME_ZONE });
    }
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

const HOUR_MS = 60 * 60 * 1000;

/** 01:00 UTC on the last Sunday of `month` (0 = January) in `year`: when UK clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/**
 * London's offset by the rule in force since 1996 (British Summer Time from 01:00 UTC on the last
 * Sunday in March to 01:00 UTC on the last Sunday in October), or undefined outside the years it is
 * checked for. Worked out rather than asked of Intl because the first time-zone formatter a page
 * makes costs a slow phone 90–100 ms. A test compares it with Intl for every day it covers, so if
 * the UK changes its clocks (and Node's time-zone data with it), that test says so.
 */
export function londonOffset(time: number): number | undefined {
  const year = new Date(time).getUTCFullYear();
  if (year < 1996 || year > 2040) return undefined;
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? HOUR_MS : 0;
}

/** How far `timeZone` is ahead of UTC at `time`, in milliseconds, straight from Intl (slow: see offsetAt). */
function intlOffset(time: number, timeZone: string): number {
  if (timeZone === EVENT_TIME_ZONE) {
    const london = londonOffset(time);
    if (london !== undefined) return london;
  }
  const values: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(time)) {
    if (part.type !== 'literal') values[part.type] = Number(part.value);
  }
  const wall = Date.UTC(
    values.year ?? NaN,
    (values.month ?? NaN) - 1,
    values.day ?? NaN,
    // Some engines still print midnight as 24 even with h23.
    (values.hour ?? NaN) % 24,
    values.minute ?? NaN,
    values.second ?? NaN,
  );
  return wall - (time - (((time % 1000) + 1000) % 1000));
}

/** Per zone, the offset of each UTC day the offset does not change in (null for a clock-change day). */
const dayOffsets = new Map<string, Map<number, number | null>>();
const MAX_CACHED_DAYS = 20_000;

/**
 * How far `timeZone` is ahead of UTC at `time`, in milliseconds (3,600,000 in BST). Intl is slow and
 * a list of events asks thousands of times, mostly about the same days, so each UTC day's offset
 * is asked once and kept; only clock-change days are worked out time by time.
 */
function offsetAt(time: number, timeZone: string): number {
  let days = dayOffsets.get(timeZone);
  if (!days) {
    days = new Map();
    dayOffsets.set(timeZone, days);
  }
  const day = Math.floor(time / DAY_MS);
  let offset = days.get(day);
  if (offset === undefined) {
    const first = intlOffset(day * DAY_MS, timeZone);
    const last = intlOffset(day * DAY_MS + DAY_MS - 1000, timeZone);
    offset = first === last ? first : null;
    if (days.size >= MAX_CACHED_DAYS) days.clear();
    days.set(day, offset);
  }
  return offset ?? intlOffset(time, timeZone);
}

/** The wall clock in `timeZone` at `date`. */
export function zonedParts(date: Date, timeZone: string = EVENT_TIME_ZONE): ZonedParts {
  const time = date.getTime();
  if (Number.isNaN(time)) throw new RangeError('Invalid time value');
  const wall = new Date(time + offsetAt(time, timeZone));
  return {
    year: wall.getUTCFullYear(),
    month: wall.getUTCMonth() + 1,
    day: wall.getUTCDate(),
    hour: wall.getUTCHours(),
    minute: wall.getUTCMinutes(),
    second: wall.getUTCSeconds(),
    millisecond: wall.getUTCMilliseconds(),
    weekday: wall.getUTCDay(),
  };
}

/**
 * The instant when the clocks in `timeZone` show `wall`. Around the clock changes it behaves as
 * RFC 5545 and Temporal's "compatible" do: a time that happens twice (01:30 on the last Sunday of
 * October in London) is the first of the two, and a time that never happens (01:30 on the last
 * Sunday of March) is moved forward by the gap, to 02:30 BST.
 */
export function zonedWallClockToInstant(wall: WallClock, timeZone: string = EVENT_TIME_ZONE): Date {
  const local = Date.UTC(
    wall.year,
    wall.month - 1,
    wall.day,
    wall.hour ?? 0,
    wall.minute ?? 0,
    wall.second ?? 0,
    wall.millisecond ?? 0,
  );
  // Zones change offset at most once in any two days, so the offsets a day either side are the candidates.
  const before = offsetAt(local - DAY_MS, timeZone);
  const after = offsetAt(local + DAY_MS, timeZone);
  const matches = [local - before, local - after].filter((time) => offsetAt(time, timeZone) === local - time);
  if (matches.length > 0) return new Date(Math.min(...matches));
  return new Date(local - before);
}

/** `YYYY-MM-DD` for the calendar day in `timeZone`: the key for grouping by day. */
export function londonDayKey(date: Date, timeZone: string = EVENT_TIME_ZONE): string {
  const p = zonedParts(date, timeZone);
  return dayKey(p.year, p.month, p.day);
}

/** `YYYY-MM-DD` from a (possibly rolled-over) year, month 1–12 and day. */
export function dayKey(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const y = String(date.getUTCFullYear()).padStart(4, '0');
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The year, month and day of a `YYYY-MM-DD` key, or null when it is not a real date. */
export function parseDayKey(key: string): { year: number; month: number; day: number } | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(key);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  return dayKey(year, month, day) === key ? { year, month, day } : null;
}

/** The key of the day `days` after `key` (negative for before). */
export function addDaysToKey(key: string, days: number): string {
  const parts = parseDayKey(key);
  if (!parts) throw new RangeError(`Not a day key: ${key}`);
  return dayKey(parts.year, parts.month, parts.day + days);
}

/** The instant a calendar day starts in `timeZone` (midnight, or the first minute after a gap). */
export function zonedDayStart(key: string, timeZone: string = EVENT_TIME_ZONE): Date {
  const parts = parseDayKey(key);
  if (!parts) throw new RangeError(`Not a day key: ${key}`);
  return zonedWallClockToInstant(parts, timeZone);
}

/**
 * When an event really begins and ends, for overlap tests and "upcoming": all-day events fill their
 * days in the event's zone (an end at midnight counts as the end of the day before, as in iCalendar);
 * a timed event without an end is a moment.
 */
export function eventSpan(
  startsAt: Date,
  endsAt: Date | null,
  allDay: boolean,
  timeZone: string = EVENT_TIME_ZONE,
): { start: Date; end: Date } {
  const endsLater = endsAt !== null && endsAt.getTime() > startsAt.getTime();
  if (!allDay) return { start: startsAt, end: endsLater ? endsAt : startsAt };
  const lastDay = londonDayKey(endsLater ? new Date(endsAt.getTime() - 1) : startsAt, timeZone);
  return {
    start: zonedDayStart(londonDayKey(startsAt, timeZone), timeZone),
    end: zonedDayStart(addDaysToKey(lastDay, 1), timeZone),
  };
}

/** 10am, 7.30pm, 12pm, 12.15am; midnight itself is "midnight" (12am confuses people). */
export function formatTime(date: Date, timeZone: string = EVENT_TIME_ZONE): string {
  const { hour, minute } = zonedParts(date, timeZone);
  return timeText(hour, minute);
}

function timeText(hour: number, minute: number): string {
  if (hour === 0 && minute === 0) return 'midnight';
  const clock = hour % 12 === 0 ? 12 : hour % 12;
  const minutes = minute === 0 ? '' : `.${String(minute).padStart(2, '0')}`;
  return `${clock}${minutes}${hour < 12 ? 'am' : 'pm'}`;
}

/** "Saturday 5 December 2026", or "Saturday 5 December" without the year. */
export function formatLongDate(
  date: Date,
  timeZone: string = EVENT_TIME_ZONE,
  { withYear = true }: { withYear?: boolean } = {},
): string {
  return longDateText(zonedParts(date, timeZone), withYear);
}

function longDateText(p: ZonedParts, withYear: boolean): string {
  const text = `${WEEKDAY_NAMES[p.weekday]} ${p.day} ${MONTH_NAMES[p.month - 1]}`;
  return withYear ? `${text} ${p.year}` : text;
}

/** "Sat 5 Dec": for cards; "Sat 5 Dec 2026" with the year, for the dashboard's tables. */
export function formatShortDate(
  date: Date,
  timeZone: string = EVENT_TIME_ZONE,
  { withYear = false }: { withYear?: boolean } = {},
): string {
  const p = zonedParts(date, timeZone);
  const text = `${SHORT_WEEKDAY_NAMES[p.weekday]} ${p.day} ${SHORT_MONTH_NAMES[p.month - 1]}`;
  return withYear ? `${text} ${p.year}` : text;
}

/**
 * When an event happens, in one line:
 * - "Saturday 5 December 2026, 10am to 1pm" (and "…, 8pm to midnight" when it ends at the next midnight)
 * - "Saturday 5 December 2026, 10am" with no end
 * - "Friday 4 December, 6pm to Sunday 6 December 2026, 4pm" over several days (both years when they differ)
 * - "Saturday 5 December 2026 (all day)", or "Friday 4 December to Sunday 6 December 2026" over several days
 */
export function formatEventWhen(
  startsAt: Date,
  endsAt: Date | null,
  allDay: boolean,
  timeZone: string = EVENT_TIME_ZONE,
): string {
  const start = zonedParts(startsAt, timeZone);
  const endsLater = endsAt !== null && endsAt.getTime() > startsAt.getTime();

  if (allDay) {
    const last = endsLater ? zonedParts(new Date(endsAt.getTime() - 1), timeZone) : start;
    if (sameDay(start, last)) return `${longDateText(start, true)} (all day)`;
    return `${longDateText(start, start.year !== last.year)} to ${longDateText(last, true)}`;
  }

  const startText = timeText(start.hour, start.minute);
  if (!endsLater) return `${longDateText(start, true)}, ${startText}`;
  const end = zonedParts(endsAt, timeZone);
  // Ending at the next midnight is still the same evening: "8pm to midnight".
  const endsAtNextMidnight = isMidnight(end) && addDaysToKey(keyOf(end), -1) === keyOf(start);
  if (sameDay(start, end) || endsAtNextMidnight) {
    return `${longDateText(start, true)}, ${startText} to ${timeText(end.hour, end.minute)}`;
  }
  return `${longDateText(start, start.year !== end.year)}, ${startText} to ${longDateText(end, true)}, ${timeText(end.hour, end.minute)}`;
}

function sameDay(a: ZonedParts, b: ZonedParts): boolean {
  return a.year === b.year && a.month === b.month && a.day === b.day;
}

function isMidnight(p: ZonedParts): boolean {
  return p.hour === 0 && p.minute === 0 && p.second === 0;
}

function keyOf(p: ZonedParts): string {
  return dayKey(p.year, p.month, p.day);
}

export type WeekStart = 0 | 1 | 2 | 3 | 4 | 5 | 6;

/**
 * The weeks of a month calendar (month 1–12), each seven day keys, starting on `weekStartsOn`
 * (1 = Monday, 0 = Sunday). The first and last weeks include days of the months either side; use
 * the key's month to grey them out. Four to six weeks, as the month needs.
 */
export function monthGrid(year: number, month: number, weekStartsOn: WeekStart = 1): string[][] {
  if (!Number.isInteger(year) || !Number.isInteger(month) || month < 1 || month > 12) {
    throw new RangeError(`Not a month: ${year}-${month}`);
  }
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const lead = (firstWeekday - weekStartsOn + 7) % 7;
  const weekCount = Math.ceil((lead + daysInMonth) / 7);
  const weeks: string[][] = [];
  for (let week = 0; week < weekCount; week += 1) {
    const days: string[] = [];
    for (let column = 0; column < 7; column += 1) days.push(dayKey(year, month, 1 - lead + week * 7 + column));
    weeks.push(days);
  }
  return weeks;
}

/** The instants a calendar month covers in `timeZone`, as a half-open window for expanding events. */
export function monthWindow(year: number, month: number, timeZone: string = EVENT_TIME_ZONE): { from: Date; to: Date } {
  return {
    from: zonedDayStart(dayKey(year, month, 1), timeZone),
    to: zonedDayStart(dayKey(year, month + 1, 1), timeZone),
  };
}
