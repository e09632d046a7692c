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
  IconPackage,
  IconRoute,
  IconRss,
  IconScale,
  IconSettings,
  IconShieldLock,
  IconShoppingBag,
  IconUserCog,
} from '@tabler/icons-react';
import type { AppRoute } from '@/lib/route-meta';
import { isValidSlug } from '@/lib/slug';
import { collectionRegistry } from './collection-registry';
import { registryRoutes } from './collection-routes';

export { isValidSlug };

/** Every content type's pages, from the registry, in the order its manifests give. */
const collections = registryRoutes(collectionRegistry);

const sectionPage = () => import('@/pages/section-page');
const dashboardAreaPage = () => import('@/pages/dashboard-area-page');
const policyPage = () => import('@/features/pages/policy-page');

/** Every route of the public site and the dashboard (SEED-SPEC section 2). */
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
  {
    path: '/blog',
    handle: {
      layout: 'default',
      title: 'News and articles',
      icon: IconArticle,
      sidebarGroup: null,
      showInSidebar: false,
      redirect: '/articles',
    },
  },
  {
    path: '/creative-trail',
    page: sectionPage,
    handle: {
      layout: 'default',
      title: 'Creative trail',
      icon: IconRoute,
      sidebarGroup: 'pages',
      showInSidebar: true,
      description: 'A walking trail of art, sculpture and stories around the town.',
    },
  },
  {
    path: '/shop',
    page: sectionPage,
    handle: {
      layout: 'default',
      title: 'Shop',
      icon: IconShoppingBag,
      sidebarGroup: 'shopping',
      showInSidebar: true,
      description: 'Goods from the association itself, with every penny going back into the town.',
    },
  },
  {
    path: '/market',
    page: sectionPage,
    handle: {
      layout: 'default',
      title: 'Community market',
      icon: IconBasket,
      sidebarGroup: 'shopping',
      showInSidebar: true,
      description: 'Local makers, growers and sellers: order online, collect in town.',
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
      icon: IconPackage,
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
      icon: IconPackage,
      sidebarGroup: 'shopping',
      showInSidebar: false,
      validate: ({ orderId }) => typeof orderId === 'string' && /^[A-Za-z0-9]{20}$/.test(orderId),
    },
  },
  // TEMPORARY (helper A): a bare product page with "Add to basket" until the lead's /shop/{product-slug}
  // pages land; the lead's product route replaces this entry.
  {
    path: '/shop/:productSlug',
    page: () => import('@/features/market/product-preview-page'),
    handle: {
      layout: 'default',
      title: 'Product',
      icon: IconShoppingBag,
      sidebarGroup: 'shopping',
      showInSidebar: false,
      validate: ({ productSlug }) => typeof productSlug === 'string' && isValidSlug(productSlug),
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
  {
    path: '/dashboard/myfeed',
    page: dashboardAreaPage,
    handle: {
      layout: 'dashboard',
      requiredRole: 'member',
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
    path: '/dashboard/shops',
    page: dashboardAreaPage,
    handle: {
      layout: 'dashboard',
      requiredRole: 'editor',
      title: 'Manage shops',
      navLabel: 'Shops and orders',
      icon: IconShoppingBag,
      sidebarGroup: 'trading',
      showInSidebar: true,
      description: 'Run market stalls and the association shop, and follow orders from request to collection.',
    },
  },
  {
    path: '/dashboard/products',
    page: dashboardAreaPage,
    handle: {
      layout: 'dashboard',
      requiredRole: 'editor',
      title: 'Manage products',
      navLabel: 'Products',
      icon: IconPackage,
      sidebarGroup: 'trading',
      showInSidebar: true,
      description: 'Add products with prices, photos, variants and stock.',
    },
  },
  {
    path: '/dashboard/accounts',
    page: dashboardAreaPage,
    handle: {
      layout: 'dashboard',
      requiredRole: 'admin',
      title: 'Accounts',
      icon: IconUserCog,
      sidebarGroup: 'administration',
      showInSidebar: true,
      description: 'See who has an account and choose who can edit or run the site.',
    },
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
