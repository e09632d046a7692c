import { defineServerPart } from '@/collections/server-part';
import { trailStopFieldsSchema } from './trail-schema';
import firestoreRules from './trail.firestore.rules?raw';
import storageRules from './trail.storage.rules?raw';

/** What the backend needs of trail: its rules (generated into firestore.rules and storage.rules by `npm run generate`). */
export const trailServer = defineServerPart({
  feature: 'trail',
  firestoreRules,
  storageRules,
  types: {
    trailStops: {
      fields: trailStopFieldsSchema,
      handChecked: ['audio'],
      check: 'validTrailStop(request.resource.data, id)',
    },
  },
});
