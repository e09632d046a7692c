/**
 * London time: dates and times as people here read them (Europe/London unless a zone is given). The
 * time-zone arithmetic itself is in time-zones.mjs, plain JavaScript that the seed shares, so clock
 * changes are handled once; this module adds the day keys and the words. The words come from the
 * tables below, because ICU versions disagree on some of them ("Sep" or "Sept") and the prerendered
 * page and the browser must print exactly the same text.
 */
import { LONDON_TIME_ZONE, zonedParts, zonedWallClockToInstant } from './time-zones.mjs';

export {
  isTimeZone,
  LONDON_TIME_ZONE,
  londonOffset,
  zonedParts,
  zonedWallClockToInstant,
  zoneOffsetMs,
} from './time-zones.mjs';
export type { WallClock, ZonedParts } from './time-zones.mjs';

/** The zone events are in unless they say otherwise. */
export const EVENT_TIME_ZONE = LONDON_TIME_ZONE;
/** Kept for the editor's date fields. */
export const DEFAULT_TIME_ZONE = LONDON_TIME_ZONE;

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
