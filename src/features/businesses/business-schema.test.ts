import { describe, expect, it } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import { weeklyHours } from '@/collections/fields/opening-hours';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { businessSchema } from './business-schema';

/** A complete, valid listing as the editor saves it. */
function validBusiness(): Record<string, unknown> {
  return {
    ...contentItem({
      slug: 'castle-street-bakery',
      title: 'Castle Street Bakery',
      summary: 'Sourdough, lardy cake and proper pasties.',
      body: 'Baked on the premises from 5am.',
      tags: ['bakery'],
    }),
    category: 'Food and drink',
    address: '12 Castle Street, Thornbury BS35 1HB',
    lat: 51.6127,
    lng: -2.5284,
    openingHours: {
      ...weeklyHours('07:30', '16:00', { fri: ['18:00', '01:00'], sat: ['07:30', '14:00'], sun: null }),
      // Closed for lunch on Wednesdays.
      wed: [
        { opens: '07:30', closes: '12:00' },
        { opens: '13:00', closes: '16:00' },
      ],
      exceptions: [{ date: '2026-12-25', ranges: [], note: 'Christmas Day' }],
    },
    contact: { email: 'bread@castle-street-bakery.example', phone: '01632 960301', website: null },
    website: 'https://castle-street-bakery.example',
    memberOffer: 'A free coffee with any loaf on Saturdays',
    ownerUid: 'demo-member',
  };
}

/** The messages the schema gives for `changes` applied to a valid listing, by dotted path. */
function messages(changes: Record<string, unknown>): Record<string, string> {
  const result = businessSchema.safeParse({ ...validBusiness(), ...changes });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const hours = validBusiness().openingHours as Record<string, unknown>;

describe('businessSchema', () => {
  it('accepts a complete listing', () => {
    expect(businessSchema.safeParse(validBusiness()).success).toBe(true);
  });

  it('accepts a listing with no hours (open all day), contact, website, offer or owner', () => {
    const result = businessSchema.safeParse({
      ...validBusiness(),
      openingHours: null,
      contact: null,
      website: null,
      memberOffer: null,
      ownerUid: null,
      address: null,
      lat: null,
      lng: null,
    });
    expect(result.success).toBe(true);
  });

  it('accepts every seeded business', () => {
    const seed = buildSeedData(new Date('2026-11-23T12:00:00Z'));
    const businesses = seed.collections.businesses as { id: string; data: unknown }[];
    expect(businesses.length).toBeGreaterThan(10);
    for (const { id, data } of businesses) {
      const result = businessSchema.safeParse(data);
      expect(result.success, `${id}: ${result.success ? '' : result.error.message}`).toBe(true);
    }
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no category', { category: '' }, 'category', 'Please choose or type a category.'],
    ['a long category', { category: 'x'.repeat(41) }, 'category', 'Please keep the category under 40 characters.'],
    ['a long address', { address: 'x'.repeat(301) }, 'address', 'Please keep the address under 300 characters.'],
    ['latitude as text', { lat: '51.6' }, 'lat', 'Latitude must be a number.'],
    ['latitude over 90', { lat: 91 }, 'lat', 'Latitude must be between -90 and 90.'],
    ['longitude under -180', { lng: -181 }, 'lng', 'Longitude must be between -180 and 180.'],
    ['latitude without longitude', { lng: null }, 'lng', 'Please give both latitude and longitude, or neither.'],
    [
      'a long member offer',
      { memberOffer: 'x'.repeat(281) },
      'memberOffer',
      'Please keep the member offer under 280 characters.',
    ],
    [
      'a website without https',
      { website: 'castle-street-bakery.example' },
      'website',
      'Please give a full web address, starting with https://.',
    ],
    [
      'a javascript: website',
      { website: 'javascript:alert(1)' },
      'website',
      'Please give a full web address, starting with https://.',
    ],
    [
      'an owner id that is too long',
      { ownerUid: 'x'.repeat(129) },
      'ownerUid',
      'Please check the owner: the account id is too long.',
    ],
    [
      'a time like 9am',
      { openingHours: { ...hours, mon: [{ opens: '9am', closes: '16:00' }] } },
      'openingHours.mon.0.opens',
      'Please give a time like 09:00 or 17:30.',
    ],
    [
      'a range that opens and closes at once',
      { openingHours: { ...hours, tue: [{ opens: '09:00', closes: '09:00' }] } },
      'openingHours.tue.0.closes',
      'Opening and closing times must differ (use 00:00 to 23:59 for all day).',
    ],
    [
      'five ranges in a day',
      { openingHours: { ...hours, wed: Array.from({ length: 5 }, () => ({ opens: '09:00', closes: '10:00' })) } },
      'openingHours.wed',
      'Please give no more than 4 opening times a day.',
    ],
    [
      'a day missing',
      { openingHours: { ...hours, sun: undefined } },
      'openingHours.sun',
      'Please list the opening times for the day.',
    ],
    [
      'a special day that is not a date',
      { openingHours: { ...hours, exceptions: [{ date: '2026-02-30', ranges: [] }] } },
      'openingHours.exceptions.0.date',
      'Please give a real date, like 2026-12-25.',
    ],
    [
      'the same special day twice',
      {
        openingHours: {
          ...hours,
          exceptions: [
            { date: '2026-12-25', ranges: [] },
            { date: '2026-12-25', ranges: [] },
          ],
        },
      },
      'openingHours.exceptions',
      'Each special day can only be listed once.',
    ],
    [
      'a contact with nothing in it',
      { contact: { email: null, phone: null, website: null } },
      'contact.email',
      'Please give at least one way to get in touch, or leave contact details out.',
    ],
    [
      'a phone number with letters',
      { contact: { email: null, phone: 'ring the bell', website: null } },
      'contact.phone',
      'Please give a UK phone number, like 01454 123456 or 07700 900123.',
    ],
    [
      'an email without @',
      { contact: { email: 'bread.example', phone: null, website: null } },
      'contact.email',
      'Please give an email address like name@example.org.',
    ],
    ['a title missing', { title: '' }, 'title', 'Please add a title.'],
  ])('refuses %s', (_name, changes, path, message) => {
    expect(messages(changes)[path]).toBe(message);
  });
});
