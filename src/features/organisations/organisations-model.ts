import { defineModel } from '@/collections/define-collection';
import { venuePlace } from '@/collections/fields/venue';
import { organisationSchema, type OrganisationItem } from './organisation-schema';
import { organisationJsonLd } from './organisation-structured-data';

/** A new organisation in the editor: everything but the base fields the repository sets. */
export function emptyOrganisation(): Partial<OrganisationItem> {
  // The base fields (title, slug, status…) start blank from the engine's emptyBaseContent().
  return {
    kind: 'other',
    charityNumber: null,
    contact: null,
    website: null,
    logo: null,
    venue: null,
    socialLinks: [],
  };
}

/** Organisations without React: what build scripts, warming, seed checks and rules tests use. */
export const organisationsModel = defineModel({
  schema: organisationSchema,
  empty: emptyOrganisation,
  structuredData: organisationJsonLd,
  place: (item) => venuePlace(item.venue),
});
