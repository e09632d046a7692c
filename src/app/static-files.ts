/**
 * The files made from published data rather than from the app: each type's feeds (events: events.ics
 * and events.rss, from the events model's feeds hook), the published-data snapshots and sitemap.xml.
 * A server build entry, so the build and the scheduled refresh (scripts/build-feeds.mjs) share the
 * app's own schemas and generators. It knows no type by name: it loops over the registry's models.
 * Pure functions only, apart from loading the models: the script reads the data and writes the files.
 */
import type * as z from 'zod';
import { isPublic, type BaseContent } from '@/collections/content-schema';
import { listFieldsOf, type ListFieldSource } from '@/collections/list-fields';
import { meetsFixedFilters } from '@/collections/public-list-filter';
import { publicWindowOf } from '@/collections/public-window';
import { windowItems } from '@/collections/window-items';
import {
  detailPattern,
  type AnyCollectionModel,
  type CollectionManifest,
  type FeedContext,
} from '@/collections/define-collection';
import { BRAND } from '@/config/brand';
import type { AppRoute } from '@/lib/route-meta';
import { parseSiteSettings } from '@/lib/site-settings-schema';
import { collectionRegistry } from './collection-registry';
import { siteRoutes } from './route-table';

/** A content type with its model loaded: what every function here works from. */
export interface LoadedType {
  manifest: CollectionManifest;
  model: AnyCollectionModel;
}

/** Every type in the registry with its model (no views, no editor). */
export function loadRegistryModels(
  registry: readonly CollectionManifest[] = collectionRegistry,
): Promise<LoadedType[]> {
  return Promise.all(registry.map(async (manifest) => ({ manifest, model: await manifest.load.model() })));
}

/** The Firestore paths the build reads, one per type. */
export function collectionPaths(registry: readonly CollectionManifest[] = collectionRegistry): string[] {
  return registry.map((manifest) => manifest.path);
}

/** A document as read from Firestore or the seed data: its id and its fields, not yet checked. */
export interface RawDocument {
  id: string;
  data: unknown;
}

export interface InvalidDocument {
  /** The type's Firestore path. */
  kind: string;
  id: string;
  problems: string[];
}

export type ParsedItem = BaseContent & { id: string };

export interface ParsedDocuments<T = ParsedItem> {
  items: (T & { id: string })[];
  invalid: InvalidDocument[];
}

/** One type's checked items. */
export interface TypeItems extends LoadedType {
  items: readonly ParsedItem[];
}

export const SITEMAP_FILE = 'sitemap.xml';

/** Where the build writes a type's published items (collections/published-snapshot.ts reads it). */
export function snapshotFile(manifest: Pick<CollectionManifest, 'path'>): string {
  return `data/${manifest.path}.json`;
}

/** What visitors may see of a type now: published, not scheduled, and passing its fixed filters. */
export function publicItems(type: TypeItems, now: Date): ParsedItem[] {
  // A members-only document must not reach a file anyone can download, nor a page or the sitemap.
  return type.items.filter((item) => isPublic(item, now) && meetsFixedFilters(item, type.manifest.publicFilters));
}

/** An item with the list fields every save adds (items read from Firestore may predate them). */
function listFieldsOfItem(type: LoadedType, item: ParsedItem): Record<string, unknown> {
  return listFieldsOf(type.model as ListFieldSource<ParsedItem>, item);
}

/**
 * The type's public window (decision 0032) among `items`: what a device keeps and the main list reads,
 * in the window's order. The snapshot and the search hold this much, not the archive.
 */
export function publicWindowItems(type: LoadedType, items: readonly ParsedItem[], now: Date): ParsedItem[] {
  return windowItems(items, publicWindowOf(type.manifest, now), (item) => listFieldsOfItem(type, item));
}

/** What a type's published-data snapshot holds (collections/published-snapshot.ts reads it). */
export interface DataSnapshot {
  generatedAt: string;
  /** How many items of the type visitors may see now, the window and beyond ("1,204 clubs"). */
  total: number;
  /** The type's public window, in its order. */
  items: readonly ParsedItem[];
}

/**
 * Each type with the snapshot flag's public window as JSON, read by the public pages before Firebase has
 * loaded: a first visit shows what is on without waiting for the database. Only the window (upcoming
 * and last year's events, the first 500 clubs A–Z, the newest news), so a first visit's download does
 * not grow with the archive; `total` says how many there are in all.
 */
export function buildDataSnapshots(options: { types: readonly TypeItems[]; now: Date }): Record<string, string> {
  const files: Record<string, string> = {};
  for (const type of options.types) {
    if (!type.manifest.flags.publishedSnapshot) continue;
    const visible = publicItems(type, options.now);
    const snapshot: DataSnapshot = {
      generatedAt: options.now.toISOString(),
      total: visible.length,
      items: publicWindowItems(type, visible, options.now),
    };
    files[snapshotFile(type.manifest)] = JSON.stringify(snapshot);
  }
  return files;
}

/**
 * Checks each document against its type's schema. One bad document (edited by hand in the console,
 * or written by an older version) is left out and reported, rather than stopping the whole build.
 */
export function parseDocuments<Schema extends z.ZodType<BaseContent>>(
  type: { manifest: Pick<CollectionManifest, 'path'>; model: { schema: Schema } },
  rawDocs: readonly RawDocument[],
): ParsedDocuments<z.infer<Schema>> {
  const items: (z.infer<Schema> & { id: string })[] = [];
  const invalid: InvalidDocument[] = [];
  for (const { id, data } of rawDocs) {
    const result = type.model.schema.safeParse(data);
    // The id travels with the item: the published-data snapshot needs it (detail and editor links).
    if (result.success) items.push({ ...result.data, id });
    else {
      invalid.push({
        kind: type.manifest.path,
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

/**
 * Every feed file the models' feeds hooks make from the published items of all types, named for the
 * organisation as the site settings read with them (`settings`, settings/site) give it.
 */
export async function buildFeeds(options: {
  types: readonly TypeItems[];
  siteUrl: string;
  now: Date;
  settings?: unknown;
}): Promise<Record<string, string>> {
  const byPath = new Map(options.types.map((type) => [type.manifest.path, type.items]));
  const context: FeedContext = {
    siteUrl: siteRoot(options.siteUrl),
    siteName: parseSiteSettings(options.settings)?.companyName ?? BRAND,
    now: options.now,
    itemsOf: (path) => byPath.get(path) ?? [],
  };
  const files = await Promise.all(options.types.map((type) => type.model.feeds?.(context) ?? {}));
  return Object.assign({}, ...files) as Record<string, string>;
}

/** The address of an item's public page: the model's own rule, or the manifest's detail pattern. */
export function itemPath(type: LoadedType, item: BaseContent): string {
  return type.model.itemPath?.(item) ?? detailPattern(type.manifest).replace(':slug', encodeURIComponent(item.slug));
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

/** The sitemap protocol's limits for one file: 50,000 addresses and 50 MB (52,428,800 bytes) uncompressed. */
export const SITEMAP_MAX_URLS = 50_000;
export const SITEMAP_MAX_BYTES = 50 * 1024 * 1024;

/** The n-th part of a split sitemap (from 1), listed by the sitemap index in sitemap.xml. */
export function sitemapPartFile(part: number): string {
  return `sitemap-${part}.xml`;
}

/** Whether a file name is a part of a split sitemap: the refresh removes parts no longer listed. */
export function isSitemapPartFile(name: string): boolean {
  return /^sitemap-\d+\.xml$/.test(name);
}

const SITEMAP_NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';
const URLSET_HEAD = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="${SITEMAP_NAMESPACE}">\n`;
const URLSET_TAIL = '</urlset>\n';

const utf8Bytes = (text: string): number => new TextEncoder().encode(text).length;

interface SitemapEntry {
  url: string;
  modified: Date | null;
}

function urlset(lines: readonly string[]): string {
  return `${URLSET_HEAD}${lines.join('')}${URLSET_TAIL}`;
}

function urlLine({ url, modified }: SitemapEntry): string {
  return modified
    ? `  <url><loc>${xml(url)}</loc><lastmod>${lastmod(modified)}</lastmod></url>\n`
    : `  <url><loc>${xml(url)}</loc></url>\n`;
}

/**
 * Each page address of the site: the static public pages in route-table order, then the detail page of
 * every item (of each type with the sitemap flag) a visitor can open now (published, and any scheduled
 * time passed), sorted. Past events are included: their pages stay up. `modified` is known only for items
 * (the document's updatedAt): a made-up date teaches search engines to ignore it.
 */
function sitemapEntries(options: {
  siteUrl: string;
  staticPaths: readonly string[];
  types: readonly TypeItems[];
  now: Date;
}): SitemapEntry[] {
  const root = siteRoot(options.siteUrl);
  const pages = new Map<string, Date | null>();
  for (const path of options.staticPaths) pages.set(`${root}${path}`, null);

  // Sorted by address, so a refresh with nothing new writes the same files (no needless redeploy).
  const details = new Map<string, Date>();
  for (const type of options.types) {
    if (!type.manifest.flags.sitemap) continue;
    for (const item of publicItems(type, options.now)) {
      const url = `${root}${itemPath(type, item)}`;
      const known = details.get(url);
      // Two documents with one slug share one address: the newer edit is its date.
      if (!known || known.getTime() < item.updatedAt.getTime()) details.set(url, item.updatedAt);
    }
  }
  for (const url of [...details.keys()].sort()) {
    if (!pages.has(url)) pages.set(url, details.get(url) ?? null);
  }
  return [...pages].map(([url, modified]) => ({ url, modified }));
}

/**
 * The sitemap files by name. Up to `maxUrls` addresses (and `maxBytes`), one sitemap.xml; beyond, a
 * sitemap index in sitemap.xml listing sitemap-1.xml, sitemap-2.xml, … each within both limits, so
 * robots.txt names sitemap.xml either way. A part's `lastmod` is its newest item's edit, when it has one.
 */
export function buildSitemap(options: {
  siteUrl: string;
  staticPaths: readonly string[];
  types: readonly TypeItems[];
  now: Date;
  maxUrls?: number;
  maxBytes?: number;
}): Record<string, string> {
  const maxUrls = options.maxUrls ?? SITEMAP_MAX_URLS;
  const maxBytes = options.maxBytes ?? SITEMAP_MAX_BYTES;
  const entries = sitemapEntries(options);
  const lines = entries.map(urlLine);
  const room = maxBytes - utf8Bytes(URLSET_HEAD) - utf8Bytes(URLSET_TAIL);

  const parts: { lines: string[]; modified: Date | null }[] = [];
  let part: (typeof parts)[number] | undefined;
  let bytes = 0;
  lines.forEach((line, index) => {
    const size = utf8Bytes(line);
    if (size > room) throw new Error(`A sitemap address is longer than a sitemap file may be: ${entries[index]?.url}`);
    if (!part || part.lines.length >= maxUrls || bytes + size > room) {
      part = { lines: [], modified: null };
      parts.push(part);
      bytes = 0;
    }
    part.lines.push(line);
    bytes += size;
    const modified = entries[index]?.modified;
    if (modified && (!part.modified || part.modified < modified)) part.modified = modified;
  });
  if (parts.length <= 1) return { [SITEMAP_FILE]: urlset(parts[0]?.lines ?? []) };

  const root = siteRoot(options.siteUrl);
  const files: Record<string, string> = {};
  const listed = parts.map(({ lines: partLines, modified }, index) => {
    const name = sitemapPartFile(index + 1);
    files[name] = urlset(partLines);
    const date = modified ? `<lastmod>${lastmod(modified)}</lastmod>` : '';
    return `  <sitemap><loc>${xml(`${root}/${name}`)}</loc>${date}</sitemap>\n`;
  });
  files[SITEMAP_FILE] =
    `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="${SITEMAP_NAMESPACE}">\n` +
    `${listed.join('')}</sitemapindex>\n`;
  return files;
}
