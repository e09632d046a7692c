import { defineServerPart } from '@/collections/server-part';
import firestoreRules from './messages.firestore.rules?raw';

/** What the backend needs of messages: its rules (generated into firestore.rules by `npm run generate`). */
export const messagesServer = defineServerPart({
  feature: 'messages',
  firestoreRules,
});
