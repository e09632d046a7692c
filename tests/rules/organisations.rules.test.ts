/**
 * firestore.rules for organisations (organisationsFields, written from the schema): every field of the schema, allowed and refused
 * writes by an editor(), against the Firestore emulator. Skipped without one (the main rules suite says
 * so loudly, and fails on CI); run under the lock:
 *   node scripts/emulators.mjs exec --no-seed -- \
 *     npx vitest run --config vitest.rules.config.ts tests/rules/organisations.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import firebase from 'firebase/compat/app';
import { describe, it } from 'vitest';
import { buildSeedData } from '../../scripts/seed-data.mjs';
import { contentIds, contentUpdate, newContent, storedContent, UID, writeContent, type DocData } from './fixtures';
import { emulatorHost, useRulesEnvironment } from './rules-environment';

const VENUE = {
  name: 'Thornbury Town Hall',
  address: '35 High Street, Thornbury',
  postcode: 'BS35 2AR',
  lat: 51.6096,
  lng: -2.5253,
};
const LOGO = { path: 'logos/larder.png', url: 'https://example.org/larder.png', alt: 'Logo', width: 200, height: 200 };
const link = (index: number) => ({ label: `Link ${index}`, url: `https://links.example/${index}` });

describe.skipIf(!emulatorHost)('firestore.rules: organisations', () => {
  const rules = useRulesEnvironment();
  const editor = () => rules.as('editor');
  const member = () => rules.as('member');
  const id = contentIds('organisations').created;
  const { withoutRules } = rules;

  /** A new organisation by the editor with `changes`, written as the app does (with its slug entry). */
  async function create(changes: DocData): Promise<void> {
    await withoutRules((db) => db.doc(`organisations/${id}`).delete());
    // `undefined` leaves a field out.
    const data = Object.fromEntries(
      Object.entries({ ...newContent('organisations', UID.editor), ...changes }).filter(
        ([, value]) => value !== undefined,
      ),
    );
    return writeContent(editor(), 'organisations', id, data);
  }

  const allowed: [string, DocData][] = [
    ['the fixture organisation', {}],
    [
      'every field given',
      {
        charityNumber: '1190457',
        contact: { email: 'hello@example.org', phone: '01632 960102', website: 'https://example.org' },
        logo: LOGO,
        venue: VENUE,
        socialLinks: [link(0), link(1)],
      },
    ],
    ['six social links', { socialLinks: Array.from({ length: 6 }, (_, index) => link(index)) }],
    [
      'every field given and six social links (the most the rules evaluate)',
      {
        charityNumber: '1190457',
        contact: { email: 'hello@example.org', phone: '01632 960102', website: 'https://example.org' },
        logo: LOGO,
        venue: VENUE,
        socialLinks: Array.from({ length: 6 }, (_, index) => link(index)),
      },
    ],
    [
      'no charity number, contact, website, logo or venue',
      { charityNumber: null, contact: null, website: null, logo: null, venue: null },
    ],
    ['no venue field (saved before organisations had one)', { venue: undefined }],
    ['a venue without a position', { venue: { ...VENUE, lat: null, lng: null } }],
    ['a six-digit and an eight-digit charity number', { charityNumber: '123456' }],
    ['an eight-digit charity number', { charityNumber: '12345678' }],
    ['each kind: school', { kind: 'school' }],
    ['each kind: council', { kind: 'council' }],
    ['each kind: partner', { kind: 'partner' }],
    ['each kind: other', { kind: 'other' }],
  ];
  for (const [name, changes] of allowed) {
    it(`create · ${name} → allowed`, async () => {
      await assertSucceeds(create(changes));
    });
  }

  const refused: [string, DocData][] = [
    ['an unknown field', { colour: 'green' }],
    ['no kind', { kind: undefined }],
    ["kind 'company'", { kind: 'company' }],
    ['a charity number with letters', { charityNumber: 'SC012345' }],
    ['a charity number of five digits', { charityNumber: '12345' }],
    ['a charity number of nine digits', { charityNumber: '123456789' }],
    ['a charity number as a number', { charityNumber: 1190457 }],
    ['contact as text', { contact: 'hello@example.org' }],
    ['contact with an unknown key', { contact: { email: 'a@example.org', fax: '01632 960000' } }],
    ['a contact email over 254 characters', { contact: { email: `${'a'.repeat(250)}@example.org` } }],
    ['a contact phone on two lines', { contact: { phone: '01632\n960102' } }],
    ['a contact website at javascript:', { contact: { website: 'javascript:alert(1)' } }],
    ['a website at javascript:', { website: 'javascript:alert(1)' }],
    ['a logo with no description', { logo: { ...LOGO, alt: '' } }],
    ['a logo with an unknown key', { logo: { ...LOGO, onload: 'x' } }],
    ['a venue with an unknown key', { venue: { ...VENUE, what3words: 'index.home.raft' } }],
    ['a venue with its latitude as text', { venue: { ...VENUE, lat: '51.6096' } }],
    ['social links as a map', { socialLinks: { facebook: 'https://facebook.example' } }],
    ['seven social links', { socialLinks: Array.from({ length: 7 }, (_, index) => link(index)) }],
    ['a social link with no label', { socialLinks: [{ label: '', url: 'https://links.example' }] }],
    // The rules check the first link in full (the expression budget: firestore.rules, validSocialLinks);
    // the schema checks every link on every read, so a bad later link is never shown.
    ['a social link at data:', { socialLinks: [{ label: 'Bad', url: 'data:text/html,hi' }, link(1)] }],
    ['a social link with an unknown key', { socialLinks: [{ ...link(0), tracking: true }, link(1)] }],
  ];
  for (const [name, changes] of refused) {
    it(`create · ${name} → denied`, async () => {
      await assertFails(create(changes));
    });
  }

  it('update · an editor changes the kind and social links → allowed; a member cannot', async () => {
    const mutated = contentIds('organisations').mutated;
    await withoutRules((db) => db.doc(`organisations/${mutated}`).set(storedContent('organisations')));
    await assertFails(
      member()
        .doc(`organisations/${mutated}`)
        .update(contentUpdate(UID.member, { kind: 'school' })),
    );
    await assertSucceeds(
      editor()
        .doc(`organisations/${mutated}`)
        .update(contentUpdate(UID.editor, { kind: 'school', socialLinks: [link(1)] })),
    );
  });

  it('update · an editor adds an unknown field → denied', async () => {
    const mutated = contentIds('organisations').mutated;
    await withoutRules((db) => db.doc(`organisations/${mutated}`).set(storedContent('organisations')));
    await assertFails(
      editor()
        .doc(`organisations/${mutated}`)
        .update(contentUpdate(UID.editor, { secret: 'x' })),
    );
  });

  it('the seeded organisations (drafts and scheduled included) pass organisationsFields', async () => {
    const organisations = buildSeedData(new Date()).collections.organisations ?? [];
    for (const [index, document] of organisations.entries()) {
      const slug = `seeded-${index}`;
      await withoutRules((db) => db.doc(`organisations/${slug}`).delete());
      const rest = document.data as DocData;
      const data = {
        ...rest,
        slug,
        createdBy: UID.editor,
        updatedBy: UID.editor,
        createdAt: firebase.firestore.FieldValue.serverTimestamp(),
        updatedAt: firebase.firestore.FieldValue.serverTimestamp(),
        publishAt: rest.publishAt ? firebase.firestore.Timestamp.fromDate(rest.publishAt as Date) : null,
      };
      await assertSucceeds(writeContent(editor(), 'organisations', slug, data));
    }
  });
});
