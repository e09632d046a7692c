import { defineServerPart } from '@/collections/server-part';
import firestoreRules from './organisations.firestore.rules?raw';

/** What the backend needs of organisations: its rules (generated into firestore.rules by `npm run generate`). */
export const organisationsServer = defineServerPart({
  feature: 'organisations',
  firestoreRules,
  types: { organisations: { check: 'validOrganisation(request.resource.data)' } },
});
