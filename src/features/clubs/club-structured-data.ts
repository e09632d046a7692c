import { telNumber } from '@/collections/fields/contact';
import { venueProperties } from '@/collections/fields/venue';
import { absoluteSafeUrl } from '@/lib/safe-url';
import { isSportsClub, type ClubItem } from './club-schema';

/**
 * schema.org data for a club's page: `SportsClub` for sport, otherwise `Organization`, with its
 * address and meeting place, how to get in touch and its pages elsewhere (`sameAs`). Plain data: runs in the browser
 * and in the build. `url` is the page's absolute address; the logo is made absolute against it.
 */
export function clubJsonLd(club: ClubItem, url: string): Record<string, unknown> {
  const origin = new URL(url).origin;
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': isSportsClub(club) ? 'SportsClub' : 'Organization',
    name: club.title,
    url,
  };
  if (club.summary.trim()) data.description = club.summary.trim();
  const logo = absoluteSafeUrl(club.logo?.url, origin);
  if (logo) data.logo = logo;
  const image = absoluteSafeUrl(club.image?.url, origin) ?? logo;
  if (image) data.image = image;

  Object.assign(data, venueProperties(club.venue));

  const contact = club.contact;
  if (contact?.email) data.email = contact.email;
  // International form, so search engines can offer a call button anywhere.
  const phone = contact?.phone ? telNumber(contact.phone) : null;
  if (phone) data.telephone = phone;

  // The club's own website first, then its pages elsewhere (Facebook, Instagram…).
  const sameAs = [contact?.website ?? null, ...club.socialLinks.map((link) => link.url)].filter(
    (link): link is string => link !== null && absoluteSafeUrl(link, origin) !== null,
  );
  if (sameAs.length > 0) data.sameAs = [...new Set(sameAs)];
  if (club.category.trim()) data.keywords = club.category.trim();
  return data;
}
