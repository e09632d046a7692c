import { scriptSafeJson } from '@/lib/script-json.mjs';
import type { ReferencingSource } from './define-collection';

/**
 * "Events by …" and the like on an item's prerendered page: the build works them out from the published
 * items it read, draws them, and the page carries them
 * (`<script type="application/json" id="prerendered-referencing">`), so the app's first render in the
 * browser shows the same lists without Firestore, and the page's start does not wait for (or pay for) the
 * database's code. The live read follows when Firebase starts anyway (referencing-items.tsx).
 */

/** What one referencing type contributes to a page: its heading and items, soonest first. */
export interface ReferencingGroup {
  heading: string;
  /** The referencing type's own list, e.g. /documents, and its name. */
  all: { path: string; label: string };
  items: { id: string; title: string; path: string }[];
}

/** The item whose page lists what points at it. */
export interface ReferencingTarget {
  path: string;
  id: string;
}

export const EMBEDDED_REFERENCING_ID = 'prerendered-referencing';

/** How the build finds the groups for a page (set by the prerender only): undefined when it cannot say. */
type BuildTimeLookup = (
  sources: readonly ReferencingSource[],
  target: ReferencingTarget,
) => ReferencingGroup[] | undefined;

let buildTimeLookup: BuildTimeLookup | undefined;
/** What the build's render drew, for the page to carry (takeReferencingDrawn). */
let drawn: { key: string; groups: ReferencingGroup[] } | undefined;

export function setBuildTimeReferencing(lookup: BuildTimeLookup | undefined): void {
  buildTimeLookup = lookup;
  drawn = undefined;
}

function keyOf(target: ReferencingTarget): string {
  return `${target.path}/${target.id}`;
}

/** The groups the build's render of a page drew since the last call, as the page's data block; else undefined. */
export function takeReferencingDrawn(): string | undefined {
  const taken = drawn;
  drawn = undefined;
  if (!taken) return undefined;
  return `<script type="application/json" id="${EMBEDDED_REFERENCING_ID}">${scriptSafeJson({ [taken.key]: taken.groups })}</script>`;
}

// Bounds on what a page's block may hold: it is the page's to change, like any input.
const MAX_GROUPS = 20;
const MAX_ITEMS = 500;
const MAX_TEXT = 500;

const isText = (value: unknown): value is string => typeof value === 'string' && value.length <= MAX_TEXT;
/** An address in this app: a link to anywhere else (or to script) is not one the build writes. */
const isAppPath = (value: unknown): value is string =>
  isText(value) && value.startsWith('/') && !value.startsWith('//') && !value.includes('\\');

function readGroup(raw: unknown): ReferencingGroup | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined;
  const { heading, all, items } = raw as Record<string, unknown>;
  if (!isText(heading) || typeof all !== 'object' || all === null || !Array.isArray(items)) return undefined;
  const { path, label } = all as Record<string, unknown>;
  if (!isAppPath(path) || !isText(label) || items.length > MAX_ITEMS) return undefined;
  const read: ReferencingGroup['items'] = [];
  for (const item of items as unknown[]) {
    if (typeof item !== 'object' || item === null) return undefined;
    const { id, title, path: itemPath } = item as Record<string, unknown>;
    if (!isText(id) || !isText(title) || !isAppPath(itemPath)) return undefined;
    read.push({ id, title, path: itemPath });
  }
  return { heading, all: { path, label }, items: read };
}

let embedded: Map<string, ReferencingGroup[]> | undefined;

/** The page's block, read once with plain checks (no zod in a page's start); a broken one is none. */
function readEmbedded(): Map<string, ReferencingGroup[]> {
  if (embedded) return embedded;
  embedded = new Map();
  const text = globalThis.document?.getElementById(EMBEDDED_REFERENCING_ID)?.textContent;
  if (!text) return embedded;
  try {
    const value: unknown = JSON.parse(text);
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return embedded;
    for (const [key, groups] of Object.entries(value as Record<string, unknown>)) {
      if (!Array.isArray(groups) || groups.length > MAX_GROUPS) continue;
      const read = groups.map(readGroup);
      if (read.every((group) => group !== undefined)) embedded.set(key, read as ReferencingGroup[]);
    }
  } catch {
    // A broken block only means the lists load, as on a page without one.
  }
  return embedded;
}

/** For tests: read the page's block again. */
export function forgetEmbeddedReferencing(): void {
  embedded = undefined;
}

/**
 * The groups to start from: the build's during the prerender (recorded for the page to carry), else those
 * the page carries for this item; undefined when neither knows them (the lists load at once).
 */
export function initialReferencing(
  sources: readonly ReferencingSource[],
  target: ReferencingTarget,
): ReferencingGroup[] | undefined {
  if (buildTimeLookup) {
    const groups = buildTimeLookup(sources, target);
    if (groups) drawn = { key: keyOf(target), groups };
    return groups;
  }
  return readEmbedded().get(keyOf(target));
}
