import ICAL from 'ical.js';
import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { BRAND } from '@/config/brand';
import { parseXml, texts } from '@/lib/xml-test-helpers';
import { buildEventFeeds, CALENDAR_RECENT_PAST } from './event-feed-files';
import { eventSchema, workshopSchema, type EventItem } from './event-schema';

const NOW = new Date('2026-10-01T09:00:00Z');
const SITE = 'https://thornbury-hub.example';
const seed = buildSeedData(NOW);
const rawEvents = seed.collections.events ?? [];
const rawWorkshops = seed.collections.workshops ?? [];
const events = rawEvents.map((doc) => eventSchema.parse(doc.data));
const workshops = rawWorkshops.map((doc) => workshopSchema.parse(doc.data));

/** What a visitor must never find: drafts, archived items and items scheduled for later. */
const hiddenSeed = [
  ...rawEvents.map((doc) => ({ ...doc, path: `/events/${String(doc.data.slug)}` })),
  ...rawWorkshops.map((doc) => ({ ...doc, path: `/workshops/${String(doc.data.slug)}` })),
].filter(({ data }) => data.status !== 'published' || (data.publishAt instanceof Date && data.publishAt > NOW));

const feeds = buildEventFeeds({ events, workshops, siteUrl: `${SITE}/`, now: NOW });

// The calendar as ical.js reads it, with the time zones the file carries registered.
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

  it('lists upcoming events and workshops together, each in both feeds', () => {
    const rssLinks = texts(parseXml(feeds['events.rss']), 'link').filter((link) => link !== `${SITE}/events`);
    const icsLinks = calendarUrls(feeds['events.ics']);
    expect(rssLinks.length).toBeGreaterThan(0);
    expect(rssLinks.some((link) => link.startsWith(`${SITE}/events/`))).toBe(true);
    expect(rssLinks.some((link) => link.startsWith(`${SITE}/workshops/`))).toBe(true);
    for (const link of rssLinks) expect(icsLinks).toContain(link);
  });

  it('never lists drafts or items scheduled for later', () => {
    const rss = feeds['events.rss'];
    const icsLinks = calendarUrls(feeds['events.ics']);
    for (const { path } of hiddenSeed) {
      expect(rss).not.toContain(`${SITE}${path}<`);
      expect(icsLinks).not.toContain(`${SITE}${path}`);
    }
  });

  it('leaves out events that are over, but for the last month’s in the calendar, which a subscribed calendar keeps', () => {
    const overOn = (slug: string, day: string) =>
      item({ slug, startsAt: new Date(`${day}T10:00:00Z`), endsAt: null, recurrence: null });
    const { 'events.rss': rss, 'events.ics': ics } = buildEventFeeds({
      events: [overOn('over-and-done', '2026-08-20'), overOn('last-week', '2026-09-24')],
      workshops: [],
      siteUrl: SITE,
      now: NOW,
    });
    expect(rss).not.toContain('over-and-done');
    expect(rss).not.toContain('last-week');
    expect(calendarUrls(ics)).toEqual([`${SITE}/events/last-week`]);
  });

  it('keeps at most so many of the last month’s events in the calendar, the most recently ended', () => {
    const many = Array.from({ length: CALENDAR_RECENT_PAST.limit + 5 }, (_, index) =>
      item({
        slug: `past-${index}`,
        startsAt: new Date(NOW.getTime() - (index + 1) * 3_600_000),
        endsAt: null,
        recurrence: null,
      }),
    );
    const { 'events.ics': ics } = buildEventFeeds({ events: many, workshops: [], siteUrl: SITE, now: NOW });
    const urls = calendarUrls(ics);
    expect(urls).toHaveLength(CALENDAR_RECENT_PAST.limit);
    expect(urls).toContain(`${SITE}/events/past-0`);
    expect(urls).not.toContain(`${SITE}/events/past-${CALENDAR_RECENT_PAST.limit}`);
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
