import { defineServerPart } from '@/collections/server-part';
import firestoreRules from './businesses.firestore.rules?raw';

/** What the backend needs of businesses: its rules (generated into firestore.rules by `npm run generate`). */
export const businessesServer = defineServerPart({
  feature: 'businesses',
  firestoreRules,
  types: {
    businesses: {
      check: 'validBusiness(request.resource.data)',
      ownerFields: ['category', 'address', 'lat', 'lng', 'openingHours', 'contact', 'website', 'memberOffer'],
    },
  },
});
