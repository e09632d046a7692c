import type { CollectionPublicParts } from '@/collections/define-collection';
import { EventCard, EventDetailSections, EventListView } from './event-public-views';
import type { EventItem } from './event-schema';

/** What visitors' pages show of events and workshops (both share the event views). */
export const publicParts: CollectionPublicParts<EventItem> = {
  card: EventCard,
  listView: EventListView,
  detailSections: [EventDetailSections],
  // The event page has its own, beside "Save".
  ownShareButton: true,
};
