import { defineServerPart } from '@/collections/server-part';
import firestoreRules from './clubs.firestore.rules?raw';

/** What the backend needs of clubs: its rules (generated into firestore.rules by `npm run generate`). */
export const clubsServer = defineServerPart({
  feature: 'clubs',
  firestoreRules,
  types: { clubs: { check: 'validClub(request.resource.data)' } },
});
