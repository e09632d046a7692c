import type { CollectionPublicParts } from '@/collections/define-collection';
import { AddToBasket } from './add-to-basket';
import { productDetailSections } from './market-detail-sections';
import { ProductPriceLine } from './product-grid';
import type { ProductItem } from './product-schema';

/** What visitors see of products: the organisation's shop at /shop, price lines on cards, each product's page. */
export const productsPublic: CollectionPublicParts<ProductItem> = {
  listView: () => import('./market-list-views').then((module) => module.OrganisationShopView),
  cardLines: ProductPriceLine,
  detailSections: [productDetailSections(({ item }) => <AddToBasket product={item} />)],
};
