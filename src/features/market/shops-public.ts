import type { CollectionPublicParts } from '@/collections/define-collection';
import { ShopDetailSections } from './market-detail-sections';
import type { ShopItem } from './shop-schema';

/** What visitors see of shops: the market (shops and every product) and each shop's page. */
export const shopsPublic: CollectionPublicParts<ShopItem> = {
  listView: () => import('./market-list-views').then((module) => module.MarketListView),
  detailSections: [ShopDetailSections],
};
