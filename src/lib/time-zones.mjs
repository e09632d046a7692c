/**
 * Time-zone arithmetic: the one place that turns instants into wall-clock times and back (Europe/London
 * unless a zone is given), so the clock changes are handled once. Plain JavaScript with a .d.mts
 * beside it, so the seed (plain Node) works out its London times with the same code as the app; app
 * code imports it through london-time.ts, which adds the day keys and the words.
 */

export const LONDON_TIME_ZONE = 'Europe/London';

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;

/** @type {Map<string, boolean>} */
const knownTimeZones = new Map();

/**
 * A valid time zone name, as Intl knows it (cached: this runs on every parse).
 * @param {string} name
 * @returns {boolean}
 */
export function isTimeZone(name) {
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

/** @type {Map<string, Intl.DateTimeFormat>} */
const partsFormatters = new Map();

/**
 * One formatter per zone (they are slow to make). An unknown zone falls back to London rather than throwing.
 * @param {string} timeZone
 * @returns {Intl.DateTimeFormat}
 */
function partsFormatter(timeZone) {
  let formatter = partsFormatters.get(timeZone);
  if (!formatter) {
    /** @type {Intl.DateTimeFormatOptions} */
    const options = {
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
      formatter = new Intl.DateTimeFormat('en-GB', { ...options, timeZone: LONDON_TIME_ZONE });
    }
    partsFormatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * 01:00 UTC on the last Sunday of `month` (0 = January) in `year`: when UK clocks change.
 * @param {number} year
 * @param {number} month
 * @returns {number}
 */
function lastSundayAtOneUtc(year, month) {
  const lastDay = Date.UTC(year, month + 1, 0, 1);
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS;
}

/**
 * London's offset by the rule in force since 1996 (British Summer Time from 01:00 UTC on the last
 * Sunday in March to 01:00 UTC on the last Sunday in October), or undefined outside the years it is
 * checked for. Worked out rather than asked of Intl because the first time-zone formatter a page
 * makes costs a slow phone 90–100 ms. A test compares it with Intl for every day it covers, so if
 * the UK changes its clocks (and Node's time-zone data with it), that test says so.
 * @param {number} time
 * @returns {number | undefined}
 */
export function londonOffset(time) {
  const year = new Date(time).getUTCFullYear();
  if (year < 1996 || year > 2040) return undefined;
  return time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9) ? HOUR_MS : 0;
}

/**
 * How far `timeZone` is ahead of UTC at `time`, in milliseconds, straight from Intl (slow: see offsetAt).
 * @param {number} time
 * @param {string} timeZone
 * @returns {number}
 */
function intlOffset(time, timeZone) {
  if (timeZone === LONDON_TIME_ZONE) {
    const london = londonOffset(time);
    if (london !== undefined) return london;
  }
  /** @type {Record<string, number>} */
  const values = {};
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

/**
 * Per zone, the offset of each UTC day the offset does not change in (null for a clock-change day).
 * @type {Map<string, Map<number, number | null>>}
 */
const dayOffsets = new Map();
const MAX_CACHED_DAYS = 20_000;

/**
 * How far `timeZone` is ahead of UTC at `time`, in milliseconds (3,600,000 in BST). Intl is slow and
 * a list of events asks thousands of times, mostly about the same days, so each UTC day's offset
 * is asked once and kept; only clock-change days are worked out time by time.
 * @param {number} time
 * @param {string} timeZone
 * @returns {number}
 */
function offsetAt(time, timeZone) {
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

/**
 * Milliseconds to add to UTC to get the wall clock in `timeZone` at `time`.
 * @param {number} time
 * @param {string} [timeZone]
 * @returns {number}
 */
export function zoneOffsetMs(time, timeZone = LONDON_TIME_ZONE) {
  return offsetAt(time, timeZone);
}

/**
 * The wall clock in `timeZone` at `date`.
 * @param {Date} date
 * @param {string} [timeZone]
 * @returns {import('./time-zones.d.mts').ZonedParts}
 */
export function zonedParts(date, timeZone = LONDON_TIME_ZONE) {
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
 * @param {import('./time-zones.d.mts').WallClock} wall
 * @param {string} [timeZone]
 * @returns {Date}
 */
export function zonedWallClockToInstant(wall, timeZone = LONDON_TIME_ZONE) {
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
