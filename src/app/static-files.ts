/**
 * The files made from published data rather than from the app: the events calendar feed (events.ics),
 * the events RSS feed (events.rss) and sitemap.xml. A server build entry, so the build and the scheduled
 * refresh (scripts/build-feeds.mjs) share the app's own schemas and generators. Pure functions only:
 * the script reads the data and writes the files.
 */
import { isPublic } from '@/collections/content-schema';
import { BRAND } from '@/config/brand';
import { eventPath, eventsToIcsFeed } from '@/features/events/event-calendar-file';
import { eventsRss, upcomingPublishedEvents } from '@/features/events/event-feeds';
import { eventSchema, workshopSchema, type EventItem, type WorkshopItem } from '@/features/events/event-schema';
import type { AppRoute } from '@/lib/route-meta';
import { siteRoutes } from './route-table';

export type EventKind = 'events' | 'workshops';

/** A document as read from Firestore or the seed data: its id and its fields, not yet checked. */
export interface RawDocument {
  id: string;
  data: unknown;
}

export interface InvalidDocument {
  kind: EventKind;
  id: string;
  problems: string[];
}

export interface ParsedDocuments<T> {
  items: (T & { id: string })[];
  invalid: InvalidDocument[];
}

/** The file names, as written into the site's root. */
export const FEED_FILES = { ics: 'events.ics', rss: 'events.rss' } as const;
export const SITEMAP_FILE = 'sitemap.xml';

/**
 * The published events and workshops as JSON, read by the public pages before Firebase has loaded
 * (collections/published-snapshot.ts): a first visit shows what is on without waiting for the database.
 */
export const SNAPSHOT_FILES = { events: 'data/events.json', workshops: 'data/workshops.json' } as const;

/** What visitors may see now, with ids, at most `limit` of each type (soonest-updated first). */
export function buildDataSnapshots(options: {
  events: readonly (EventItem & { id?: string })[];
  workshops: readonly (WorkshopItem & { id?: string })[];
  now: Date;
  limit?: number;
}): Record<(typeof SNAPSHOT_FILES)[keyof typeof SNAPSHOT_FILES], string> {
  const limit = options.limit ?? 500;
  const visible = <T extends EventItem & { id?: string }>(items: readonly T[]) =>
    items
      .filter((item) => item.id !== undefined && isPublic(item, options.now))
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .slice(0, limit);
  const file = (items: readonly object[]) =>
    JSON.stringify({
      generatedAt: options.now.toISOString(),
      items: visible(items as (EventItem & { id?: string })[]),
    });
  return { [SNAPSHOT_FILES.events]: file(options.events), [SNAPSHOT_FILES.workshops]: file(options.workshops) };
}

/** How many events a feed lists: the soonest, so a busy calendar cannot make the files huge. */
const FEED_LIMIT = 200;

/**
 * Checks each document against the editor's schema. One bad document (edited by hand in the console,
 * or written by an older version) is left out and reported, rather than stopping the whole feed.
 */
export function parseEventDocuments(rawDocs: readonly RawDocument[], kind: 'events'): ParsedDocuments<EventItem>;
export function parseEventDocuments(rawDocs: readonly RawDocument[], kind: 'workshops'): ParsedDocuments<WorkshopItem>;
export function parseEventDocuments(
  rawDocs: readonly RawDocument[],
  kind: EventKind,
): ParsedDocuments<EventItem | WorkshopItem> {
  const schema = kind === 'events' ? eventSchema : workshopSchema;
  const items: ((EventItem | WorkshopItem) & { id: string })[] = [];
  const invalid: InvalidDocument[] = [];
  for (const { id, data } of rawDocs) {
    const result = schema.safeParse(data);
    // The id travels with the item: the published-data snapshot needs it (detail and editor links).
    if (result.success) items.push({ ...result.data, id });
    else {
      invalid.push({
        kind,
        id,
        problems: result.error.issues.map((issue) =>
          issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message,
        ),
      });
    }
  }
  return { items, invalid };
}

function siteRoot(siteUrl: string): string {
  return siteUrl.replace(/\/+$/, '');
}

/** The upcoming published events and workshops, together, as one calendar feed and one RSS feed. */
export function buildEventFeeds(options: {
  events: readonly EventItem[];
  workshops: readonly WorkshopItem[];
  siteUrl: string;
  now: Date;
}): Record<(typeof FEED_FILES)[keyof typeof FEED_FILES], string> {
  const root = siteRoot(options.siteUrl);
  const upcoming = upcomingPublishedEvents<EventItem>(
    [...options.events, ...options.workshops],
    options.now,
    FEED_LIMIT,
  );
  return {
    [FEED_FILES.ics]: eventsToIcsFeed(upcoming, {
      siteUrl: root,
      calendarName: `${BRAND}: events and workshops`,
      now: options.now,
    }),
    [FEED_FILES.rss]: eventsRss(upcoming, {
      siteUrl: root,
      title: `${BRAND}: events and workshops`,
      description: `What’s coming up: events and workshops from ${BRAND}.`,
      now: options.now,
      feedUrl: `${root}/${FEED_FILES.rss}`,
    }),
  };
}

/**
 * The public pages with a fixed address: not the dashboard or development pages, not pages with a
 * parameter (their addresses come from the data), not redirects, and not the sign-in page, which is
 * for people with an account rather than for search results.
 */
export function staticPublicPaths(routes: readonly AppRoute[] = siteRoutes): string[] {
  return routes
    .filter(
      (route) =>
        route.page &&
        route.handle.layout !== 'dashboard' &&
        route.handle.layout !== 'development' &&
        !route.handle.devOnly &&
        !route.handle.redirect &&
        !route.path.includes(':') &&
        route.path !== '/sign-in',
    )
    .map((route) => route.path);
}

/** Characters XML 1.0 does not allow at all, even escaped. */
// eslint-disable-next-line no-control-regex -- these control characters are what it removes.
const INVALID_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]/g;
const XML_ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };

function xml(text: string): string {
  return text.replace(INVALID_XML, '').replace(/[&<>"']/g, (character) => XML_ENTITIES[character] ?? character);
}

/** W3C date-time, to the second: what the sitemap protocol asks for. */
function lastmod(date: Date): string {
  return date.toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/**
 * sitemap.xml: the static public pages in route-table order, then every event and workshop page a
 * visitor can open now (published, and any scheduled time passed). Past events are included: their
 * pages stay up. `lastmod` is given only where it is known (the document's updatedAt), since a
 * made-up date teaches search engines to ignore it.
 */
export function buildSitemap(options: {
  siteUrl: string;
  staticPaths: readonly string[];
  events: readonly EventItem[];
  workshops: readonly WorkshopItem[];
  now: Date;
}): string {
  const root = siteRoot(options.siteUrl);
  const pages = new Map<string, Date | null>();
  for (const path of options.staticPaths) pages.set(`${root}${path}`, null);

  // Sorted by address, so a refresh with nothing new writes the same file (no needless redeploy).
  const details = new Map<string, Date>();
  for (const item of [...options.events, ...options.workshops]) {
    if (!isPublic(item, options.now)) continue;
    const url = `${root}${eventPath(item)}`;
    const known = details.get(url);
    // Two documents with one slug share one address: the newer edit is its date.
    if (!known || known.getTime() < item.updatedAt.getTime()) details.set(url, item.updatedAt);
  }
  for (const url of [...details.keys()].sort()) {
    if (!pages.has(url)) pages.set(url, details.get(url) ?? null);
  }

  const entries = [...pages].map(([url, modified]) =>
    modified
      ? `  <url><loc>${xml(url)}</loc><lastmod>${lastmod(modified)}</lastmod></url>`
      : `  <url><loc>${xml(url)}</loc></url>`,
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}
