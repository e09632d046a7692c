import { defineModel } from '@/collections/define-collection';
import { businessPlace, businessSchema, type BusinessItem } from './business-schema';
import { businessJsonLd } from './business-structured-data';

/** A new listing: no owner yet (editors set it), no hours (open all day), no contact. */
export function emptyBusiness(): Partial<BusinessItem> {
  return {
    tags: [],
    category: '',
    address: null,
    lat: null,
    lng: null,
    openingHours: null,
    contact: null,
    website: null,
    memberOffer: null,
    ownerUid: null,
  };
}

/** Businesses without React: what build scripts, warming, seed checks and rules tests use. */
export const businessesModel = defineModel({
  schema: businessSchema,
  empty: emptyBusiness,
  structuredData: (item, url) => businessJsonLd(item, url),
  place: businessPlace,
});
