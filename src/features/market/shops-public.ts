import type { CollectionPublicParts } from '@/collections/define-collection';
import { MarketListView, ShopDetailSections } from './market-views';
import type { ShopItem } from './shop-schema';

/** What visitors see of shops: the market (shops and every product) and each shop's page. */
export const shopsPublic: CollectionPublicParts<ShopItem> = {
  listView: MarketListView,
  detailSections: [ShopDetailSections],
};
