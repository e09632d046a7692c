import type * as z from 'zod';
import type { Role } from '@/lib/route-meta';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { Place } from './places';
import type { FixedFilter } from './collection-manifest';

/** Who is looking at a public page, for types whose readers see different items (documents). */
export interface Viewer {
  uid: string | null;
  roles: readonly Role[];
}

/**
 * What a type may look up about a viewer: the ids of the documents of a collection that meet `filters`
 * (a query the rules let the viewer run: documents ask committeeMembers which committees list them).
 */
export interface ViewerLookup {
  ids(path: string, filters: readonly FixedFilter[]): Promise<string[]>;
}

/**
 * The queries a public list of the type runs for this viewer, each a set of conditions; the lists are
 * merged. The security rules decide by who is asking, and a query must ask only for what they allow
 * (documents: the public ones, the members' ones for members, each of the viewer's committees' papers).
 */
export type AudienceFilters = (viewer: Viewer, lookup: ViewerLookup) => Promise<readonly (readonly FixedFilter[])[]>;

/** The line under an item in the site-wide search's results, or nothing. */
export type SearchSubtitle<Item> = (item: Parsed<Item>, now: Date) => string | undefined;

/** What build scripts and feeds get from the engine: the type's visible items, parsed. */
export interface FeedContext {
  siteUrl: string;
  /** The organisation's name, from the site settings the build read (the shipped one without them). */
  siteName: string;
  now: Date;
  /** The published, visible items of any type in the registry, by Firestore path. */
  itemsOf(path: string): readonly (BaseContent & { id: string })[];
}

/** The part of a type with no React: what build scripts, warming, seed checks and rules tests import. */
export interface CollectionModel<Schema extends z.ZodType<BaseContent>> {
  schema: Schema;
  /** A new, empty item for the editor (everything but the fields the repository sets). */
  empty?: () => Partial<z.infer<Schema>>;
  titleField: keyof z.infer<Schema> & string;
  slugField: keyof z.infer<Schema> & string;
  /** Runs on every save, after the form's checks. */
  beforeSave?: (item: z.infer<Schema>) => z.infer<Schema>;
  structuredData?: (item: Parsed<z.infer<Schema>>, url: string) => Record<string, unknown>;
  /**
   * More text searches look at, on the public list and in the dashboard (title, summary and tags always
   * count; the dashboard part's own `searchText` replaces it there).
   */
  searchText?: (item: Parsed<z.infer<Schema>>) => string;
  /**
   * The type's own fields every save adds for server-side lists (events: `occursUntil`, when the last date
   * ends), beside the engine's `sortKey` and `keywords` (list-fields.ts). Not part of the schema.
   */
  listFields?: (item: z.infer<Schema>) => Record<string, unknown>;
  /**
   * A short line under the item in the site-wide search's results (events: the next date), worked out
   * when the search index is made. Optional: most types show their type's name alone. A loader, like
   * `feeds`: what it needs (events: the repeat rules) loads only when the search does.
   */
  searchSubtitle?: () => Promise<SearchSubtitle<z.infer<Schema>>>;
  /** The address of an item's public page (default: the manifest's detail pattern with its slug). */
  itemPath?: (item: z.infer<Schema>) => string;
  /**
   * Where the item is, for maps (its venue's or its own position), or null when it has none: the list's
   * Map view (the manifest's `flags.mapView`) and the small map on its page (`PlaceMap`) read it.
   */
  place?: (item: z.infer<Schema>) => Place | null;
  /**
   * "Keep my version" in a save conflict: `mine` with the server's values for the fields the server owns,
   * which no editor's copy may overwrite (a product's stock, which orders change as they are confirmed).
   * Absent: every field is the editor's.
   */
  serverOwnedInConflicts?: (mine: z.infer<Schema>, theirs: z.infer<Schema>) => z.infer<Schema>;
  /**
   * Extra files built from published data (events: events.ics and events.rss), by file name. Only the
   * build calls it: load the generators inside it, so visitors' model chunk stays small.
   */
  feeds?: (context: FeedContext) => Promise<Record<string, string>>;
  /**
   * For types whose readers see different items (documents): the queries a public list runs for a
   * viewer. Without it every list asks for the published items meeting the manifest's `publicFilters`.
   */
  audienceFilters?: AudienceFilters;
  /** Extra checks on the seed data beyond the schema (messages; empty when all is well). */
  seedCheck?: (documents: readonly { id: string; data: unknown }[]) => string[];
}

// The registry holds types of every shape; each part is checked against its own schema where it is defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous list of models
export type AnyCollectionModel = CollectionModel<any>;

/** A model as a type declares it: the title and slug fields only where they are not the base `title` and `slug`. */
export type ModelDeclaration<Schema extends z.ZodType<BaseContent>> = Omit<
  CollectionModel<Schema>,
  'titleField' | 'slugField'
> &
  Partial<Pick<CollectionModel<Schema>, 'titleField' | 'slugField'>>;

/** Declares a type's model. Every schema extends the base content, so `title` and `slug` are always there to default to. */
export function defineModel<Schema extends z.ZodType<BaseContent>>(
  model: ModelDeclaration<Schema>,
): CollectionModel<Schema> {
  return { titleField: 'title', slugField: 'slug', ...model };
}
