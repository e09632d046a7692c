/**
 * Renders a route to HTML at build time (scripts/prerender.mjs), so a first visit paints real
 * content before any JavaScript runs, and search engines and link previews see the page. The
 * browser's first render draws the same page from what the page carries (its items, its settings, the
 * default season), so React adopts the markup as it is (hydrates: main.tsx).
 */
import { StrictMode } from 'react';
import { PUBLIC_PAGE_SIZE } from '@/collections/use-paged-list';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type StaticHandlerContext } from 'react-router';
import type * as z from 'zod';
import {
  clearBuildTimeItems,
  embeddedItemsScript,
  setBuildTimeItems,
  takeListsRead,
  type EmbeddedData,
} from '@/collections/build-time-items';
import { isPublic, type BaseContent } from '@/collections/content-schema';
import { parseDocument, type Parsed } from '@/collections/converter';
import { detailPattern, type CollectionManifest, type CollectionModel } from '@/collections/define-collection';
import { listFieldsOf, type ListFieldSource } from '@/collections/list-fields';
import { meetsFixedFilters } from '@/collections/public-list-filter';
import { setBuildTimeReferencing, takeReferencingDrawn } from '@/collections/prerendered-referencing';
import { pointsAt, referencingGroup } from '@/collections/referencing-items';
import { publicWindowOf } from '@/collections/public-window';
import { windowItems } from '@/collections/window-items';
import { loadMarkdownRenderer } from '@/components/markdown';
import { renderMarkdown } from '@/components/markdown-renderer';
import { BRAND } from '@/config/brand';
import { parseSiteSettings } from '@/lib/site-settings-schema';
import { showBrand, siteSettingsStore } from '@/stores/site-settings-store';
import { preloadAnnouncementBanner } from '@/components/announcement-slot';
import { announcementKey } from '@/lib/announcement';
import type { RouteMeta } from '@/lib/route-meta';
import { pageTitle } from '@/lib/page-title';
import { isSafeUrl } from '@/lib/safe-url';
import { scriptSafeJson } from '@/lib/script-json.mjs';
import { STRUCTURED_DATA_ID } from '@/collections/public-detail-page';
import { AppProviders } from './app-providers';
import { appRoutes } from './app-routes';
import { collectionRegistry } from './collection-registry';
import { featureBuildTimeDocuments } from './feature-routes';
import { routeTree } from './router';

// The build (scripts/prerender.mjs) hears of each body shown as plain paragraphs and logs it with its page.
export { onMarkdownProblem } from '@/components/markdown-renderer';

export interface PrerenderedPage {
  html: string;
  title: string;
  description: string | undefined;
  /** Tags for the page's head beyond its title and description (Open Graph, structured data). */
  head?: string;
  /** The items the page was made with, as a JSON data block for the end of the body. */
  data?: string;
  /**
   * The announcement banner the page shows, for attributes on its `<html>` element: index.html's pre-paint
   * script hides it before the first paint for a visitor who closed it, or outside its days.
   */
  announcement?: { key: string; startsOn: string; endsOn: string };
  /**
   * The moment the page was drawn for (an ISO time, for its `<html>` element's PAGE_DRAWN_AT_ATTRIBUTE): the
   * app's first render says what the page says about today for that moment, not the visitor's.
   */
  drawnAt?: string;
}

/**
 * Up to this much JSON, an item's page carries its type's whole list too, so what the page shows from it
 * (an article's "More news", previous and next) is there at the first render rather than arriving a moment
 * later and moving what is below. Beyond it, only the item: the page would grow with every article.
 */
const ITEM_PAGE_LIST_BUDGET = 64 * 1024;

interface PublishedType {
  manifest: CollectionManifest;
  model: CollectionModel<z.ZodType<BaseContent>>;
  items: Parsed<BaseContent>[];
  /** What the type's list page shows and carries: its first page A–Z, or its window (its own list view). */
  firstPage: Parsed<BaseContent>[];
  /** The items whose pages are prerendered: the type's public window (decision 0032), not the archive. */
  windowed: Parsed<BaseContent>[];
  /** Whether an item's page may carry the whole list (within ITEM_PAGE_LIST_BUDGET), worked out once. */
  wholeListFits: boolean;
}

/** The types whose published items the build read, by collection path. */
const publishedTypes = new Map<string, PublishedType>();
/** Each published item by its page's address: a page finds its item at once, however many there are. */
const itemsByPath = new Map<string, { type: PublishedType; item: Parsed<BaseContent> }>();

/**
 * How many items a prerendered list page of a type without a list view of its own shows and carries:
 * the generic list's first page (its "Show more" reads the next from the server, in the same A–Z order).
 */
export const PRERENDERED_LIST_PAGE = PUBLIC_PAGE_SIZE;

/**
 * The items a type's prerendered list starts with: the public window for a type with its own list view
 * (events: what is on and last year's, which it filters and shows by date), else the first page A–Z.
 */
export function firstListPage(
  manifest: CollectionManifest,
  items: readonly Parsed<BaseContent>[],
  options: { ownListView: boolean; now: Date; fieldsOf: (item: Parsed<BaseContent>) => Record<string, unknown> },
): Parsed<BaseContent>[] {
  const queries = options.ownListView
    ? publicWindowOf(manifest, options.now)
    : [{ filters: [], orderBy: { field: 'sortKey', direction: 'asc' as const }, limit: PRERENDERED_LIST_PAGE }];
  return windowItems(items, queries, options.fieldsOf);
}
let siteRoot = '';
/** The organisation's name: the shipped one unless the build read the site settings. */
let brand = BRAND;

/** The paths worth prerendering: every route of the build without parameters or redirects. */
export const prerenderPaths: string[] = appRoutes
  .filter((route) => route.page && !route.path.includes(':') && !route.handle.redirect)
  .map((route) => route.path);

/** The content types whose list and items' pages the build prerenders (their manifests' `flags.prerender`). */
export const prerenderedTypes: string[] = collectionRegistry
  .filter((manifest) => manifest.flags.prerender)
  .map((manifest) => manifest.path);

/** What features show at build time beyond their types' items, each from the published documents of one collection. */
const buildTimeDocuments = featureBuildTimeDocuments();

/** The collections whose published documents the build reads for the features' own pages (their routes files). */
export const buildTimeCollections: string[] = buildTimeDocuments.map((hook) => hook.collection);

/**
 * The published documents of `collection` the build could read (scripts/prerender.mjs), for the features'
 * own pages (the About and policy pages: their published text goes into the prerendered HTML in place of
 * the shipped text). Returns how many the features kept.
 */
export async function setBuildTimeDocuments(
  collection: string,
  documents: readonly { id: string; data: Record<string, unknown> }[],
): Promise<number> {
  const hooks = buildTimeDocuments.filter((hook) => hook.collection === collection);
  if (hooks.length === 0) throw new Error(`No feature shows the published ${collection} at build time.`);
  const kept = await Promise.all(hooks.map((hook) => hook.use(documents, renderMarkdown)));
  return kept.reduce((sum, count) => sum + count, 0);
}

/**
 * The site settings the build could read (scripts/prerender.mjs), checked as every read is: the pages carry
 * them as the live site shows them (the organisation's name in every title, its contact details in the
 * footer and on the contact page). Returns the name, or undefined when there were no readable settings
 * (the shipped ones stay).
 */
export function setSiteSettings(raw: unknown, now: Date = new Date()): string | undefined {
  const settings = parseSiteSettings(raw);
  if (!settings) return undefined;
  brand = settings.companyName;
  // The announcement as well, when it shows on the build's day: the page then does not move when the live
  // settings arrive. index.html's pre-paint script hides it before it is painted for a visitor who closed
  // it, or once its last day has passed (the page's `announcement`, below).
  siteSettingsStore.settings = settings;
  siteSettingsStore.source = 'server';
  showBrand(brand, now.getFullYear());
  return brand;
}

/**
 * The published items of type `path` the build could read (scripts/prerender.mjs): the type's list and each
 * item's page are prerendered with them, and the engine's hooks start from them. Checked against the type's
 * schema; only what a visitor may see now. Returns how many there are.
 */
export async function setPublishedItems(
  path: string,
  documents: readonly { id: string; data: Record<string, unknown> }[],
  siteUrl: string,
  now: Date = new Date(),
): Promise<number> {
  const manifest = collectionRegistry.find((candidate) => candidate.path === path);
  if (!manifest) throw new Error(`No content type ${path}.`);
  const model = (await manifest.load.model()) as CollectionModel<z.ZodType<BaseContent>>;
  const items = documents.flatMap(({ id, data }) => {
    const item = parseDocument(model.schema, path, { id, data: () => data });
    return item && isPublic(item, now) && meetsFixedFilters(item, manifest.publicFilters) ? [item] : [];
  });
  siteRoot = siteUrl.replace(/\/+$/, '');
  const previous = publishedTypes.get(path);
  if (previous) for (const item of previous.items) itemsByPath.delete(itemPath(previous, item));
  if (items.length === 0) {
    publishedTypes.delete(path);
    return 0;
  }
  const ownListView = Boolean((await manifest.load.public()).listView);
  // The list fields every save adds, worked out here: documents may predate them.
  const listFields = new Map(
    items.map((item) => [item, listFieldsOf(model as ListFieldSource<Parsed<BaseContent>>, item)]),
  );
  const fieldsOf = (item: Parsed<BaseContent>) => listFields.get(item) ?? {};
  const type: PublishedType = {
    manifest,
    model,
    items,
    firstPage: firstListPage(manifest, items, { ownListView, now, fieldsOf }),
    windowed: windowItems(items, publicWindowOf(manifest, now), fieldsOf),
    wholeListFits: scriptSafeJson(items).length <= ITEM_PAGE_LIST_BUDGET,
  };
  publishedTypes.set(path, type);
  setBuildTimeItems(path, renderedLists === 'all' ? items : type.firstPage, items.length);
  for (const item of items) {
    const address = itemPath(type, item);
    // Two items with one address: the first keeps the page, as a search through the list would find.
    if (!itemsByPath.has(address)) itemsByPath.set(address, { type, item });
  }
  return items.length;
}

/** For tests: forget the published items. */
export function clearPublishedItems(): void {
  publishedTypes.clear();
  itemsByPath.clear();
  clearBuildTimeItems();
  renderedLists = 'all';
}

function itemPath({ manifest, model }: PublishedType, item: Parsed<BaseContent>): string {
  return model.itemPath?.(item) ?? detailPattern(manifest).replace(':slug', encodeURIComponent(item.slug));
}

/**
 * The item pages the build prerenders: those of each type's public window (events on and last year's, the
 * first 500 of a directory A–Z, the newest news), so the build's time and size stay the same however
 * large the archive grows. Any other item's address gets the app shell, and the app renders it when
 * visited (the sitemap still lists it).
 */
export function publishedItemPaths(): string[] {
  return [...publishedTypes.values()].flatMap((type) => type.windowed.map((item) => itemPath(type, item)));
}

const escapeAttribute = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The item a path is the page of, with its type, if any. */
function publishedItemAt(path: string): { type: PublishedType; item: Parsed<BaseContent> } | undefined {
  return itemsByPath.get(path);
}

/** Which of each type's items the server render starts from: all of them, or each list's first page. */
let renderedLists: 'all' | 'first page' = 'all';

function renderWithLists(lists: typeof renderedLists): void {
  if (lists === renderedLists) return;
  renderedLists = lists;
  for (const { manifest, items, firstPage } of publishedTypes.values()) {
    setBuildTimeItems(manifest.path, lists === 'all' ? items : firstPage, items.length);
  }
}

/** The type whose list page `path` is, if any. */
function listPageAt(path: string): PublishedType | undefined {
  for (const type of publishedTypes.values()) if (type.manifest.publicPath === path) return type;
  return undefined;
}

/**
 * What an item's page puts in the head once the app runs (public-detail-page.tsx useHeadTags), here in the
 * HTML already: Open Graph and Twitter tags and the type's structured data.
 */
function itemHead({ type, item }: { type: PublishedType; item: Parsed<BaseContent> }, description: string): string {
  const url = `${siteRoot}${itemPath(type, item)}`;
  const image = item.image && isSafeUrl(item.image.url) ? item.image : null;
  const meta: [string, string, string][] = [
    ['property', 'og:title', item.title],
    ['property', 'og:description', description],
    ['property', 'og:type', 'article'],
    ['property', 'og:url', url],
    ['name', 'twitter:card', image ? 'summary_large_image' : 'summary'],
    ['property', 'og:site_name', brand],
  ];
  if (image) {
    meta.push(['property', 'og:image', new URL(image.url, `${siteRoot}/`).href]);
    meta.push(['property', 'og:image:alt', image.alt]);
  }
  const tags = meta.map(
    ([attribute, key, content]) => `<meta ${attribute}="${key}" content="${escapeAttribute(content)}" />`,
  );
  const structured = type.model.structuredData?.(item, url);
  if (structured) {
    tags.push(`<script type="application/ld+json" id="${STRUCTURED_DATA_ID}">${scriptSafeJson(structured)}</script>`);
  }
  return tags.join('\n    ');
}

/**
 * The items a page carries for the app's first render: on a type's list page, its first page (or window)
 * and how many there are in all; on an item's page, the whole list when it is short, else the item. Beside
 * them, every other list the render started from (`listsRead`), within the same budget, so the first render
 * in the browser matches the page and React keeps its markup.
 */
function embeddedData(path: string, listsRead: readonly string[]): EmbeddedData | undefined {
  const data: EmbeddedData = {};
  for (const read of listsRead) {
    const type = publishedTypes.get(read);
    if (!type) continue;
    const { items, firstPage, wholeListFits } = type;
    if (renderedLists === 'first page') data[read] = { list: true, items: firstPage, total: items.length };
    else if (wholeListFits) data[read] = { list: true, items, total: items.length };
  }
  const listType = listPageAt(path);
  if (listType) {
    const { manifest, firstPage, items } = listType;
    data[manifest.path] = { list: true, items: firstPage, total: items.length };
    return data;
  }
  const found = publishedItemAt(path);
  if (found) {
    const { items, wholeListFits } = found.type;
    data[found.type.manifest.path] = wholeListFits
      ? { list: true, items, total: items.length }
      : { list: false, items: [found.item] };
  }
  return Object.keys(data).length > 0 ? data : undefined;
}

/**
 * "Events by …" on an item's page, from the published items the build read: each referencing type's items in
 * its public window that point at the item, as the live read asks for them. A type the build did not read
 * (documents, whose readers see different items, or one it found none of) is left to the live read.
 */
setBuildTimeReferencing((sources, target) => {
  const now = pageDrawnAt;
  // Only types it read items of: none read may mean the database was out of reach, and "Nothing yet" would
  // then be untrue.
  const read = sources.flatMap((source) => {
    const type = publishedTypes.get(source.manifest.path);
    return type ? [{ source, type }] : [];
  });
  if (read.length === 0) return undefined;
  return read.map(({ source, type }) => {
    const items = type.windowed.filter((item) => pointsAt(item as Record<string, unknown>, source, target));
    return referencingGroup(source, type.model, items, now);
  });
});

/** The moment the page being prerendered is drawn for: words about today on it, and its lists, are as then. */
let pageDrawnAt = new Date();

function renderPage(router: ReturnType<typeof createStaticRouter>, context: StaticHandlerContext): string {
  return renderToString(
    <StrictMode>
      <AppProviders drawnAt={pageDrawnAt}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </AppProviders>
    </StrictMode>,
  );
}

export async function prerender(path: string): Promise<PrerenderedPage> {
  // renderToString cannot wait for lazy code: the banner's and the Markdown renderer's are loaded first.
  await Promise.all([preloadAnnouncementBanner(), loadMarkdownRenderer()]);
  const handler = createStaticHandler(routeTree(appRoutes));
  const context = await handler.query(new Request(`http://localhost${path}`));
  if (context instanceof Response) throw new Error(`${path} redirected; it should not be prerendered.`);
  const router = createStaticRouter(handler.dataRoutes, context);
  pageDrawnAt = new Date();
  const drawnAt = pageDrawnAt.toISOString();
  const leaf = context.matches.at(-1)?.route.handle as RouteMeta | undefined;
  const found = publishedItemAt(path);
  // An item's page finds its item, and the items it points at, among all; any other page (a list, the
  // home page) renders lists from their first pages, as a list page carries its own: its size stays
  // the same however large the archive grows.
  renderWithLists(found ? 'all' : 'first page');
  takeListsRead();
  takeReferencingDrawn();
  const html = renderPage(router, context);
  const data = embeddedData(path, takeListsRead());
  const dataScript =
    [data ? embeddedItemsScript(data) : undefined, takeReferencingDrawn()].filter(Boolean).join('\n  ') || undefined;
  const banner = siteSettingsStore.settings.announcement;
  const announcement = html.includes('data-announcement=')
    ? { key: announcementKey(banner), startsOn: banner.startsOn, endsOn: banner.endsOn }
    : undefined;
  if (!found)
    return {
      html,
      title: pageTitle(leaf?.title, brand),
      description: leaf?.description,
      data: dataScript,
      announcement,
      drawnAt,
    };
  const description = found.item.summary.trim() || found.type.manifest.description;
  return {
    html,
    title: pageTitle(found.item.title, brand),
    description,
    head: itemHead(found, description),
    data: dataScript,
    announcement,
    drawnAt,
  };
}
