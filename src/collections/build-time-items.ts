import type * as z from 'zod';
import { scriptSafeJson } from '@/lib/script-json.mjs';
import { isPublic, type BaseContent } from './content-schema';
import { parseDocument, type Parsed } from './converter';
import type { CollectionDefinition } from './define-collection';

/**
 * The published items a prerendered page was made from. At build time the prerender (src/app/prerender.tsx)
 * sets them, by collection path, and the engine's hooks start from them during the server render; in the
 * browser the store is empty, and the hooks start instead from the items the page carries as JSON
 * (`<script type="application/json" id="prerendered-items">`), so the first render shows the same text
 * as the HTML rather than "Loading…". Each embedded item is checked against its type's schema, like any read.
 */

/** What a page carries for one type: its items, and whether they are the start of the type's list. */
export interface EmbeddedItems {
  /**
   * True when `items` are the start of the type's main list in its order (a list page: the first page A–Z,
   * or the type's public window for a type with its own list view), or all of them (an item's page of a
   * short list); false for one item's page.
   */
  list: boolean;
  items: readonly unknown[];
  /** How many published items the type has in all, when known: more than `items` means there is more to show. */
  total?: number;
}

export type EmbeddedData = Record<string, EmbeddedItems>;

export const EMBEDDED_ITEMS_ID = 'prerendered-items';

/** Set by the prerender only. */
const buildTime = new Map<string, readonly Parsed<BaseContent>[]>();
/** The build's items by web address name, made on first use: each item's page finds its item at once. */
const buildTimeBySlug = new Map<string, Map<string, Parsed<BaseContent>>>();
const buildTimeTotals = new Map<string, number>();

/** The items the build renders type `path` with, and how many it has in all (default: these). */
export function setBuildTimeItems(path: string, items: readonly Parsed<BaseContent>[], total?: number): void {
  buildTime.set(path, items);
  buildTimeBySlug.delete(path);
  buildTimeTotals.set(path, total ?? items.length);
}

export function clearBuildTimeItems(): void {
  buildTime.clear();
  buildTimeBySlug.clear();
  buildTimeTotals.clear();
}

function buildTimeItem(path: string, slug: string): Parsed<BaseContent> | undefined {
  let bySlug = buildTimeBySlug.get(path);
  if (!bySlug) {
    bySlug = new Map();
    // The first of two items with one slug, as a search through the list would find.
    for (const item of buildTime.get(path) ?? []) if (!bySlug.has(item.slug)) bySlug.set(item.slug, item);
    buildTimeBySlug.set(path, bySlug);
  }
  return bySlug.get(slug);
}

/** The page's `<script type="application/json">` with `data` in it, safe in HTML. */
export function embeddedItemsScript(data: EmbeddedData): string {
  return `<script type="application/json" id="${EMBEDDED_ITEMS_ID}">${scriptSafeJson(data)}</script>`;
}

/** What the page's JSON holds, read once (by the app's first render, which adopts the prerendered markup). */
let embedded: EmbeddedData | undefined;

function readEmbedded(): EmbeddedData {
  if (embedded) return embedded;
  embedded = {};
  const text = globalThis.document?.getElementById(EMBEDDED_ITEMS_ID)?.textContent;
  if (!text) return embedded;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value === 'object' && value !== null && !Array.isArray(value)) {
      for (const [path, entry] of Object.entries(value as Record<string, unknown>)) {
        if (typeof entry !== 'object' || entry === null) continue;
        const { list, items, total } = entry as Record<string, unknown>;
        if (typeof list !== 'boolean' || !Array.isArray(items)) continue;
        embedded[path] =
          typeof total === 'number' && Number.isInteger(total) && total >= 0 ? { list, items, total } : { list, items };
      }
    }
  } catch {
    // A broken data block only means the page starts by loading, as without one.
  }
  return embedded;
}

/** For tests: read the page's JSON again. */
export function forgetEmbeddedItems(): void {
  embedded = undefined;
}

const parsedCache = new Map<string, { list: boolean; items: Parsed<BaseContent>[]; total?: number }>();
/** Items parsed one at a time for an item's page, by collection path, then slug (`null`: none valid). */
const parsedItemCache = new Map<string, Map<string, Parsed<BaseContent> | null>>();

/** One raw item of the page's JSON checked against the type's schema: the item if it is valid and public now. */
function parseEmbeddedItem<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  raw: unknown,
  now: Date,
): Parsed<z.infer<Schema>> | undefined {
  if (typeof raw !== 'object' || raw === null || !('id' in raw) || typeof raw.id !== 'string') return undefined;
  const { id, ...data } = raw as Record<string, unknown> & { id: string };
  const item = parseDocument(definition.schema, definition.path, { id, data: () => data });
  return item && isPublic(item, now) ? item : undefined;
}

function embeddedFor<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  now: Date,
): { list: boolean; items: Parsed<z.infer<Schema>>[]; total?: number } | undefined {
  const cached = parsedCache.get(definition.path);
  if (cached) return cached as { list: boolean; items: Parsed<z.infer<Schema>>[]; total?: number };
  const entry = readEmbedded()[definition.path];
  if (!entry) return undefined;
  const items: Parsed<z.infer<Schema>>[] = [];
  for (const raw of entry.items) {
    const item = parseEmbeddedItem(definition, raw, now);
    if (item) items.push(item);
  }
  const result = { list: entry.list, items, ...(entry.total === undefined ? {} : { total: entry.total }) };
  parsedCache.set(definition.path, result);
  return result;
}

/**
 * The page's item with this slug, checking only the items that name it: an item's page carries its type's
 * whole list (up to 64 KB), and the work of starting the page should not grow with it. (On the demo data the
 * saving is small: zod's first check costs about the same for one item as for 28, most of it its code
 * compiling.) The first valid one wins, as a search of the checked list would find: a valid item's slug is
 * its raw slug, as the schema only checks it.
 */
function embeddedItem<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  slug: string,
  now: Date,
): Parsed<z.infer<Schema>> | undefined {
  const whole = parsedCache.get(definition.path);
  if (whole) return whole.items.find((item) => item.slug === slug) as Parsed<z.infer<Schema>> | undefined;
  const entry = readEmbedded()[definition.path];
  if (!entry) return undefined;
  let bySlug = parsedItemCache.get(definition.path);
  if (!bySlug) parsedItemCache.set(definition.path, (bySlug = new Map()));
  const known = bySlug.get(slug);
  if (known !== undefined) return (known ?? undefined) as Parsed<z.infer<Schema>> | undefined;
  let found: Parsed<z.infer<Schema>> | undefined;
  for (const raw of entry.items) {
    if (typeof raw !== 'object' || raw === null || (raw as { slug?: unknown }).slug !== slug) continue;
    found = parseEmbeddedItem(definition, raw, now);
    if (found) break;
  }
  bySlug.set(slug, found ?? null);
  return found;
}

/** For tests: forget the parsed items too. */
export function resetBuildTimeItems(): void {
  clearBuildTimeItems();
  parsedCache.clear();
  parsedItemCache.clear();
  embedded = undefined;
}

/**
 * The start of a type's published list, in its order: the build's during the prerender (a list page: its
 * first page or window; an item's page: every item read), else the page's own when it carries the list.
 * `undefined` when neither knows it (the hooks load as usual). initialListTotal says whether there is more.
 */
export function initialList<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  now: Date = new Date(),
): Parsed<z.infer<Schema>>[] | undefined {
  const fromBuild = buildTime.get(definition.path);
  if (fromBuild) {
    listsRead.add(definition.path);
    return [...fromBuild] as Parsed<z.infer<Schema>>[];
  }
  const fromPage = embeddedFor(definition, now);
  return fromPage?.list ? fromPage.items : undefined;
}

/** The types whose build lists a render started from, by collection path (takeListsRead). */
const listsRead = new Set<string>();

/**
 * The types whose lists the prerender's render of a page started from, since the last call: the page carries
 * them, so the app's first render in the browser starts from the same items and matches the page (a product's
 * page shows the shop that sells it from the shops' list).
 */
export function takeListsRead(): string[] {
  const paths = [...listsRead];
  listsRead.clear();
  return paths;
}

/**
 * How many published items the type has in all, beside initialList's: from the build, or from the page's
 * list when it says. `undefined` when neither knows.
 */
export function initialListTotal(
  definition: Pick<CollectionDefinition<z.ZodType<BaseContent>>, 'path' | 'schema'>,
  now: Date = new Date(),
): number | undefined {
  if (buildTime.has(definition.path)) return buildTimeTotals.get(definition.path);
  const fromPage = embeddedFor(definition as CollectionDefinition<z.ZodType<BaseContent>>, now);
  return fromPage?.list ? fromPage.total : undefined;
}

/** One published item by its web address name, from the build or the page, when either has it. */
export function initialItem<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  slug: string,
  now: Date = new Date(),
): Parsed<z.infer<Schema>> | undefined {
  if (buildTime.has(definition.path))
    return buildTimeItem(definition.path, slug) as Parsed<z.infer<Schema>> | undefined;
  return embeddedItem(definition, slug, now);
}
