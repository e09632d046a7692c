import { defineServerPart } from '@/collections/server-part';
import firestoreRules from './pages.firestore.rules?raw';

/** What the backend needs of pages: its rules (generated into firestore.rules by `npm run generate`). */
export const pagesServer = defineServerPart({
  feature: 'pages',
  firestoreRules,
  types: { pages: { check: 'validPage(request.resource.data, id)' } },
});
