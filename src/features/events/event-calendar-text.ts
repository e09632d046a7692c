import { isSafeUrl } from '@/lib/safe-url';
import { zonedParts, zonedWallClockToInstant, type ZonedParts } from './event-dates';
import { EVENT_TIME_ZONE, isTimeZone, type EventItem, type WorkshopItem } from './event-schema';

/**
 * Calendar texts without the `ics` library: wall-clock times in the event's zone, titles, places and
 * descriptions, and links that open Google Calendar and Outlook with the event filled in. The .ics
 * files themselves are in event-calendar-file.ts. Runs in the browser and in Node, with Intl only.
 */

/** An event or workshop, with its document id when the caller has it. */
export type CalendarEvent = EventItem & { id?: string };

/**
 * A timed event with no end gets an hour in people's calendars. The year-long default of the structured
 * data (DEFAULT_EVENT_DURATION_MS) would block out someone's whole year, so it is not used here.
 */
const CALENDAR_FALLBACK_DURATION_MS = 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Time zones (shared with the structured data and the RSS feed)

/** A wall clock to the second: what calendar files and links write. */
export type WallClock = Pick<ZonedParts, 'year' | 'month' | 'day' | 'hour' | 'minute' | 'second'>;

/** The event's time zone, or London when it is missing or unknown to Intl (a UK town's default). */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  return timeZone && isTimeZone(timeZone) ? timeZone : EVENT_TIME_ZONE;
}

/** What a clock in `timeZone` shows at `date` (event-dates.ts does the time-zone work). */
export function wallClock(date: Date, timeZone: string): WallClock {
  const { year, month, day, hour, minute, second } = zonedParts(date, resolveTimeZone(timeZone));
  return { year, month, day, hour, minute, second };
}

/** Minutes ahead of UTC in `timeZone` at `date` (60 for British Summer Time). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const clock = wallClock(date, timeZone);
  const asUtc = Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
  return Math.round((asUtc - Math.floor(date.getTime() / 1000) * 1000) / 60_000);
}

/** The instant a clock in `timeZone` shows `clock`. */
export function zonedInstant(clock: WallClock, timeZone: string): Date {
  return zonedWallClockToInstant(clock, resolveTimeZone(timeZone));
}

// ---------------------------------------------------------------------------------------------
// Shared details

/** Workshops carry these extra fields; events do not. */
export function isWorkshop(event: EventItem): event is EventItem & Pick<WorkshopItem, 'facilitator' | 'skillLevel'> {
  return 'skillLevel' in event || 'facilitator' in event;
}

/** The public page of an event or workshop, from the site root. */
export function eventPath(event: EventItem): string {
  return `/${isWorkshop(event) ? 'workshops' : 'events'}/${event.slug}`;
}

/** Only web links go into calendars and search results: never `javascript:` or the like. */
export function webUrl(value: string | null | undefined): string | null {
  // The shared policy (no spaces or control characters, a real host), absolute addresses only.
  return value && /^https?:/i.test(value) && isSafeUrl(value) ? value : null;
}

export function siteRoot(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

export function calendarTitle(event: EventItem): string {
  // Calendar apps rarely show STATUS:CANCELLED, so the title says it too.
  return event.cancelled ? `Cancelled: ${event.title}` : event.title;
}

export function calendarLocation(event: EventItem): string {
  if (event.venue) {
    const parts = [event.venue.name, event.venue.address, event.venue.postcode].map((part) => part.trim());
    return parts.filter((part, index) => part !== '' && parts.indexOf(part) === index).join(', ');
  }
  return webUrl(event.onlineUrl) ?? '';
}

export function calendarDescription(event: EventItem, url: string, extra: string[] = []): string {
  const online = webUrl(event.onlineUrl);
  return [
    event.summary.trim(),
    // With a venue, the location is the venue, so the online link goes here.
    event.venue && online ? `Join online: ${online}` : '',
    ...extra,
    `More information: ${url}`,
  ]
    .filter(Boolean)
    .join('\n\n');
}

type CalendarDate = [number, number, number];

export function calendarDate(date: Date, timeZone: string): CalendarDate {
  const { year, month, day } = wallClock(date, timeZone);
  return [year, month, day];
}

function addDays([year, month, day]: CalendarDate, days: number): CalendarDate {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

export function basicDate([year, month, day]: CalendarDate): string {
  return `${pad(year, 4)}${pad(month)}${pad(day)}`;
}

function extendedDate([year, month, day]: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

export function basicLocalDateTime(clock: WallClock): string {
  return `${basicDate([clock.year, clock.month, clock.day])}T${pad(clock.hour)}${pad(clock.minute)}${pad(clock.second)}`;
}

function basicUtcDateTime(date: Date): string {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

type CalendarTimes =
  { allDay: true; firstDay: CalendarDate; dayAfterLast: CalendarDate } | { allDay: false; start: Date; end: Date };

/**
 * When the event is, as calendars want it. All-day events are dates in the event's time zone and end on
 * the day after their last day (calendars' ends are exclusive); `endsAt` of an all-day event names its
 * last day. Timed events with no end get an hour (see CALENDAR_FALLBACK_DURATION_MS).
 */
export function calendarTimes(event: EventItem): CalendarTimes {
  const timeZone = resolveTimeZone(event.timeZone);
  if (event.allDay) {
    const firstDay = calendarDate(event.startsAt, timeZone);
    const lastDay = event.endsAt ? calendarDate(event.endsAt, timeZone) : firstDay;
    const lastIsBefore = basicDate(lastDay) < basicDate(firstDay);
    return { allDay: true, firstDay, dayAfterLast: addDays(lastIsBefore ? firstDay : lastDay, 1) };
  }
  const end = event.endsAt ?? new Date(event.startsAt.getTime() + CALENDAR_FALLBACK_DURATION_MS);
  return { allDay: false, start: event.startsAt, end };
}

/** The name to save an event's .ics file as. */
export function icsFileName(event: Pick<EventItem, 'slug'>): string {
  return `${event.slug}.ics`;
}

// ---------------------------------------------------------------------------------------------
// Links that open a calendar with the event filled in

function query(params: Record<string, string>): string {
  // encodeURIComponent rather than URLSearchParams: Outlook shows a `+` for a space literally.
  return Object.entries(params)
    .filter(([, value]) => value !== '')
    .map(([name, value]) => `${name}=${encodeURIComponent(value)}`)
    .join('&');
}

/** Google Calendar's "create event" page. Repeats are passed on; skipped dates cannot be. */
export function googleCalendarUrl(event: EventItem, url: string): string {
  const times = calendarTimes(event);
  const dates = times.allDay
    ? `${basicDate(times.firstDay)}/${basicDate(times.dayAfterLast)}`
    : `${basicUtcDateTime(times.start)}/${basicUtcDateTime(times.end)}`;
  return `https://calendar.google.com/calendar/render?${query({
    action: 'TEMPLATE',
    text: calendarTitle(event),
    dates,
    details: calendarDescription(event, url),
    location: calendarLocation(event),
    recur: event.recurrence ? `RRULE:${event.recurrence.rrule}` : '',
    // Google repeats the event in this zone, so a weekly 7.30pm stays 7.30pm after the clocks change.
    ctz: resolveTimeZone(event.timeZone),
  })}`;
}

/** Outlook.com's "new event" page. It cannot take repeats, so the description says where the dates are. */
export function outlookCalendarUrl(event: EventItem, url: string): string {
  const times = calendarTimes(event);
  const repeats = event.recurrence
    ? ['This is the first date of a repeating event: see the web page for all the dates.']
    : [];
  const isoUtc = (date: Date) => date.toISOString().replace(/\.\d{3}Z$/, 'Z');
  return `https://outlook.live.com/calendar/0/action/compose?${query({
    subject: calendarTitle(event),
    startdt: times.allDay ? extendedDate(times.firstDay) : isoUtc(times.start),
    enddt: times.allDay ? extendedDate(times.dayAfterLast) : isoUtc(times.end),
    body: calendarDescription(event, url, repeats),
    location: calendarLocation(event),
    allday: times.allDay ? 'true' : 'false',
  })}`;
}
