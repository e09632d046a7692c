import * as z from 'zod';
import { singleLineString } from '@/lib/plain-text';
import {
  addDaysToKey,
  londonClock,
  parseDayKey,
  WEEKDAY_NAMES,
  zonedParts,
  zonedWallClockToInstant,
  LONDON_TIME_ZONE,
} from '@/lib/london-time';

/**
 * Opening hours: ranges per weekday (several a day, none for a closed day) and dated exceptions (bank
 * holidays, closures, special hours). No hours at all means open 00:00–23:59 every day (docs/specification.md §9).
 * Times are London wall-clock times; a range that closes at or before it opens runs past midnight.
 */

export const OPENING_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type OpeningDay = (typeof OPENING_DAYS)[number];
/** The JavaScript weekday (0 = Sunday) of each opening day. */
const DAY_INDEX: Record<OpeningDay, number> = { mon: 1, tue: 2, wed: 3, thu: 4, fri: 5, sat: 6, sun: 0 };
const DAY_OF_INDEX: readonly OpeningDay[] = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'];

export const MAX_RANGES_PER_DAY = 4;
export const MAX_OPENING_EXCEPTIONS = 60;

const TIME_MESSAGE = 'Please give a time like 09:00 or 17:30.';
const time = z
  .string({ error: TIME_MESSAGE })
  .trim()
  .regex(/^(?:[01]\d|2[0-3]):[0-5]\d$/, TIME_MESSAGE);

export const openingRangeSchema = z
  .object({ opens: time, closes: time })
  .refine((range) => range.opens !== range.closes, {
    message: 'Opening and closing times must differ (use 00:00 to 23:59 for all day).',
    path: ['closes'],
  });

const dayRanges = z
  .array(openingRangeSchema, { error: 'Please list the opening times for the day.' })
  .max(MAX_RANGES_PER_DAY, `Please give no more than ${MAX_RANGES_PER_DAY} opening times a day.`);

export const openingExceptionSchema = z.object({
  date: z
    .string({ error: 'Please give the date, like 2026-12-25.' })
    .refine((value) => parseDayKey(value) !== null, 'Please give a real date, like 2026-12-25.'),
  /** Empty: closed all day. */
  ranges: dayRanges,
  note: singleLineString().trim().max(80, 'Please keep the note under 80 characters.').optional(),
});

export const openingHoursSchema = z
  .object({
    mon: dayRanges,
    tue: dayRanges,
    wed: dayRanges,
    thu: dayRanges,
    fri: dayRanges,
    sat: dayRanges,
    sun: dayRanges,
    exceptions: z
      .array(openingExceptionSchema)
      .max(MAX_OPENING_EXCEPTIONS, `Please list no more than ${MAX_OPENING_EXCEPTIONS} special days.`)
      .optional(),
  })
  .refine(
    (hours) => {
      const dates = (hours.exceptions ?? []).map((entry) => entry.date);
      return new Set(dates).size === dates.length;
    },
    { message: 'Each special day can only be listed once.', path: ['exceptions'] },
  );

export type OpeningRange = z.infer<typeof openingRangeSchema>;
export type OpeningException = z.infer<typeof openingExceptionSchema>;
export type OpeningHours = z.infer<typeof openingHoursSchema>;

/** The same ranges every weekday; `overrides` changes some days (null: closed). For seeds and new listings. */
export function weeklyHours(
  opens: string,
  closes: string,
  overrides: Partial<Record<OpeningDay, readonly [string, string] | null>> = {},
): OpeningHours {
  const day = (name: OpeningDay): OpeningRange[] => {
    const override = overrides[name];
    return override === null ? [] : override ? [{ opens: override[0], closes: override[1] }] : [{ opens, closes }];
  };
  return {
    mon: day('mon'),
    tue: day('tue'),
    wed: day('wed'),
    thu: day('thu'),
    fri: day('fri'),
    sat: day('sat'),
    sun: day('sun'),
    exceptions: [],
  };
}

/** 00:00–23:59 every day: what no hours means. */
export const ALWAYS_OPEN: OpeningHours = weeklyHours('00:00', '23:59');

const minutesOf = (value: string) => Number(value.slice(0, 2)) * 60 + Number(value.slice(3, 5));

/** The ranges that start on a London day: its exception if it has one, else its weekday's. */
function rangesOn(hours: OpeningHours, key: string): readonly OpeningRange[] {
  const exception = hours.exceptions?.find((entry) => entry.date === key);
  if (exception) return exception.ranges;
  const parts = parseDayKey(key);
  if (!parts) return [];
  const weekday = new Date(Date.UTC(parts.year, parts.month - 1, parts.day)).getUTCDay();
  return hours[DAY_OF_INDEX[weekday] ?? 'mon'];
}

/** Real instants for the ranges starting on a day; 23:59 closes at midnight, so whole days join up. */
function intervalsOn(hours: OpeningHours, key: string): { start: number; end: number }[] {
  const day = parseDayKey(key);
  if (!day) return [];
  return rangesOn(hours, key).map((range) => {
    const opens = minutesOf(range.opens);
    let closes = range.closes === '23:59' ? 24 * 60 : minutesOf(range.closes);
    if (closes <= opens) closes += 24 * 60;
    const at = (minutes: number) => zonedWallClockToInstant({ ...day, minute: minutes }, LONDON_TIME_ZONE).getTime();
    return { start: at(opens), end: at(closes) };
  });
}

/** The opening intervals (merged where they touch) starting from the day before `from` for `days` days. */
function intervals(hours: OpeningHours, from: Date, days: number): { start: number; end: number }[] {
  const first = addDaysToKey(londonClock(from).key, -1);
  const all: { start: number; end: number }[] = [];
  for (let offset = 0; offset <= days; offset += 1) all.push(...intervalsOn(hours, addDaysToKey(first, offset)));
  all.sort((a, b) => a.start - b.start);
  const merged: { start: number; end: number }[] = [];
  for (const interval of all) {
    const last = merged.at(-1);
    if (last && interval.start <= last.end) last.end = Math.max(last.end, interval.end);
    else merged.push({ ...interval });
  }
  return merged;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "17:30" today or just after midnight, "Monday 09:00" further off. */
function whenText(time: number, now: Date): string {
  const at = zonedParts(new Date(time), LONDON_TIME_ZONE);
  const clock = `${pad(at.hour)}:${pad(at.minute)}`;
  const today = londonClock(now).key;
  const key = londonClock(new Date(time)).key;
  if (key === today) return clock;
  if (key === addDaysToKey(today, 1) && at.hour < 6 && time - now.getTime() < 12 * 60 * 60 * 1000) return clock;
  if (key === addDaysToKey(today, 1)) return `tomorrow ${clock}`;
  return `${WEEKDAY_NAMES[at.weekday]} ${clock}`;
}

export interface OpeningStatus {
  open: boolean;
  /** "Open now · closes 17:30", "Closed · opens Monday 09:00", "Open 24 hours" or "Closed". */
  text: string;
  /** When it next opens or closes; null when that is more than a fortnight away. */
  changesAt: Date | null;
}

const LOOK_AHEAD_DAYS = 15;

/** Whether a place is open at `now` (London time), and when that changes. */
export function openingStatus(hours: OpeningHours | null | undefined, now: Date): OpeningStatus {
  const list = intervals(hours ?? ALWAYS_OPEN, now, LOOK_AHEAD_DAYS);
  const time = now.getTime();
  const current = list.find((interval) => interval.start <= time && time < interval.end);
  if (current) {
    // Still open at the end of the days looked at: it never closes.
    const horizon = zonedWallClockToInstant(
      { ...(parseDayKey(addDaysToKey(londonClock(now).key, LOOK_AHEAD_DAYS - 1)) ?? { year: 0, month: 1, day: 1 }) },
      LONDON_TIME_ZONE,
    ).getTime();
    if (current.end >= horizon) return { open: true, text: 'Open 24 hours', changesAt: null };
    return { open: true, text: `Open now · closes ${whenText(current.end, now)}`, changesAt: new Date(current.end) };
  }
  const next = list.find((interval) => interval.start > time);
  if (!next) return { open: false, text: 'Closed', changesAt: null };
  return { open: false, text: `Closed · opens ${whenText(next.start, now)}`, changesAt: new Date(next.start) };
}

function rangesText(ranges: readonly OpeningRange[]): string {
  if (ranges.length === 0) return 'Closed';
  if (ranges.length === 1 && ranges[0]?.opens === '00:00' && ranges[0].closes === '23:59') return 'Open all day';
  return [...ranges]
    .sort((a, b) => a.opens.localeCompare(b.opens))
    .map((range) => `${range.opens}–${range.closes}`)
    .join(', ');
}

/** One row a weekday, Monday first, for the weekly table: "09:00–17:30", "Closed" or "Open all day". */
export function weeklyRows(hours: OpeningHours | null | undefined): { day: string; text: string }[] {
  const value = hours ?? ALWAYS_OPEN;
  return OPENING_DAYS.map((day) => ({ day: WEEKDAY_NAMES[DAY_INDEX[day]] ?? day, text: rangesText(value[day]) }));
}

/** The special days from `today` on, soonest first, as "Thursday 25 December 2026: Closed (Christmas)". */
export function upcomingExceptions(hours: OpeningHours | null | undefined, now: Date): OpeningException[] {
  const today = londonClock(now).key;
  return [...(hours?.exceptions ?? [])]
    .filter((entry) => entry.date >= today)
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Ranges as text, for exceptions and the table. */
export { rangesText as openingRangesText };

interface OpeningHoursSpecification {
  '@type': 'OpeningHoursSpecification';
  dayOfWeek?: string[];
  opens: string;
  closes: string;
  validFrom?: string;
  validThrough?: string;
}

/**
 * schema.org `openingHoursSpecification`: days with the same range grouped, exceptions as dated entries
 * (a closed day is 00:00 to 00:00, as schema.org asks). No hours: open all day every day.
 */
export function openingHoursSpecification(hours: OpeningHours | null | undefined): OpeningHoursSpecification[] {
  const value = hours ?? ALWAYS_OPEN;
  const groups = new Map<string, OpeningHoursSpecification>();
  for (const day of OPENING_DAYS) {
    for (const range of value[day]) {
      const key = `${range.opens}-${range.closes}`;
      let entry = groups.get(key);
      if (!entry) {
        entry = { '@type': 'OpeningHoursSpecification', dayOfWeek: [], opens: range.opens, closes: range.closes };
        groups.set(key, entry);
      }
      entry.dayOfWeek?.push(WEEKDAY_NAMES[DAY_INDEX[day]] ?? day);
    }
  }
  const specials: OpeningHoursSpecification[] = (value.exceptions ?? []).flatMap((entry) => {
    const ranges = entry.ranges.length > 0 ? entry.ranges : [{ opens: '00:00', closes: '00:00' }];
    return ranges.map((range) => ({
      '@type': 'OpeningHoursSpecification' as const,
      opens: range.opens,
      closes: range.closes,
      validFrom: entry.date,
      validThrough: entry.date,
    }));
  });
  return [...groups.values(), ...specials];
}
