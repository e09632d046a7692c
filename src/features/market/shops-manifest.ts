import { IconBasket, IconShoppingBag } from '@tabler/icons-react';
import { defineManifest } from '@/collections/define-collection';

/**
 * The community market's shops as the first page load sees them: `/market` lists every published shop
 * and their products, `/market/{slug}` is a shop's page. Sellers (`ownerUid`) edit their own shop's
 * details from the dashboard; editors publish and run the organisation's own shop.
 */
export const shopsManifest = defineManifest({
  path: 'shops',
  labels: { singular: 'Shop', plural: 'Shops' },
  icon: IconBasket,
  sidebarGroup: 'shopping',
  navOrder: 61,
  publicPath: '/market',
  dashboardPath: '/dashboard/shops',
  listTitle: { heading: 'Community market', tabTitle: 'Community market' },
  description: 'Local makers, growers and sellers: order online, collect in town and pay on collection.',
  dashboardDescription: 'Run market stalls and the association shop: collection times, payment and contact details.',
  access: { read: 'public', edit: 'editor', ownerField: 'ownerUid' },
  dashboardGroup: 'trading',
  defaultSort: { field: 'title', direction: 'asc' },
  flags: { publishedSnapshot: true, ownListView: true, sitemap: true, prerender: true, followable: true },
  load: {
    model: () => import('./shops-model').then((module) => module.shopsModel),
    public: () => import('./shops-public').then((module) => module.shopsPublic),
    dashboard: () => import('./shops-dashboard').then((module) => module.shopsDashboard),
  },
});

/**
 * Products: `/shop` is the organisation's own shop, and every product, whichever shop sells it, has its
 * page at `/shop/{slug}` (decision 0022: a product keeps its address when its shop is renamed). Sellers
 * add and edit their own shop's products; editors publish them.
 */
export const productsManifest = defineManifest({
  path: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  icon: IconShoppingBag,
  sidebarGroup: 'shopping',
  navOrder: 60,
  publicPath: '/shop',
  dashboardPath: '/dashboard/products',
  listTitle: { heading: 'Shop', tabTitle: 'Shop' },
  description: 'Goods from the association itself, with every penny going back into the town.',
  dashboardDescription: 'Add products with prices, photos, options such as sizes, and stock.',
  access: { read: 'public', edit: 'editor', ownerField: 'ownerUid', ownersCreate: true },
  dashboardGroup: 'trading',
  categoryField: 'category',
  // `/shop` is the association's own shop: the products with no seller.
  listFilters: [{ field: 'ownerUid', op: '==', value: null }],
  // A shop's page lists its own products from the server, not from the market's first 500.
  listedBy: ['shopId'],
  defaultSort: { field: 'title', direction: 'asc' },
  flags: { publishedSnapshot: true, ownListView: true, sitemap: true, prerender: true },
  load: {
    model: () => import('./products-model').then((module) => module.productsModel),
    public: () => import('./products-public').then((module) => module.productsPublic),
    dashboard: () => import('./products-dashboard').then((module) => module.productsDashboard),
  },
});
