import {
  addDaysToKey,
  dayKey,
  EVENT_TIME_ZONE,
  MONTH_NAMES,
  SHORT_MONTH_NAMES,
  SHORT_WEEKDAY_NAMES,
  WEEKDAY_NAMES,
  zonedDayStart,
  zonedParts,
  type ZonedParts,
} from '@/lib/london-time';

/**
 * Event dates in the event's own time zone, in plain British style: "Saturday 5 December 2026, 10am to
 * 1pm". The time-zone arithmetic and the day and month names are in src/lib/london-time.ts.
 */

// Re-exported so the events code keeps one import for its dates.
export {
  addDaysToKey,
  dayKey,
  eventSpan,
  londonDayKey,
  londonOffset,
  MONTH_NAMES,
  parseDayKey,
  SHORT_MONTH_NAMES,
  SHORT_WEEKDAY_NAMES,
  WEEKDAY_NAMES,
  zonedDayStart,
  zonedParts,
  zonedWallClockToInstant,
  type WallClock,
  type ZonedParts,
} from '@/lib/london-time';

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
