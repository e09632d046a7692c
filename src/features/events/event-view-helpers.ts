import type { Parsed } from '@/collections/converter';
import { eventPath, isWorkshop } from './event-calendar-text';
import { addDaysToKey, formatLongDate, formatShortDate, formatTime, londonDayKey, zonedDayStart } from './event-dates';
import { EVENT_TIME_ZONE, type EventItem } from './event-schema';
import type { Occurrence } from '@/lib/recurrence';
import type { SavedEvent } from './saved-events';

/** Small rules the public event views share: which time zone, which words, which address. */

export type PublicEvent = Parsed<EventItem>;
export type EventOccurrence = Occurrence<PublicEvent>;

export const DAY_MS = 24 * 60 * 60 * 1000;
/** The list covers a year either side of today: past events stay reachable, series stay bounded. */
export const LIST_WINDOW_MS = 366 * DAY_MS;

export function timeZoneOf(event: Pick<EventItem, 'timeZone'>): string {
  return event.timeZone || EVENT_TIME_ZONE;
}

/** The page of one date: a series' occurrence adds `?date=` so the page can show that date. */
export function occurrencePath(occurrence: Pick<EventOccurrence, 'event' | 'startsAt' | 'recurring'>): string {
  const path = eventPath(occurrence.event);
  if (!occurrence.recurring) return path;
  return `${path}?date=${londonDayKey(occurrence.startsAt, timeZoneOf(occurrence.event))}`;
}

/** "7.30pm to 9pm", "10am", "All day". */
export function timeRangeText(event: PublicEvent, startsAt: Date, endsAt: Date | null): string {
  const timeZone = timeZoneOf(event);
  if (event.allDay) return 'All day';
  const start = formatTime(startsAt, timeZone);
  if (!endsAt || endsAt.getTime() <= startsAt.getTime()) return start;
  if (londonDayKey(endsAt, timeZone) !== londonDayKey(startsAt, timeZone)) {
    return `${start} to ${formatShortDate(endsAt, timeZone)}, ${formatTime(endsAt, timeZone)}`;
  }
  return `${start} to ${formatTime(endsAt, timeZone)}`;
}

export function countText(count: number, noun: { one: string; many: string }): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? noun.one : noun.many}`;
}

export function nounFor(items: readonly PublicEvent[]): { one: string; many: string } {
  return items.length > 0 && items.every(isWorkshop)
    ? { one: 'workshop', many: 'workshops' }
    : { one: 'event', many: 'events' };
}

export function absoluteUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

export function collectionOf(event: PublicEvent): SavedEvent['collection'] {
  return isWorkshop(event) ? 'workshops' : 'events';
}

/** "Today, Saturday 21 November", "Tomorrow, …", or the day (with the year when it is not this year's). */
export function dayHeading(key: string, todayKey: string): string {
  const date = zonedDayStart(key);
  const withYear = key.slice(0, 4) !== todayKey.slice(0, 4);
  const text = formatLongDate(date, EVENT_TIME_ZONE, { withYear });
  if (key === todayKey) return `Today, ${text}`;
  if (key === addDaysToKey(todayKey, 1)) return `Tomorrow, ${text}`;
  return text;
}
