import { defineModel } from '@/collections/define-collection';
import { venuePlace } from '@/collections/fields/venue';
import { clubSchema, emptyClub } from './club-schema';
import { clubJsonLd } from './club-structured-data';

/** Clubs without React: what build scripts, warming, seed checks and rules tests use. */
export const clubsModel = defineModel({
  schema: clubSchema,
  empty: emptyClub,
  structuredData: (item, url) => clubJsonLd(item, url),
  place: (item) => venuePlace(item.venue),
});
