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

/** What a page carries for one type: its items, and whether they are the whole published list. */
export interface EmbeddedItems {
  /** True when `items` are all the published items (a list page); false for one item's page. */
  list: boolean;
  items: readonly unknown[];
}

export type EmbeddedData = Record<string, EmbeddedItems>;

export const EMBEDDED_ITEMS_ID = 'prerendered-items';

/** Set by the prerender only. */
const buildTime = new Map<string, readonly Parsed<BaseContent>[]>();

export function setBuildTimeItems(path: string, items: readonly Parsed<BaseContent>[]): void {
  buildTime.set(path, items);
}

export function clearBuildTimeItems(): void {
  buildTime.clear();
}

/** The page's `<script type="application/json">` with `data` in it, safe in HTML. */
export function embeddedItemsScript(data: EmbeddedData): string {
  return `<script type="application/json" id="${EMBEDDED_ITEMS_ID}">${scriptSafeJson(data)}</script>`;
}

/** What the page's JSON holds, read once (the app's first render replaces the prerendered markup). */
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
        const { list, items } = entry as Record<string, unknown>;
        if (typeof list === 'boolean' && Array.isArray(items)) embedded[path] = { list, items };
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

const parsedCache = new Map<string, { list: boolean; items: Parsed<BaseContent>[] }>();

function embeddedFor<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  now: Date,
): { list: boolean; items: Parsed<z.infer<Schema>>[] } | undefined {
  const cached = parsedCache.get(definition.path);
  if (cached) return cached as { list: boolean; items: Parsed<z.infer<Schema>>[] };
  const entry = readEmbedded()[definition.path];
  if (!entry) return undefined;
  const items: Parsed<z.infer<Schema>>[] = [];
  for (const raw of entry.items) {
    if (typeof raw !== 'object' || raw === null || !('id' in raw) || typeof raw.id !== 'string') continue;
    const { id, ...data } = raw as Record<string, unknown> & { id: string };
    const item = parseDocument(definition.schema, definition.path, { id, data: () => data });
    if (item && isPublic(item, now)) items.push(item);
  }
  const result = { list: entry.list, items };
  parsedCache.set(definition.path, result);
  return result;
}

/** For tests: forget the parsed items too. */
export function resetBuildTimeItems(): void {
  buildTime.clear();
  parsedCache.clear();
  embedded = undefined;
}

/**
 * The whole published list of a type to start from: the build's during the prerender, else the page's
 * own when it carries the whole list. `undefined` when neither knows it (the hooks load as usual).
 */
export function initialList<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  now: Date = new Date(),
): Parsed<z.infer<Schema>>[] | undefined {
  const fromBuild = buildTime.get(definition.path);
  if (fromBuild) return [...fromBuild] as Parsed<z.infer<Schema>>[];
  const fromPage = embeddedFor(definition, now);
  return fromPage?.list ? fromPage.items : undefined;
}

/** One published item by its web address name, from the build or the page, when either has it. */
export function initialItem<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  slug: string,
  now: Date = new Date(),
): Parsed<z.infer<Schema>> | undefined {
  const items =
    (buildTime.get(definition.path) as Parsed<z.infer<Schema>>[] | undefined) ?? embeddedFor(definition, now)?.items;
  return items?.find((item) => item.slug === slug);
}
