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
      badge: expect.objectContaining({ name: 'unhandledMessages', shownTo: 'admin' }),
    });
    // Orders: members may open it (sellers are usually members); the count is of new orders.
    expect(dashboard.find((link) => link.path === '/dashboard/orders')).toMatchObject({
      label: 'Orders',
      requiredRole: 'member',
      badge: expect.objectContaining({ name: 'requestedOrders', shownTo: 'signed-in' }),
    });
    expect(dashboard.map((link) => link.path)).not.toContain('/dashboard/orders/pick-list');
    const validOrderId = byPath('/dashboard/orders/:orderId')?.handle.validate;
    expect(validOrderId?.({ orderId: 'Xy7Kq2LmN0pQrS4tUv9w' })).toBe(true);
    expect(validOrderId?.({ orderId: 'not an id!' })).toBe(false);
    expect(validOrderId?.({ orderId: 'x'.repeat(129) })).toBe(false);
  });
});

/**
 * One line per route with every field a visitor or the menus see: path, layout, title, menu label, icon,
 * group and whether the menu shows it, role, badge, redirect, whether it has a page and a parameter check,
 * and its description. Whatever moves routes between files must leave this list as it is, order included.
 */
function routeLine({ path, page, handle }: (typeof siteRoutes)[number]): string {
  return [
    path,
    `layout ${String(handle.layout)}`,
    `title ${JSON.stringify(handle.title)}`,
    handle.navLabel && `menu ${JSON.stringify(handle.navLabel)}`,
    handle.icon.displayName,
    `${handle.sidebarGroup ?? 'no group'}${handle.showInSidebar ? ' in menu' : ''}`,
    handle.requiredRole && `role ${handle.requiredRole}`,
    handle.navBadge && `badge ${handle.navBadge.name}`,
    handle.redirect && `to ${handle.redirect}`,
    handle.needsSession && 'needs session',
    handle.colorMode && `colour ${handle.colorMode}`,
    page ? 'page' : 'no page',
    handle.validate && `checks parameters (${parameterChecks(path, handle.validate)})`,
    handle.description,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** What a route's parameter check says of a well-formed value and of a malformed one, in every parameter. */
function parameterChecks(path: string, validate: (params: Record<string, string>) => boolean): string {
  const names = [...path.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
  const each = (value: string) => Object.fromEntries(names.map((name) => [name, value]));
  return `well-formed ${validate(each('xy7kq2lmn0pqrs4tuv9w'))}, malformed ${validate(each('not an id!'))}`;
}

describe('the site’s routes', () => {
  it('are these, in this order', () => {
    expect(siteRoutes.map(routeLine)).toMatchInlineSnapshot(`
      [
        "/ · layout default · title "" · menu "Home" · Home · pages in menu · page · What is on, who is who and how to get involved in Thornbury.",
        "/events · layout default · title "Events" · CalendarEvent · pages in menu · page · Concerts, fairs, talks, markets and get-togethers around town.",
        "/events/:slug · layout default · title "Event" · CalendarEvent · pages · page · checks parameters (well-formed true, malformed false)",
        "/workshops · layout default · title "Workshops" · Tools · pages in menu · page · Hands-on sessions run by local people: crafts, skills, cooking and more.",
        "/workshops/:slug · layout default · title "Workshop" · Tools · pages · page · checks parameters (well-formed true, malformed false)",
        "/businesses · layout default · title "Businesses" · BuildingStore · community in menu · page · Independent shops, trades and services run by local people.",
        "/businesses/:slug · layout default · title "Business" · BuildingStore · community · page · checks parameters (well-formed true, malformed false)",
        "/documents · layout default · title "Documents" · FileText · information in menu · page · Minutes, agendas, policies, reports and forms from the association and its committees.",
        "/documents/:slug · layout default · title "Document" · FileText · information · page · checks parameters (well-formed true, malformed false)",
        "/clubs · layout default · title "Clubs" · UsersGroup · community in menu · page · Sports, hobbies, music and social groups that meet in and around town.",
        "/clubs/:slug · layout default · title "Club" · UsersGroup · community · page · checks parameters (well-formed true, malformed false)",
        "/articles · layout default · title "" · menu "News and articles" · Article · pages in menu · page · News, stories and updates from the community.",
        "/blog/:slug · layout default · title "Article" · Article · pages · page · checks parameters (well-formed true, malformed false)",
        "/organisations · layout default · title "Organisations" · BuildingCommunity · community in menu · page · Charities, schools, the town council and the partners we work with.",
        "/organisations/:slug · layout default · title "Organisation" · BuildingCommunity · community · page · checks parameters (well-formed true, malformed false)",
        "/creative-trail · layout default · title "Creative trail" · menu "Creative trail" · Route · pages in menu · page · A walking trail of art, sculpture and stories around the town.",
        "/creative-trail/:slug · layout default · title "Trail stop" · Route · pages · page · checks parameters (well-formed true, malformed false)",
        "/committees · layout default · title "Committees" · Users · community in menu · page · The volunteer committees that run the association, and when they meet.",
        "/committees/:slug · layout default · title "Committee" · Users · community · page · checks parameters (well-formed true, malformed false)",
        "/shop · layout default · title "Shop" · menu "Shop" · ShoppingBag · shopping in menu · page · Goods from the association itself, with every penny going back into the town.",
        "/shop/:slug · layout default · title "Product" · ShoppingBag · shopping · page · checks parameters (well-formed true, malformed false)",
        "/market · layout default · title "Community market" · menu "Community market" · Basket · shopping in menu · page · Local makers, growers and sellers: order online, collect in town and pay on collection.",
        "/market/:slug · layout default · title "Shop" · Basket · shopping · page · checks parameters (well-formed true, malformed false)",
        "/blog · layout default · title "News and articles" · Article · no group · to /articles · no page",
        "/articles/:slug · layout default · title "News and articles" · Article · no group · to /blog/:slug · no page",
        "/news · layout default · title "News and articles" · Article · no group · to /articles · no page",
        "/market/sell · layout default · title "Sell at the market" · Basket · shopping · page · Members can ask to sell at the community market: tell us about your shop or stall.",
        "/basket · layout default · title "Your basket" · menu "Basket" · Basket · shopping in menu · page · What you have chosen, per shop. Send each shop an order request, then collect and pay.",
        "/orders · layout default · title "Your orders" · ShoppingBag · shopping · page · Orders made on this device or with your account, newest first.",
        "/orders/:orderId · layout default · title "Your order" · ShoppingBag · shopping · page · checks parameters (well-formed true, malformed false)",
        "/about · layout default · title "About" · InfoCircle · information in menu · page · Who we are, what we do and how the association is run.",
        "/contact · layout default · title "Contact us" · Mail · information in menu · page · Get in touch with the association.",
        "/sign-in · layout default · title "Sign in" · Login · no group · needs session · page · Sign in to follow what you care about, or to run the site if you are an editor.",
        "/policies · layout default · title "Policies" · ShieldLock · policies in menu · page · How we look after your information and what we expect of everyone.",
        "/policies/cookies-policy · layout default · title "Cookies policy" · Cookie · policies in menu · page · What this site stores on your device and why.",
        "/policies/privacy-policy · layout default · title "Privacy policy" · Lock · policies in menu · page · What personal information we hold, why, and your rights.",
        "/policies/code-of-conduct · layout default · title "Code of conduct" · HeartHandshake · policies in menu · page · How we treat each other at our events, online and in our groups.",
        "/policies/gdpr-and-uk-gdpr · layout default · title "GDPR and UK GDPR" · Scale · policies in menu · page · How we meet data protection law in the UK.",
        "/dashboard · layout dashboard · title "Dashboard" · LayoutDashboard · overview in menu · role member · page · An overview of what needs attention: drafts, messages, orders and changes waiting to sync.",
        "/dashboard/account · layout dashboard · title "Your account" · UserCircle · overview in menu · role signed-in · page · Your details, orders, follows and choices; download your data or delete your account.",
        "/dashboard/myfeed · layout dashboard · title "My feed" · Rss · overview in menu · role signed-in · page · News and events from the clubs, committees and topics you follow.",
        "/dashboard/messages · layout dashboard · title "Messages" · Mail · overview in menu · role admin · badge unhandledMessages · page · Messages sent from the contact page: read them, reply and mark them handled.",
        "/dashboard/events · layout dashboard · title "Manage events" · menu "Events" · CalendarEvent · content in menu · role editor · page · Create, edit, schedule and publish events, including repeating ones.",
        "/dashboard/events/new · layout dashboard · title "New event" · CalendarEvent · content · role editor · page",
        "/dashboard/events/:id · layout dashboard · title "Edit event" · CalendarEvent · content · role editor · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/workshops · layout dashboard · title "Manage workshops" · menu "Workshops" · Tools · content in menu · role editor · page · Create and publish workshops, with facilitators, skill levels and materials.",
        "/dashboard/workshops/new · layout dashboard · title "New workshop" · Tools · content · role editor · page",
        "/dashboard/workshops/:id · layout dashboard · title "Edit workshop" · Tools · content · role editor · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/businesses · layout dashboard · title "Manage businesses" · menu "Businesses" · BuildingStore · directory in menu · role member · page · Edit business listings, opening hours and member offers.",
        "/dashboard/businesses/new · layout dashboard · title "New business" · BuildingStore · directory · role member · page",
        "/dashboard/businesses/:id · layout dashboard · title "Edit business" · BuildingStore · directory · role member · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/documents · layout dashboard · title "Manage documents" · menu "Documents" · FileText · content in menu · role editor · page · Upload minutes, agendas, policies, reports and forms, and choose who may read them.",
        "/dashboard/documents/new · layout dashboard · title "New document" · FileText · content · role editor · page",
        "/dashboard/documents/:id · layout dashboard · title "Edit document" · FileText · content · role editor · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/clubs · layout dashboard · title "Manage clubs" · menu "Clubs" · UsersGroup · directory in menu · role editor · page · Keep club details, meeting times and contacts up to date.",
        "/dashboard/clubs/new · layout dashboard · title "New club" · UsersGroup · directory · role editor · page",
        "/dashboard/clubs/:id · layout dashboard · title "Edit club" · UsersGroup · directory · role editor · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/blogs · layout dashboard · title "Manage articles" · menu "Articles" · Article · content in menu · role editor · page · Write, schedule and publish news and articles.",
        "/dashboard/blogs/new · layout dashboard · title "New article" · Article · content · role editor · page",
        "/dashboard/blogs/:id · layout dashboard · title "Edit article" · Article · content · role editor · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/organisations · layout dashboard · title "Manage organisations" · menu "Organisations" · BuildingCommunity · directory in menu · role editor · page · Keep the details of local charities, schools, the council and partners up to date.",
        "/dashboard/organisations/new · layout dashboard · title "New organisation" · BuildingCommunity · directory · role editor · page",
        "/dashboard/organisations/:id · layout dashboard · title "Edit organisation" · BuildingCommunity · directory · role editor · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/trail · layout dashboard · title "Manage trail stops" · menu "Trail stops" · Route · content in menu · role editor · page · Edit the stops of the creative trail, put them in order, and add their audio guides.",
        "/dashboard/trail-order · layout dashboard · title "Trail order" · Route · content in menu · role editor · page · Put the creative trail’s stops in walking order.",
        "/dashboard/trail/new · layout dashboard · title "New trail stop" · Route · content · role editor · page",
        "/dashboard/trail/:id · layout dashboard · title "Edit trail stop" · Route · content · role editor · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/committees · layout dashboard · title "Manage committees" · menu "Committees" · Users · directory in menu · role editor · page · Update committee members, meeting dates and papers.",
        "/dashboard/committee-readers · layout dashboard · title "Who reads the papers" · Users · directory in menu · role admin · page · Choose which accounts can read each committee’s members-only papers.",
        "/dashboard/committees/new · layout dashboard · title "New committee" · Users · directory · role editor · page",
        "/dashboard/committees/:id · layout dashboard · title "Edit committee" · Users · directory · role editor · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/products · layout dashboard · title "Manage products" · menu "Products" · ShoppingBag · trading in menu · role member · page · Add products with prices, photos, options such as sizes, and stock.",
        "/dashboard/products/new · layout dashboard · title "New product" · ShoppingBag · trading · role member · page",
        "/dashboard/products/:id · layout dashboard · title "Edit product" · ShoppingBag · trading · role member · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/shops · layout dashboard · title "Manage shops" · menu "Shops" · Basket · trading in menu · role member · page · Run market stalls and the association shop: collection times, payment and contact details.",
        "/dashboard/shops/new · layout dashboard · title "New shop" · Basket · trading · role member · page",
        "/dashboard/shops/:id · layout dashboard · title "Edit shop" · Basket · trading · role member · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/settings/pages · layout dashboard · title "Manage pages" · menu "Pages" · FileText · administration · role admin · page · Edit the About page and the policies. Each save keeps the previous version.",
        "/dashboard/settings/pages/:id · layout dashboard · title "Edit page" · FileText · administration · role admin · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/seller-requests · layout dashboard · title "Seller requests" · ShoppingBag · trading in menu · role admin · page · Members who asked to sell at the market: approve to make their shop, or decline.",
        "/dashboard/orders · layout dashboard · title "Orders" · Basket · trading in menu · role member · badge requestedOrders · page · New orders arrive here as they are placed: confirm them, mark them ready and collected.",
        "/dashboard/orders/pick-list · layout dashboard · title "Pick list" · Basket · trading · role member · page",
        "/dashboard/orders/:orderId · layout dashboard · title "Order" · Basket · trading · role member · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/accounts · layout dashboard · title "Accounts" · UserCog · administration in menu · role admin · page · See who has an account and choose who can edit or run the site.",
        "/dashboard/accounts/:uid · layout dashboard · title "Account" · UserCog · administration · role admin · page · checks parameters (well-formed true, malformed false)",
        "/dashboard/settings · layout dashboard · title "Site settings" · menu "Settings" · Settings · administration in menu · role admin · page · Contact details, the announcement banner, the default season and the policy pages.",
      ]
    `);
  });
});
