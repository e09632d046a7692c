import { lazy } from 'react';
import { IconBasket, IconShoppingBag } from '@tabler/icons-react';
import type { FeatureRoutes } from '@/collections/feature-routes';

/** An order's page and the pick list: out of the menu, for the same people as the orders list. */
const ordersSubpage = {
  layout: 'dashboard',
  requiredRole: 'member',
  icon: IconBasket,
  sidebarGroup: 'trading',
  showInSidebar: false,
} as const;

/** The shopper's pages: in the shop and market's part of the menu, which links only the basket. */
const shoppingPage = { layout: 'default', sidebarGroup: 'shopping', showInSidebar: false } as const;

/** The market's pages beyond its shops' and products': selling, the basket and orders (issue 14). */
export const featureRoutes: FeatureRoutes = {
  public: [
    {
      path: '/market/sell',
      page: () => import('./sell-page'),
      handle: {
        ...shoppingPage,
        title: 'Sell at the market',
        // The market's icon, already in the first page load.
        icon: IconBasket,
        description: 'Members can ask to sell at the community market: tell us about your shop or stall.',
      },
    },
    // The customer's side of the shop and market (issue 14): pages of this device, client-rendered.
    {
      path: '/basket',
      page: () => import('./basket-page'),
      handle: {
        ...shoppingPage,
        title: 'Your basket',
        navLabel: 'Basket',
        // Icons already in the first page load (a new one would add to it).
        icon: IconBasket,
        showInSidebar: true,
        description: 'What you have chosen, per shop. Send each shop an order request, then collect and pay.',
      },
    },
    {
      path: '/orders',
      page: () => import('./orders-page'),
      handle: {
        ...shoppingPage,
        title: 'Your orders',
        icon: IconShoppingBag,
        description: 'Orders made on this device or with your account, newest first.',
      },
    },
    {
      path: '/orders/:orderId',
      page: () => import('./order-page'),
      handle: {
        ...shoppingPage,
        title: 'Your order',
        icon: IconShoppingBag,
        validate: ({ orderId }) => typeof orderId === 'string' && /^[A-Za-z0-9]{20}$/.test(orderId),
      },
    },
  ],
  dashboard: [
    {
      path: '/dashboard/seller-requests',
      page: () => import('./seller-requests-page'),
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
      page: () => import('./seller-orders-page'),
      handle: {
        layout: 'dashboard',
        requiredRole: 'member',
        title: 'Orders',
        // The market's icon, already in the first page load (a new icon would add to it).
        icon: IconBasket,
        sidebarGroup: 'trading',
        showInSidebar: true,
        navBadge: { name: 'requestedOrders', shownTo: 'signed-in', view: lazy(() => import('./orders-nav-count')) },
        description: 'New orders arrive here as they are placed: confirm them, mark them ready and collected.',
      },
    },
    {
      path: '/dashboard/orders/pick-list',
      page: () => import('./pick-list-page'),
      handle: { ...ordersSubpage, title: 'Pick list' },
    },
    {
      path: '/dashboard/orders/:orderId',
      page: () => import('./seller-order-page'),
      handle: {
        ...ordersSubpage,
        title: 'Order',
        // Firestore's ids (made on the device): letters and digits.
        validate: (params) => /^[\w-]{1,128}$/.test(params.orderId ?? ''),
      },
    },
  ],
};
