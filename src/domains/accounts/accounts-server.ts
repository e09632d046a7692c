import { defineServerPart } from '@/collections/server-part';
import firestoreRules from './accounts.firestore.rules?raw';

/** What the backend needs of accounts: the rules of `users/{uid}` (generated into firestore.rules by `npm run generate`). */
export const accountsServer = defineServerPart({
  feature: 'accounts',
  firestoreRules,
});
