import ICAL from 'ical.js';
import { JSDOM } from 'jsdom';
import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../scripts/seed-data.mjs';
import { BRAND } from '@/config/brand';
import type { EventItem, WorkshopItem } from '@/features/events/event-schema';
import type { AppRoute } from '@/lib/route-meta';
import { siteRoutes } from './route-table';
import {
  buildDataSnapshots,
  buildEventFeeds,
  buildSitemap,
  parseEventDocuments,
  staticPublicPaths,
} from './static-files';

const NOW = new Date('2026-10-01T09:00:00Z');
const SITE = 'https://thornbury-hub.example';
const seed = buildSeedData(NOW);
const rawEvents = seed.collections.events ?? [];
const rawWorkshops = seed.collections.workshops ?? [];
const events = parseEventDocuments(rawEvents, 'events').items;
const workshops = parseEventDocuments(rawWorkshops, 'workshops').items;

/** What a visitor must never find: drafts, archived items and items scheduled for later. */
const hiddenSeed = [
  ...rawEvents.map((doc) => ({ ...doc, path: `/events/${String(doc.data.slug)}` })),
  ...rawWorkshops.map((doc) => ({ ...doc, path: `/workshops/${String(doc.data.slug)}` })),
].filter(({ data }) => data.status !== 'published' || (data.publishAt instanceof Date && data.publishAt > NOW));

const feeds = buildEventFeeds({ events, workshops, siteUrl: `${SITE}/`, now: NOW });
const staticPaths = staticPublicPaths();
const sitemap = buildSitemap({ siteUrl: SITE, staticPaths, events, workshops, now: NOW });

// Parsers from jsdom and ical.js rather than a DOM test environment: the code itself runs in plain Node.
const { DOMParser: XmlParser } = new JSDOM('').window;

function parseXml(text: string): Document {
  const doc = new XmlParser().parseFromString(text, 'application/xml');
  expect(doc.getElementsByTagName('parsererror')).toHaveLength(0);
  return doc;
}

const texts = (doc: Document, tag: string) =>
  Array.from(doc.getElementsByTagName(tag)).map((element) => element.textContent ?? '');

function parseCalendar(text: string) {
  const calendar = new ICAL.Component(ICAL.parse(text));
  for (const zone of calendar.getAllSubcomponents('vtimezone')) ICAL.TimezoneService.register(zone);
  return calendar;
}

function calendarUrls(text: string): string[] {
  return parseCalendar(text)
    .getAllSubcomponents('vevent')
    .map((vevent) => String(vevent.getFirstPropertyValue('url')));
}

function item(overrides: Partial<EventItem>): EventItem {
  const [first] = events;
  if (!first) throw new Error('The seed data has no events');
  return { ...first, ...overrides };
}

describe('parseEventDocuments', () => {
  it('accepts every seed event and workshop, with Dates', () => {
    expect(parseEventDocuments(rawEvents, 'events').invalid).toEqual([]);
    expect(parseEventDocuments(rawWorkshops, 'workshops').invalid).toEqual([]);
    expect(events).toHaveLength(rawEvents.length);
    expect(workshops).toHaveLength(rawWorkshops.length);
    expect(events[0]?.startsAt).toBeInstanceOf(Date);
  });

  it('accepts ISO strings and Timestamp-like values for dates', () => {
    const [first] = rawEvents;
    if (!first) throw new Error('The seed data has no events');
    const startsAt = first.data.startsAt as Date;
    const { items, invalid } = parseEventDocuments(
      [
        { id: 'iso', data: { ...first.data, startsAt: startsAt.toISOString() } },
        { id: 'timestamp', data: { ...first.data, startsAt: { toDate: () => startsAt } } },
      ],
      'events',
    );
    expect(invalid).toEqual([]);
    expect(items.map((parsed) => parsed.startsAt.getTime())).toEqual([startsAt.getTime(), startsAt.getTime()]);
  });

  it('skips and reports invalid documents, keeping the rest', () => {
    const [first, second] = rawWorkshops;
    if (!first || !second) throw new Error('The seed data has too few workshops');
    const { items, invalid } = parseEventDocuments(
      [
        first,
        { id: 'broken', data: { ...second.data, slug: 'Not A Slug', skillLevel: 'expert' } },
        { id: 'empty', data: null },
      ],
      'workshops',
    );
    expect(items.map((parsed) => parsed.slug)).toEqual([first.data.slug]);
    expect(invalid.map(({ id, kind }) => ({ id, kind }))).toEqual([
      { id: 'broken', kind: 'workshops' },
      { id: 'empty', kind: 'workshops' },
    ]);
    expect(invalid[0]?.problems.some((problem) => problem.startsWith('slug: '))).toBe(true);
    expect(invalid[0]?.problems.some((problem) => problem.startsWith('skillLevel: '))).toBe(true);
  });
});

describe('buildEventFeeds', () => {
  it('the seed data has drafts and scheduled items to leave out', () => {
    expect(hiddenSeed.some(({ data }) => data.status === 'draft')).toBe(true);
    expect(hiddenSeed.some(({ data }) => data.status === 'published')).toBe(true);
  });

  it('writes an RSS feed that parses, titled with the brand, linking to itself', () => {
    const doc = parseXml(feeds['events.rss']);
    const channel = doc.getElementsByTagName('channel')[0];
    expect(channel?.getElementsByTagName('title')[0]?.textContent).toBe(`${BRAND}: events and workshops`);
    const self = doc.getElementsByTagNameNS('http://www.w3.org/2005/Atom', 'link')[0];
    expect(self?.getAttribute('href')).toBe(`${SITE}/events.rss`);
  });

  it('lists upcoming events and workshops together, the same ones in both feeds', () => {
    const rssLinks = texts(parseXml(feeds['events.rss']), 'link').filter((link) => link !== `${SITE}/events`);
    const icsLinks = calendarUrls(feeds['events.ics']);
    expect(rssLinks.length).toBeGreaterThan(0);
    expect(rssLinks.some((link) => link.startsWith(`${SITE}/events/`))).toBe(true);
    expect(rssLinks.some((link) => link.startsWith(`${SITE}/workshops/`))).toBe(true);
    expect(new Set(icsLinks)).toEqual(new Set(rssLinks));
  });

  it('never lists drafts or items scheduled for later', () => {
    const rss = feeds['events.rss'];
    const icsLinks = calendarUrls(feeds['events.ics']);
    for (const { path } of hiddenSeed) {
      expect(rss).not.toContain(`${SITE}${path}<`);
      expect(icsLinks).not.toContain(`${SITE}${path}`);
    }
  });

  it('leaves out events that are over', () => {
    const past = item({
      slug: 'over-and-done',
      startsAt: new Date('2026-09-01T10:00:00Z'),
      endsAt: null,
      recurrence: null,
    });
    const { 'events.rss': rss, 'events.ics': ics } = buildEventFeeds({
      events: [past],
      workshops: [],
      siteUrl: SITE,
      now: NOW,
    });
    expect(rss).not.toContain('over-and-done');
    expect(calendarUrls(ics)).toEqual([]);
  });

  it('writes a calendar that parses, named with the brand, even with nothing coming up', () => {
    const calendar = parseCalendar(feeds['events.ics']);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe(`${BRAND}: events and workshops`);
    const empty = buildEventFeeds({ events: [], workshops: [], siteUrl: SITE, now: NOW });
    expect(parseCalendar(empty['events.ics']).getAllSubcomponents('vevent')).toEqual([]);
    expect(parseXml(empty['events.rss']).getElementsByTagName('item')).toHaveLength(0);
  });

  it('escapes what the editors write', () => {
    const tricky = item({
      slug: 'tricky',
      title: 'Fish & chips <supper> "quiz"',
      summary: 'Bring £2 & a pen; </description> is just text',
      startsAt: new Date('2026-11-01T18:00:00Z'),
      endsAt: null,
    });
    const { 'events.rss': rss, 'events.ics': ics } = buildEventFeeds({
      events: [tricky],
      workshops: [],
      siteUrl: SITE,
      now: NOW,
    });
    const doc = parseXml(rss);
    expect(texts(doc, 'title')).toContain('Fish & chips <supper> "quiz"');
    expect(texts(doc, 'description').some((text) => text.includes('</description> is just text'))).toBe(true);
    const vevent = parseCalendar(ics).getFirstSubcomponent('vevent');
    expect(vevent?.getFirstPropertyValue('summary')).toBe('Fish & chips <supper> "quiz"');
  });
});

describe('staticPublicPaths', () => {
  it('lists every public page with a fixed address, and nothing else', () => {
    const expected = siteRoutes
      .filter(
        (route) =>
          route.handle.layout === 'default' &&
          route.page &&
          !route.handle.redirect &&
          !route.path.includes(':') &&
          route.path !== '/sign-in',
      )
      .map((route) => route.path);
    expect(staticPaths).toEqual(expected);
    for (const path of ['/', '/events', '/workshops', '/about', '/contact', '/policies/privacy-policy']) {
      expect(staticPaths).toContain(path);
    }
    for (const path of staticPaths) {
      expect(path.startsWith('/dashboard')).toBe(false);
      expect(path).not.toContain(':');
    }
    expect(staticPaths).not.toContain('/sign-in');
    expect(staticPaths).not.toContain('/blog');
  });

  it('leaves out development-only pages', () => {
    const [home] = siteRoutes;
    if (!home) throw new Error('No routes');
    const routes: AppRoute[] = [
      { ...home, path: '/kept' },
      { ...home, path: '/gallery', handle: { ...home.handle, devOnly: true } },
      { ...home, path: '/test-page', handle: { ...home.handle, layout: 'development' } },
    ];
    expect(staticPublicPaths(routes)).toEqual(['/kept']);
  });
});

describe('buildSitemap', () => {
  const doc = parseXml(sitemap);
  const locations = texts(doc, 'loc');

  it('is a sitemap that parses, with every static public page', () => {
    expect(doc.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    for (const path of staticPaths) expect(locations).toContain(`${SITE}${path}`);
    expect(locations).toContain(`${SITE}/`);
    expect(locations).not.toContain(`${SITE}/sign-in`);
    expect(locations.some((location) => location.includes('/dashboard'))).toBe(false);
  });

  it('has every published event and workshop page, dated by its last edit', () => {
    const visible: (EventItem | WorkshopItem)[] = [...events, ...workshops].filter(
      (entry) => entry.status === 'published' && (entry.publishAt === null || entry.publishAt <= NOW),
    );
    const urls = Array.from(doc.getElementsByTagName('url'));
    for (const entry of visible) {
      const path = `${'skillLevel' in entry ? '/workshops' : '/events'}/${entry.slug}`;
      const url = urls.find((candidate) => candidate.getElementsByTagName('loc')[0]?.textContent === `${SITE}${path}`);
      expect(url, path).toBeDefined();
      const modified = url?.getElementsByTagName('lastmod')[0]?.textContent ?? '';
      expect(modified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
      expect(new Date(modified).getTime()).toBe(Math.floor(entry.updatedAt.getTime() / 1000) * 1000);
    }
    expect(locations).toHaveLength(staticPaths.length + visible.length);
  });

  it('keeps the pages of events that are over', () => {
    const past = item({ slug: 'last-years-fair', startsAt: new Date('2025-06-01T10:00:00Z'), endsAt: null });
    const text = buildSitemap({ siteUrl: SITE, staticPaths: [], events: [past], workshops: [], now: NOW });
    expect(texts(parseXml(text), 'loc')).toEqual([`${SITE}/events/last-years-fair`]);
  });

  it('never has drafts or items scheduled for later', () => {
    for (const { path } of hiddenSeed) expect(locations).not.toContain(`${SITE}${path}`);
  });

  it('lists an address once, and writes the same file for the same data', () => {
    expect(new Set(locations).size).toBe(locations.length);
    const [first] = events;
    if (!first) throw new Error('The seed data has no events');
    const twice = buildSitemap({
      siteUrl: SITE,
      staticPaths: ['/'],
      events: [first, { ...first, updatedAt: new Date(first.updatedAt.getTime() + 60_000) }],
      workshops: [],
      now: NOW,
    });
    expect(twice.match(/<url>/g)).toHaveLength(2);
    expect(buildSitemap({ siteUrl: SITE, staticPaths, events: [...events].reverse(), workshops, now: NOW })).toBe(
      sitemap,
    );
  });

  it('escapes the addresses', () => {
    const text = buildSitemap({
      siteUrl: 'https://example.org/hub?a=1&b=<2>/',
      staticPaths: ['/about'],
      events: [],
      workshops: [],
      now: NOW,
    });
    expect(text).toContain('<loc>https://example.org/hub?a=1&amp;b=&lt;2&gt;/about</loc>');
    expect(texts(parseXml(text), 'loc')).toEqual(['https://example.org/hub?a=1&b=<2>/about']);
  });
});

describe('published-data snapshots', () => {
  it('hold only what visitors may see now, with ids and ISO dates, newest changes first', () => {
    const now = new Date('2026-11-21T10:00:00Z');
    const seed = buildSeedData(now);
    const events = parseEventDocuments(seed.collections.events ?? [], 'events').items;
    const workshops = parseEventDocuments(seed.collections.workshops ?? [], 'workshops').items;
    const files = buildDataSnapshots({ events, workshops, now });
    const parsed = JSON.parse(files['data/events.json']) as { generatedAt: string; items: Record<string, unknown>[] };
    expect(parsed.generatedAt).toBe(now.toISOString());
    const slugs = parsed.items.map((item) => item.slug);
    expect(slugs).toContain('repair-cafe');
    for (const hidden of ['schools-sports-day', 'family-film-night', 'gardening-club-show', 'makers-craft-fair']) {
      expect(slugs).not.toContain(hidden);
    }
    expect(parsed.items.every((item) => typeof item.id === 'string' && typeof item.startsAt === 'string')).toBe(true);
    const workshopSlugs = (JSON.parse(files['data/workshops.json']) as { items: { slug: string }[] }).items.map(
      (item) => item.slug,
    );
    expect(workshopSlugs).not.toContain('advanced-wheel-throwing');
    expect(buildDataSnapshots({ events, workshops, now, limit: 3 })['data/events.json']).toSatisfy(
      (text: string) => (JSON.parse(text) as { items: unknown[] }).items.length === 3,
    );
  });
});
