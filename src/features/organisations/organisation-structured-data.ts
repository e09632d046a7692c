import { absoluteSafeUrl } from '@/lib/safe-url';
import type { Parsed } from '@/collections/converter';
import { telNumber } from '@/collections/fields/contact';
import { venueProperties } from '@/collections/fields/venue';
import { charityRegisterUrl, organisationWebsite, type OrganisationItem } from './organisation-schema';

/**
 * schema.org data for an organisation's page: an `NGO` for charities, otherwise an `Organization`
 * (schools an `EducationalOrganization`, councils a `GovernmentOrganization`), with the registered
 * charity number as an `identifier` pointing at the register. Plain data: runs in the browser and the build.
 */

const TYPES: Record<OrganisationItem['kind'], string> = {
  charity: 'NGO',
  school: 'EducationalOrganization',
  council: 'GovernmentOrganization',
  partner: 'Organization',
  other: 'Organization',
};

export function organisationJsonLd(item: Parsed<OrganisationItem> | OrganisationItem, url: string) {
  const origin = new URL(url).origin;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': TYPES[item.kind],
    name: item.title,
    url,
  };
  if (item.summary.trim()) data.description = item.summary.trim();
  const logo = absoluteSafeUrl(item.logo?.url, origin);
  if (logo) data.logo = logo;
  const image = absoluteSafeUrl(item.image?.url, origin);
  if (image) data.image = image;
  // Where it is based, when it has a venue: the address, and the place (with its position) for maps.
  Object.assign(data, venueProperties(item.venue));
  if (item.contact?.email) data.email = item.contact.email;
  const phone = item.contact?.phone ? telNumber(item.contact.phone) : null;
  if (phone) data.telephone = phone;
  const sameAs = [organisationWebsite(item), ...item.socialLinks.map((link) => link.url)].filter(
    (address): address is string => address !== null,
  );
  if (sameAs.length > 0) data.sameAs = [...new Set(sameAs)];
  if (item.charityNumber) {
    data.identifier = {
      '@type': 'PropertyValue',
      propertyID: 'Registered charity number (England and Wales)',
      value: item.charityNumber,
      url: charityRegisterUrl(item.charityNumber),
    };
  }
  return data;
}
