import { createEvents, type DateTime, type EventAttributes, type HeaderAttributes } from 'ics';
import { BRAND } from '@/config/brand';
import { cleanLines, oneLine } from '@/lib/text-lines';
import { EVENT_TIME_ZONE } from './event-schema';
import {
  type CalendarEvent,
  basicDate,
  basicLocalDateTime,
  calendarDate,
  calendarDescription,
  calendarLocation,
  calendarTimes,
  calendarTitle,
  eventPath,
  isWorkshop,
  resolveTimeZone,
  siteRoot,
  wallClock,
} from './event-calendar-text';

/**
 * "Add to calendar" as a file: an .ics per event and the .ics feed of many, made with the `ics`
 * library. Kept apart from the calendar links (event-calendar-text.ts) so pages load the library only
 * when someone downloads a file. Runs in the browser and in Node (the build writes the feed).
 */

export * from './event-calendar-text';
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
  // Text from documents saved before the input checks may hold a bare CR or LF, which the library
  // passes on (it escapes only CRLF and LF): a lenient reader would take what follows for a new line,
  // even a new event. One-line fields lose their line breaks; the description keeps them escaped.
  const location = oneLine(calendarLocation(event));
  const uid = oneLine(calendarUid(event, host));
  const category = oneLine(event.category);
  const attributes: IcsAttributes = {
    ...when,
    uid,
    title: oneLine(calendarTitle(event)),
    description: cleanLines(calendarDescription(event, url)),
    url: oneLine(url),
    ...(location ? { location } : {}),
    ...(geo ? { geo } : {}),
    status: event.cancelled ? 'CANCELLED' : 'CONFIRMED',
    ...(category ? { categories: [categoryText(category)] } : {}),
    // SEQUENCE starts at 0; every save raises `version`, so updates replace the copy in people's calendars.
    sequence: Math.max(0, event.version - 1),
    timestamp: now.getTime(),
    created: event.createdAt.getTime(),
    lastModified: event.updatedAt.getTime(),
    ...(event.recurrence ? { recurrenceRule: oneLine(event.recurrence.rrule) } : {}),
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
  // The last guard: every line ends with CRLF, and no CR or LF is left inside one.
  return `${output.map((line) => foldLine(line.replace(/[\r\n]/g, ' '))).join('\r\n')}\r\n`;
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
