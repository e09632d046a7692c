import { sortPeople } from '@/collections/fields/people';
import { absoluteSafeUrl } from '@/lib/safe-url';
import type { CommitteeItem } from './committee-schema';

/**
 * schema.org data for a committee's page: an `Organization` whose members are `OrganizationRole`s
 * (the role pattern: the role name, and the person in it). Account ids are never published.
 */
export function committeeJsonLd(item: CommitteeItem, url: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: item.title,
    url,
    description: item.purpose.trim() || item.summary,
  };
  if (item.contactEmail) data.email = item.contactEmail;
  const image = item.image ? absoluteSafeUrl(item.image.url, url) : null;
  if (image) data.logo = image;
  const members = sortPeople(item.members);
  if (members.length > 0) {
    data.member = members.map((person) => ({
      '@type': 'OrganizationRole',
      ...(person.role.trim() ? { roleName: person.role.trim() } : {}),
      member: { '@type': 'Person', name: person.name },
    }));
  }
  return data;
}
