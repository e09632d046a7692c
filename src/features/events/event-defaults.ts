import type { EventItem } from './event-schema';
import { EVENT_TIME_ZONE } from './event-schema';

/** A new event as the editor opens it: tomorrow at 7pm for two hours, free, a draft. */
export function emptyEvent(now: Date = new Date()): Partial<EventItem> {
  const start = new Date(now);
  start.setDate(start.getDate() + 1);
  start.setHours(19, 0, 0, 0);
  return {
    slug: '',
    title: '',
    summary: '',
    body: '',
    image: null,
    tags: [],
    status: 'draft',
    publishAt: null,
    startsAt: start,
    endsAt: new Date(start.getTime() + 2 * 60 * 60 * 1000),
    allDay: false,
    timeZone: EVENT_TIME_ZONE,
    recurrence: null,
    venue: null,
    onlineUrl: null,
    organiser: null,
    price: { free: true, amountPence: 0, currency: 'GBP' },
    capacity: null,
    bookingUrl: null,
    category: '',
    accessibility: '',
    cancelled: false,
  };
}
