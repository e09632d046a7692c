import { describe, expect, it } from 'vitest';
import { SIDEBAR_GROUPS } from '@/lib/route-meta';
import { buildNavigation } from './build-navigation';
import { developmentRoutes } from './development-routes';
import { isValidSlug, siteRoutes } from './route-table';

/** Every path of docs/specification.md section 2. */
const SEED_PATHS = [
  '/',
  '/shop',
  '/about',
  '/blog/:slug',
  '/clubs',
  '/events',
  '/market',
  '/contact',
  '/articles',
  '/policies',
  '/policies/cookies-policy',
  '/policies/privacy-policy',
  '/policies/code-of-conduct',
  '/policies/gdpr-and-uk-gdpr',
  '/workshops',
  '/businesses',
  '/committees',
  '/organisations',
  '/creative-trail',
  '/dashboard',
  ...[
    'blogs',
    'clubs',
    'shops',
    'events',
    'myfeed',
    'accounts',
    'products',
    'settings',
    'documents',
    'workshops',
    'businesses',
    'committees',
  ].map((page) => `/dashboard/${page}`),
];
const SEED_DEV_PATHS = [
  '/development',
  '/test-layout',
  '/test-generic',
  '/test-codeblock',
  '/test-component',
  '/test-experiment',
];

/** Every route of a development build; a production build has `siteRoutes` only. */
const allRoutes = [...siteRoutes, ...developmentRoutes];
const byPath = (path: string) => allRoutes.find((route) => route.path === path);

describe('route table', () => {
  it('holds every seed route, each with a page and complete metadata', () => {
    for (const path of [...SEED_PATHS, ...SEED_DEV_PATHS]) {
      const route = byPath(path);
      expect(route, path).toBeDefined();
      expect(route?.page, path).toBeTypeOf('function');
      const meta = route?.handle;
      expect(meta?.layout, path).not.toBeUndefined();
      expect(typeof meta?.title, path).toBe('string');
      expect(meta?.icon, path).toBeTruthy();
      expect(typeof meta?.showInSidebar, path).toBe('boolean');
      if (meta?.showInSidebar) expect(meta.sidebarGroup, path).not.toBeNull();
    }
  });

  it('has no path twice', () => {
    const paths = allRoutes.map((route) => route.path);
    expect(new Set(paths).size).toBe(paths.length);
  });

  it('follows the seed spec where it says something', () => {
    expect(byPath('/')?.handle).toMatchObject({ layout: 'default', sidebarGroup: 'pages', showInSidebar: true });
    expect(byPath('/about')?.handle).toMatchObject({
      layout: 'default',
      sidebarGroup: 'information',
      showInSidebar: true,
    });
    expect(byPath('/articles')?.handle).toMatchObject({
      layout: 'default',
      sidebarGroup: 'pages',
      showInSidebar: true,
      title: '',
    });
    expect(byPath('/workshops')?.handle).toMatchObject({
      title: 'Workshops',
      sidebarGroup: 'pages',
      showInSidebar: true,
    });
    expect(byPath('/development')?.handle.layout).toBe(false);
    expect(byPath('/test-layout')?.handle).toMatchObject({ sidebarGroup: 'testing', showInSidebar: true });
    for (const path of SEED_PATHS.filter((p) => p.startsWith('/dashboard'))) {
      expect(byPath(path)?.handle.layout, path).toBe('dashboard');
      expect(byPath(path)?.handle.requiredRole, path).toBeDefined();
    }
    expect(byPath('/dashboard/accounts')?.handle.requiredRole).toBe('admin');
    expect(byPath('/dashboard/settings')?.handle.requiredRole).toBe('admin');
  });

  it('flags every development route and keeps them out of production builds', () => {
    expect(developmentRoutes.map((route) => route.path).sort()).toEqual([...SEED_DEV_PATHS].sort());
    for (const route of developmentRoutes) expect(route.handle.devOnly, route.path).toBe(true);
    for (const route of siteRoutes) expect(route.handle.devOnly, route.path).toBeFalsy();
    const production = siteRoutes.map((route) => route.path);
    for (const path of SEED_DEV_PATHS) expect(production).not.toContain(path);
  });

  it('validates blog slugs', () => {
    const validate = byPath('/blog/:slug')?.handle.validate;
    expect(validate?.({ slug: 'summer-fair-2026' })).toBe(true);
    expect(validate?.({ slug: 'Summer_Fair' })).toBe(false);
    expect(validate?.({ slug: 'a'.repeat(97) })).toBe(false);
    expect(isValidSlug('double--hyphen')).toBe(false);
    expect(isValidSlug('-leading')).toBe(false);
  });

  it('uses only declared sidebar groups', () => {
    for (const route of allRoutes) {
      if (route.handle.sidebarGroup) expect(Object.keys(SIDEBAR_GROUPS)).toContain(route.handle.sidebarGroup);
    }
  });
});

describe('buildNavigation', () => {
  it('builds each layout’s navigation from the table, in group order', () => {
    const publicNav = buildNavigation(siteRoutes, 'default');
    expect(publicNav.map((section) => section.id)).toEqual([
      'pages',
      'community',
      'shopping',
      'information',
      'policies',
    ]);
    const pages = publicNav[0]?.links.map((link) => link.path);
    expect(pages).toEqual(['/', '/events', '/workshops', '/articles', '/creative-trail']);
    // The empty title falls back to the navigation label, so no link is nameless.
    expect(publicNav[0]?.links.find((link) => link.path === '/articles')?.label).toBe('News and articles');
  });

  it('leaves out routes hidden from the sidebar and other layouts', () => {
    const all = buildNavigation(allRoutes, 'default').flatMap((section) => section.links.map((link) => link.path));
    expect(all).not.toContain('/blog/:slug');
    expect(all).not.toContain('/dashboard/events');
    expect(all).toContain('/test-layout');
    const dashboard = buildNavigation(siteRoutes, 'dashboard').flatMap((s) => s.links);
    // Every placeholder and registry table; organisations added one (it had no placeholder), the inbox one,
    // seller requests one, sellers' orders one (its order and pick-list pages stay out of the menu), the
    // person's own account one, the creative trail two (its table and "Trail order"), committees two (their
    // table and "Who reads the papers", admins' only: it names the site's accounts).
    expect(dashboard).toHaveLength(21);
    expect(dashboard.find((link) => link.path === '/dashboard/committee-readers')).toMatchObject({
      requiredRole: 'admin',
    });
    expect(dashboard.find((link) => link.path === '/dashboard/trail-order')).toMatchObject({ requiredRole: 'editor' });
    // "Trail order" sits just after the trail's table, from the trail's manifest (the engine's slot).
    const dashboardPaths = dashboard.map((link) => link.path);
    expect(dashboardPaths.indexOf('/dashboard/trail-order')).toBe(dashboardPaths.indexOf('/dashboard/trail') + 1);
    // The inbox's link carries its live count of unhandled messages, declared once on the route.
    expect(dashboard.find((link) => link.path === '/dashboard/messages')).toMatchObject({
      label: 'Messages',
      requiredRole: 'admin',
      badge: 'unhandledMessages',
    });
    // Orders: members may open it (sellers are usually members); the count is of new orders.
    expect(dashboard.find((link) => link.path === '/dashboard/orders')).toMatchObject({
      label: 'Orders',
      requiredRole: 'member',
      badge: 'requestedOrders',
    });
    expect(dashboard.map((link) => link.path)).not.toContain('/dashboard/orders/pick-list');
    const validOrderId = byPath('/dashboard/orders/:orderId')?.handle.validate;
    expect(validOrderId?.({ orderId: 'Xy7Kq2LmN0pQrS4tUv9w' })).toBe(true);
    expect(validOrderId?.({ orderId: 'not an id!' })).toBe(false);
    expect(validOrderId?.({ orderId: 'x'.repeat(129) })).toBe(false);
  });
});
