import type { ComponentType } from 'react';
import type { Icon } from '@tabler/icons-react';
import type { Role, SidebarGroup } from '@/lib/route-meta';
import type { ListFilter, ListOrder } from './list-query';
import type { BaseContent } from './content-schema';
import type { AnyCollectionModel } from './collection-model';
import type { AnyCollectionDashboardParts, AnyCollectionPublicParts } from './collection-parts';

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

export function defineManifest(manifest: CollectionManifest): CollectionManifest {
  return manifest;
}

/** The detail route pattern of a manifest. */
export function detailPattern(manifest: Pick<CollectionManifest, 'publicPath' | 'detailPath'>): string {
  return manifest.detailPath ?? `${manifest.publicPath}/:slug`;
}
