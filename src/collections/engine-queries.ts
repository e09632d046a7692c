import { BEYOND_PAGE_SIZE, beyondWindowOf } from './beyond-window';
import type { BaseContent } from './content-schema';
import type { BeyondWindow, CollectionManifest, FixedFilter, Viewer, WindowQuery } from './define-collection';
import { MAX_PUBLIC_LIST, type ListFilter, type ListOrder, type ListSpecOptions } from './list-query';
import { publicWindowOf, windowListOptions } from './public-window';

/**
 * Every list the engine asks Firestore for, by type, as the options the repository turns into a query
 * (list-query.ts). firestore-indexes.test.ts turns each into its index through listQuerySpec itself and
 * checks firestore.indexes.json holds it. The pages build their options with the functions below, so
 * what runs and what is checked stay one thing. A new kind of list is one more row in ENGINE_QUERY_SHAPES.
 */

/** The public paged list's orders (types without a list view of their own): A–Z, or recently updated first. */
export const PUBLIC_LIST_ORDERS = {
  title: { field: 'sortKey', direction: 'asc' },
  updated: { field: 'updatedAt', direction: 'desc' },
} as const satisfies Record<string, ListOrder>;

/** A page of the public paged list: `filters` (the type's fixed ones) and one search word, in `order`. */
export function publicListOptions(
  filters: readonly ListFilter[],
  order: ListOrder,
  searchWord?: string,
  limit: number = MAX_PUBLIC_LIST,
): ListSpecOptions & { filters: ListFilter[]; orderBy: ListOrder; limit: number } {
  return {
    audience: 'public',
    filters: [
      ...filters,
      ...(searchWord === undefined ? [] : [{ field: 'keywords', op: 'array-contains' as const, value: searchWord }]),
    ],
    orderBy: order,
    limit,
  };
}

/** One item by its address. */
export function bySlugOptions(filters: readonly ListFilter[], slug: string): ListSpecOptions {
  return { audience: 'public', filters: [...filters, { field: 'slug', op: '==', value: slug }], limit: 1 };
}

/** Items beyond `filter`'s bound, ordered by the field it bounds. */
function beyond(
  filters: readonly ListFilter[],
  filter: ListFilter,
  direction: ListOrder['direction'],
  limit: number,
): ListSpecOptions {
  return { audience: 'public', filters: [...filters, filter], orderBy: { field: filter.field, direction }, limit };
}

/** A page past a type's window (beyond-window.ts): the type's conditions and the window's end, in its order. */
export function beyondWindowOptions(
  filters: readonly ListFilter[],
  beyond: BeyondWindow,
  limit: number = BEYOND_PAGE_SIZE,
): ListSpecOptions {
  return { audience: 'public', filters: [...filters, ...beyond.filters], orderBy: beyond.orderBy, limit };
}

/**
 * A window as full as the rules allow, for the shapes: MAX_PUBLIC_LIST items with every field the
 * window orders by, so a type's `beyondWindow` says what it asks once its window is full.
 */
function fullWindow(manifest: CollectionManifest, now: Date): BaseContent[] {
  const fields = publicWindowOf(manifest, now).map((query) => query.orderBy.field);
  const item = { title: 'An item', ...Object.fromEntries(fields.map((field) => [field, now])) };
  return Array.from(
    { length: MAX_PUBLIC_LIST },
    (_, index) => ({ ...item, id: `item-${index}` }) as unknown as BaseContent,
  );
}

/** Items pointing at another one ("Events by …"): the pointing conditions with one window query, bounded. */
export function referencingOptions(
  conditions: readonly ListFilter[],
  query: WindowQuery,
  limit: number,
): ListSpecOptions {
  return {
    audience: 'public',
    filters: [...conditions, ...query.filters],
    orderBy: query.orderBy,
    limit: Math.min(query.limit, limit),
  };
}

/** What changed since a device's copy was made (a returning device's delta), oldest change first. */
export function changedSinceOptions(
  filters: readonly ListFilter[],
  since: Date,
  limit: number = MAX_PUBLIC_LIST,
): ListSpecOptions {
  return beyond(filters, { field: 'updatedAt', op: '>', value: since }, 'asc', limit);
}

/** What a shape is asked about one type. */
export interface EngineQueryContext {
  manifest: CollectionManifest;
  now: Date;
  /**
   * The conditions each of the type's public lists asks with, one set per query: each viewer's sets
   * (the model's audienceFilters, documents) or else the manifest's `publicFilters` alone.
   */
  audienceSets: readonly (readonly FixedFilter[])[];
}

/** One kind of list the engine runs: its list options for a type, none when the type has no such list. */
export interface EngineQueryShape {
  name: string;
  options: (context: EngineQueryContext) => readonly ListSpecOptions[];
}

const publicRead = (manifest: CollectionManifest) => manifest.access.read === 'public';
const listed = (manifest: CollectionManifest) => publicRead(manifest) && !manifest.fixedIds && !manifest.ownPublicPages;

/** The engine's lists, one row each. Dashboard tables and orders join here as they move to the engine. */
export const ENGINE_QUERY_SHAPES: readonly EngineQueryShape[] = [
  {
    name: 'public window (device copy, main list)',
    options: ({ manifest, now, audienceSets }) =>
      publicRead(manifest)
        ? audienceSets.flatMap((set) => windowListOptions({ publicWindow: manifest.publicWindow }, now, set))
        : [],
  },
  {
    // public-list-page.tsx: a list view's own list conditions (the shop: the association's products).
    name: 'public window with the main list conditions',
    options: ({ manifest, now, audienceSets }) =>
      publicRead(manifest) && manifest.listFilters
        ? audienceSets.flatMap((set) =>
            windowListOptions({ publicWindow: manifest.publicWindow }, now, [...set, ...(manifest.listFilters ?? [])]),
          )
        : [],
  },
  {
    // A feature's list of the type by one field's value (market-data.ts: a shop's products).
    name: 'public window by one field',
    options: ({ manifest, now, audienceSets }) =>
      publicRead(manifest)
        ? (manifest.listedBy ?? []).flatMap((field) =>
            audienceSets.flatMap((set) =>
              windowListOptions({ publicWindow: manifest.publicWindow }, now, [
                ...set,
                { field, op: '==', value: 'id' },
              ]),
            ),
          )
        : [],
  },
  {
    name: 'detail page by slug',
    options: ({ manifest, audienceSets }) =>
      publicRead(manifest) ? audienceSets.map((set) => bySlugOptions(set, 'slug')) : [],
  },
  {
    name: 'public paged list (A–Z, recently updated, search)',
    options: ({ manifest, audienceSets }) =>
      listed(manifest) && !manifest.flags.ownListView
        ? audienceSets.flatMap((set) => {
            const filters = [...set, ...(manifest.listFilters ?? [])];
            return [
              publicListOptions(filters, PUBLIC_LIST_ORDERS.title),
              publicListOptions(filters, PUBLIC_LIST_ORDERS.updated),
              publicListOptions(filters, PUBLIC_LIST_ORDERS.title, 'word'),
              publicListOptions(filters, PUBLIC_LIST_ORDERS.updated, 'word'),
            ];
          })
        : [],
  },
  {
    // use-beyond-window.ts: "Show older …" / "Show more …" where a list view's window ends.
    name: 'past the window, a page at a time',
    options: ({ manifest, now }) => {
      const beyond = publicRead(manifest) ? beyondWindowOf(manifest, now, fullWindow(manifest, now)) : undefined;
      const filters = [...(manifest.publicFilters ?? []), ...(manifest.listFilters ?? [])];
      return beyond && manifest.flags.ownListView ? [beyondWindowOptions(filters, beyond)] : [];
    },
  },
  {
    name: 'returning device: changed since its copy',
    options: ({ manifest, now, audienceSets }) =>
      publicRead(manifest) ? audienceSets.map((set) => changedSinceOptions(set, now)) : [],
  },
  {
    // referencing-items.tsx: "Events by …", a committee's papers.
    name: 'items pointing at another item',
    options: ({ manifest, now, audienceSets }) =>
      publicRead(manifest)
        ? (manifest.references ?? []).flatMap((reference) => {
            const pointing: ListFilter[] = reference.holdsId
              ? [{ field: reference.field, op: '==', value: 'id' }]
              : [
                  { field: `${reference.field}.collection`, op: '==', value: 'path' },
                  { field: `${reference.field}.id`, op: '==', value: 'id' },
                ];
            return audienceSets.flatMap((set) =>
              publicWindowOf(manifest, now).map((query) => referencingOptions([...pointing, ...set], query, 100)),
            );
          })
        : [],
  },
  {
    // A section of one of the app's own pages that lists the type (the policy documents on /policies).
    name: 'a page section’s list',
    options: ({ manifest, now, audienceSets }) =>
      (manifest.sections ?? []).flatMap((section) =>
        section.listFilters
          ? audienceSets.flatMap((set) =>
              windowListOptions({ publicWindow: manifest.publicWindow }, now, [...(section.listFilters ?? []), ...set]),
            )
          : [],
      ),
  },
  {
    // dashboard-home-view.tsx through messages-data.ts countDocuments and recentlyChanged.
    name: 'dashboard overview (drafts, scheduled, recent changes)',
    options: ({ now }) => [
      { audience: 'editor', filters: [{ field: 'status', op: '==', value: 'draft' }] },
      {
        audience: 'editor',
        filters: [
          { field: 'status', op: '==', value: 'published' },
          { field: 'publishAt', op: '>', value: now },
        ],
      },
      { audience: 'editor', orderBy: { field: 'updatedAt', direction: 'desc' }, limit: 10 },
    ],
  },
];

/** Viewers whose lists between them ask every set a type's audienceFilters can give. */
const SAMPLE_VIEWERS: readonly Viewer[] = [
  { uid: null, roles: [] },
  { uid: 'member', roles: ['member'] },
  { uid: 'editor', roles: ['editor'] },
];

/** The sets of conditions the type's public lists ask with (EngineQueryContext.audienceSets). */
export async function audienceSetsOf(manifest: CollectionManifest): Promise<(readonly FixedFilter[])[]> {
  const model = await manifest.load.model();
  const audienceFilters = model.audienceFilters;
  if (!audienceFilters) return [[...(manifest.publicFilters ?? [])]];
  // Everyone sits on one committee: its papers' query is asked too.
  const lookup = { ids: () => Promise.resolve(['committee']) };
  const sets = (await Promise.all(SAMPLE_VIEWERS.map((viewer) => audienceFilters(viewer, lookup)))).flat();
  const shapes = new Map(sets.map((set) => [JSON.stringify(set.map(({ field, op }) => [field, op])), set]));
  return [...shapes.values()];
}

export interface EngineQuery {
  /** The Firestore collection. */
  path: string;
  /** Which shape, for messages. */
  name: string;
  options: ListSpecOptions;
}

/** Every list the engine runs for every type of `registry` at `now`. */
export async function engineQueries(registry: readonly CollectionManifest[], now: Date): Promise<EngineQuery[]> {
  const perType = await Promise.all(
    registry.map(async (manifest) => {
      const context = { manifest, now, audienceSets: await audienceSetsOf(manifest) };
      return ENGINE_QUERY_SHAPES.flatMap((shape) =>
        shape.options(context).map((options) => ({ path: manifest.path, name: shape.name, options })),
      );
    }),
  );
  return perType.flat();
}
