/**
 * Wall-clock times in a named time zone (Europe/London unless said otherwise), with Intl only. The
 * editor's date and time fields show the organiser's local time, whatever the device's zone.
 */

export const DEFAULT_TIME_ZONE = 'Europe/London';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatFor(timeZone: string): Intl.DateTimeFormat {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  return format;
}

/** Milliseconds to add to UTC to get the wall clock in `timeZone` at `time`. */
export function zoneOffsetMs(time: number, timeZone: string): number {
  const parts = Object.fromEntries(
    formatFor(timeZone)
      .formatToParts(new Date(time))
      .filter((part) => part.type !== 'literal')
      .map((part) => [part.type, Number(part.value)]),
  ) as Record<'year' | 'month' | 'day' | 'hour' | 'minute' | 'second', number>;
  const wall = Date.UTC(parts.year, parts.month - 1, parts.day, parts.hour, parts.minute, parts.second);
  return wall - Math.floor(time / 1000) * 1000;
}

const pad = (value: number, size = 2) => String(value).padStart(size, '0');

/** `2026-12-05T19:30` as a `datetime-local` input shows it, in `timeZone`. */
export function toDateTimeInput(date: Date | null | undefined, timeZone = DEFAULT_TIME_ZONE): string {
  if (!date || Number.isNaN(date.getTime())) return '';
  const wall = new Date(date.getTime() + zoneOffsetMs(date.getTime(), timeZone));
  return `${pad(wall.getUTCFullYear(), 4)}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(
    wall.getUTCHours(),
  )}:${pad(wall.getUTCMinutes())}`;
}

/**
 * The instant a `datetime-local` value means in `timeZone`; null for an empty or broken value. A time
 * that happens twice when the clocks go back is the first; one skipped when they go forward moves on.
 */
export function fromDateTimeInput(value: string, timeZone = DEFAULT_TIME_ZONE): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(value.trim());
  if (!match) return null;
  const [year, month, day, hour, minute] = match.slice(1).map(Number) as [number, number, number, number, number];
  const local = Date.UTC(year, month - 1, day, hour, minute);
  const day1 = 24 * 60 * 60 * 1000;
  const candidates = [zoneOffsetMs(local - day1, timeZone), zoneOffsetMs(local + day1, timeZone)];
  const exact = candidates
    .map((offset) => local - offset)
    .filter((time) => zoneOffsetMs(time, timeZone) === local - time);
  return new Date(exact.length ? Math.min(...exact) : local - (candidates[0] ?? 0));
}
