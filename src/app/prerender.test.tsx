// @vitest-environment jsdom
import { afterAll, describe, expect, it, vi } from 'vitest';
import { parsePageSiteDetails } from '@/lib/site-details';
import { DEFAULT_SEASON, setSeason } from '@/stores/theme-store';
import { buildSeedData } from '../../scripts/seed-data.mjs';
import {
  buildTimeCollections,
  clearPublishedItems,
  prerender,
  PRERENDERED_LIST_PAGE,
  publishedItemPaths,
  setBuildTimeDocuments,
  setPublishedItems,
  setSiteSettings,
} from './prerender';

/**
 * What the build writes comes from the site settings it reads, as the live pages do: the organisation's
 * name and its contact details, never the shipped defaults once there are settings.
 */

const settings = {
  companyName: 'Thornbury Community Hub',
  contact: {
    address: 'Thornbury Town Hall, 35 High Street, Thornbury BS35 2AR',
    email: 'hello@thornbury-hub.example',
    phone: '01632 960100',
    openingTimes: '',
  },
  socialLinks: [],
};

describe('pages prerendered with the site settings', () => {
  it('show the contact details from the settings on the contact page and in the footer', async () => {
    expect(setSiteSettings(settings)).toBe('Thornbury Community Hub');
    const { html } = await prerender('/contact');
    const footer = html.slice(html.indexOf('data-testid="footer-contact"'));
    for (const part of [html, footer]) {
      expect(part).toContain('35 High Street');
      expect(part).toContain('hello@thornbury-hub.example');
    }
    expect(html).toContain('01632 960100');
    expect(html).not.toContain('The Old Library');
    expect(html).not.toContain('hello@thornbury-hub.org.uk');
  }, 60_000);

  it('draw what the app’s first render can match: the footer’s details, and the default season whatever the store says', async () => {
    vi.stubEnv('SSR', true);
    setSeason('winter');
    try {
      setSiteSettings(settings);
      const { html } = await prerender('/about');
      const carried = /data-site-details="([^"]*)"/.exec(html)?.[1]?.replaceAll('&quot;', '"').replaceAll('&amp;', '&');
      expect(parsePageSiteDetails(carried)).toEqual(settings);
      expect(html).toContain(`var(--mantine-color-${DEFAULT_SEASON}-filled)`);
      expect(html).not.toContain('var(--mantine-color-winter-filled)');
    } finally {
      setSeason(DEFAULT_SEASON);
      vi.unstubAllEnvs();
    }
  }, 60_000);
});

describe('features’ own pages at build time', () => {
  it('read the collections the features’ routes files ask for, and draw their published text', async () => {
    expect(buildTimeCollections).toEqual(['pages']);
    const about = { title: 'About us', summary: 'Who we are.', body: 'Published **about** text.' };
    const kept = await setBuildTimeDocuments('pages', [
      { id: 'about', data: about },
      { id: 'broken', data: { title: 'No body' } },
    ]);
    try {
      expect(kept).toBe(1);
      const { html } = await prerender('/about');
      expect(html).toContain('Published <strong>about</strong> text.');
    } finally {
      await setBuildTimeDocuments('pages', []);
    }
    expect((await prerender('/about')).html).not.toContain('Published <strong>about</strong> text.');
    await expect(setBuildTimeDocuments('nobody-asks', [])).rejects.toThrow('No feature');
  }, 60_000);
});

describe('prerendered lists at any size', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const seed = buildSeedData(now);
  const published = (path: string) =>
    (seed.collections[path] ?? []).filter(
      ({ data }) =>
        (data as { status?: string }).status === 'published' && !(data as { publishAt?: unknown }).publishAt,
    ) as { id: string; data: Record<string, unknown> }[];
  const carried = (page: { data?: string }, path: string) => {
    const json = /<script type="application\/json" id="prerendered-items">(.*?)<\/script>/s.exec(page.data ?? '')?.[1];
    return (
      JSON.parse(json ?? '{}') as Record<
        string,
        { list: boolean; items: { slug: string; title: string }[]; total?: number }
      >
    )[path];
  };

  afterAll(() => clearPublishedItems());

  it('a list without a view of its own carries and shows its first page A–Z and how many there are, and every item keeps its page', async () => {
    const [club] = published('clubs');
    if (!club) throw new Error('No published seed club');
    // 30 clubs, named so that A–Z differs from the order they are read in.
    const clubs = Array.from({ length: 30 }, (_, index) => {
      const number = 30 - index;
      return { id: `club-${number}`, data: { ...club.data, slug: `club-${number}`, title: `Club ${number}` } };
    });
    expect(await setPublishedItems('clubs', clubs, 'https://hub.example', now)).toBe(30);
    const list = await prerender('/clubs');
    const embedded = carried(list, 'clubs');
    expect(embedded?.list).toBe(true);
    expect(embedded?.total).toBe(30);
    expect(embedded?.items.map((item) => item.title)).toEqual(
      Array.from({ length: PRERENDERED_LIST_PAGE }, (_, index) => `Club ${index + 1}`),
    );
    // Rendered from what it carries: the 25th A–Z is neither shown nor carried.
    expect(list.html).toContain('Club 24<');
    expect(list.html).not.toContain('Club 25<');
    expect(publishedItemPaths()).toContain('/clubs/club-30');
    const last = await prerender('/clubs/club-30');
    expect(last.title).toContain('Club 30');
    expect(carried(last, 'clubs')?.items.map((item) => item.slug)).toContain('club-30');
  }, 60_000);

  it('a list with a view of its own carries its window: events on and last year’s, not older ones, whose pages are not prerendered', async () => {
    const events = published('events');
    const [event] = events;
    if (!event) throw new Error('No published seed event');
    const old = {
      id: 'long-ago',
      data: {
        ...event.data,
        slug: 'long-ago',
        title: 'Long ago fair',
        startsAt: new Date('2020-05-01T10:00:00Z'),
        endsAt: new Date('2020-05-01T12:00:00Z'),
        recurrence: null,
      },
    };
    await setPublishedItems('events', [...events, old], 'https://hub.example', now);
    const embedded = carried(await prerender('/events'), 'events');
    expect(embedded?.total).toBe(events.length + 1);
    expect(embedded?.items.map((item) => item.slug)).not.toContain('long-ago');
    expect(embedded?.items.length).toBeGreaterThan(0);
    // Its page is not prerendered either (the app shell serves it), while every event in the window's is.
    const paths = publishedItemPaths();
    expect(paths.some((path) => path.endsWith('/long-ago'))).toBe(false);
    for (const item of embedded?.items ?? []) expect(paths.some((path) => path.endsWith(`/${item.slug}`))).toBe(true);
  }, 60_000);

  it('a club’s page draws and carries its events once the build has read them, and leaves them to the live read before', async () => {
    clearPublishedItems();
    await setPublishedItems('clubs', published('clubs'), 'https://hub.example', now);
    const before = await prerender('/clubs/thornbury-running-club');
    expect(before.html).not.toContain('Events by');
    expect(before.data ?? '').not.toContain('prerendered-referencing');
    await setPublishedItems('events', published('events'), 'https://hub.example', now);
    const after = await prerender('/clubs/thornbury-running-club');
    expect(after.html).toContain('Events by');
    expect(after.data).toContain('id="prerendered-referencing"');
    expect(after.data).toContain('/events/thornbury-10k');
  }, 60_000);
});
