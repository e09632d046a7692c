import { BRAND } from '@/config/brand';
import { eventsToIcsFeed } from './event-calendar-file';
import { eventsRss, recentlyEndedEvents, upcomingPublishedEvents } from './event-feeds';
import type { EventItem, WorkshopItem } from './event-schema';

/** The file names, as written into the site's root. */
export const FEED_FILES = { ics: 'events.ics', rss: 'events.rss' } as const;

/** How many events a feed lists: the soonest, so a busy calendar cannot make the files huge. */
const FEED_LIMIT = 200;
/**
 * The calendar feed also keeps what ended in the last month, at most this many: a subscribed calendar
 * mirrors the feed, so without them last week's events would vanish from it. RSS says what is coming up.
 */
export const CALENDAR_RECENT_PAST = { days: 31, limit: 50 };

/**
 * The upcoming published events and workshops, together, as one calendar feed (with the last month's)
 * and one RSS feed: at most FEED_LIMIT and CALENDAR_RECENT_PAST.limit events however large the archive.
 */
export function buildEventFeeds(options: {
  events: readonly EventItem[];
  workshops: readonly WorkshopItem[];
  siteUrl: string;
  /** The organisation's name from the site settings (the shipped one without them). */
  siteName?: string;
  now: Date;
}): Record<(typeof FEED_FILES)[keyof typeof FEED_FILES], string> {
  const root = options.siteUrl.replace(/\/+$/, '');
  const name = options.siteName ?? BRAND;
  const upcoming = upcomingPublishedEvents<EventItem>(
    [...options.events, ...options.workshops],
    options.now,
    FEED_LIMIT,
  );
  const recent = recentlyEndedEvents<EventItem>(
    [...options.events, ...options.workshops],
    options.now,
    CALENDAR_RECENT_PAST,
  );
  return {
    [FEED_FILES.ics]: eventsToIcsFeed([...recent.reverse(), ...upcoming], {
      siteUrl: root,
      calendarName: `${name}: events and workshops`,
      now: options.now,
    }),
    [FEED_FILES.rss]: eventsRss(upcoming, {
      siteUrl: root,
      title: `${name}: events and workshops`,
      description: `What’s coming up: events and workshops from ${name}.`,
      now: options.now,
      feedUrl: `${root}/${FEED_FILES.rss}`,
    }),
  };
}
