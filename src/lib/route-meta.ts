import type { ComponentType } from 'react';
import type { Params } from 'react-router';
import type { Icon } from '@tabler/icons-react';
/** Light or dark, as shown. */
export type ColorScheme = 'light' | 'dark';

export type LayoutName = 'default' | 'dashboard' | 'development' | false;

/** Account roles (docs/content-model.md): admins may do what editors may, and editors what members may. */
export type Role = 'member' | 'editor' | 'admin';

/** Who may use a page: a role (and those above it), or `signed-in`: anyone with an account, role or none. */
export type RequiredRole = Role | 'signed-in';

/** Navigation groups. Each side navigation shows the groups of its own layout, in this order. */
export const SIDEBAR_GROUPS = {
  pages: { label: 'Pages' },
  community: { label: 'Community' },
  shopping: { label: 'Shop and market' },
  information: { label: 'Information' },
  policies: { label: 'Policies' },
  testing: { label: 'Testing' },
  overview: { label: 'Overview' },
  content: { label: 'Content' },
  directory: { label: 'Directory' },
  trading: { label: 'Shops' },
  administration: { label: 'Administration' },
  gallery: { label: 'Gallery' },
} as const;

export type SidebarGroup = keyof typeof SIDEBAR_GROUPS;

/** Everything the app knows about a route, declared once on the route (its `handle`). */
export interface RouteMeta {
  layout: LayoutName;
  /** Page title; '' means the brand alone. */
  title: string;
  /** Label in navigation, where a page's title is empty or too long for a menu. */
  navLabel?: string;
  /** One or two plain sentences: the meta description, and the intro where a page shows one. */
  description?: string;
  icon: Icon;
  sidebarGroup: SidebarGroup | null;
  showInSidebar: boolean;
  /** Forces light or dark while the route is shown, whatever the user chose. */
  colorMode?: ColorScheme;
  /** A check on the path's parameters; failing it is a fatal 404. */
  validate?: (params: Params) => boolean;
  /** Send visitors elsewhere: a path navigates in the app, an absolute URL loads that page. */
  redirect?: string;
  /** The least role that may use the page (dashboard pages): others get the sign-in or no-access page. */
  requiredRole?: RequiredRole;
  /** Exists only in development builds. */
  devOnly?: boolean;
  /** The page needs to know who is signed in straight away (sign-in): start Firebase at once. */
  needsSession?: boolean;
  /** A live count shown beside the menu link (the inbox: messages nobody has handled yet; orders: new ones). */
  navBadge?: NavBadge;
}

/**
 * A live count a feature shows beside its menu link, loaded on its own once the menu shows (never with
 * the first page): the inbox's unhandled messages, the market's new orders.
 */
export interface NavBadge {
  /** What it counts, for the route list and tests: `unhandledMessages`, `requestedOrders`. */
  name: string;
  /**
   * Who sees it: admins only, or anyone signed in whose roles are known (the count then asks only for
   * what they may read: a seller's own shops). Nobody else's device loads its code.
   */
  shownTo: 'admin' | 'signed-in';
  /** The count, a lazy component (`lazy(() => import('./orders-nav-count'))`) so its code loads on its own. */
  view: ComponentType;
}

export type PageModule = { default: ComponentType };

export interface AppRoute {
  path: string;
  handle: RouteMeta;
  /** The page, loaded on demand: one chunk per page module. Absent for pure redirects. */
  page?: () => Promise<PageModule>;
}
