import {
  IconArticle,
  IconBasket,
  IconCookie,
  IconHeartHandshake,
  IconHome,
  IconInfoCircle,
  IconLayoutDashboard,
  IconLock,
  IconLogin,
  IconMail,
  IconRss,
  IconScale,
  IconSettings,
  IconShieldLock,
  IconShoppingBag,
  IconUserCircle,
  IconUserCog,
} from '@tabler/icons-react';
import type { AppRoute } from '@/lib/route-meta';
import { isValidSlug } from '@/lib/slug';
import { collectionRegistry } from './collection-registry';
import { registryRoutes } from './collection-routes';

export { isValidSlug };

/** Every content type's pages, from the registry, in the order its manifests give. */
const collections = registryRoutes(collectionRegistry);

const policyPage = () => import('@/features/pages/policy-page');

/** The accounts list and an account's page (admins): one lazy chunk for both, so one entry here. */
const accountsPage = () => import('@/pages/accounts/accounts-route');
const accountsHandle = {
  layout: 'dashboard',
  requiredRole: 'admin',
  icon: IconUserCog,
  sidebarGroup: 'administration',
  showInSidebar: false,
} as const;

/** An order's page and the pick list: out of the menu, for the same people as the orders list. */
const ordersSubpage = {
  layout: 'dashboard',
  requiredRole: 'member',
  icon: IconBasket,
  sidebarGroup: 'trading',
  showInSidebar: false,
} as const;

/** A route that only sends an old address of the posts on to where they are now. */
function postsRedirect(path: string, redirect: string): AppRoute {
  return {
    path,
    handle: {
      layout: 'default',
      title: 'News and articles',
      icon: IconArticle,
      sidebarGroup: null,
      showInSidebar: false,
      redirect,
    },
  };
}

/** Every route of the public site and the dashboard (docs/specification.md section 2). */
export const siteRoutes: AppRoute[] = [
  {
    path: '/',
    page: () => import('./home-route'),
    handle: {
      layout: 'default',
      // The home page's browser tab shows the brand alone.
      title: '',
      navLabel: 'Home',
      icon: IconHome,
      sidebarGroup: 'pages',
      showInSidebar: true,
      description: 'What is on, who is who and how to get involved in Thornbury.',
    },
  },
  ...collections.public,
  // Old addresses of the posts, each sent on in the app (firebase.json answers them with the same 301s):
  // the list was once at /blog, posts' own pages at /articles/…, and the menu calls the list "News and articles".
  postsRedirect('/blog', '/articles'),
  postsRedirect('/articles/:slug', '/blog/:slug'),
  postsRedirect('/news', '/articles'),
  {
    path: '/market/sell',
    page: () => import('@/features/market/sell-page'),
    handle: {
      layout: 'default',
      title: 'Sell at the market',
      // The market's icon, already in the first page load.
      icon: IconBasket,
      sidebarGroup: 'shopping',
      showInSidebar: false,
      description: 'Members can ask to sell at the community market: tell us about your shop or stall.',
    },
  },
  // The customer's side of the shop and market (issue 14): pages of this device, client-rendered.
  {
    path: '/basket',
    page: () => import('@/features/market/basket-page'),
    handle: {
      layout: 'default',
      title: 'Your basket',
      navLabel: 'Basket',
      // Icons already in the first page load (a new one would add to it).
      icon: IconBasket,
      sidebarGroup: 'shopping',
      showInSidebar: true,
      description: 'What you have chosen, per shop. Send each shop an order request, then collect and pay.',
    },
  },
  {
    path: '/orders',
    page: () => import('@/features/market/orders-page'),
    handle: {
      layout: 'default',
      title: 'Your orders',
      icon: IconShoppingBag,
      sidebarGroup: 'shopping',
      showInSidebar: false,
      description: 'Orders made on this device or with your account, newest first.',
    },
  },
  {
    path: '/orders/:orderId',
    page: () => import('@/features/market/order-page'),
    handle: {
      layout: 'default',
      title: 'Your order',
      icon: IconShoppingBag,
      sidebarGroup: 'shopping',
      showInSidebar: false,
      validate: ({ orderId }) => typeof orderId === 'string' && /^[A-Za-z0-9]{20}$/.test(orderId),
    },
  },
  {
    path: '/about',
    page: () => import('@/features/pages/about-page'),
    handle: {
      layout: 'default',
      title: 'About',
      icon: IconInfoCircle,
      sidebarGroup: 'information',
      showInSidebar: true,
      description: 'Who we are, what we do and how the association is run.',
    },
  },
  {
    path: '/contact',
    page: () => import('@/pages/contact-page'),
    handle: {
      layout: 'default',
      title: 'Contact us',
      icon: IconMail,
      sidebarGroup: 'information',
      showInSidebar: true,
      description: 'Get in touch with the association.',
    },
  },
  {
    path: '/sign-in',
    page: () => import('@/pages/sign-in-page'),
    handle: {
      layout: 'default',
      title: 'Sign in',
      needsSession: true,
      icon: IconLogin,
      sidebarGroup: null,
      showInSidebar: false,
      description: 'Sign in to follow what you care about, or to run the site if you are an editor.',
    },
  },
  {
    path: '/policies',
    page: () => import('./policies-route'),
    handle: {
      layout: 'default',
      title: 'Policies',
      icon: IconShieldLock,
      sidebarGroup: 'policies',
      showInSidebar: true,
      description: 'How we look after your information and what we expect of everyone.',
    },
  },
  {
    path: '/policies/cookies-policy',
    page: policyPage,
    handle: {
      layout: 'default',
      title: 'Cookies policy',
      icon: IconCookie,
      sidebarGroup: 'policies',
      showInSidebar: true,
      description: 'What this site stores on your device and why.',
    },
  },
  {
    path: '/policies/privacy-policy',
    page: policyPage,
    handle: {
      layout: 'default',
      title: 'Privacy policy',
      icon: IconLock,
      sidebarGroup: 'policies',
      showInSidebar: true,
      description: 'What personal information we hold, why, and your rights.',
    },
  },
  {
    path: '/policies/code-of-conduct',
    page: policyPage,
    handle: {
      layout: 'default',
      title: 'Code of conduct',
      icon: IconHeartHandshake,
      sidebarGroup: 'policies',
      showInSidebar: true,
      description: 'How we treat each other at our events, online and in our groups.',
    },
  },
  {
    path: '/policies/gdpr-and-uk-gdpr',
    page: policyPage,
    handle: {
      layout: 'default',
      title: 'GDPR and UK GDPR',
      icon: IconScale,
      sidebarGroup: 'policies',
      showInSidebar: true,
      description: 'How we meet data protection law in the UK.',
    },
  },
  {
    path: '/dashboard',
    page: () => import('./dashboard-home-route'),
    handle: {
      layout: 'dashboard',
      requiredRole: 'member',
      title: 'Dashboard',
      icon: IconLayoutDashboard,
      sidebarGroup: 'overview',
      showInSidebar: true,
      description: 'An overview of what needs attention: drafts, messages, orders and changes waiting to sync.',
    },
  },
  // The person's own account (issue 15): for everyone signed in, with or without a role.
  {
    path: '/dashboard/account',
    page: () => import('@/pages/account/account-page'),
    handle: {
      layout: 'dashboard',
      requiredRole: 'signed-in',
      title: 'Your account',
      // The header's account icon, already in the first page load.
      icon: IconUserCircle,
      sidebarGroup: 'overview',
      showInSidebar: true,
      description: 'Your details, orders, follows and choices; download your data or delete your account.',
    },
  },
  {
    path: '/dashboard/myfeed',
    page: () => import('./my-feed-route'),
    handle: {
      layout: 'dashboard',
      // Everyone signed in, with or without a role (docs/content-model.md: "signed in, no role: follow things").
      requiredRole: 'signed-in',
      title: 'My feed',
      icon: IconRss,
      sidebarGroup: 'overview',
      showInSidebar: true,
      description: 'News and events from the clubs, committees and topics you follow.',
    },
  },
  {
    path: '/dashboard/messages',
    page: () => import('@/features/messages/messages-page'),
    handle: {
      layout: 'dashboard',
      requiredRole: 'admin',
      title: 'Messages',
      // The contact page's icon, already in the first page load (a new icon would add to it).
      icon: IconMail,
      sidebarGroup: 'overview',
      showInSidebar: true,
      navBadge: 'unhandledMessages',
      description: 'Messages sent from the contact page: read them, reply and mark them handled.',
    },
  },
  ...collections.dashboard,
  {
    path: '/dashboard/seller-requests',
    page: () => import('@/features/market/seller-requests-page'),
    handle: {
      layout: 'dashboard',
      requiredRole: 'admin',
      title: 'Seller requests',
      // The shops' icon, already in the first page load.
      icon: IconShoppingBag,
      sidebarGroup: 'trading',
      showInSidebar: true,
      description: 'Members who asked to sell at the market: approve to make their shop, or decline.',
    },
  },
  // Sellers' orders (issue 14): editors see every shop's, a seller (a shop's ownerUid, usually a member)
  // their own shops'; the pages ask only for what the rules let each read.
  {
    path: '/dashboard/orders',
    page: () => import('@/features/market/seller-orders-page'),
    handle: {
      layout: 'dashboard',
      requiredRole: 'member',
      title: 'Orders',
      // The market's icon, already in the first page load (a new icon would add to it).
      icon: IconBasket,
      sidebarGroup: 'trading',
      showInSidebar: true,
      navBadge: 'requestedOrders',
      description: 'New orders arrive here as they are placed: confirm them, mark them ready and collected.',
    },
  },
  {
    path: '/dashboard/orders/pick-list',
    page: () => import('@/features/market/pick-list-page'),
    handle: { ...ordersSubpage, title: 'Pick list' },
  },
  {
    path: '/dashboard/orders/:orderId',
    page: () => import('@/features/market/seller-order-page'),
    handle: {
      ...ordersSubpage,
      title: 'Order',
      // Firestore's ids (made on the device): letters and digits.
      validate: (params) => /^[\w-]{1,128}$/.test(params.orderId ?? ''),
    },
  },
  {
    path: '/dashboard/accounts',
    page: accountsPage,
    handle: {
      ...accountsHandle,
      title: 'Accounts',
      showInSidebar: true,
      description: 'See who has an account and choose who can edit or run the site.',
    },
  },
  {
    path: '/dashboard/accounts/:uid',
    page: accountsPage,
    // Firebase Auth's account ids (and the seed's): letters, digits, '-' and '_'.
    handle: { ...accountsHandle, title: 'Account', validate: ({ uid }) => /^[\w-]{1,128}$/.test(uid ?? '') },
  },
  {
    path: '/dashboard/settings',
    page: () => import('@/pages/dashboard-settings-page'),
    handle: {
      layout: 'dashboard',
      requiredRole: 'admin',
      title: 'Site settings',
      navLabel: 'Settings',
      icon: IconSettings,
      sidebarGroup: 'administration',
      showInSidebar: true,
      description: 'Contact details, the announcement banner, the default season and the policy pages.',
    },
  },
];
