import type { CollectionPublicParts } from '@/collections/define-collection';
import { EventCard } from './event-card';
import { EventDetailSections } from './event-detail-sections';
import type { EventItem } from './event-schema';

/** What visitors' pages show of events and workshops (both share the event views). */
export const publicParts: CollectionPublicParts<EventItem> = {
  card: EventCard,
  // Filters and a calendar: their own chunk, which an event's page never loads.
  listView: () => import('./event-list-view').then((module) => module.EventListView),
  detailSections: [EventDetailSections],
  // The event page has its own, beside "Save".
  ownShareButton: true,
};
