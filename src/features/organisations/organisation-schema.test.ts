import { describe, expect, it } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { SINGLE_LINE_MESSAGE } from '@/lib/text-lines';
import { IMAGE_URL_MESSAGE } from '@/collections/content-schema';
import { WEB_ADDRESS_MESSAGE } from '@/collections/fields/web-address';
import { emptyOrganisation } from './organisations-model';
import { emptyBaseContent } from '@/collections/content-schema';
import {
  CHARITY_NUMBER_MESSAGE,
  charityRegisterUrl,
  organisationSchema,
  organisationWebsite,
} from './organisation-schema';

/** A complete, valid organisation as the editor saves it. */
function validOrganisation(): Record<string, unknown> {
  return {
    ...contentItem({
      slug: 'thornbury-food-larder',
      title: 'Thornbury Food Larder',
      summary: 'A community larder sharing surplus food, open to everyone.',
      body: 'Come along on Saturday mornings.',
      tags: ['food'],
    }),
    kind: 'charity',
    charityNumber: '1190457',
    contact: { email: 'hello@food-larder.example', phone: '01632 960102', website: null },
    website: 'https://food-larder.example',
    logo: { path: 'logos/larder.png', url: '/logos/larder.png', alt: 'The larder’s logo', width: 200, height: 200 },
    socialLinks: [{ label: 'Facebook', url: 'https://facebook.example/larder' }],
  };
}

/** The messages for an input that changes `changes` on a valid organisation. */
function messages(changes: Record<string, unknown>): string[] {
  const result = organisationSchema.safeParse({ ...validOrganisation(), ...changes });
  return result.success ? [] : result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('organisation schema', () => {
  it('accepts a complete organisation, and one with only the required details', () => {
    expect(messages({})).toEqual([]);
    expect(
      messages({ charityNumber: null, contact: null, website: null, logo: null, socialLinks: [], kind: 'other' }),
    ).toEqual([]);
  });

  it('stores an empty charity number box as none, and trims one with spaces around it', () => {
    expect(organisationSchema.parse({ ...validOrganisation(), charityNumber: '  ' }).charityNumber).toBeNull();
    expect(organisationSchema.parse({ ...validOrganisation(), charityNumber: ' 1178233 ' }).charityNumber).toBe(
      '1178233',
    );
  });

  it('accepts every kind', () => {
    for (const kind of ['charity', 'school', 'council', 'partner', 'other']) expect(messages({ kind })).toEqual([]);
  });

  const invalid: [string, Record<string, unknown>, string][] = [
    ['an unknown kind', { kind: 'company' }, 'kind: Choose charity, school, council, partner or other.'],
    ['no kind', { kind: undefined }, 'kind: Choose charity, school, council, partner or other.'],
    ['a charity number with letters', { charityNumber: 'SC012345' }, `charityNumber: ${CHARITY_NUMBER_MESSAGE}`],
    ['a charity number too short', { charityNumber: '12345' }, `charityNumber: ${CHARITY_NUMBER_MESSAGE}`],
    ['a charity number too long', { charityNumber: '123456789' }, `charityNumber: ${CHARITY_NUMBER_MESSAGE}`],
    ['a charity number as a number', { charityNumber: 1190457 }, `charityNumber: ${CHARITY_NUMBER_MESSAGE}`],
    ['a charity number on two lines', { charityNumber: '119\n0457' }, `charityNumber: ${SINGLE_LINE_MESSAGE}`],
    ['a website that is not a web address', { website: 'javascript:alert(1)' }, `website: ${WEB_ADDRESS_MESSAGE}`],
    ['a website without https', { website: 'food-larder.example' }, `website: ${WEB_ADDRESS_MESSAGE}`],
    [
      'a contact with no way to get in touch',
      { contact: { email: null, phone: null, website: null } },
      'contact.email: Please give at least one way to get in touch, or leave contact details out.',
    ],
    [
      'a contact email that is not one',
      { contact: { email: 'larder', phone: null, website: null } },
      'contact.email: Please give an email address like name@example.org.',
    ],
    [
      'a contact phone that cannot be dialled',
      { contact: { email: null, phone: 'ring the bell', website: null } },
      'contact.phone: Please give a UK phone number, like 01454 123456 or 07700 900123.',
    ],
    [
      'a logo with no description',
      { logo: { path: 'logos/a.png', url: '/logos/a.png', alt: ' ', width: 10, height: 10 } },
      'logo.alt: Please describe the picture for people who cannot see it.',
    ],
    [
      'a logo at a data: address',
      { logo: { path: 'x', url: 'data:image/png;base64,AAAA', alt: 'Logo', width: 10, height: 10 } },
      `logo.url: ${IMAGE_URL_MESSAGE}`,
    ],
    [
      'a social link with no name',
      { socialLinks: [{ label: '', url: 'https://facebook.example/larder' }] },
      'socialLinks.0.label: Please name the link, like Facebook.',
    ],
    // The links' own rules (no repeats, at most 10) are tested with the field, in social-links.test.ts.
    [
      'social links left out',
      { socialLinks: undefined },
      'socialLinks: Invalid input: expected array, received undefined',
    ],
    ['a title too long', { title: 'x'.repeat(141) }, 'title: Please keep the title under 140 characters.'],
  ];

  it.each(invalid)('refuses %s', (_, changes, message) => {
    expect(messages(changes)).toContain(message);
  });

  it('has at least 15 refused inputs', () => {
    expect(invalid.length).toBeGreaterThanOrEqual(15);
  });

  it('gives the editor a new organisation that becomes valid once it has a title and address name', () => {
    const fresh = {
      ...validOrganisation(),
      charityNumber: 'x',
      contact: 'x',
      website: 'x',
      logo: 'x',
      socialLinks: 'x',
    };
    expect(
      messages({
        ...fresh,
        ...emptyBaseContent(),
        ...emptyOrganisation(),
        slug: 'food-larder',
        title: 'Thornbury Food Larder',
      }),
    ).toEqual([]);
  });

  it('accepts every seeded organisation, with something for each kind, charity number and social links', () => {
    const seed = buildSeedData(new Date('2026-11-21T10:00:00Z')).collections.organisations ?? [];
    const parsed = seed.map(({ data }) => organisationSchema.parse(data));
    const published = parsed.filter((item) => item.status === 'published' && item.publishAt === null);
    expect(new Set(published.map((item) => item.kind))).toEqual(
      new Set(['charity', 'school', 'council', 'partner', 'other']),
    );
    expect(published.some((item) => item.charityNumber !== null)).toBe(true);
    expect(published.some((item) => item.socialLinks.length > 0)).toBe(true);
    expect(parsed.filter((item) => item.status === 'draft')).toHaveLength(1);
    expect(parsed.filter((item) => item.publishAt !== null && item.publishAt > new Date('2026-11-21'))).toHaveLength(1);
  });
});

describe('organisation helpers', () => {
  it('links a charity number to its entry in the Charity Commission’s register', () => {
    expect(charityRegisterUrl('1190457')).toBe(
      'https://register-of-charities.charitycommission.gov.uk/charity-search/-/charity-details/1190457',
    );
  });
  it('takes the website field first, then the one in the contact details', () => {
    const contact = { email: null, phone: null, website: 'https://contact.example' };
    expect(organisationWebsite({ website: 'https://main.example', contact })).toBe('https://main.example');
    expect(organisationWebsite({ website: null, contact })).toBe('https://contact.example');
    expect(organisationWebsite({ website: null, contact: null })).toBeNull();
  });
});
