import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { clubInitials } from './club-logo';
import { clubSchema, type ClubItem } from './club-schema';
import { clubJsonLd } from './club-structured-data';

const clubs: ClubItem[] = (buildSeedData(new Date('2026-11-21T10:00:00Z')).collections['clubs'] ?? []).map((club) =>
  clubSchema.parse(club.data),
);
function find(slug: string): ClubItem {
  const found = clubs.find((club) => club.slug === slug);
  if (!found) throw new Error(`No seed club ${slug}`);
  return found;
}
const URL_OF = (slug: string) => `https://hub.example/clubs/${slug}`;

describe('club JSON-LD', () => {
  it('a sport club is a SportsClub with its address, place, contact and links elsewhere', () => {
    const running = find('thornbury-running-club');
    expect(clubJsonLd(running, URL_OF(running.slug))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'SportsClub',
      name: 'Thornbury Running Club',
      url: 'https://hub.example/clubs/thornbury-running-club',
      description: running.summary,
      address: {
        '@type': 'PostalAddress',
        addressCountry: 'GB',
        streetAddress: running.venue?.address,
        postalCode: running.venue?.postcode,
      },
      location: {
        '@type': 'Place',
        name: running.venue?.name,
        address: {
          '@type': 'PostalAddress',
          addressCountry: 'GB',
          streetAddress: running.venue?.address,
          postalCode: running.venue?.postcode,
        },
        geo: { '@type': 'GeoCoordinates', latitude: running.venue?.lat, longitude: running.venue?.lng },
      },
      email: 'run@thornbury-running-club.example',
      telephone: '+441632960201',
      sameAs: ['https://thornbury-running-club.example', 'https://facebook.example/thornburyrunning'],
      keywords: 'Sport',
    });
  });

  it('any other club is an Organization; no website or links means no sameAs', () => {
    const chess = find('thornbury-chess-club');
    const data = clubJsonLd(chess, URL_OF(chess.slug));
    expect(data['@type']).toBe('Organization');
    expect(data).not.toHaveProperty('sameAs');
    expect(data).not.toHaveProperty('logo');
    expect(find('thornbury-community-choir').category).toBe('Music');
    expect(clubJsonLd(find('thornbury-community-choir'), URL_OF('x'))['@type']).toBe('Organization');
  });

  it('makes a logo on this site absolute, uses it as the image when there is no picture, and drops unsafe ones', () => {
    const chess = find('thornbury-chess-club');
    const withLogo = {
      ...chess,
      logo: { path: 'l.png', url: '/logos/chess.png', alt: 'Badge', width: 64, height: 64 },
    };
    const data = clubJsonLd(withLogo, URL_OF(chess.slug));
    expect(data.logo).toBe('https://hub.example/logos/chess.png');
    expect(data.image).toBe('https://hub.example/logos/chess.png');
    const unsafe = { ...withLogo, logo: { ...withLogo.logo, url: 'javascript:alert(1)' } };
    expect(clubJsonLd(unsafe, URL_OF(chess.slug))).not.toHaveProperty('logo');
  });

  it('leaves out address and contact when a club has none', () => {
    const bare = { ...find('knit-and-natter'), venue: null, contact: null, socialLinks: [] };
    const data = clubJsonLd(bare, URL_OF(bare.slug));
    for (const key of ['address', 'location', 'email', 'telephone', 'sameAs']) expect(data).not.toHaveProperty(key);
  });
});

describe('club initials (the stand-in for a logo)', () => {
  it('takes the first letters of the main words', () => {
    expect(clubInitials('Thornbury Running Club')).toBe('R');
    expect(clubInitials('Thornbury Repair Café')).toBe('RC');
    expect(clubInitials('Knit and Natter')).toBe('KN');
    expect(clubInitials('Walking Football')).toBe('WF');
    expect(clubInitials('Thornbury')).toBe('T');
    expect(clubInitials('Éclair Society')).toBe('É');
  });
});
