import type { Parsed } from '@/collections/converter';
import type { EventItem } from './event-schema';
import { eventJsonLd } from './event-structured-data';

/**
 * The public side of events and workshops, in one place for the collection definitions: the card, the
 * list page, the extra sections of an event's page and its structured data. Each lives in its own file;
 * the date, repeat, filter and calendar-file rules live in their own modules.
 */
export { EventCard, type EventCardProps } from './event-card';
export { EventListView, LIST_PAGE_SIZE } from './event-list-view';
export { EventDetailSections } from './event-detail-sections';
export { occurrencePath } from './event-view-helpers';

/** schema.org data for an event's page. */
export function eventStructuredData(item: Parsed<EventItem>, url: string): Record<string, unknown> {
  return eventJsonLd(item, { url });
}
