/**
 * The files made from published data rather than from the app: each type's feeds (events: events.ics
 * and events.rss, from the events model's feeds hook), the published-data snapshots and sitemap.xml.
 * A server build entry, so the build and the scheduled refresh (scripts/build-feeds.mjs) share the
 * app's own schemas and generators. It knows no type by name: it loops over the registry's models.
 * Pure functions only, apart from loading the models: the script reads the data and writes the files.
 */
import type * as z from 'zod';
import { isPublic, type BaseContent } from '@/collections/content-schema';
import { meetsFixedFilters } from '@/collections/public-list-filter';
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

/**
 * The published items of every type with the snapshot flag, as JSON, read by the public pages before
 * Firebase has loaded: a first visit shows what is on without waiting for the database. What visitors
 * may see now, with ids, at most `limit` of each type (most recently updated first).
 */
export function buildDataSnapshots(options: {
  types: readonly TypeItems[];
  now: Date;
  limit?: number;
}): Record<string, string> {
  const limit = options.limit ?? 500;
  const files: Record<string, string> = {};
  for (const { manifest, items } of options.types) {
    if (!manifest.flags.publishedSnapshot) continue;
    const visible = items
      // What visitors may see: published, not scheduled, and passing the type's fixed filters (a
      // members-only document must not reach a file anyone can download).
      .filter((item) => isPublic(item, options.now) && meetsFixedFilters(item, manifest.publicFilters))
      .sort((a, b) => b.updatedAt.getTime() - a.updatedAt.getTime())
      .slice(0, limit);
    files[snapshotFile(manifest)] = JSON.stringify({ generatedAt: options.now.toISOString(), items: visible });
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

/**
 * sitemap.xml: the static public pages in route-table order, then the detail page of every item (of
 * each type with the sitemap flag) a visitor can open now (published, and any scheduled time passed). Past events are included: their
 * pages stay up. `lastmod` is given only where it is known (the document's updatedAt), since a
 * made-up date teaches search engines to ignore it.
 */
export function buildSitemap(options: {
  siteUrl: string;
  staticPaths: readonly string[];
  types: readonly TypeItems[];
  now: Date;
}): string {
  const root = siteRoot(options.siteUrl);
  const pages = new Map<string, Date | null>();
  for (const path of options.staticPaths) pages.set(`${root}${path}`, null);

  // Sorted by address, so a refresh with nothing new writes the same file (no needless redeploy).
  const details = new Map<string, Date>();
  for (const type of options.types) {
    if (!type.manifest.flags.sitemap) continue;
    for (const item of type.items) {
      if (!isPublic(item, options.now) || !meetsFixedFilters(item, type.manifest.publicFilters)) continue;
      const url = `${root}${itemPath(type, item)}`;
      const known = details.get(url);
      // Two documents with one slug share one address: the newer edit is its date.
      if (!known || known.getTime() < item.updatedAt.getTime()) details.set(url, item.updatedAt);
    }
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
