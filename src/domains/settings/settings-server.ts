import { defineServerPart } from '@/collections/server-part';
import firestoreRules from './settings.firestore.rules?raw';

/** What the backend needs of the site settings: the rules of `settings/site` (generated into firestore.rules). */
export const settingsServer = defineServerPart({
  feature: 'settings',
  firestoreRules,
});
