import type { ComponentType } from 'react';
import type * as z from 'zod';
import type { ListFieldSource } from './list-fields';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { Place } from './places';
import type { CollectionAccess, CollectionManifest, CollectionMeta, FixedFilter } from './collection-manifest';
import type { AudienceFilters, SearchSubtitle } from './collection-model';
import type { FieldDefinition, ItemProps, ListViewProps, TableColumn } from './collection-parts';

// The shapes of a type's parts each have a module of their own: the manifest's (collection-manifest.ts), the
// model's (collection-model.ts), and the public and dashboard parts' (collection-parts.ts). This module puts
// them together into the definition the engine's pages read, and re-exports them so that features and the
// engine keep one import path for declaring a type.
export * from './collection-manifest';
export * from './collection-model';
export * from './collection-parts';

/**
 * One content type, declared once: from this come its routes, list and detail pages, dashboard table,
 * the editor (create and edit), sidebar entries, the rules' field list (checked by a test), structured
 * data and seed data. What is special goes in the named slots, never in a copied page.
 */
export interface CollectionDefinition<Schema extends z.ZodType<BaseContent>> extends CollectionMeta {
  /** The zod schema: the TypeScript type, the form validator and the check on every read. */
  schema: Schema;
  /** Who reads and who edits (from the manifest); absent: anyone reads, editors edit. */
  access?: CollectionAccess;
  /** From the manifest: the detail route pattern when it is not `${publicPath}/:slug` (posts: `/blog/:slug`). */
  detailPath?: string;
  /** Types whose items point at this type's (events by an organiser): shown on its detail pages. */
  referencedBy?: readonly ReferencingSource[];
  /** From the manifest: the field the public list filters by, fixed public filters, the default order. */
  categoryField?: string;
  publicFilters?: readonly FixedFilter[];
  /** From the manifest: what the main public list adds to `publicFilters`. */
  listFilters?: readonly FixedFilter[];
  /** From the model: the queries each viewer's public lists run, replacing `publicFilters` in them. */
  audienceFilters?: AudienceFilters;
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  /**
   * Where the build publishes this type's visible items as JSON (e.g. `/data/events.json`): public pages
   * show it while Firebase loads, then switch to live data. Optional.
   */
  publishedSnapshot?: string;
  /** A new, empty item for the editor (everything but the fields the repository sets). */
  empty?: () => Partial<z.infer<Schema>>;
  /** Each save keeps the previous version in `revisions` (the manifest's `flags.revisions`). */
  revisions?: boolean;
  /** Items can be followed: their page shows a Follow button (the manifest's `flags.followable`). */
  followable?: boolean;
  /** Items with fixed ids (pages): no "New" in the dashboard, no list. */
  fixedIds?: readonly string[];
  /** The address of an item's public page (the model's `itemPath`); default `${publicPath}/${slug}`. */
  itemPath?: (item: z.infer<Schema>) => string;
  /** From the model: the line under the item in the site-wide search's results. */
  searchSubtitle?: () => Promise<SearchSubtitle<z.infer<Schema>>>;
  /** From the model: where the item is on a map, or null (no position). */
  place?: (item: z.infer<Schema>) => Place | null;
  /** See CollectionModel.serverOwnedInConflicts. */
  serverOwnedInConflicts?: (mine: z.infer<Schema>, theirs: z.infer<Schema>) => z.infer<Schema>;
  /** From the model: what the repository adds to every save for server-side lists (list-fields.ts). */
  listFieldSource?: ListFieldSource<z.infer<Schema>>;
  /** The public list offers a Map view of its items' places (the manifest's `flags.mapView`; needs `place`). */
  mapView?: boolean;
  /** The fields the editor shows, in order. */
  fields: readonly FieldDefinition<z.infer<Schema>>[];
  titleField: keyof z.infer<Schema> & string;
  slugField: keyof z.infer<Schema> & string;
  /** Named slots for what is special about this type. */
  slots?: {
    card?: ComponentType<ItemProps<z.infer<Schema>>>;
    /** Extra lines on the generic card ("Open now · closes 17:30"). */
    cardLines?: ComponentType<ItemProps<z.infer<Schema>>>;
    /** The detail sections show their own share button (events: beside Save), so the page adds none. */
    ownShareButton?: boolean;
    /** Replaces the plain list of cards on the public list page (events: filters and a calendar). */
    listView?: ComponentType<ListViewProps<z.infer<Schema>>>;
    /** Shown on the public detail page, in order, below the title. */
    detailSections?: ComponentType<ItemProps<z.infer<Schema>>>[];
    /** Shown after the body, before Share (posts: "More news", previous and next). */
    afterBody?: ComponentType<ItemProps<z.infer<Schema>>>[];
    /** The body is the page's main text: no heading of its own after the sections (an article). */
    plainBody?: boolean;
    /** Replaces the "not available" page when the address finds nothing (documents: "Sign in as a member"). */
    notFound?: ComponentType;
    beforeSave?: (item: z.infer<Schema>) => z.infer<Schema>;
    structuredData?: (item: Parsed<z.infer<Schema>>, url: string) => Record<string, unknown>;
    tableColumns?: readonly TableColumn<z.infer<Schema>>[];
    /** More text the dashboard's search looks at (title, slug, summary and tags always count). */
    searchText?: (item: Parsed<z.infer<Schema>>) => string;
  };
}

/**
 * The pages every content type has, made from its definition (collection-public-pages.tsx, collection-dashboard-pages.tsx). Visitors' pages
 * and the dashboard's are separate chunks, so a visitor never downloads or runs the editor.
 */
export interface PublicCollectionPages {
  List: ComponentType;
  Detail: ComponentType;
  /**
   * Load the list page's and the detail page's own chunks; each route waits for its own, so the page
   * renders at once rather than replace a prerendered page with "Loading…" for a moment, and an item's
   * page never downloads the list, its filters or the type's list view.
   */
  loadList?: () => Promise<unknown>;
  loadDetail?: () => Promise<unknown>;
}
export interface DashboardCollectionPages {
  Table: ComponentType;
  Editor: ComponentType;
}
export type CollectionPages = PublicCollectionPages & DashboardCollectionPages;

/** A type that points at another: the referenced type's detail page lists its items under `heading`. */
export interface ReferencingSource {
  manifest: CollectionManifest;
  field: string;
  heading: string;
  /** As ReferenceDeclaration.holdsId. */
  holdsId?: boolean;
}

/** Declares a content type. An identity function with a type: the definition is plain data. */
export function defineCollection<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
): CollectionDefinition<Schema> {
  return definition;
}
