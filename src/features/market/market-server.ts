import { defineServerPart } from '@/collections/server-part';
import firestoreRules from './market.firestore.rules?raw';

/** What the backend needs of market: its rules (generated into firestore.rules by `npm run generate`). */
export const marketServer = defineServerPart({
  feature: 'market',
  firestoreRules,
  types: {
    // Sellers create their own products as drafts: the fragment's match block.
    products: { ownMatch: true },
    shops: {
      check: 'validShop(request.resource.data)',
      ownerFields: ['description', 'location', 'collectionInfo', 'collectionOptions', 'paymentOptions', 'contact'],
    },
  },
});
