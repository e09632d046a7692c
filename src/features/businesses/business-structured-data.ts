import { openingHoursSpecification } from '@/collections/fields/opening-hours';
import { absoluteSafeUrl } from '@/lib/safe-url';
import type { BusinessItem } from './business-schema';

/**
 * schema.org `LocalBusiness` for a business's page: address, coordinates, contact and
 * `openingHoursSpecification` (no hours given means open all day every day). Plain data, so it runs
 * in the browser and in the build.
 */
export function businessJsonLd(item: BusinessItem, url: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'LocalBusiness',
    name: item.title,
    url,
    openingHoursSpecification: openingHoursSpecification(item.openingHours),
  };
  if (item.summary.trim()) data.description = item.summary.trim();
  const image = item.image ? absoluteSafeUrl(item.image.url, url) : null;
  if (image) data.image = image;
  if (item.address?.trim()) {
    data.address = { '@type': 'PostalAddress', streetAddress: item.address.trim(), addressCountry: 'GB' };
  }
  if (item.lat !== null && item.lng !== null) {
    data.geo = { '@type': 'GeoCoordinates', latitude: item.lat, longitude: item.lng };
  }
  if (item.contact?.phone) data.telephone = item.contact.phone;
  if (item.contact?.email) data.email = item.contact.email;
  const sameAs = item.website ?? item.contact?.website ?? null;
  if (sameAs) data.sameAs = sameAs;
  if (item.memberOffer?.trim()) {
    data.makesOffer = { '@type': 'Offer', description: item.memberOffer.trim(), eligibleCustomerType: 'Member' };
  }
  return data;
}
