import { meetsFixedFilters } from '@/collections/public-list-filter';
import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../scripts/seed-data.mjs';
import type { AppRoute } from '@/lib/route-meta';
import { parseXml, texts } from '@/lib/xml-test-helpers';
import { detailPattern } from '@/collections/define-collection';
import { collectionRegistry } from './collection-registry';
import { siteRoutes } from './route-table';
import {
  buildDataSnapshots,
  buildFeeds,
  buildSitemap,
  isSitemapPartFile,
  itemPath,
  loadRegistryModels,
  parseDocuments,
  publicWindowItems,
  SITEMAP_FILE,
  sitemapPartFile,
  snapshotFile,
  staticPublicPaths,
  type LoadedType,
  type ParsedItem,
  type TypeItems,
} from './static-files';

const NOW = new Date('2026-10-01T09:00:00Z');
const SITE = 'https://thornbury-hub.example';
const seed = buildSeedData(NOW);
const loaded = await loadRegistryModels();
const rawOf = (type: LoadedType) => seed.collections[type.manifest.path] ?? [];
const types: TypeItems[] = loaded.map((type) => ({ ...type, items: parseDocuments(type, rawOf(type)).items }));
// A type with seed data to try the generic parsing on (any will do; the registry's first).
const [firstType] = types;
if (!firstType) throw new Error('The registry is empty');

/** What a visitor must never find: drafts, archived items and items scheduled for later. */
const hiddenSeed = types
  .flatMap((type) => rawOf(type).map((doc) => ({ ...doc, path: itemPath(type, doc.data as ParsedItem) })))
  .filter(({ data }) => data.status !== 'published' || (data.publishAt instanceof Date && data.publishAt > NOW));

const staticPaths = staticPublicPaths();
/** The sitemap as one file (below the split limits), checked to be one. */
function oneSitemap(options: Parameters<typeof buildSitemap>[0]): string {
  const files = buildSitemap(options);
  expect(Object.keys(files)).toEqual([SITEMAP_FILE]);
  return files[SITEMAP_FILE] ?? '';
}

const sitemap = oneSitemap({ siteUrl: SITE, staticPaths, types, now: NOW });

/** One type's items replaced, the rest emptied. */
const only = (type: TypeItems, items: readonly ParsedItem[]): TypeItems[] =>
  types.map((other) => ({ ...other, items: other === type ? items : [] }));

describe('parseDocuments', () => {
  it('accepts every seeded item of every type in the registry, with Dates', () => {
    for (const type of loaded) {
      const raw = rawOf(type);
      expect(raw.length, type.manifest.path).toBeGreaterThan(0);
      expect(parseDocuments(type, raw).invalid, type.manifest.path).toEqual([]);
    }
    expect(firstType.items[0]?.updatedAt).toBeInstanceOf(Date);
  });

  it('accepts ISO strings and Timestamp-like values for dates', () => {
    const [first] = rawOf(firstType);
    if (!first) throw new Error('No seed data');
    const updatedAt = first.data.updatedAt as Date;
    const { items, invalid } = parseDocuments(firstType, [
      { id: 'iso', data: { ...first.data, updatedAt: updatedAt.toISOString() } },
      { id: 'timestamp', data: { ...first.data, updatedAt: { toDate: () => updatedAt } } },
    ]);
    expect(invalid).toEqual([]);
    expect(items.map((parsed) => parsed.updatedAt.getTime())).toEqual([updatedAt.getTime(), updatedAt.getTime()]);
  });

  it('skips and reports invalid documents with their type, keeping the rest', () => {
    const [first, second] = rawOf(firstType);
    if (!first || !second) throw new Error('Too little seed data');
    const { items, invalid } = parseDocuments(firstType, [
      first,
      { id: 'broken', data: { ...second.data, slug: 'Not A Slug' } },
      { id: 'empty', data: null },
    ]);
    expect(items.map((parsed) => parsed.slug)).toEqual([first.data.slug]);
    expect(invalid.map(({ id, kind }) => ({ id, kind }))).toEqual([
      { id: 'broken', kind: firstType.manifest.path },
      { id: 'empty', kind: firstType.manifest.path },
    ]);
    expect(invalid[0]?.problems.some((problem) => problem.startsWith('slug: '))).toBe(true);
  });
});

describe('buildFeeds', () => {
  it("has the files every model's feeds hook makes, and none without one", async () => {
    const files = await buildFeeds({ types, siteUrl: SITE, now: NOW });
    const withHook = types.filter((type) => type.model.feeds);
    expect(withHook.length).toBeGreaterThan(0);
    expect(Object.keys(files).length).toBeGreaterThanOrEqual(withHook.length);
    expect(
      await buildFeeds({
        types: types.map((type) => ({ ...type, model: { ...type.model, feeds: undefined } })),
        siteUrl: SITE,
        now: NOW,
      }),
    ).toEqual({});
  });

  it('names the feeds for the organisation as the site settings read with them do, else the shipped name', async () => {
    const settings = { companyName: 'Alveston Community Hub' };
    const named = await buildFeeds({ types, siteUrl: SITE, now: NOW, settings });
    const feeds = ['news.rss', 'events.rss', 'events.ics'];
    for (const file of feeds) {
      expect(named[file], file).toContain('Alveston Community Hub: ');
      expect(named[file], file).not.toContain('Thornbury Community Hub: ');
    }
    const shipped = await buildFeeds({ types, siteUrl: SITE, now: NOW });
    for (const file of feeds) expect(shipped[file], file).toContain('Thornbury Community Hub: ');
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

  it('has every published item of every type with the sitemap flag, dated by its last edit', () => {
    const urls = Array.from(doc.getElementsByTagName('url'));
    let count = 0;
    for (const type of types.filter((candidate) => candidate.manifest.flags.sitemap)) {
      // Visible to visitors: published, due, and past the type's fixed filters (documents: the public ones).
      const visible = type.items.filter(
        (entry) =>
          entry.status === 'published' &&
          (entry.publishAt === null || entry.publishAt <= NOW) &&
          meetsFixedFilters(entry, type.manifest.publicFilters),
      );
      expect(visible.length, type.manifest.path).toBeGreaterThan(0);
      for (const entry of visible) {
        const path = itemPath(type, entry);
        // Under the detail route's fixed part (posts: /blog/…, their list being /articles).
        expect(path.startsWith(detailPattern(type.manifest).replace(/:slug$/, ''))).toBe(true);
        const url = urls.find(
          (candidate) => candidate.getElementsByTagName('loc')[0]?.textContent === `${SITE}${path}`,
        );
        expect(url, path).toBeDefined();
        const modified = url?.getElementsByTagName('lastmod')[0]?.textContent ?? '';
        expect(modified).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}Z$/);
        expect(new Date(modified).getTime()).toBe(Math.floor(entry.updatedAt.getTime() / 1000) * 1000);
        count += 1;
      }
    }
    expect(locations).toHaveLength(staticPaths.length + count);
  });

  it('leaves out types without the sitemap flag', () => {
    const unflagged = types.map((type) => ({
      ...type,
      manifest: { ...type.manifest, flags: { ...type.manifest.flags, sitemap: false } },
    }));
    expect(texts(parseXml(oneSitemap({ siteUrl: SITE, staticPaths: [], types: unflagged, now: NOW })), 'loc')).toEqual(
      [],
    );
  });

  it('keeps the pages of items whose time is over', () => {
    const [first] = firstType.items;
    if (!first) throw new Error('No seed data');
    const past = { ...first, slug: 'last-years-fair', status: 'published' as const, publishAt: null };
    const text = oneSitemap({ siteUrl: SITE, staticPaths: [], types: only(firstType, [past]), now: NOW });
    expect(texts(parseXml(text), 'loc')).toEqual([`${SITE}${itemPath(firstType, past)}`]);
  });

  it('never has drafts or items scheduled for later', () => {
    expect(hiddenSeed.some(({ data }) => data.status === 'draft')).toBe(true);
    for (const { path } of hiddenSeed) expect(locations).not.toContain(`${SITE}${path}`);
  });

  it('lists an address once, and writes the same file for the same data', () => {
    expect(new Set(locations).size).toBe(locations.length);
    const first = firstType.items.find((entry) => entry.status === 'published' && entry.publishAt === null);
    if (!first) throw new Error('No published seed item');
    const twice = oneSitemap({
      siteUrl: SITE,
      staticPaths: ['/'],
      types: only(firstType, [first, { ...first, updatedAt: new Date(first.updatedAt.getTime() + 60_000) }]),
      now: NOW,
    });
    expect(twice.match(/<url>/g)).toHaveLength(2);
    const reversed = types.map((type) => ({ ...type, items: [...type.items].reverse() }));
    expect(oneSitemap({ siteUrl: SITE, staticPaths, types: reversed, now: NOW })).toBe(sitemap);
  });

  it('escapes the addresses', () => {
    const text = oneSitemap({
      siteUrl: 'https://example.org/hub?a=1&b=<2>/',
      staticPaths: ['/about'],
      types: [],
      now: NOW,
    });
    expect(text).toContain('<loc>https://example.org/hub?a=1&amp;b=&lt;2&gt;/about</loc>');
    expect(texts(parseXml(text), 'loc')).toEqual(['https://example.org/hub?a=1&b=<2>/about']);
  });
});

describe('a sitemap past the limits of one file', () => {
  const pages = ['/a', '/b', '/c', '/d', '/e'];
  const split = (options: { maxUrls?: number; maxBytes?: number; staticPaths?: string[]; types?: TypeItems[] }) =>
    buildSitemap({
      siteUrl: SITE,
      staticPaths: options.staticPaths ?? pages,
      types: options.types ?? [],
      now: NOW,
      ...options,
    });
  const urlsOf = (files: Record<string, string>) =>
    Object.keys(files)
      .filter(isSitemapPartFile)
      .sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))
      .flatMap((name) => texts(parseXml(files[name] ?? ''), 'loc'));

  it('is one sitemap.xml up to the limit', () => {
    const files = split({ maxUrls: pages.length });
    expect(Object.keys(files)).toEqual([SITEMAP_FILE]);
    expect(texts(parseXml(files[SITEMAP_FILE] ?? ''), 'loc')).toEqual(pages.map((path) => `${SITE}${path}`));
  });

  it('one address more: sitemap.xml becomes an index of parts, each within the limit, every address once in order', () => {
    const files = split({ maxUrls: 2 });
    expect(Object.keys(files).sort()).toEqual(
      [SITEMAP_FILE, sitemapPartFile(1), sitemapPartFile(2), sitemapPartFile(3)].sort(),
    );
    const index = parseXml(files[SITEMAP_FILE] ?? '');
    expect(index.documentElement.localName).toBe('sitemapindex');
    expect(index.documentElement.namespaceURI).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    expect(texts(index, 'loc')).toEqual([1, 2, 3].map((part) => `${SITE}/${sitemapPartFile(part)}`));
    for (const part of [1, 2, 3]) {
      const doc = parseXml(files[sitemapPartFile(part)] ?? '');
      expect(doc.documentElement.localName).toBe('urlset');
      expect(texts(doc, 'loc').length).toBeLessThanOrEqual(2);
    }
    expect(urlsOf(files)).toEqual(pages.map((path) => `${SITE}${path}`));
    expect(Object.keys(split({ maxUrls: pages.length - 1 }))).toHaveLength(3);
  });

  it('splits by size too: no part is larger than the limit', () => {
    const whole = split({})[SITEMAP_FILE] ?? '';
    const maxBytes = Math.ceil(whole.length / 2);
    const files = split({ maxBytes });
    expect(Object.keys(files).length).toBeGreaterThan(2);
    for (const name of Object.keys(files).filter(isSitemapPartFile)) {
      expect(new TextEncoder().encode(files[name]).length).toBeLessThanOrEqual(maxBytes);
    }
    expect(urlsOf(files)).toEqual(pages.map((path) => `${SITE}${path}`));
    expect(() => split({ maxBytes: 100 })).toThrow(/longer than a sitemap file/);
  });

  it("dates each part by its newest item's edit, and a part of static pages not at all", () => {
    const published = firstType.items.filter((entry) => entry.status === 'published' && entry.publishAt === null);
    const [older, newer] = published.slice(0, 2).map((entry, index) => ({
      ...entry,
      slug: `item-${index}`,
      updatedAt: new Date(NOW.getTime() - (2 - index) * 86_400_000),
    }));
    if (!older || !newer) throw new Error('Too few published seed items');
    const files = split({ staticPaths: ['/a', '/b'], types: only(firstType, [older, newer]), maxUrls: 2 });
    const index = parseXml(files[SITEMAP_FILE] ?? '');
    const parts = Array.from(index.getElementsByTagName('sitemap'));
    expect(parts).toHaveLength(2);
    expect(parts[0]?.getElementsByTagName('lastmod')).toHaveLength(0);
    expect(parts[1]?.getElementsByTagName('lastmod')[0]?.textContent).toBe(
      newer.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    );
  });

  it('knows its part files by name', () => {
    expect(isSitemapPartFile(sitemapPartFile(12))).toBe(true);
    expect(isSitemapPartFile(SITEMAP_FILE)).toBe(false);
    expect(isSitemapPartFile('sitemap-1.xml.tmp')).toBe(false);
  });
});

describe('published-data snapshots', () => {
  const now = new Date('2026-11-21T10:00:00Z');
  const seedNow = buildSeedData(now);
  const typesNow = loaded.map((type) => ({
    ...type,
    items: parseDocuments(type, seedNow.collections[type.manifest.path] ?? []).items,
  }));
  const files = buildDataSnapshots({ types: typesNow, now });
  type Snapshot = { generatedAt: string; total: number; items: Record<string, unknown>[] };

  it("hold each flagged type's public window, with ids and ISO dates, and how many visitors may see in all", () => {
    expect(Object.keys(files).sort()).toEqual(
      collectionRegistry
        .filter((manifest) => manifest.flags.publishedSnapshot)
        .map(snapshotFile)
        .sort(),
    );
    for (const type of typesNow) {
      const text = files[snapshotFile(type.manifest)];
      if (!text) continue;
      const parsed = JSON.parse(text) as Snapshot;
      expect(parsed.generatedAt).toBe(now.toISOString());
      const visible = type.items.filter(
        (entry) =>
          entry.status === 'published' &&
          (!entry.publishAt || entry.publishAt <= now) &&
          meetsFixedFilters(entry, type.manifest.publicFilters),
      );
      expect(parsed.total, type.manifest.path).toBe(visible.length);
      const window = publicWindowItems(type, visible, now);
      expect(parsed.items.map((entry) => entry.id)).toEqual(window.map((entry) => entry.id));
      expect(parsed.items.length).toBeGreaterThan(0);
      expect(parsed.items.every((entry) => typeof entry.id === 'string' && typeof entry.updatedAt === 'string')).toBe(
        true,
      );
    }
  });

  it('leave out events that ended more than a year ago (their pages stay in the sitemap)', () => {
    const events = typesNow.find((type) => type.manifest.path === 'events');
    const [first] = events?.items.filter((entry) => entry.status === 'published' && !entry.publishAt) ?? [];
    if (!events || !first) throw new Error('No published seed event');
    const longAgo = { ...first, id: 'long-ago', slug: 'long-ago', startsAt: new Date('2020-05-01T10:00:00Z') };
    Object.assign(longAgo, { endsAt: new Date('2020-05-01T12:00:00Z'), recurrence: null });
    const withOld = { ...events, items: [...events.items, longAgo] };
    const parsed = JSON.parse(
      buildDataSnapshots({ types: [withOld], now })[snapshotFile(events.manifest)] ?? '',
    ) as Snapshot;
    expect(parsed.items.map((entry) => entry.id)).not.toContain('long-ago');
    expect(parsed.total).toBe(JSON.parse(files[snapshotFile(events.manifest)] ?? '').total + 1);
    expect(oneSitemap({ siteUrl: SITE, staticPaths: [], types: [withOld], now })).toContain('long-ago');
  });

  it('hold at most the window: the first items A–Z for a type without a window of its own', () => {
    const clubs = typesNow.find((type) => type.manifest.path === 'clubs');
    if (!clubs) throw new Error('No clubs type');
    const bounded = {
      ...clubs,
      manifest: {
        ...clubs.manifest,
        publicWindow: () => [{ filters: [], orderBy: { field: 'sortKey', direction: 'asc' as const }, limit: 3 }],
      },
    };
    const parsed = JSON.parse(
      buildDataSnapshots({ types: [bounded], now })[snapshotFile(clubs.manifest)] ?? '',
    ) as Snapshot;
    const titles = parsed.items.map((entry) => String(entry.title));
    expect(titles).toHaveLength(3);
    const allTitles = clubs.items
      .filter((entry) => entry.status === 'published' && !entry.publishAt)
      .map((entry) => entry.title);
    expect(parsed.total).toBe(allTitles.length);
    const collator = new Intl.Collator('en', { sensitivity: 'base', numeric: true });
    expect(titles).toEqual([...allTitles].sort(collator.compare).slice(0, 3));
  });
});

describe('a type with fixed public filters (documents: only `visibility == public`)', () => {
  const withVisibility = (visibility: string, slug: string) =>
    ({ ...firstType.items[0], slug, status: 'published', publishAt: null, visibility }) as ParsedItem;
  const filtered: TypeItems = {
    ...firstType,
    manifest: {
      ...firstType.manifest,
      flags: { ...firstType.manifest.flags, publishedSnapshot: true, sitemap: true },
      publicFilters: [{ field: 'visibility', op: '==', value: 'public' }],
    },
    items: [withVisibility('public', 'open-minutes'), withVisibility('members', 'members-minutes')],
  };

  it('keeps what the filters leave out from the snapshot anyone can download', () => {
    const files = buildDataSnapshots({ types: [filtered], now: NOW });
    const text = files[snapshotFile(filtered.manifest)] ?? '';
    expect((JSON.parse(text) as { items: { slug: string }[] }).items.map((item) => item.slug)).toEqual([
      'open-minutes',
    ]);
  });

  it('and from the sitemap', () => {
    const xml = oneSitemap({ siteUrl: SITE, staticPaths: [], types: [filtered], now: NOW });
    expect(xml).toContain('open-minutes');
    expect(xml).not.toContain('members-minutes');
  });
});
