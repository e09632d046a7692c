import { defineServerPart } from '@/collections/server-part';
import firestoreRules from './events.firestore.rules?raw';

/** What the backend needs of events: its rules (generated into firestore.rules by `npm run generate`). */
export const eventsServer = defineServerPart({
  feature: 'events',
  firestoreRules,
  types: {
    events: { check: 'validEvent(request.resource.data)' },
    workshops: { check: 'validWorkshop(request.resource.data)' },
  },
});
