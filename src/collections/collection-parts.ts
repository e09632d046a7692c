import type { ComponentType, ReactNode } from 'react';
import type { Parsed } from './converter';
import type { BeyondWindow } from './collection-manifest';

/** What a type-specific editor field receives: the form's value for its field, and a way to change it. */
export interface CustomFieldProps<Value> {
  value: Value;
  // A method, so a field component for one value type fits the definition's list of all fields.
  onChange(value: Value): void;
  /** Messages from the schema, keyed by dotted path below this field (`''` for the field itself). */
  errors: Record<string, string>;
  label: string;
  description?: string;
  /** The whole form as it is now, for a field that follows another (a repeat follows the start date). */
  values?: Readonly<Record<string, unknown>>;
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
  /** A file of the documents library (fields/document-file.ts): picked, kept in the upload outbox, uploaded. */
  | (FieldBase<Item> & { kind: 'file' })
  | (FieldBase<Item> & { kind: 'select'; options: readonly { value: string; label: string }[] })
  /** A text value chosen from the ones already in use for this type (read from the device's copy), or a new one. */
  | (FieldBase<Item> & { kind: 'category' })
  | (FieldBase<Item> & { kind: 'custom'; component: ComponentType<CustomFieldProps<never>> });

export interface ItemProps<Item> {
  item: Parsed<Item>;
}

/** Everything a public list view gets: the visible items and whether they came from this device's copy. */
export interface ListViewProps<Item> {
  /** The window's items, then any read from past it (each once). */
  items: Parsed<Item>[];
  fromCache: boolean;
  /** Reading past the window, for the view's own button (OlderItemsButton) where its list ends. */
  older?: OlderItems;
}

/** Items past a type's window, read online a page at a time (collections/use-beyond-window.ts). */
export interface OlderItems {
  /** `more`: another page may follow; `done`: nothing more; `offline`: only online. */
  state: 'more' | 'loading' | 'done' | 'offline' | 'error';
  direction: BeyondWindow['direction'];
  /** How many have been read past the window so far. */
  read: number;
  load: () => void;
}

/** An extra column in the dashboard table. */
export interface TableColumn<Item> {
  label: string;
  render: (item: Parsed<Item>) => ReactNode;
  /**
   * The stored field the server sorts this column by, in its one direction (each order costs a composite
   * index per type, collections/table-query.ts): only a column with a field of its own can be sorted.
   */
  sortBy?: { field: string; direction: 'asc' | 'desc' };
}

/** What only visitors' pages need. */
export interface CollectionPublicParts<Item> {
  /** Replaces the generic card entirely. */
  card?: ComponentType<ItemProps<Item>>;
  /** Extra lines on the generic card, below the summary ("Open now · closes 17:30"). */
  cardLines?: ComponentType<ItemProps<Item>>;
  /** Set when the detail sections render their own share button; otherwise the engine adds one. */
  ownShareButton?: boolean;
  /**
   * Loads the view that replaces the plain list of cards (events: filters and a calendar). A loader, in a
   * module of its own, so an item's page does not carry the list's code.
   */
  listView?: () => Promise<ComponentType<ListViewProps<Item>>>;
  detailSections?: ComponentType<ItemProps<Item>>[];
  /** Shown after the body, before Share (posts: "More news", previous and next). */
  afterBody?: ComponentType<ItemProps<Item>>[];
  /** The body is the page's main text: no heading of its own after the sections (an article). */
  plainBody?: boolean;
  /**
   * Shown instead of "not available" when a visitor's address finds nothing (documents: it may be for
   * members only, so "Sign in as a member to read this").
   */
  notFound?: ComponentType;
}

/** What only the dashboard needs. */
export interface CollectionDashboardParts<Item> {
  fields: readonly FieldDefinition<Item>[];
  tableColumns?: readonly TableColumn<Item>[];
  searchText?: (item: Parsed<Item>) => string;
  /** Runs in the editor after the model's beforeSave (e.g. fill in a derived field). */
  beforeSave?: (item: Item) => Item;
  /**
   * For the end-to-end tests (tests/e2e/content-types.spec.ts): what to type, by input label, so a new
   * item can be saved, for inputs the test cannot fill from the field list (inside custom fields, such
   * as a venue’s name). A pick-list is given the words of the option to choose. Plain text fields are
   * filled from the seed data without it.
   */
  editorSample?: Readonly<Record<string, string>>;
}
// The registry holds parts of every shape; each is checked against its own schema where it is defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous list of public parts
export type AnyCollectionPublicParts = CollectionPublicParts<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export type AnyCollectionDashboardParts = CollectionDashboardParts<any>;
