import { describe, expect, it } from 'vitest';
import { peopleSchema, personSchema, sortPeople } from './people';
import { referencePath, referenceSchema } from './reference';
import { socialLabel, socialLinksSchema } from './social-links';
import { mapsUrl, venueJsonLd, venueLine, venueProperties, venueSchema } from './venue';

const messagesOf = (result: { error?: { issues: { message: string }[] } }) =>
  result.error?.issues.map((issue) => issue.message);

describe('social links', () => {
  it('accepts the seed shape', () => {
    expect(socialLinksSchema.safeParse([{ label: 'Facebook', url: 'https://facebook.example/run' }]).success).toBe(
      true,
    );
    expect(socialLinksSchema.safeParse([]).success).toBe(true);
  });

  it.each([
    [[{ label: '', url: 'https://a.example' }], 'Please name the link, like Facebook.'],
    [[{ label: 'x'.repeat(41), url: 'https://a.example' }], 'Please keep the link name under 40 characters.'],
    [[{ label: 'Site', url: 'javascript:alert(1)' }], 'Please give a full web address, starting with https://.'],
    [
      Array.from({ length: 11 }, (_, i) => ({ label: 'Link', url: `https://a.example/${i}` })),
      'Please give no more than 10 links.',
    ],
    [
      [
        { label: 'A', url: 'https://a.example' },
        { label: 'B', url: 'https://a.example' },
      ],
      'Each link can only be listed once.',
    ],
  ])('rejects %j', (value, message) => {
    expect(messagesOf(socialLinksSchema.safeParse(value))).toContain(message);
  });

  it('names well-known sites', () => {
    expect(socialLabel('https://www.facebook.com/club')).toBe('Facebook');
    expect(socialLabel('https://club.example/news')).toBe('club.example');
  });
});

describe('people', () => {
  it('accepts the seed shape', () => {
    expect(
      peopleSchema.safeParse([
        { name: 'Margaret Hale', role: 'Chair', uid: 'admin-uid' },
        { name: 'Sunita Rao', role: 'Volunteer coordinator', uid: null },
        { name: 'Gareth Price', role: '' },
      ]).success,
    ).toBe(true);
  });

  it.each([
    [{ name: '', role: 'Chair' }, 'Please give the person’s name.'],
    [{ name: 'A', role: 'x'.repeat(81) }, 'Please keep the role under 80 characters.'],
    [{ name: 'A', role: 'Chair', uid: 'x'.repeat(129) }, 'The account reference is too long.'],
  ])('rejects %j', (value, message) => {
    expect(messagesOf(personSchema.safeParse(value))).toContain(message);
  });

  it('rejects more than 100 people', () => {
    expect(messagesOf(peopleSchema.safeParse(Array(101).fill({ name: 'A', role: '' })))).toContain(
      'Please list no more than 100 people.',
    );
  });

  it('puts officers first', () => {
    const sorted = sortPeople([
      { name: 'M', role: 'Member' },
      { name: 'T', role: 'treasurer' },
      { name: 'C', role: 'Chair' },
      { name: 'L', role: 'Artist liaison' },
    ]);
    expect(sorted.map((person) => person.name)).toEqual(['C', 'T', 'M', 'L']);
  });
});

describe('reference', () => {
  const schema = referenceSchema(['clubs', 'committees'], { choose: 'Choose a club or committee.', what: 'a group' });

  it('accepts a reference and links to its page', () => {
    const value = { collection: 'clubs', id: 'chess-club', name: 'Chess Club' };
    expect(schema.safeParse(value).success).toBe(true);
    expect(referencePath(value)).toBe('/clubs/chess-club');
  });

  it.each([
    [{ collection: 'businesses', id: 'a', name: 'A' }, 'Choose a club or committee.'],
    [{ collection: 'clubs', id: '', name: 'A' }, 'Please choose a group.'],
    [{ collection: 'clubs', id: 'a', name: ' ' }, 'Please give the name.'],
    [{ collection: 'clubs', id: 'x'.repeat(129), name: 'A' }, 'The reference is too long.'],
  ])('rejects %j', (value, message) => {
    expect(messagesOf(schema.safeParse(value))).toContain(message);
  });
});

describe('venue', () => {
  const hall = { name: 'Armstrong Hall', address: 'Thornbury', postcode: 'BS35 2AR' };

  it('describes a venue for search engines: a Place with its postal address, and its position when known', () => {
    expect(venueJsonLd({ ...hall, postcode: 'bs35 2ar', lat: 51.6, lng: -2.52 })).toEqual({
      '@type': 'Place',
      name: 'Armstrong Hall',
      address: { '@type': 'PostalAddress', addressCountry: 'GB', streetAddress: 'Thornbury', postalCode: 'BS35 2AR' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.6, longitude: -2.52 },
    });
    expect(venueJsonLd({ ...hall, address: ' ', postcode: '' })).toEqual({
      '@type': 'Place',
      name: 'Armstrong Hall',
      address: { '@type': 'PostalAddress', addressCountry: 'GB' },
    });
    // A club or organisation: its address, and the venue as its location; nothing without a venue.
    expect(venueProperties(hall)).toEqual({ address: venueJsonLd(hall).address, location: venueJsonLd(hall) });
    expect(venueProperties(null)).toEqual({});
  });

  it('accepts a venue and builds a maps link', () => {
    expect(venueSchema.safeParse(hall).success).toBe(true);
    expect(mapsUrl(hall)).toBe(
      'https://www.google.com/maps/search/?api=1&query=Armstrong%20Hall%2C%20Thornbury%2C%20BS35%202AR',
    );
    expect(mapsUrl({ ...hall, lat: 51.6, lng: -2.52 })).toBe(
      'https://www.google.com/maps/search/?api=1&query=51.6%2C-2.52',
    );
    expect(venueLine({ ...hall, address: ' ' })).toBe('Armstrong Hall, BS35 2AR');
  });

  it.each([
    [{ ...hall, name: '' }, 'Please name the venue.'],
    [{ ...hall, postcode: 'ABC' }, 'Please give a UK postcode like BS35 2AR.'],
    [{ ...hall, lat: 91 }, 'Latitude must be between -90 and 90.'],
    [{ ...hall, lng: -181 }, 'Longitude must be between -180 and 180.'],
  ])('rejects %j', (value, message) => {
    expect(messagesOf(venueSchema.safeParse(value))).toContain(message);
  });
});
