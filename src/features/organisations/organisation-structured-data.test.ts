import { describe, expect, it } from 'vitest';
import { venueProperties } from '@/collections/fields/venue';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { organisationSchema, type OrganisationItem } from './organisation-schema';
import { organisationJsonLd } from './organisation-structured-data';

const seed = buildSeedData(new Date('2026-11-21T10:00:00Z')).collections.organisations ?? [];
function seeded(slug: string): OrganisationItem {
  const found = seed.find((document) => document.id === slug);
  if (!found) throw new Error(`No seeded organisation ${slug}`);
  return organisationSchema.parse(found.data);
}
const URL_OF = (slug: string) => `https://hub.example/organisations/${slug}`;

describe('organisation JSON-LD', () => {
  it('makes a charity an NGO with its charity number as an identifier linked to the register', () => {
    const larder = seeded('thornbury-food-larder');
    expect(organisationJsonLd(larder, URL_OF(larder.slug))).toEqual({
      '@context': 'https://schema.org',
      '@type': 'NGO',
      name: 'Thornbury Food Larder',
      url: 'https://hub.example/organisations/thornbury-food-larder',
      description: larder.summary,
      // Where it is based (the shape is venue.ts's, tested there).
      ...venueProperties(larder.venue),
      email: 'hello@thornbury-food-larder.example',
      telephone: '+441632960102',
      sameAs: [
        'https://thornbury-food-larder.example',
        'https://facebook.example/thornbury-food-larder',
        'https://instagram.example/thornburylarder',
      ],
      identifier: {
        '@type': 'PropertyValue',
        propertyID: 'Registered charity number (England and Wales)',
        value: '1190457',
        url: 'https://register-of-charities.charitycommission.gov.uk/charity-search/-/charity-details/1190457',
      },
    });
  });

  it('gives its address and place from its venue, and none without one', () => {
    const withVenue = organisationJsonLd(seeded('thornbury-food-larder'), URL_OF('thornbury-food-larder'));
    expect(withVenue.location).toMatchObject({ '@type': 'Place', name: "St Mary's Church Hall" });
    expect(withVenue.address).toMatchObject({ postalCode: 'BS35 1HA' });
    const larder = { ...seeded('thornbury-food-larder'), venue: null };
    const data = organisationJsonLd(larder, URL_OF(larder.slug));
    expect(data).not.toHaveProperty('address');
    expect(data).not.toHaveProperty('location');
  });

  it('uses the fitting type for each kind, and no identifier without a charity number', () => {
    const council = organisationJsonLd(seeded('thornbury-town-council'), URL_OF('thornbury-town-council'));
    expect(council['@type']).toBe('GovernmentOrganization');
    expect(council).not.toHaveProperty('identifier');
    expect(organisationJsonLd(seeded('severn-vale-schools-partnership'), URL_OF('x'))['@type']).toBe(
      'EducationalOrganization',
    );
    expect(organisationJsonLd(seeded('thornbury-business-network'), URL_OF('x'))['@type']).toBe('Organization');
    expect(organisationJsonLd(seeded('thornbury-heritage-society'), URL_OF('x'))['@type']).toBe('Organization');
  });

  it('makes the logo address absolute, and leaves out one the address policy refuses', () => {
    const larder = seeded('thornbury-food-larder');
    const logo = { path: 'logos/l.png', url: '/logos/l.png', alt: 'Logo', width: 10, height: 10 };
    expect(organisationJsonLd({ ...larder, logo }, URL_OF(larder.slug)).logo).toBe('https://hub.example/logos/l.png');
    expect(
      organisationJsonLd({ ...larder, logo: { ...logo, url: 'javascript:alert(1)' } }, URL_OF(larder.slug)),
    ).not.toHaveProperty('logo');
  });

  it('leaves out what is not given and lists a website once', () => {
    const friends = seeded('friends-of-mundy-playing-fields');
    const data = organisationJsonLd(friends, URL_OF(friends.slug));
    expect(data).not.toHaveProperty('sameAs');
    expect(data['@type']).toBe('NGO');
    const same = organisationJsonLd(
      { ...friends, website: 'https://a.example', socialLinks: [{ label: 'Site', url: 'https://a.example' }] },
      URL_OF(friends.slug),
    );
    expect(same.sameAs).toEqual(['https://a.example']);
  });
});
