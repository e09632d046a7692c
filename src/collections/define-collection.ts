import type { ComponentType, ReactNode } from 'react';
import type { Icon } from '@tabler/icons-react';
import type * as z from 'zod';
import type { SidebarGroup } from '@/lib/route-meta';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';

/** What a type-specific editor field receives: the form's value for its field, and a way to change it. */
export interface CustomFieldProps<Value> {
  value: Value;
  // A method, so a field component for one value type fits the definition's list of all fields.
  onChange(value: Value): void;
  /** Messages from the schema, keyed by dotted path below this field (`''` for the field itself). */
  errors: Record<string, string>;
  label: string;
  description?: string;
}

interface FieldBase<Item> {
  name: keyof Item & string;
  label: string;
  description?: string;
  /** The editor's titled section this field is shown in ("What", "When"…); fields without one come first. */
  section?: string;
}

/** How the editor shows one field. Type-specific fields (a venue, a price) bring their own component. */
export type FieldDefinition<Item> =
  | (FieldBase<Item> & {
      kind: 'text' | 'url' | 'textarea' | 'markdown' | 'date-time' | 'number' | 'boolean' | 'tags' | 'image';
    })
  | (FieldBase<Item> & { kind: 'select'; options: readonly { value: string; label: string }[] })
  /** A text value chosen from the ones already in use for this type (read from the device's copy), or a new one. */
  | (FieldBase<Item> & { kind: 'category' })
  | (FieldBase<Item> & { kind: 'custom'; component: ComponentType<CustomFieldProps<never>> });

export interface ItemProps<Item> {
  item: Parsed<Item>;
}

/** Everything a public list view gets: the visible items and whether they came from this device's copy. */
export interface ListViewProps<Item> {
  items: Parsed<Item>[];
  fromCache: boolean;
}

/** An extra column in the dashboard table. */
export interface TableColumn<Item> {
  label: string;
  render: (item: Parsed<Item>) => ReactNode;
  /** For sorting by this column. */
  sortValue?: (item: Parsed<Item>) => string | number;
}

/**
 * What routes and navigation need to know about a content type. Kept apart from the schema and the
 * components so the route table (part of the first page load) does not pull them in.
 */
export interface CollectionMeta {
  /** Firestore collection path, e.g. `events`. */
  path: string;
  labels: { singular: string; plural: string };
  icon: Icon;
  /** Where the public list appears in the site's side navigation. */
  sidebarGroup: SidebarGroup;
  /** Public list route, e.g. `/events`; the detail route is `${publicPath}/:slug`. */
  publicPath: string;
  /** Dashboard table; the editor is `${dashboardPath}/new` and `${dashboardPath}/:id`. */
  dashboardPath: string;
  /** One or two sentences for the public list page and its meta description. */
  description: string;
  /** The same for the dashboard table. */
  dashboardDescription: string;
}

/**
 * One content type, declared once: from this come its routes, list and detail pages, dashboard table,
 * the editor (create and edit), sidebar entries, the rules' field list (checked by a test), structured
 * data and seed data. What is special goes in the named slots, never in a copied page.
 */
export interface CollectionDefinition<Schema extends z.ZodType<BaseContent>> extends CollectionMeta {
  /** The zod schema: the TypeScript type, the form validator and the check on every read. */
  schema: Schema;
  /**
   * Where the build publishes this type's visible items as JSON (e.g. `/data/events.json`): public pages
   * show it while Firebase loads, then switch to live data. Optional.
   */
  publishedSnapshot?: string;
  /** A new, empty item for the editor (everything but the fields the repository sets). */
  empty?: () => Partial<z.infer<Schema>>;
  /** The fields the editor shows, in order. */
  fields: readonly FieldDefinition<z.infer<Schema>>[];
  titleField: keyof z.infer<Schema> & string;
  slugField: keyof z.infer<Schema> & string;
  /** Named slots for what is special about this type. */
  slots?: {
    card?: ComponentType<ItemProps<z.infer<Schema>>>;
    /** Replaces the plain list of cards on the public list page (events: filters and a calendar). */
    listView?: ComponentType<ListViewProps<z.infer<Schema>>>;
    /** Shown on the public detail page, in order, below the title. */
    detailSections?: ComponentType<ItemProps<z.infer<Schema>>>[];
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
}
export interface DashboardCollectionPages {
  Table: ComponentType;
  Editor: ComponentType;
}
export type CollectionPages = PublicCollectionPages & DashboardCollectionPages;

/** Declares a content type. An identity function with a type: the definition is plain data. */
export function defineCollection<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
): CollectionDefinition<Schema> {
  return definition;
}
