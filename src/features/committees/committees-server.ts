import { defineServerPart } from '@/collections/server-part';
import { committeeFieldsSchema } from './committee-schema';
import firestoreRules from './committees.firestore.rules?raw';

/**
 * What the backend needs of committees: its rules (generated into firestore.rules by `npm run generate`).
 * A committee's fields are checked as its schema says (committeesFields); the fragment holds who reads
 * its papers (committeeMembers, onCommittee). A public committee carries no account ids.
 */
export const committeesServer = defineServerPart({
  feature: 'committees',
  firestoreRules,
  types: { committees: { fields: committeeFieldsSchema } },
});
