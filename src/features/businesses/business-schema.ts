import * as z from 'zod';
import { baseContentSchema } from '@/collections/content-schema';
import { contactSchema } from '@/collections/fields/contact';
import { openingHoursSchema } from '@/collections/fields/opening-hours';
import { optionalWebAddress } from '@/collections/fields/web-address';
import { placeAt, type Place } from '@/collections/places';
import { singleLineString } from '@/lib/plain-text';

/**
 * Businesses (docs/content-model.md): the base content fields plus their own. The same limits are in
 * firestore.rules (`validBusiness`); messages are shown in the editor as they are.
 */
export const businessFieldsSchema = z.object({
  category: singleLineString()
    .trim()
    .min(1, 'Please choose or type a category.')
    .max(40, 'Please keep the category under 40 characters.'),
  address: singleLineString().trim().max(300, 'Please keep the address under 300 characters.').nullable(),
  lat: z
    .number({ error: 'Latitude must be a number.' })
    .min(-90, 'Latitude must be between -90 and 90.')
    .max(90, 'Latitude must be between -90 and 90.')
    .nullable(),
  lng: z
    .number({ error: 'Longitude must be a number.' })
    .min(-180, 'Longitude must be between -180 and 180.')
    .max(180, 'Longitude must be between -180 and 180.')
    .nullable(),
  /** None given: open 00:00–23:59 every day (docs/specification.md §9). */
  openingHours: openingHoursSchema.nullable(),
  contact: contactSchema.nullable(),
  website: optionalWebAddress(),
  memberOffer: singleLineString().trim().max(280, 'Please keep the member offer under 280 characters.').nullable(),
  /** The account that may edit this listing (not publish it); null when no one owns it. */
  ownerUid: singleLineString().max(128, 'Please check the owner: the account id is too long.').nullable(),
});

export const businessSchema = baseContentSchema
  .extend(businessFieldsSchema.shape)
  .refine((item) => (item.lat === null) === (item.lng === null), {
    message: 'Please give both latitude and longitude, or neither.',
    path: ['lng'],
  });

export type BusinessItem = z.infer<typeof businessSchema>;

/** Where a business is on a map: its own coordinates, named after it; null without them (a mobile service). */
export function businessPlace(item: Pick<BusinessItem, 'title' | 'lat' | 'lng'>): Place | null {
  return placeAt(item, item.title);
}
