import { describe, expect, it } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { emptyBaseContent } from '@/collections/content-schema';
import { clubSchema, emptyClub, isSportsClub } from './club-schema';

/** A complete, valid club as the editor would save it. */
function validClub(): Record<string, unknown> {
  return {
    ...contentItem({
      slug: 'thornbury-running-club',
      title: 'Thornbury Running Club',
      summary: 'Friendly running for all paces.',
      body: 'We run from the Leisure Centre twice a week.',
      tags: ['running', 'sport'],
    }),
    category: 'Sport',
    meetingPattern: { text: 'Tuesdays and Thursdays 6.30pm', rrule: 'FREQ=WEEKLY;BYDAY=TU,TH' },
    venue: { name: 'Leisure Centre', address: 'Alexandra Way', postcode: 'BS35 2AR', lat: 51.6, lng: -2.52 },
    membership: {
      fee: { free: false, amountPence: 3000, currency: 'GBP' },
      feeNote: 'a year (first month free)',
      ages: '16+',
      howToJoin: 'Come along to any Tuesday session.',
    },
    contact: { email: 'run@club.example', phone: '01632 960201', website: 'https://club.example' },
    socialLinks: [{ label: 'Facebook', url: 'https://facebook.example/run' }],
    logo: { path: 'clubs/run.png', url: 'https://cdn.example/run.png', alt: 'Club badge', width: 200, height: 200 },
  };
}

type Club = Record<string, unknown>;
const membership = (changes: Club) => ({ ...(validClub().membership as Club), ...changes });
const contact = (changes: Club) => ({ ...(validClub().contact as Club), ...changes });

/** The messages a club gets, by dotted path. */
function messages(club: Club): Record<string, string> {
  const result = clubSchema.safeParse(club);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('club schema', () => {
  it('accepts a complete club, and one with every optional part left empty', () => {
    expect(messages(validClub())).toEqual({});
    expect(
      messages({
        ...validClub(),
        meetingPattern: null,
        venue: null,
        contact: null,
        socialLinks: [],
        logo: null,
        membership: { fee: { free: true, amountPence: 0, currency: 'GBP' }, feeNote: '', ages: '', howToJoin: '' },
      }),
    ).toEqual({});
  });

  it('accepts every seeded club, including the draft and the scheduled one', () => {
    const clubs = buildSeedData(new Date('2026-11-21T10:00:00Z')).collections['clubs'] ?? [];
    expect(clubs.length).toBeGreaterThanOrEqual(12);
    for (const club of clubs) expect(messages(club.data as Club), club.id).toEqual({});
    expect(clubs.map((club) => (club.data as { status: string }).status)).toContain('draft');
    expect(clubs.some((club) => (club.data as { publishAt: Date | null }).publishAt !== null)).toBe(true);
  });

  it('gives the empty club every field, and it fails only on what the editor must fill in', () => {
    const empty = {
      ...emptyBaseContent(),
      ...emptyClub(),
      createdAt: new Date(),
      updatedAt: new Date(),
      createdBy: 'a',
      updatedBy: 'a',
      version: 1,
    };
    expect(Object.keys(messages(empty)).sort()).toEqual(['category', 'slug', 'title']);
  });

  const invalid: [string, Club, string, string][] = [
    ['no category', { category: '' }, 'category', 'Please choose or type a category.'],
    ['a category too long', { category: 'x'.repeat(41) }, 'category', 'Please keep the category under 40 characters.'],
    ['a category that is not text', { category: 7 }, 'category', 'Please choose or type a category.'],
    [
      'a meeting pattern without words',
      { meetingPattern: { text: ' ', rrule: null } },
      'meetingPattern.text',
      'Please say when you meet, like “Tuesdays 7.30pm”.',
    ],
    [
      'a meeting pattern too long',
      { meetingPattern: { text: 'x'.repeat(201), rrule: null } },
      'meetingPattern.text',
      'Please keep this under 200 characters.',
    ],
    [
      'a meeting rule that is not a rule',
      { meetingPattern: { text: 'Weekly', rrule: 'every tuesday' } },
      'meetingPattern.rrule',
      expect.any(String) as unknown as string,
    ],
    [
      'a venue without a name',
      { venue: { name: '', address: '', postcode: '' } },
      'venue.name',
      'Please name the venue.',
    ],
    [
      'a venue with a wrong postcode',
      { venue: { name: 'Hall', address: '', postcode: 'ABC' } },
      'venue.postcode',
      'Please give a UK postcode like BS35 2AR.',
    ],
    [
      'a fee written as text (the old shape)',
      { membership: membership({ fee: '£30 a year' }) },
      'membership.fee',
      expect.any(String) as unknown as string,
    ],
    [
      'a fee that is neither free nor priced',
      { membership: membership({ fee: { free: false, amountPence: 0, currency: 'GBP' } }) },
      'membership.fee.amountPence',
      'Please give a price, or mark it as free.',
    ],
    [
      'a negative fee',
      { membership: membership({ fee: { free: false, amountPence: -100, currency: 'GBP' } }) },
      'membership.fee.amountPence',
      'The price cannot be negative.',
    ],
    [
      'a fee in euros',
      { membership: membership({ fee: { free: false, amountPence: 100, currency: 'EUR' } }) },
      'membership.fee.currency',
      'Prices are in pounds (GBP).',
    ],
    [
      'a fee note too long',
      { membership: membership({ feeNote: 'x'.repeat(81) }) },
      'membership.feeNote',
      'Please keep the note on the fee under 80 characters.',
    ],
    [
      'ages too long',
      { membership: membership({ ages: 'x'.repeat(41) }) },
      'membership.ages',
      'Please keep the ages under 40 characters, like 16+ or All ages.',
    ],
    [
      '“how to join” too long',
      { membership: membership({ howToJoin: 'x'.repeat(501) }) },
      'membership.howToJoin',
      'Please keep “how to join” under 500 characters.',
    ],
    ['no membership at all', { membership: null }, 'membership', expect.any(String) as unknown as string],
    [
      'contact with every way left empty',
      { contact: { email: null, phone: null, website: null } },
      'contact.email',
      'Please give at least one way to get in touch, or leave contact details out.',
    ],
    [
      'a wrong email address',
      { contact: contact({ email: 'run-at-club' }) },
      'contact.email',
      'Please give an email address like name@example.org.',
    ],
    [
      'a phone number that cannot be dialled',
      { contact: contact({ phone: 'call the pub' }) },
      'contact.phone',
      'Please give a UK phone number, like 01454 123456 or 07700 900123.',
    ],
    [
      'a website that is not a web address',
      { contact: contact({ website: 'javascript:alert(1)' }) },
      'contact.website',
      'Please give a full web address, starting with https://.',
    ],
    [
      'a social link without a name',
      { socialLinks: [{ label: '', url: 'https://facebook.example/run' }] },
      'socialLinks.0.label',
      'Please name the link, like Facebook.',
    ],
    // The links' own rules (no repeats, at most 10) are tested with the field, in social-links.test.ts.
    [
      'a logo without a description',
      { logo: { path: 'a.png', url: 'https://cdn.example/a.png', alt: '', width: 1, height: 1 } },
      'logo.alt',
      'Please describe the picture for people who cannot see it.',
    ],
    [
      'a logo at an unsafe address',
      { logo: { path: 'a.png', url: 'javascript:alert(1)', alt: 'Badge', width: 1, height: 1 } },
      'logo.url',
      'Please give the picture’s full web address, starting with https://, or its path on this site, starting with /.',
    ],
  ];

  it.each(invalid)('refuses %s', (_name, changes, path, message) => {
    const found = messages({ ...validClub(), ...changes });
    expect(found).toHaveProperty([path]);
    expect(found[path]).toEqual(message);
  });
});

describe('isSportsClub', () => {
  it('is true for a Sport category or a sport tag, and false otherwise', () => {
    expect(isSportsClub({ category: 'Sport', tags: [] })).toBe(true);
    expect(isSportsClub({ category: 'Water sports', tags: [] })).toBe(true);
    expect(isSportsClub({ category: 'Games', tags: ['sport'] })).toBe(true);
    expect(isSportsClub({ category: 'Music', tags: ['choir'] })).toBe(false);
    expect(isSportsClub({ category: 'Transport', tags: ['sporting-history'] })).toBe(false);
  });
});
