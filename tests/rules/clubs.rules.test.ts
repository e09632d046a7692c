/**
 * firestore.rules for clubs (clubsFields, written from the schema): every field of the schema, allowed and refused writes per
 * field, and every seeded club passes. Runs against the Firestore emulator like firestore.rules.test.ts:
 *   node scripts/emulators.mjs exec --no-seed -- \
 *     npx vitest run --config vitest.rules.config.ts tests/rules/clubs.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { buildSeedData } from '../../scripts/seed-data.mjs';
import { clubSchema } from '../../src/features/clubs/club-schema';
import {
  contentIds,
  contentUpdate,
  newContent,
  serverTimestamp,
  slugIndexPath,
  Timestamp,
  UID,
  writeContent,
  type DocData,
} from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

const long = (length: number) => 'x'.repeat(length);
const link = (index: number) => ({ label: `Link ${index}`, url: `https://social.example/${index}` });
const tenLinks = Array.from({ length: 10 }, (_, index) => link(index));
const logo = {
  path: 'clubs/logo.png',
  url: 'https://cdn.example/logo.png',
  alt: 'Club badge',
  width: 200,
  height: 200,
};
const membership = (changes: DocData): DocData => ({
  fee: { free: false, amountPence: 500, currency: 'GBP' },
  feeNote: 'a year',
  ages: 'All ages',
  howToJoin: 'Come along',
  ...changes,
});
const contact = (changes: DocData): DocData => ({
  email: 'club@example.org',
  phone: null,
  website: null,
  ...changes,
});
const pattern = (changes: DocData): DocData => ({
  text: 'Saturdays at ten',
  rrule: 'FREQ=WEEKLY;BYDAY=SA',
  ...changes,
});

function without(data: DocData, ...keys: string[]): DocData {
  return Object.fromEntries(Object.entries(data).filter(([key]) => !keys.includes(key)));
}

type Change = (data: DocData) => DocData;

/** Writes an editor may not make: one per field and limit. */
const refused: [string, Change][] = [
  ['an unknown top-level field', (d) => ({ ...d, meetsAt: 'Saturdays' })],
  ['category missing', (d) => without(d, 'category')],
  ['category empty', (d) => ({ ...d, category: '' })],
  ['category of 41 characters', (d) => ({ ...d, category: long(41) })],
  ['category is a number', (d) => ({ ...d, category: 7 })],
  ['meetingPattern missing', (d) => without(d, 'meetingPattern')],
  ['meetingPattern as plain text (the old shape)', (d) => ({ ...d, meetingPattern: 'Saturdays' })],
  ['meetingPattern with an unknown key', (d) => ({ ...d, meetingPattern: pattern({ until: 'June' }) })],
  ['meetingPattern without text', (d) => ({ ...d, meetingPattern: { rrule: 'FREQ=WEEKLY' } })],
  ['meetingPattern text empty', (d) => ({ ...d, meetingPattern: pattern({ text: '' }) })],
  ['meetingPattern text of 201 characters', (d) => ({ ...d, meetingPattern: pattern({ text: long(201) }) })],
  ['meetingPattern text with a line break', (d) => ({ ...d, meetingPattern: pattern({ text: 'Sat\nSun' }) })],
  ['meetingPattern rrule of 501 characters', (d) => ({ ...d, meetingPattern: pattern({ rrule: long(501) }) })],
  [
    'meetingPattern rrule repeating within the day (BYHOUR)',
    (d) => ({ ...d, meetingPattern: pattern({ rrule: 'FREQ=DAILY;BYHOUR=0,1,2' }) }),
  ],
  ['meetingPattern rrule is a number', (d) => ({ ...d, meetingPattern: pattern({ rrule: 5 }) })],
  [
    'meetingPattern rrule FREQ=SECONDLY (issue 25)',
    (d) => ({ ...d, meetingPattern: pattern({ rrule: 'FREQ=SECONDLY' }) }),
  ],
  [
    'meetingPattern rrule not in the calendar format (issue 25)',
    (d) => ({ ...d, meetingPattern: pattern({ rrule: 'every Saturday' }) }),
  ],
  ['contact website a path on this site (issue 25)', (d) => ({ ...d, contact: contact({ website: '/clubs' }) })],
  [
    'contact website with a five-part IPv4 host (issue 25)',
    (d) => ({ ...d, contact: contact({ website: 'http://1.2.3.4.5/' }) }),
  ],
  ['venue with an unknown key', (d) => ({ ...d, venue: { name: 'Hall', address: '', postcode: '', floor: 1 } })],
  ['venue postcode of 17 characters', (d) => ({ ...d, venue: { name: 'Hall', address: '', postcode: long(17) } })],
  ['membership missing', (d) => without(d, 'membership')],
  ['membership null', (d) => ({ ...d, membership: null })],
  ['membership fee as text (the old shape)', (d) => ({ ...d, membership: membership({ fee: '£5 a year' }) })],
  [
    "membership fee in 'EUR'",
    (d) => ({ ...d, membership: membership({ fee: { free: false, amountPence: 500, currency: 'EUR' } }) }),
  ],
  [
    'membership fee negative',
    (d) => ({ ...d, membership: membership({ fee: { free: false, amountPence: -1, currency: 'GBP' } }) }),
  ],
  [
    'membership fee in fractional pence',
    (d) => ({ ...d, membership: membership({ fee: { free: false, amountPence: 2.5, currency: 'GBP' } }) }),
  ],
  ['membership feeNote of 81 characters', (d) => ({ ...d, membership: membership({ feeNote: long(81) }) })],
  ['membership feeNote with a line break', (d) => ({ ...d, membership: membership({ feeNote: 'a\nyear' }) })],
  ['membership feeNote is a number', (d) => ({ ...d, membership: membership({ feeNote: 30 }) })],
  ['membership ages of 41 characters', (d) => ({ ...d, membership: membership({ ages: long(41) }) })],
  ['membership howToJoin of 501 characters', (d) => ({ ...d, membership: membership({ howToJoin: long(501) }) })],
  [
    'membership howToJoin with a bidi override',
    (d) => ({ ...d, membership: membership({ howToJoin: 'Come \u202e along' }) }),
  ],
  ['membership without howToJoin', (d) => ({ ...d, membership: without(membership({}), 'howToJoin') })],
  ['membership with an unknown key', (d) => ({ ...d, membership: membership({ discount: 'half price' }) })],
  ['contact missing', (d) => without(d, 'contact')],
  ['contact with every way empty', (d) => ({ ...d, contact: contact({ email: null }) })],
  ['contact with an unknown key', (d) => ({ ...d, contact: contact({ fax: '01632 960000' }) })],
  ['contact without its website key', (d) => ({ ...d, contact: without(contact({}), 'website') })],
  ['contact email of 255 characters', (d) => ({ ...d, contact: contact({ email: `${long(243)}@example.org` }) })],
  ['contact phone of 31 characters', (d) => ({ ...d, contact: contact({ phone: '0'.repeat(31) }) })],
  ['contact website javascript:', (d) => ({ ...d, contact: contact({ website: 'javascript:alert(1)' }) })],
  ['socialLinks missing', (d) => without(d, 'socialLinks')],
  ['socialLinks not a list', (d) => ({ ...d, socialLinks: 'https://social.example' })],
  ['11 socialLinks', (d) => ({ ...d, socialLinks: [...tenLinks, link(10)] })],
  ['a social link with an unknown key', (d) => ({ ...d, socialLinks: [{ ...link(0), icon: 'fb' }] })],
  ['a social link without a label', (d) => ({ ...d, socialLinks: [{ url: 'https://social.example' }] })],
  ['a social link label of 41 characters', (d) => ({ ...d, socialLinks: [{ ...link(0), label: long(41) }] })],
  ['a social link to javascript:', (d) => ({ ...d, socialLinks: [{ label: 'X', url: 'javascript:alert(1)' }] })],
  ['the first social link bad', (d) => ({ ...d, socialLinks: [{ label: 'X', url: 'data:text/html,hi' }, link(1)] })],
  ['logo missing', (d) => without(d, 'logo')],
  ['logo with an unknown field', (d) => ({ ...d, logo: { ...logo, caption: 'Hi' } })],
  ['logo without alt', (d) => ({ ...d, logo: { ...logo, alt: '' } })],
  ['logo at a javascript: address', (d) => ({ ...d, logo: { ...logo, url: 'javascript:alert(1)' } })],
];

/** Writes an editor may make: the edges of each field. */
const allowed: [string, Change][] = [
  ['no meeting pattern, venue, contact or logo', (d) => ({ ...d, meetingPattern: null, venue: null, contact: null })],
  ['a meeting pattern in words only', (d) => ({ ...d, meetingPattern: { text: 'Most Saturdays' } })],
  ['a meeting pattern with a null rule', (d) => ({ ...d, meetingPattern: pattern({ rrule: null }) })],
  ['a meeting pattern with an empty rule', (d) => ({ ...d, meetingPattern: pattern({ rrule: '' }) })],
  [
    'a meeting pattern every other Thursday',
    (d) => ({ ...d, meetingPattern: pattern({ rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TH' }) }),
  ],
  [
    'free membership, no note',
    (d) => ({ ...d, membership: membership({ fee: { free: true, amountPence: 0, currency: 'GBP' }, feeNote: '' }) }),
  ],
  [
    'how to join over several lines',
    (d) => ({ ...d, membership: membership({ howToJoin: 'Email us.\nThen come along.' }) }),
  ],
  [
    'notes at their longest (80, 40, 500)',
    (d) => ({ ...d, membership: membership({ feeNote: long(80), ages: long(40), howToJoin: long(500) }) }),
  ],
  [
    'contact by phone and website only',
    (d) => ({ ...d, contact: { email: null, phone: '01632 960201', website: 'https://club.example' } }),
  ],
  ['ten social links', (d) => ({ ...d, socialLinks: tenLinks })],
  ['a logo', (d) => ({ ...d, logo })],
  [
    'everything at once (ten links, a logo and a picture: within the rules’ expression limit)',
    (d) => ({
      ...d,
      socialLinks: tenLinks,
      logo,
      image: logo,
      contact: contact({ phone: '01632 960201', website: 'https://club.example' }),
    }),
  ],
];

describe.skipIf(!emulatorHost)('firestore.rules: clubs', () => {
  const rules = useRulesEnvironment();
  const editor = () => rules.as('editor');
  const id = contentIds('clubs').created;
  const { withoutRules } = rules;

  const clear = () =>
    withoutRules(async (db) => {
      await db.doc(`clubs/${id}`).delete();
      await db.doc(slugIndexPath('clubs', 'summer-fair-2025')).delete();
    });

  it('create · the fixture club → allowed', async () => {
    await clear();
    await assertSucceeds(writeContent(editor(), 'clubs', id, newContent('clubs', UID.editor)));
  });

  for (const [name, change] of refused) {
    it(`create · ${name} → denied`, async () => {
      await clear();
      await assertFails(writeContent(editor(), 'clubs', id, change(newContent('clubs', UID.editor))));
    });
  }

  const everything = (d: DocData, n: number, withLogo = true): DocData => ({
    ...d,
    socialLinks: tenLinks.slice(0, n),
    logo: withLogo ? logo : null,
    image: logo,
    contact: contact({ phone: '01632 960201', website: 'https://club.example' }),
  });
  for (const n of [1, 10]) {
    it(`create · a club with everything: logo, picture, phone, website and ${n} social links → allowed`, async () => {
      await clear();
      await assertSucceeds(writeContent(editor(), 'clubs', id, everything(newContent('clubs', UID.editor), n)));
    });
  }

  for (const [name, change] of allowed) {
    it(`create · ${name} → allowed`, async () => {
      await clear();
      await assertSucceeds(writeContent(editor(), 'clubs', id, change(newContent('clubs', UID.editor))));
    });
  }

  it('update · change the fee and add links → allowed; add an unknown field → denied', async () => {
    const published = contentIds('clubs').published;
    const ref = editor().doc(`clubs/${published}`);
    await assertFails(ref.update({ ...contentUpdate(UID.editor), colour: 'green' }));
    await assertSucceeds(
      ref.update({
        ...contentUpdate(UID.editor),
        membership: membership({ fee: { free: false, amountPence: 3000, currency: 'GBP' } }),
        socialLinks: [link(1), link(2)],
      }),
    );
  });

  it('create · every seeded club (the demo data) → allowed, and each passes the schema too', async () => {
    const clubs = buildSeedData(new Date()).collections['clubs'] ?? [];
    for (const [index, document] of clubs.entries()) {
      clubSchema.parse(document.data);
      const data: DocData = Object.fromEntries(
        Object.entries(document.data as Record<string, unknown>).map(([key, value]) => [
          key,
          value instanceof Date ? Timestamp.fromDate(value) : value,
        ]),
      );
      const seedId = `seeded-club-${index}`;
      await assertSucceeds(
        writeContent(editor(), 'clubs', seedId, {
          ...data,
          slug: `${String(data['slug'])}-copy`,
          version: 1,
          createdAt: serverTimestamp(),
          updatedAt: serverTimestamp(),
          createdBy: UID.editor,
          updatedBy: UID.editor,
        }),
      );
    }
  });
});
