import type { Parsed } from '@/collections/converter';
import { expandOccurrences } from '@/lib/recurrence';
import { formatShortDate, formatTime } from './event-dates';
import type { EventItem } from './event-schema';
import { LIST_WINDOW_MS, timeZoneOf } from './event-view-helpers';

/**
 * An event's line in the site-wide search: its next date ("Sat 5 Dec, 7.30pm"; "Next: …" for a series),
 * "Cancelled", or "Past event". Loaded with the search only (it needs the repeat rules, rrule).
 */
export function eventSearchSubtitle(event: Parsed<EventItem>, now: Date): string {
  if (event.cancelled) return 'Cancelled';
  const timeZone = timeZoneOf(event);
  const [next] = expandOccurrences(event, { from: now, to: new Date(now.getTime() + LIST_WINDOW_MS) }, 1);
  if (!next) return 'Past event';
  const date = formatShortDate(next.startsAt, timeZone);
  const when = event.allDay ? date : `${date}, ${formatTime(next.startsAt, timeZone)}`;
  return next.recurring ? `Next: ${when}` : when;
}
