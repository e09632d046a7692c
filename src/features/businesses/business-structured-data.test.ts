import { describe, expect, it } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import { weeklyHours } from '@/collections/fields/opening-hours';
import { businessSchema, type BusinessItem } from './business-schema';
import { businessJsonLd } from './business-structured-data';

function item(changes: Partial<BusinessItem> = {}): BusinessItem {
  return businessSchema.parse({
    ...contentItem({
      slug: 'the-swan-inn',
      title: 'The Swan Inn',
      summary: 'A coaching inn with local ales.',
      image: { path: 'images/swan.jpg', url: '/images/swan.jpg', alt: 'The inn sign', width: 800, height: 600 },
    }),
    category: 'Food and drink',
    address: '18 High Street, Thornbury BS35 2AQ',
    lat: 51.6095,
    lng: -2.5253,
    openingHours: {
      ...weeklyHours('12:00', '23:00', { wed: null, fri: ['12:00', '01:00'], sat: ['12:00', '01:00'] }),
      sun: [
        { opens: '12:00', closes: '15:00' },
        { opens: '18:00', closes: '22:30' },
      ],
      exceptions: [{ date: '2026-12-25', ranges: [], note: 'Christmas Day' }],
    },
    contact: { email: 'bar@the-swan.example', phone: '01632 960312', website: null },
    website: 'https://the-swan.example',
    memberOffer: 'A free soft drink with any meal',
    ownerUid: null,
    ...changes,
  });
}

describe('businessJsonLd', () => {
  const url = 'https://hub.example/businesses/the-swan-inn';

  it('is a LocalBusiness with address, place, contact and an absolute picture', () => {
    const data = businessJsonLd(item(), url);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'LocalBusiness',
      name: 'The Swan Inn',
      url,
      description: 'A coaching inn with local ales.',
      image: 'https://hub.example/images/swan.jpg',
      address: { '@type': 'PostalAddress', streetAddress: '18 High Street, Thornbury BS35 2AQ', addressCountry: 'GB' },
      geo: { '@type': 'GeoCoordinates', latitude: 51.6095, longitude: -2.5253 },
      telephone: '01632 960312',
      email: 'bar@the-swan.example',
      sameAs: 'https://the-swan.example',
      makesOffer: { '@type': 'Offer', description: 'A free soft drink with any meal' },
    });
  });

  it('groups weekdays with the same hours, keeps a day with two ranges, and marks a closed bank holiday', () => {
    const specs = businessJsonLd(item(), url).openingHoursSpecification;
    expect(specs).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Thursday'],
        opens: '12:00',
        closes: '23:00',
      },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Friday', 'Saturday'], opens: '12:00', closes: '01:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '12:00', closes: '15:00' },
      { '@type': 'OpeningHoursSpecification', dayOfWeek: ['Sunday'], opens: '18:00', closes: '22:30' },
      {
        '@type': 'OpeningHoursSpecification',
        opens: '00:00',
        closes: '00:00',
        validFrom: '2026-12-25',
        validThrough: '2026-12-25',
      },
    ]);
  });

  it('says open all day every day when no hours are given, and leaves out what is missing', () => {
    const data = businessJsonLd(
      item({
        openingHours: null,
        address: null,
        lat: null,
        lng: null,
        contact: null,
        website: null,
        memberOffer: null,
        image: null,
      }),
      url,
    );
    expect(data.openingHoursSpecification).toEqual([
      {
        '@type': 'OpeningHoursSpecification',
        dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'],
        opens: '00:00',
        closes: '23:59',
      },
    ]);
    for (const key of ['address', 'geo', 'telephone', 'email', 'sameAs', 'makesOffer', 'image']) {
      expect(data).not.toHaveProperty(key);
    }
  });
});
