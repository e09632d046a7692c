/**
 * London time: the one place that does time-zone arithmetic (Europe/London unless a zone is given), so
 * clock changes are handled once. Intl does the sums for other zones; the words come from the tables
 * below, because ICU versions disagree on some of them ("Sep" or "Sept") and the prerendered page and
 * the browser must print exactly the same text.
 */

export const LONDON_TIME_ZONE = 'Europe/London';
/** The zone events are in unless they say otherwise. */
export const EVENT_TIME_ZONE = LONDON_TIME_ZONE;
/** Kept for the editor's date fields. */
export const DEFAULT_TIME_ZONE = LONDON_TIME_ZONE;

/** A valid time zone name, as Intl knows it (cached: this runs on every parse). */
const knownTimeZones = new Map<string, boolean>();
export function isTimeZone(name: string): boolean {
  // The usual answer without asking Intl: the first time-zone lookup costs a slow phone about 40 ms,
  // better spent when a date is shown than while a list is checked.
  if (name === LONDON_TIME_ZONE) return true;
  let known = knownTimeZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    knownTimeZones.set(name, known);
  }
  return known;
}

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

/**
 * `YYYY-MM-DD` from a (possibly rolled-over) year, month 1–12 and day. Years past 9999 get more digits
 * (`10000-01-01`, the day after an event stored as ending on 31 December 9999) and years before 1 a
 * minus sign, so a key can always be read back: a stored date never crashes a page.
 */
export function dayKey(year: number, month: number, day: number): string {
  const date = new Date(Date.UTC(year, month - 1, day));
  const fullYear = date.getUTCFullYear();
  const y = `${fullYear < 0 ? '-' : ''}${String(Math.abs(fullYear)).padStart(4, '0')}`;
  const m = String(date.getUTCMonth() + 1).padStart(2, '0');
  const d = String(date.getUTCDate()).padStart(2, '0');
  return `${y}-${m}-${d}`;
}

/** The year, month and day of a `YYYY-MM-DD` key, or null when it is not a real date. */
export function parseDayKey(key: string): { year: number; month: number; day: number } | null {
  const match = /^(-?\d{4,6})-(\d{2})-(\d{2})$/.exec(key);
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

/** Milliseconds to add to UTC to get the wall clock in `timeZone` at `time`. */
export function zoneOffsetMs(time: number, timeZone: string = LONDON_TIME_ZONE): number {
  return offsetAt(time, timeZone);
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** `2026-12-05T19:30` as a `datetime-local` input shows it, in `timeZone`. */
export function toDateTimeInput(date: Date | null | undefined, timeZone = LONDON_TIME_ZONE): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  const p = zonedParts(date, timeZone);
  return `${pad(p.year, 4)}-${pad(p.month)}-${pad(p.day)}T${pad(p.hour)}:${pad(p.minute)}`;
}

/**
 * The instant a `datetime-local` value means in `timeZone`; null for an empty or broken value. A time
 * that happens twice when the clocks go back is the first; one skipped when they go forward moves on.
 */
export function fromDateTimeInput(value: string, timeZone = LONDON_TIME_ZONE): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  return zonedWallClockToInstant({ year, month, day, hour, minute }, timeZone);
}

/** Minutes since midnight on the London wall clock at `date` (0–1439), with the London day key and weekday. */
export function londonClock(date: Date): { key: string; weekday: number; minutes: number } {
  const p = zonedParts(date, LONDON_TIME_ZONE);
  return { key: dayKey(p.year, p.month, p.day), weekday: p.weekday, minutes: p.hour * 60 + p.minute };
}

/** "5 Dec 2026, 19:30" in London: a compact date and 24-hour time for tables. */
export function londonShortDateTime(date: Date): string {
  const p = zonedParts(date, LONDON_TIME_ZONE);
  return `${p.day} ${SHORT_MONTH_NAMES[p.month - 1]} ${p.year}, ${pad(p.hour)}:${pad(p.minute)}`;
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
  timeZone: string = LONDON_TIME_ZONE,
): { start: Date; end: Date } {
  const endsLater = endsAt !== null && endsAt.getTime() > startsAt.getTime();
  if (!allDay) return { start: startsAt, end: endsLater ? endsAt : startsAt };
  const lastDay = londonDayKey(endsLater ? new Date(endsAt.getTime() - 1) : startsAt, timeZone);
  return {
    start: zonedDayStart(londonDayKey(startsAt, timeZone), timeZone),
    end: zonedDayStart(addDaysToKey(lastDay, 1), timeZone),
  };
}

/** "Thursday 25 December 2026" for a `YYYY-MM-DD` key (the key itself when it is not a real date). */
export function dayKeyText(key: string): string {
  const parts = parseDayKey(key);
  if (!parts) return key;
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return `${WEEKDAY_NAMES[weekday]} ${parts.day} ${MONTH_NAMES[parts.month - 1]} ${parts.year}`;
}
