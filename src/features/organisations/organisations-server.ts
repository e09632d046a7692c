import { defineServerPart } from '@/collections/server-part';
import { organisationFieldsSchema } from './organisation-schema';

/**
 * What the backend needs of organisations: its rules (generated into firestore.rules by `npm run
 * generate`), all of them written from the schema: an organisation refers to no other document.
 */
export const organisationsServer = defineServerPart({
  feature: 'organisations',
  types: { organisations: { fields: organisationFieldsSchema } },
});
