import { defineServerPart } from '@/collections/server-part';
import { clubFieldsSchema } from './club-schema';

/**
 * What the backend needs of clubs: its rules (generated into firestore.rules by `npm run generate`),
 * all of them written from the schema: a club refers to no other document.
 */
export const clubsServer = defineServerPart({
  feature: 'clubs',
  // A club with every field set is at the expression limit (tests/rules/clubs.rules.test.ts).
  types: { clubs: { fields: clubFieldsSchema, countKeys: true } },
});
