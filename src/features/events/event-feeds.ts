import { isPublic } from '@/collections/content-schema';
import { MONTH_NAMES, WEEKDAY_NAMES, zonedParts } from '@/lib/london-time';
import { element, rssDocument, rssItem } from '@/lib/feed-xml';
import { eventPath, resolveTimeZone, wallClock, zonedInstant } from './event-calendar-text';
import type { EventItem } from './event-schema';

/**
 * The events RSS feed and the list it is made from. Plain strings, so it runs in the browser and in the
 * build script alike.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

// ---------------------------------------------------------------------------------------------
// Which events are listed

/** Generous lengths of one repeat in days, so an estimated end is never too early. */
const PERIOD_DAYS: Record<string, number> = { DAILY: 1, WEEKLY: 7, MONTHLY: 31, YEARLY: 366 };

function ruleParts(rrule: string): Map<string, string> {
  return new Map(
    rrule.split(';').map((part) => {
      const [name = '', value = ''] = part.split('=');
      return [name.toUpperCase(), value];
    }),
  );
}

/** The first moment after the occurrence starting at `start` is over. */
function occurrenceEnd(event: EventItem, start: Date, timeZone: string): Date {
  if (event.allDay) {
    // All-day events last until midnight after their last day (`endsAt` names that day, if set).
    const days = event.endsAt
      ? Math.max(
          0,
          Math.round((zonedMidnight(event.endsAt, timeZone) - zonedMidnight(event.startsAt, timeZone)) / DAY_MS),
        )
      : 0;
    const { year, month, day } = wallClock(start, timeZone);
    return zonedInstant({ year, month, day: day + days + 1, hour: 0, minute: 0, second: 0 }, timeZone);
  }
  const duration = event.endsAt ? event.endsAt.getTime() - event.startsAt.getTime() : 0;
  return new Date(start.getTime() + duration);
}

function zonedMidnight(date: Date, timeZone: string): number {
  const { year, month, day } = wallClock(date, timeZone);
  return Date.UTC(year, month - 1, day);
}

/** When an UNTIL value ends the series: a UTC time, a local time, or (a date) the midnight after it. */
function untilInstant(value: string, timeZone: string): Date | null {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})(Z?))?$/.exec(value);
  if (!match) return null;
  const [, year, month, day, hour, minute, second, utc] = match;
  const clock = {
    year: Number(year),
    month: Number(month),
    day: Number(day),
    hour: Number(hour ?? 0),
    minute: Number(minute ?? 0),
    second: Number(second ?? 0),
  };
  if (hour === undefined) return zonedInstant({ ...clock, day: clock.day + 1 }, timeZone);
  return utc
    ? new Date(Date.UTC(clock.year, clock.month - 1, clock.day, clock.hour, clock.minute, clock.second))
    : zonedInstant(clock, timeZone);
}

/**
 * When the event (or its last repeat) is over; null for a series with no end. Kept simple rather than
 * expanding the rule: UNTIL bounds the last start; COUNT bounds it by COUNT - 1 whole repeats of a
 * generous length (exact for one date a week or a day, late by days for monthly rules and early only for
 * rules that skip whole periods, like the 31st of each month, which the editor does not make).
 */
function seriesEnd(event: EventItem): Date | null {
  const timeZone = resolveTimeZone(event.timeZone);
  if (!event.recurrence) return occurrenceEnd(event, event.startsAt, timeZone);
  const parts = ruleParts(event.recurrence.rrule);
  const bounds: number[] = [];
  const until = parts.get('UNTIL');
  if (until !== undefined) {
    const instant = untilInstant(until, timeZone);
    if (instant) bounds.push(instant.getTime());
  }
  const count = Number(parts.get('COUNT'));
  const period = PERIOD_DAYS[parts.get('FREQ') ?? ''];
  if (parts.has('COUNT') && Number.isFinite(count) && period) {
    const interval = Math.max(1, Number(parts.get('INTERVAL') ?? 1) || 1);
    // Whole days on the wall clock, so a weekly 10am stays 10am across the clock change.
    const clock = wallClock(event.startsAt, timeZone);
    clock.day += Math.max(0, count - 1) * interval * period;
    bounds.push(zonedInstant(clock, timeZone).getTime());
  }
  if (bounds.length === 0) return null;
  const lastStart = new Date(Math.max(event.startsAt.getTime(), Math.min(...bounds)));
  return occurrenceEnd(event, lastStart, timeZone);
}

/**
 * What the public lists and feeds show: published and visible now, not over yet (a series counts until
 * its UNTIL or COUNT runs out; see seriesEnd), soonest first, at most `limit`.
 */
export function upcomingPublishedEvents<T extends EventItem>(events: readonly T[], now: Date, limit = 200): T[] {
  return events
    .filter((event) => isPublic(event, now))
    .filter((event) => {
      const end = seriesEnd(event);
      return end === null || end.getTime() >= now.getTime();
    })
    .sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.slug.localeCompare(b.slug))
    .slice(0, Math.max(0, limit));
}

/**
 * Published events that ended within the last `days` (a series: its last repeat), most recently ended
 * first, at most `limit`: a calendar that subscribes to the feed keeps last month's events rather than
 * losing each one as soon as it is over.
 */
export function recentlyEndedEvents<T extends EventItem>(
  events: readonly T[],
  now: Date,
  { days, limit }: { days: number; limit: number },
): T[] {
  const since = now.getTime() - days * 24 * 60 * 60 * 1000;
  return events
    .filter((event) => isPublic(event, now))
    .flatMap((event) => {
      const end = seriesEnd(event)?.getTime();
      return end !== undefined && end < now.getTime() && end >= since ? [{ event, end }] : [];
    })
    .sort((a, b) => b.end - a.end || a.event.slug.localeCompare(b.event.slug))
    .slice(0, Math.max(0, limit))
    .map(({ event }) => event);
}

// ---------------------------------------------------------------------------------------------
// Saying when, in words

/** "Saturday 5 December 2026", from the shared London-time names so every engine prints the same. */
function longDate(date: Date, timeZone: string): string {
  const parts = zonedParts(date, timeZone);
  return `${WEEKDAY_NAMES[parts.weekday]} ${parts.day} ${MONTH_NAMES[parts.month - 1]} ${parts.year}`;
}

/** "10am", "7.30pm", "midday": the house style for times. */
function clockTime(date: Date, timeZone: string): string {
  const { hour, minute } = wallClock(date, timeZone);
  if (minute === 0 && hour === 12) return 'midday';
  if (minute === 0 && hour === 0) return 'midnight';
  const suffix = hour < 12 ? 'am' : 'pm';
  const twelve = hour % 12 || 12;
  return minute === 0 ? `${twelve}${suffix}` : `${twelve}.${String(minute).padStart(2, '0')}${suffix}`;
}

const UNITS: Record<string, [string, string]> = {
  DAILY: ['day', 'days'],
  WEEKLY: ['week', 'weeks'],
  MONTHLY: ['month', 'months'],
  YEARLY: ['year', 'years'],
};

function repeatText(rrule: string): string {
  const parts = ruleParts(rrule);
  const unit = UNITS[parts.get('FREQ') ?? ''];
  if (!unit) return 'repeats';
  const interval = Number(parts.get('INTERVAL') ?? 1);
  return interval > 1 ? `repeats every ${interval} ${unit[1]}` : `repeats every ${unit[0]}`;
}

/** When the event is, in words: "Saturday 5 December 2026, 10am to midday". */
function eventWhenText(event: EventItem): string {
  const timeZone = resolveTimeZone(event.timeZone);
  const startDay = longDate(event.startsAt, timeZone);
  let text: string;
  if (event.allDay) {
    const endDay = event.endsAt ? longDate(event.endsAt, timeZone) : startDay;
    text = endDay === startDay ? `${startDay}, all day` : `${startDay} to ${endDay}`;
  } else {
    text = `${startDay}, ${clockTime(event.startsAt, timeZone)}`;
    if (event.endsAt && event.endsAt.getTime() > event.startsAt.getTime()) {
      const endDay = longDate(event.endsAt, timeZone);
      const endTime = clockTime(event.endsAt, timeZone);
      text += endDay === startDay ? ` to ${endTime}` : ` to ${endDay}, ${endTime}`;
    }
  }
  return event.recurrence ? `${text} (first date; ${repeatText(event.recurrence.rrule)})` : text;
}

// ---------------------------------------------------------------------------------------------
// RSS 2.0

/**
 * RSS 2.0 of the given events, in the order given. Pass upcomingPublishedEvents(...); anything a visitor
 * may not see yet is dropped here too, so a feed can never leak a draft. `feedUrl` is the feed's own
 * address (atom:link rel="self"); by default /events/feed.xml.
 */
export function eventsRss(
  events: readonly EventItem[],
  options: { siteUrl: string; title: string; description: string; now: Date; feedUrl?: string },
): string {
  const root = options.siteUrl.replace(/\/+$/, '');
  const feedUrl = options.feedUrl ?? `${root}/events/feed.xml`;
  const items = events
    .filter((event) => isPublic(event, options.now))
    .map((event) => {
      const link = `${root}${eventPath(event)}`;
      const title = event.cancelled ? `Cancelled: ${event.title}` : event.title;
      const description = [event.cancelled ? 'Cancelled.' : '', `${eventWhenText(event)}.`, event.summary.trim()]
        .filter(Boolean)
        .join(' ');
      return rssItem([
        element('title', title),
        element('link', link),
        element('guid', link, ' isPermaLink="true"'),
        element('description', description),
        element('pubDate', event.updatedAt.toUTCString()),
        ...(event.category ? [element('category', event.category)] : []),
      ]);
    });
  return rssDocument({
    title: options.title,
    link: `${root}/events`,
    description: options.description,
    feedUrl,
    now: options.now,
    items,
  });
}
