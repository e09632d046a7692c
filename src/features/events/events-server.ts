import { defineServerPart } from '@/collections/server-part';
import { eventFieldsSchema, workshopFieldsSchema } from './event-schema';
import firestoreRules from './events.firestore.rules?raw';

/**
 * What the backend needs of events: its rules (generated into firestore.rules by `npm run generate`).
 * The fields of events and workshops are checked as their schemas say (eventsFields, workshopsFields);
 * the fragment adds what the schemas cannot: the end not before the start, and a repeat rule the app
 * can expand (the shared validRecurrence, stricter than the schema's pattern).
 */
const eventRules = {
  handChecked: ['recurrence'],
  // `occursUntil` (when the last date is over: what "Coming up" asks for) comes with every save
  // (the model's listFields), unchecked like the other list fields.
  listFieldKeys: ['occursUntil'],
};

export const eventsServer = defineServerPart({
  feature: 'events',
  firestoreRules,
  types: {
    events: { fields: eventFieldsSchema, ...eventRules, check: 'validEvent(request.resource.data)' },
    workshops: { fields: workshopFieldsSchema, ...eventRules, check: 'validWorkshop(request.resource.data)' },
  },
});
