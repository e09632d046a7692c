import { defineServerPart } from '@/collections/server-part';
import { businessFieldsSchema } from './business-schema';
import firestoreRules from './businesses.firestore.rules?raw';

/** What the backend needs of businesses: its rules (generated into firestore.rules by `npm run generate`). */
export const businessesServer = defineServerPart({
  feature: 'businesses',
  firestoreRules,
  types: {
    businesses: {
      fields: businessFieldsSchema,
      // Each entry of the opening hours would take a write over the expression limit (the fragment).
      handChecked: ['openingHours'],
      check: 'validBusiness(request.resource.data)',
      ownerFields: ['category', 'address', 'lat', 'lng', 'openingHours', 'contact', 'website', 'memberOffer'],
    },
  },
});
