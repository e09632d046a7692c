import { defineModel } from '@/collections/define-collection';
import { venuePlace } from '@/collections/fields/venue';
import { eventPath } from './event-calendar-text';
import { emptyEvent } from './event-defaults';
import { eventSchema, workshopSchema, type EventItem, type WorkshopItem } from './event-schema';
import { eventJsonLd } from './event-structured-data';
import { occursUntil } from './event-occurs-until';

/** The next date under an event in the site-wide search: its code (and the repeat rules) load with the search. */
const loadEventSearchSubtitle = () => import('./event-search').then((module) => module.eventSearchSubtitle);

/** What events and workshops share: a workshop is an event with more to say, shown, found and listed the same way. */
const eventParts = {
  structuredData: (item: EventItem, url: string) => eventJsonLd(item, { url }),
  itemPath: eventPath,
  searchSubtitle: loadEventSearchSubtitle,
  place: (item: EventItem) => venuePlace(item.venue),
  // "Coming up" asks the server for events whose last date is not over (decision 0032).
  listFields: (item: EventItem) => ({ occursUntil: occursUntil(item) }),
};

/** Events and workshops without React: what build scripts, warming, seed checks and rules tests use. */
const eventsModel = defineModel({
  schema: eventSchema,
  empty: emptyEvent,
  ...eventParts,
  // One calendar feed and one RSS feed for events and workshops together.
  feeds: async (context) =>
    (await import('./event-feed-files')).buildEventFeeds({
      // Each type's items were checked against its own schema before they got here.
      events: context.itemsOf('events') as unknown as readonly EventItem[],
      workshops: context.itemsOf('workshops') as unknown as readonly WorkshopItem[],
      siteUrl: context.siteUrl,
      siteName: context.siteName,
      now: context.now,
    }),
});

const workshopsModel = defineModel({
  schema: workshopSchema,
  empty: () => ({ ...emptyEvent(), facilitator: '', skillLevel: 'all' as const, materials: '', ageRange: '' }),
  ...eventParts,
});

export const models = { events: eventsModel, workshops: workshopsModel };
