import type { ListFieldSource } from './list-fields';
import type { ListFilter, ListOrder } from './list-query';
import type { ComponentType, ReactNode } from 'react';
import type { Icon } from '@tabler/icons-react';
import type * as z from 'zod';
import type { Role, SidebarGroup } from '@/lib/route-meta';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { Place } from './places';

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
  /**
   * The public list's heading and browser-tab title when they are not the plural label (posts: the
   * heading "News and articles" and, per docs/specification.md, an empty title, so the tab shows the brand alone).
   */
  listTitle?: { heading: string; tabTitle: string };
  /** The same for the dashboard table. */
  dashboardDescription: string;
  /**
   * What of this type a device keeps for offline use and the main public list reads (decision 0032),
   * as queries the server orders and bounds. Default: the first MAX_PUBLIC_LIST items A–Z (`sortKey`).
   * Events: those not over, and the last year's; news: the newest.
   */
  publicWindow?: (now: Date) => readonly WindowQuery[];
  /**
   * What lies past the window, read online a page at a time when a reader asks (decision 0032), given
   * the items the window holds: conditions and an order that go on from it. `undefined`: nothing is
   * past it. Default: a full A–Z window goes on after its last title (collections/beyond-window.ts).
   * Events: those over before the window's year, most recent first.
   */
  beyondWindow?: (now: Date, shown: readonly BaseContent[]) => BeyondWindow | undefined;
}

/** The list past a type's window: its conditions, its order, and whether it runs back in time. */
export interface BeyondWindow {
  filters: readonly ListFilter[];
  orderBy: ListOrder;
  /** `older`: the button says "Show older …" (dates going back); `more`: "Show more …". */
  direction: 'older' | 'more';
}

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

/** Who may read a type's published items, and who may edit them. */
export interface CollectionAccess {
  /** `public`: anyone, signed in or not; `members`: signed-in members only. */
  read: 'public' | 'members';
  /** The least role that may create, edit and publish any item. */
  edit: Role;
  /**
   * A field holding an account's uid (e.g. `ownerUid`): that account may edit its own item, but not
   * publish it, change its status or its owner. Editors and above still edit every item.
   */
  ownerField?: string;
  /**
   * Owners may also add items (products: a seller adds to their own shop). A new item is theirs (the
   * owner field holds their uid) and stays a draft until an editor publishes it; the rules check the rest.
   */
  ownersCreate?: boolean;
}

/** One query of a type's public window: conditions, one order, and how many at most (the rules allow 500). */
export interface WindowQuery {
  filters: readonly ListFilter[];
  orderBy: ListOrder;
  limit: number;
}

/** A condition every public list of the type applies (documents: `visibility == 'public'`). */
export interface FixedFilter {
  field: string;
  op: '==' | '!=' | 'array-contains';
  /** `null` matches a field holding null (products of the association's shop have no seller). */
  value: string | number | boolean | null;
}

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

/** One more public list of the same type, e.g. a shop's products on `/shop` and `/market`. */
export interface ExtraList {
  path: string;
  title: string;
  description: string;
  filters?: readonly FixedFilter[];
}

/**
 * A dashboard page a type has beyond its table and editor (the trail's "Trail order"): in the side menu
 * just after the type's table, with the type's icon, for the type's edit role.
 */
export interface ExtraDashboardPage {
  path: string;
  title: string;
  description: string;
  page: () => Promise<{ default: ComponentType }>;
  /** Who may open it; default the type's `access.edit` (a page that reads accounts needs `admin`). */
  requiredRole?: Role;
}

/**
 * A reference from this type to items of other types (events: `organiser` → a club, organisation or
 * committee). The field holds `{ collection, id, name }`. Every referenced type's detail page gets a
 * section listing the items that point at it ("Events by …").
 */
export interface ReferenceDeclaration {
  field: string;
  /**
   * The field holds the referenced item's id alone (documents' `committeeId`), not `{ collection, id, name }`;
   * then `collections` names one type.
   */
  holdsId?: boolean;
  /** Firestore paths of the types it may point at. */
  collections: readonly string[];
  /** The section's heading on the referenced item's page, e.g. `Events by`. */
  heading: string;
}

/** A type that points at another: the referenced type's detail page lists its items under `heading`. */
export interface ReferencingSource {
  manifest: CollectionManifest;
  field: string;
  heading: string;
  /** As ReferenceDeclaration.holdsId. */
  holdsId?: boolean;
}

/** A section a type adds to one of the app's own pages (CollectionManifest.sections). */
export interface PageSection {
  page: 'home' | 'policies';
  /** Lower first, among the page's sections. */
  order: number;
  /** The section's component, loaded when the page asks for it. */
  load: () => Promise<ComponentType>;
  /**
   * The section lists the type's public window under these conditions as well (the policy documents:
   * `category == policy`): the engine's query table gives that list its indexes.
   */
  listFilters?: readonly FixedFilter[];
}

/**
 * A content type as the app sees it before any of its code loads: small, no schema, no React other
 * than the icon. It is part of the first page load (routes, navigation), so it must stay light.
 * The three parts load on demand and never share a chunk: a visitor never downloads editor code.
 */
export interface CollectionManifest extends CollectionMeta {
  /** Public detail route pattern; default `${publicPath}/:slug` (posts: `/blog/:slug`). */
  detailPath?: string;
  /** More public lists of this type. */
  extraLists?: readonly ExtraList[];
  /** The type's own dashboard pages beyond its table and editor. */
  extraDashboardPages?: readonly ExtraDashboardPage[];
  /**
   * Items with fixed ids and no list (pages): one detail route each, `${publicPath}/{id}`. The dashboard
   * has no "New" and its table stays out of the side menu (pages: reached from the settings).
   */
  fixedIds?: readonly string[];
  /** Visitors read the items on the app's own pages (pages: /about, /policies/…): no public routes here. */
  ownPublicPages?: boolean;
  /** Position in the side navigation within `sidebarGroup` (lower first). */
  navOrder: number;
  /** The dashboard navigation group; default `content`. */
  dashboardGroup?: SidebarGroup;
  access: CollectionAccess;
  /** Fields that point at items of other types: their detail pages list this type's items. */
  references?: readonly ReferenceDeclaration[];
  /** Conditions every public list applies. */
  publicFilters?: readonly FixedFilter[];
  /**
   * Conditions the main public list alone adds (products: `/shop` lists the association's own goods, the
   * ones with no seller; every product keeps its page and appears on the market).
   */
  listFilters?: readonly FixedFilter[];
  /**
   * Fields a feature lists this type's window by, one value at a time (products: `shopId`, as a shop's
   * page lists its own): the engine's query table gives each its indexes.
   */
  listedBy?: readonly string[];
  /**
   * The public list's default order: `title` (A–Z, the default) or `updatedAt` (recently updated first).
   */
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  /** A text field (or list of texts) the public list offers as a filter, e.g. `category`. */
  categoryField?: string;
  /** What the type is in My feed: its dates make "Coming up" (`events`), or its items are news (`news`). */
  feed?: 'events' | 'news';
  /**
   * Sections of the app's own pages the type fills, each loaded once that page has shown: `home` (under
   * the welcome, by `order`), `policies` (under the links to the policy pages).
   */
  sections?: readonly PageSection[];
  flags: {
    /** The build writes the visible items to `/data/{path}.json` for a fast first view. */
    publishedSnapshot: boolean;
    /** The detail pages go into sitemap.xml. */
    sitemap: boolean;
    /**
     * Each save keeps the previous version in the document's `revisions` subcollection, and the editor
     * lists them with a comparison and "Restore this version" (the generated rules list the type).
     */
    revisions?: boolean;
    /**
     * The build prerenders the list and every published item's page from the data it reads (decision
     * 0007): for types whose pages people arrive at from search engines and shared links.
     */
    prerender?: boolean;
    /** Visitors may follow each item (a Follow button on its page; the item's news joins their feed, decision 0025). */
    followable?: boolean;
    /**
     * The public list is a view of the type's own (its public part's `listView`), not the engine's paged
     * list: the query table gives it indexes for its window and the pages past it instead. A test holds it
     * equal to the public part (collection-registry.test.ts), which the first page load cannot read.
     */
    ownListView?: boolean;
    /**
     * The public list offers a List / Map choice: the map shows where the listed items are (the model's
     * `place`), each marker a link to the item; the list stays below it as the map's text.
     */
    mapView?: boolean;
  };
  /** Heavy libraries to load first, each in a task of its own, before this type's pages (lib/staged-import). */
  stageLibraries?: readonly (() => Promise<unknown>)[];
  load: {
    model: () => Promise<AnyCollectionModel>;
    public: () => Promise<AnyCollectionPublicParts>;
    dashboard: () => Promise<AnyCollectionDashboardParts>;
  };
}

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

// The registry holds types of every shape; each part is checked against its own schema where it is defined.
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a heterogeneous list of models
export type AnyCollectionModel = CollectionModel<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export type AnyCollectionPublicParts = CollectionPublicParts<any>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- as above
export type AnyCollectionDashboardParts = CollectionDashboardParts<any>;

export function defineManifest(manifest: CollectionManifest): CollectionManifest {
  return manifest;
}
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

/** The detail route pattern of a manifest. */
export function detailPattern(manifest: Pick<CollectionManifest, 'publicPath' | 'detailPath'>): string {
  return manifest.detailPath ?? `${manifest.publicPath}/:slug`;
}

/** Declares a content type. An identity function with a type: the definition is plain data. */
export function defineCollection<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
): CollectionDefinition<Schema> {
  return definition;
}
