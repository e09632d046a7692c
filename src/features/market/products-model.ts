import { defineModel } from '@/collections/define-collection';
import { productJsonLd } from './market-structured-data';
import { emptyProduct, productSchema, summariseVariants, withServerStock } from './product-schema';

/** Products without React: what build scripts, warming, seed checks and rules tests use. */
export const productsModel = defineModel({
  schema: productSchema,
  empty: emptyProduct,
  // The product's own price and stock summarise its options, for cards, the table and the rules.
  beforeSave: summariseVariants,
  // Stock is the server's in a conflict: orders take it there (issue 25).
  serverOwnedInConflicts: withServerStock,
  structuredData: (item, url) => productJsonLd(item, url),
  searchText: (item) => [item.category, ...item.variants.map((variant) => variant.name)].join(' '),
});
