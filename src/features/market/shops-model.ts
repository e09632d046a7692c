import { defineModel } from '@/collections/define-collection';
import { shopJsonLd } from './market-structured-data';
import { emptyShop, shopSchema } from './shop-schema';

/** Shops without React: what build scripts, warming, seed checks and rules tests use. */
export const shopsModel = defineModel({
  schema: shopSchema,
  empty: emptyShop,
  structuredData: (item, url) => shopJsonLd(item, url),
  searchText: (item) => [item.description, item.location ?? ''].join(' '),
});
