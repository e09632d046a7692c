import { defineServerPart } from '@/collections/server-part';
import firestoreRules from './committees.firestore.rules?raw';

/** What the backend needs of committees: its rules (generated into firestore.rules by `npm run generate`). */
export const committeesServer = defineServerPart({
  feature: 'committees',
  firestoreRules,
  types: { committees: { check: 'validCommittee(request.resource.data)' } },
});
