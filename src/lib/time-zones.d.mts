export const LONDON_TIME_ZONE = 'Europe/London';

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

/** A valid time zone name, as Intl knows it. */
export function isTimeZone(name: string): boolean;
/** London's offset in milliseconds by the rule in force since 1996, or undefined outside the years it is checked for. */
export function londonOffset(time: number): number | undefined;
/** Milliseconds to add to UTC to get the wall clock in `timeZone` (London by default) at `time`. */
export function zoneOffsetMs(time: number, timeZone?: string): number;
/** The wall clock in `timeZone` (London by default) at `date`. */
export function zonedParts(date: Date, timeZone?: string): ZonedParts;
/** The instant when the clocks in `timeZone` (London by default) show `wall`; see time-zones.mjs for the clock changes. */
export function zonedWallClockToInstant(wall: WallClock, timeZone?: string): Date;
