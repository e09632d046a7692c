import { defineServerPart } from '@/collections/server-part';
import { productFieldsSchema } from './product-schema';
import { shopFieldsSchema } from './shop-schema';
import firestoreRules from './market.firestore.rules?raw';

/**
 * What the backend needs of market: its rules (generated into firestore.rules by `npm run generate`).
 * Shops' and products' fields are checked as their schemas say (shopsFields, productsFields); the
 * fragment adds what the schemas cannot (a product's shop and seller, each way of paying once), who
 * writes products, and orders and seller requests, which are not content types.
 */
export const marketServer = defineServerPart({
  feature: 'market',
  firestoreRules,
  types: {
    // Sellers create their own products as drafts: the fragment's match block. A seller's save of a
    // product with 20 photos and 50 variants is at the expression limit: its keys are counted (every
    // product has the list fields: one saved before they came in is backfilled first, issue 29), and
    // only the first photo and variant are checked in full (the last too took it over the limit:
    // tests/rules/products.rules.test.ts, the costliest write).
    products: {
      fields: productFieldsSchema,
      countKeys: { listFieldsRequired: true },
      firstEntryOnly: ['images', 'variants'],
      // The shop's seller (validProduct reads it, so it is required): checked against the shop's.
      handChecked: ['ownerUid'],
      ownMatch: true,
    },
    shops: {
      fields: shopFieldsSchema,
      // A shop with every field set is near the expression limit (tests/rules/shops.rules.test.ts).
      countKeys: true,
      check: 'validShop(request.resource.data)',
      ownerFields: ['description', 'location', 'collectionInfo', 'collectionOptions', 'paymentOptions', 'contact'],
    },
  },
});
