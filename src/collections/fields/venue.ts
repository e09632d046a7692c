import * as z from 'zod';
import { singleLineString } from '@/lib/plain-text';
import { placeAt, type Place } from '../places';

/** A place: name, address, postcode and optional coordinates. firestore.rules (`validVenue`) allows 200/300/16. */
export const venueSchema = z.object({
  name: singleLineString()
    .trim()
    .min(1, 'Please name the venue.')
    .max(140, 'Please keep the venue name under 140 characters.'),
  address: singleLineString().max(280, 'Please keep the address under 280 characters.'),
  postcode: singleLineString()
    .trim()
    // One message for a wrong postcode, not two.
    .max(10, { error: 'Please give a postcode like BS35 2AR.', abort: true })
    .regex(/^$|^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/, 'Please give a UK postcode like BS35 2AR.'),
  lat: z
    .number({ error: 'Latitude must be a number.' })
    .min(-90, 'Latitude must be between -90 and 90.')
    .max(90, 'Latitude must be between -90 and 90.')
    .nullable()
    .optional(),
  lng: z
    .number({ error: 'Longitude must be a number.' })
    .min(-180, 'Longitude must be between -180 and 180.')
    .max(180, 'Longitude must be between -180 and 180.')
    .nullable()
    .optional(),
});

export type Venue = z.infer<typeof venueSchema>;

/** What a maps search needs: the same fields as a venue. */
export interface MapsPlace {
  name: string;
  address: string;
  postcode: string;
  lat?: number | null;
  lng?: number | null;
}

/**
 * A Google Maps search link (the documented "Maps URLs" form): phones open it in their maps app, other
 * devices in the browser. Coordinates are exact when the venue has them; otherwise the address is searched.
 */
export function mapsUrl(place: MapsPlace): string {
  const query =
    typeof place.lat === 'number' && typeof place.lng === 'number'
      ? `${place.lat},${place.lng}`
      : [place.name, place.address, place.postcode]
          .map((part) => part.trim())
          .filter(Boolean)
          .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}

/** Where a venue is on a map, named after it; null without a venue or its coordinates. */
export function venuePlace(venue: Pick<Venue, 'name' | 'lat' | 'lng'> | null | undefined): Place | null {
  return venue ? placeAt(venue, venue.name) : null;
}

/** The one-line address a display shows: "Armstrong Hall, Thornbury, BS35 2AR". */
export function venueLine(place: MapsPlace): string {
  return [place.name, place.address, place.postcode]
    .map((part) => part.trim())
    .filter(Boolean)
    .join(', ');
}

/** schema.org's `Place` for a venue: its name, its postal address (in Great Britain) and, when known, where it is. */
export function venueJsonLd(venue: MapsPlace): Record<string, unknown> & { address: Record<string, unknown> } {
  const address: Record<string, unknown> = { '@type': 'PostalAddress', addressCountry: 'GB' };
  if (venue.address.trim()) address.streetAddress = venue.address.trim();
  if (venue.postcode.trim()) address.postalCode = venue.postcode.trim().toUpperCase();
  const place: Record<string, unknown> & { address: Record<string, unknown> } = {
    '@type': 'Place',
    name: venue.name.trim(),
    address,
  };
  if (typeof venue.lat === 'number' && typeof venue.lng === 'number') {
    place.geo = { '@type': 'GeoCoordinates', latitude: venue.lat, longitude: venue.lng };
  }
  return place;
}

/** A club's or organisation's venue in its schema.org data: the postal address, and the venue as its `location`. */
export function venueProperties(venue: MapsPlace | null | undefined): Record<string, unknown> {
  if (!venue) return {};
  const place = venueJsonLd(venue);
  return { address: place.address, location: place };
}
