import { createEvents, type DateTime, type EventAttributes, type HeaderAttributes } from 'ics';
import { BRAND } from '@/config/brand';
import { EVENT_TIME_ZONE, type EventItem, type WorkshopItem } from './event-schema';

/**
 * "Add to calendar": an .ics file per event, the .ics feed of many, and links that open Google Calendar
 * and Outlook with the event filled in. Runs in the browser and in Node (the build writes the feed), so
 * it uses Intl for time zones and nothing from the DOM.
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

export interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const wallClockFormats = new Map<string, Intl.DateTimeFormat>();

function wallClockFormat(timeZone: string): Intl.DateTimeFormat {
  let format = wallClockFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClockFormats.set(timeZone, format);
  }
  return format;
}

/** The event's time zone, or London when it is missing or unknown to Intl (a UK town's default). */
export function resolveTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return EVENT_TIME_ZONE;
  try {
    wallClockFormat(timeZone);
    return timeZone;
  } catch {
    return EVENT_TIME_ZONE;
  }
}

/** What a clock in `timeZone` shows at `date`. */
export function wallClock(date: Date, timeZone: string): WallClock {
  const parts: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const part of wallClockFormat(resolveTimeZone(timeZone)).formatToParts(date)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? NaN,
    month: parts.month ?? NaN,
    day: parts.day ?? NaN,
    // Some engines still write midnight as 24 even with h23.
    hour: (parts.hour ?? NaN) % 24,
    minute: parts.minute ?? NaN,
    second: parts.second ?? NaN,
  };
}

function wallClockAsUtc(clock: WallClock): number {
  return Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second);
}

/** Minutes ahead of UTC in `timeZone` at `date` (60 for British Summer Time). */
export function zoneOffsetMinutes(date: Date, timeZone: string): number {
  const wholeSeconds = Math.floor(date.getTime() / 1000) * 1000;
  return Math.round((wallClockAsUtc(wallClock(date, timeZone)) - wholeSeconds) / 60_000);
}

/** The instant a clock in `timeZone` shows `clock` (the later one when the clocks go back). */
export function zonedInstant(clock: WallClock, timeZone: string): Date {
  const asUtc = wallClockAsUtc(clock);
  const guess = asUtc - zoneOffsetMinutes(new Date(asUtc), timeZone) * 60_000;
  return new Date(asUtc - zoneOffsetMinutes(new Date(guess), timeZone) * 60_000);
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
  if (!value) return null;
  try {
    const { protocol } = new URL(value);
    return protocol === 'https:' || protocol === 'http:' ? value : null;
  } catch {
    return null;
  }
}

function siteRoot(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

function calendarTitle(event: EventItem): string {
  // Calendar apps rarely show STATUS:CANCELLED, so the title says it too.
  return event.cancelled ? `Cancelled: ${event.title}` : event.title;
}

function calendarLocation(event: EventItem): string {
  if (event.venue) {
    const parts = [event.venue.name, event.venue.address, event.venue.postcode].map((part) => part.trim());
    return parts.filter((part, index) => part !== '' && parts.indexOf(part) === index).join(', ');
  }
  return webUrl(event.onlineUrl) ?? '';
}

function calendarDescription(event: EventItem, url: string, extra: string[] = []): string {
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

function calendarDate(date: Date, timeZone: string): CalendarDate {
  const { year, month, day } = wallClock(date, timeZone);
  return [year, month, day];
}

function addDays([year, month, day]: CalendarDate, days: number): CalendarDate {
  const date = new Date(Date.UTC(year, month - 1, day + days));
  return [date.getUTCFullYear(), date.getUTCMonth() + 1, date.getUTCDate()];
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

function basicDate([year, month, day]: CalendarDate): string {
  return `${pad(year, 4)}${pad(month)}${pad(day)}`;
}

function extendedDate([year, month, day]: CalendarDate): string {
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

function basicLocalDateTime(clock: WallClock): string {
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
function calendarTimes(event: EventItem): CalendarTimes {
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

// ---------------------------------------------------------------------------------------------
// iCalendar (RFC 5545)

/**
 * A repeating timed event is written in local time with a TZID, so that it stays at 7.30pm when the
 * clocks change (a UTC start would drift by an hour for half the year). That needs the zone's rules in
 * the file; the `ics` library cannot write them, so they are here. Other zones fall back to UTC.
 */
const VTIMEZONES: Record<string, readonly string[]> = {
  [EVENT_TIME_ZONE]: [
    'BEGIN:VTIMEZONE',
    `TZID:${EVENT_TIME_ZONE}`,
    'BEGIN:DAYLIGHT',
    'TZOFFSETFROM:+0000',
    'TZOFFSETTO:+0100',
    'TZNAME:BST',
    'DTSTART:19810329T010000',
    'RRULE:FREQ=YEARLY;BYMONTH=3;BYDAY=-1SU',
    'END:DAYLIGHT',
    'BEGIN:STANDARD',
    'TZOFFSETFROM:+0100',
    'TZOFFSETTO:+0000',
    'TZNAME:GMT',
    'DTSTART:19961027T020000',
    'RRULE:FREQ=YEARLY;BYMONTH=10;BYDAY=-1SU',
    'END:STANDARD',
    'END:VTIMEZONE',
  ],
};

/** The `ics` library reads `timestamp` (DTSTAMP) but its types leave it out. */
type IcsAttributes = EventAttributes & { timestamp?: number };

type IcsTimes = Pick<
  EventAttributes,
  'start' | 'startInputType' | 'startOutputType' | 'endInputType' | 'endOutputType'
> & {
  end: DateTime;
};

interface IcsEntry {
  uid: string;
  attributes: IcsAttributes;
  /** Set when DTSTART, DTEND and EXDATE are local times in this zone (see VTIMEZONES). */
  tzid: string | null;
  /** All-day exceptions are dates: EXDATE needs VALUE=DATE, which the library does not write. */
  dateExceptions: boolean;
}

const PRODUCT_ID = `-//${BRAND}//Events//EN`;

function calendarUid(event: CalendarEvent, host: string): string {
  // The document id never changes, while an editor may change the slug; seed ids equal slugs. Workshops
  // are marked so that an event and a workshop with the same slug stay two calendar entries.
  const key = event.id ?? event.slug;
  return `${isWorkshop(event) ? `workshop-${key}` : key}@${host}`;
}

/** Commas and semicolons separate values in CATEGORIES, so one category escapes them. */
function categoryText(category: string): string {
  return category.replace(/[\\;,]/g, (character) => `\\${character}`);
}

function icsEntry(event: CalendarEvent, url: string, host: string, now: Date): IcsEntry {
  const timeZone = resolveTimeZone(event.timeZone);
  const times = calendarTimes(event);
  const exceptions = [...new Set((event.recurrence?.exceptions ?? []).map((date) => date.getTime()))]
    .sort((a, b) => a - b)
    .map((time) => new Date(time));
  const recurring = event.recurrence !== null;
  const tzid = recurring && !times.allDay && VTIMEZONES[timeZone] ? timeZone : null;

  let when: IcsTimes;
  let exclusionDates: (string | number)[];
  if (times.allDay) {
    when = { start: times.firstDay, end: times.dayAfterLast };
    exclusionDates = exceptions.map((date) => basicDate(calendarDate(date, timeZone)));
  } else if (tzid) {
    // Strings pass through the library untouched; the TZID is added afterwards (finishCalendar).
    when = {
      start: basicLocalDateTime(wallClock(times.start, tzid)),
      end: basicLocalDateTime(wallClock(times.end, tzid)),
    };
    exclusionDates = exceptions.map((date) => basicLocalDateTime(wallClock(date, tzid)));
  } else {
    when = {
      start: times.start.getTime(),
      startInputType: 'utc',
      startOutputType: 'utc',
      end: times.end.getTime(),
      endInputType: 'utc',
      endOutputType: 'utc',
    };
    exclusionDates = exceptions.map((date) => date.getTime());
  }

  const venue = event.venue;
  const geo =
    venue && typeof venue.lat === 'number' && typeof venue.lng === 'number'
      ? { lat: venue.lat, lon: venue.lng }
      : undefined;
  const location = calendarLocation(event);
  const uid = calendarUid(event, host);
  const attributes: IcsAttributes = {
    ...when,
    uid,
    title: calendarTitle(event),
    description: calendarDescription(event, url),
    url,
    ...(location ? { location } : {}),
    ...(geo ? { geo } : {}),
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    ...(event.category ? { categories: [categoryText(event.category)] } : {}),
    // SEQUENCE starts at 0; every save raises `version`, so updates replace the copy in people's calendars.
    sequence: Math.max(0, event.version - 1),
    timestamp: now.getTime(),
    created: event.createdAt.getTime(),
    lastModified: event.updatedAt.getTime(),
    ...(event.recurrence ? { recurrenceRule: event.recurrence.rrule } : {}),
    // An empty list would still write an empty EXDATE line.
    ...(recurring && exclusionDates.length > 0 ? { exclusionDates } : {}),
  };
  return { uid, attributes, tzid, dateExceptions: times.allDay };
}

function icsError(error: unknown): Error {
  // The library copies its validation error into a plain object, so the message is in `errors`.
  let details = 'unknown error';
  if (typeof error === 'object' && error !== null) {
    if ('errors' in error && Array.isArray(error.errors) && error.errors.length > 0) details = error.errors.join('; ');
    else if ('message' in error && typeof error.message === 'string' && error.message) details = error.message;
  } else if (error !== undefined && error !== null) details = String(error);
  return new Error(`Could not make the calendar file: ${details}`);
}

function octets(character: string): number {
  const code = character.codePointAt(0) ?? 0;
  if (code < 0x80) return 1;
  if (code < 0x800) return 2;
  return code < 0x10000 ? 3 : 4;
}

/**
 * RFC 5545 3.1: lines are at most 75 octets, continued on lines starting with a space. The library
 * counts characters rather than octets, so lines are folded again here, never inside a character.
 */
function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let size = 0;
  let limit = 75;
  for (const character of line) {
    const length = octets(character);
    if (size + length > limit) {
      parts.push(current);
      current = '';
      size = 0;
      limit = 74; // The leading space of a continuation line counts.
    }
    current += character;
    size += length;
  }
  parts.push(current);
  return parts.join('\r\n ');
}

/** Rewrites one unfolded line of a VEVENT; returns the property name it rewrote, if any. */
function rewriteEventLine(line: string, entry: IcsEntry): { line: string; rewrote?: string } {
  if (entry.tzid) {
    const local = /^(DTSTART|DTEND|EXDATE):(\d{8}T\d{6}(?:,\d{8}T\d{6})*)$/.exec(line);
    if (local) return { line: `${local[1]};TZID=${entry.tzid}:${local[2]}`, rewrote: local[1] };
  }
  if (entry.dateExceptions) {
    const dates = /^EXDATE:(\d{8}(?:,\d{8})*)$/.exec(line);
    if (dates) return { line: `EXDATE;VALUE=DATE:${dates[1]}`, rewrote: 'EXDATE' };
  }
  return { line };
}

function expectedRewrites(entry: IcsEntry): string[] {
  const exdate = entry.attributes.exclusionDates ? ['EXDATE'] : [];
  if (entry.tzid) return ['DTSTART', 'DTEND', ...exdate];
  return entry.dateExceptions ? exdate : [];
}

/**
 * Adds what the library cannot write (TZIDs, VTIMEZONE, date-valued EXDATE), checks it found every line
 * it meant to change, and folds by octets with CRLF line ends.
 */
function finishCalendar(text: string, entries: IcsEntry[]): string {
  const lines = text.replace(/\r\n[ \t]/g, '').split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  const zones = [...new Set(entries.map((entry) => entry.tzid).filter((zone) => zone !== null))];
  const output: string[] = [];
  let index = -1;
  let entry: IcsEntry | undefined;
  let rewritten = new Set<string>();
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') {
      if (index === -1) for (const zone of zones) output.push(...(VTIMEZONES[zone] ?? []));
      index += 1;
      entry = entries[index];
      rewritten = new Set();
      output.push(line);
    } else if (line === 'END:VEVENT') {
      const missing = entry ? expectedRewrites(entry).filter((name) => !rewritten.has(name)) : [];
      if (missing.length > 0) throw new Error(`Could not make the calendar file: no ${missing.join(', ')} written.`);
      entry = undefined;
      output.push(line);
    } else if (entry) {
      const result = rewriteEventLine(line, entry);
      if (result.rewrote) rewritten.add(result.rewrote);
      output.push(result.line);
    } else {
      output.push(line);
    }
  }
  if (index + 1 !== entries.length) throw new Error('Could not make the calendar file: an event is missing.');
  return `${output.map(foldLine).join('\r\n')}\r\n`;
}

function buildCalendar(entries: IcsEntry[], header: HeaderAttributes): string {
  const { error, value } = createEvents(
    entries.map((entry) => entry.attributes),
    header,
  );
  if (error || value === null) throw icsError(error);
  return finishCalendar(value, entries);
}

/** One event as an iCalendar file (one VCALENDAR with one VEVENT). `url` is the event's public page. */
export function eventToIcs(event: CalendarEvent, options: { url: string; now?: Date }): string {
  const host = new URL(options.url).host;
  const entry = icsEntry(event, options.url, host, options.now ?? new Date());
  return buildCalendar([entry], { productId: PRODUCT_ID, method: 'PUBLISH' });
}

/**
 * Many events as one calendar to subscribe to. Pass the events to list (see upcomingPublishedEvents);
 * an event given twice is written once.
 */
export function eventsToIcsFeed(
  events: readonly CalendarEvent[],
  options: { siteUrl: string; calendarName: string; now?: Date },
): string {
  const root = siteRoot(options.siteUrl);
  const host = new URL(root).host;
  const now = options.now ?? new Date();
  const entries: IcsEntry[] = [];
  const seen = new Set<string>();
  for (const event of events) {
    const entry = icsEntry(event, `${root}${eventPath(event)}`, host, now);
    if (seen.has(entry.uid)) continue;
    seen.add(entry.uid);
    entries.push(entry);
  }
  return buildCalendar(entries, { productId: PRODUCT_ID, method: 'PUBLISH', calName: options.calendarName });
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
