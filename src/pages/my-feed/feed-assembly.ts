import type { BaseContent } from '@/collections/content-schema';
import type { Parsed } from '@/collections/converter';
import { itemKey, tagKey, type Follows } from '@/lib/follows';
import { addDaysToKey, londonDayKey } from '@/lib/london-time';
import { expandOccurrences, type ExpandableEvent } from '@/lib/recurrence';

/**
 * "My feed", worked out on the device from its copy of the published content (decision 0025): no
 * server fan-out, so it reads offline, and bounded whatever the number of follows (each item is looked
 * at once, against sets of what is followed).
 */

export type FeedItem = Parsed<BaseContent> & Record<string, unknown>;

export interface FeedSource {
  /** The Firestore collection, e.g. `events`. */
  path: string;
  /** `events`: grouped by their next date; `news`: newest first. */
  kind: 'events' | 'news';
  /** Fields that point at other items (the manifest's `references`): following those items follows these. */
  references: readonly { field: string; holdsId?: boolean; collections: readonly string[] }[];
  items: readonly FeedItem[];
}

/** Why an entry is in the feed: what it matched, as a follow key (`ids:clubs/x`, `tags:running`, `collections:events`). */
export type FollowReason = `${'ids' | 'tags' | 'collections'}:${string}`;

export interface FeedEntry {
  /** Unique in the feed: `${path}/${id}`. */
  key: string;
  path: string;
  item: FeedItem;
  /** Events: when the next date starts; news: when it was published. */
  when: Date;
  endsAt: Date | null;
  allDay: boolean;
  /** Added (events) or published (news) since the last visit to the feed. */
  isNew: boolean;
  because: FollowReason[];
}

export interface Feed {
  today: FeedEntry[];
  week: FeedEntry[];
  later: FeedEntry[];
  news: FeedEntry[];
}

/** Events up to this many days ahead; news back this many days. */
export const FEED_EVENT_DAYS = 92;
export const FEED_NEWS_DAYS = 92;
/** At most this many events and news entries: a feed, not the whole site. */
export const FEED_MAX_EVENTS = 60;
export const FEED_MAX_NEWS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

interface FollowSets {
  collections: ReadonlySet<string>;
  tags: ReadonlySet<string>;
  ids: ReadonlySet<string>;
}

function setsOf(follows: Follows): FollowSets {
  return { collections: new Set(follows.collections), tags: new Set(follows.tags), ids: new Set(follows.ids) };
}

/** The items an item points at, as follow keys (`clubs/thornbury-running-club`). */
function referencedKeys(source: FeedSource, item: FeedItem): string[] {
  const keys: string[] = [];
  for (const reference of source.references) {
    const value = item[reference.field];
    if (reference.holdsId) {
      const collection = reference.collections[0];
      if (typeof value === 'string' && value && collection) keys.push(itemKey(collection, value));
    } else if (value && typeof value === 'object') {
      const { collection, id } = value as { collection?: unknown; id?: unknown };
      if (typeof collection === 'string' && typeof id === 'string') keys.push(itemKey(collection, id));
    }
  }
  return keys;
}

/** What the item matches of the follows; empty when nothing. */
export function reasonsFor(source: FeedSource, item: FeedItem, follows: FollowSets): FollowReason[] {
  const reasons: FollowReason[] = [];
  if (follows.collections.has(source.path)) reasons.push(`collections:${source.path}`);
  const own = itemKey(source.path, item.id);
  if (follows.ids.has(own)) reasons.push(`ids:${own}`);
  for (const key of referencedKeys(source, item)) if (follows.ids.has(key)) reasons.push(`ids:${key}`);
  const topics = new Set(item.tags.map(tagKey));
  if (typeof item.category === 'string') topics.add(tagKey(item.category));
  for (const topic of topics) if (follows.tags.has(topic)) reasons.push(`tags:${topic}`);
  return reasons;
}

function isExpandable(item: FeedItem): item is FeedItem & ExpandableEvent {
  return item.startsAt instanceof Date && typeof item.allDay === 'boolean';
}

/** When a news item counts as published: first publication, its own date, the schedule, or creation. */
export function newsDate(item: FeedItem): Date {
  for (const field of ['publishedAt', 'date', 'publishAt'] as const) {
    const value = item[field];
    if (value instanceof Date) return value;
  }
  return item.createdAt;
}

/**
 * The feed for `follows` at `now`: each followed event once, at its next date (or now, while it runs),
 * grouped by London day: Today, This week (the next six days), Later (up to three months); then news
 * from the last three months, newest first. `lastVisit` (ms) marks what is new since; null marks nothing.
 */
export function assembleFeed(
  sources: readonly FeedSource[],
  follows: Follows,
  now: Date,
  lastVisit: number | null,
): Feed {
  const sets = setsOf(follows);
  const feed: Feed = { today: [], week: [], later: [], news: [] };
  const events: FeedEntry[] = [];
  const window = { from: now, to: new Date(now.getTime() + FEED_EVENT_DAYS * DAY_MS) };
  const newsFrom = now.getTime() - FEED_NEWS_DAYS * DAY_MS;
  const isNew = (time: Date) => lastVisit !== null && time.getTime() > lastVisit;

  for (const source of sources) {
    for (const item of source.items) {
      const because = reasonsFor(source, item, sets);
      if (because.length === 0) continue;
      const key = itemKey(source.path, item.id);
      if (source.kind === 'news') {
        const when = newsDate(item);
        if (when.getTime() < newsFrom || when.getTime() > now.getTime()) continue;
        feed.news.push({
          key,
          path: source.path,
          item,
          when,
          endsAt: null,
          allDay: false,
          isNew: isNew(when),
          because,
        });
        continue;
      }
      if (!isExpandable(item) || item.cancelled === true) continue;
      const [next] = expandOccurrences(item, window, 1);
      if (!next) continue;
      events.push({
        key,
        path: source.path,
        item,
        when: next.startsAt,
        endsAt: next.endsAt,
        allDay: item.allDay,
        isNew: isNew(item.createdAt),
        because,
      });
    }
  }

  events.sort((a, b) => a.when.getTime() - b.when.getTime() || a.key.localeCompare(b.key));
  const today = londonDayKey(now);
  const weekEnd = addDaysToKey(today, 7);
  for (const entry of events.slice(0, FEED_MAX_EVENTS)) {
    const day = londonDayKey(entry.when);
    // Began before today and still running: it is on today.
    if (day <= today) feed.today.push(entry);
    else if (day < weekEnd) feed.week.push(entry);
    else feed.later.push(entry);
  }
  feed.news.sort((a, b) => b.when.getTime() - a.when.getTime() || a.key.localeCompare(b.key));
  feed.news = feed.news.slice(0, FEED_MAX_NEWS);
  return feed;
}

/** How many entries are marked new. */
export function newCount(feed: Feed): number {
  return [...feed.today, ...feed.week, ...feed.later, ...feed.news].filter((entry) => entry.isNew).length;
}

/**
 * What to suggest to someone who follows nothing yet: the organisers and topics with the most events to
 * come (the device cannot know what others follow; what is busiest is the useful stand-in).
 */
export function popularFollows(sources: readonly FeedSource[], now: Date, size = 6): { ids: string[]; tags: string[] } {
  const ids = new Map<string, number>();
  const tags = new Map<string, number>();
  const count = (map: Map<string, number>, key: string) => map.set(key, (map.get(key) ?? 0) + 1);
  for (const source of sources) {
    if (source.kind !== 'events') continue;
    for (const item of source.items) {
      if (!isExpandable(item) || item.cancelled === true) continue;
      const ongoing = item.recurrence !== null || (item.endsAt ?? item.startsAt).getTime() >= now.getTime();
      if (!ongoing) continue;
      for (const key of referencedKeys(source, item)) count(ids, key);
      const topics = new Set(item.tags.map(tagKey));
      if (typeof item.category === 'string') topics.add(tagKey(item.category));
      for (const topic of topics) if (topic) count(tags, topic);
    }
  }
  const top = (map: Map<string, number>) =>
    [...map]
      .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
      .slice(0, size)
      .map(([key]) => key);
  return { ids: top(ids), tags: top(tags) };
}
