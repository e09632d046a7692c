/**
 * Committees' own fields in firestore.rules (`committeesFields`, written from the schema): every field of the committee schema
 * (src/features/committees/committee-schema.ts) is checked, allowed and refused, against the emulator.
 * The public committee holds no account ids and no list of papers (who reads its papers is
 * committeeMembers/{id}: tests/rules/documents.rules.test.ts).
 *
 * Run: node scripts/emulators.mjs exec --no-seed -- \
 *        npx vitest run --config vitest.rules.config.ts tests/rules/committees.rules.test.ts
 */
import { assertFails, assertSucceeds } from '@firebase/rules-unit-testing';
import { describe, it } from 'vitest';
import { contentIds, contentUpdate, newContent, slugIndexPath, UID, writeContent, type DocData } from './fixtures';
import { emulatorHost, typeShapeTests, useRulesEnvironment } from './rules-environment';

/** A valid committee with every field set (lists with several entries), before `changes`. */
function committee(changes: DocData = {}): DocData {
  return {
    ...newContent('committees', UID.editor),
    purpose: 'Runs the summer fair.\n\nAnd the winter one.',
    members: [
      { name: 'Sam Jones', role: 'Chair' },
      { name: 'Ana Núñez', role: '' },
      { name: 'Lee', role: 'Treasurer' },
    ],
    meetingPattern: { text: 'First Monday of the month, 7.30pm', rrule: 'FREQ=MONTHLY;BYDAY=1MO' },
    contactEmail: 'fair@example.org',
    ...changes,
  };
}

const remove = (data: DocData, key: string): DocData =>
  Object.fromEntries(Object.entries(data).filter(([name]) => name !== key));

const person = { name: 'Sam', role: 'Chair' };

/** Refused: one field wrong each (name → the changes, or a function of the valid document). */
const REFUSED: [string, (valid: DocData) => DocData][] = [
  ['purpose missing', (d) => remove(d, 'purpose')],
  ['purpose empty', (d) => ({ ...d, purpose: '' })],
  ['purpose over 2,000 characters', (d) => ({ ...d, purpose: 'x'.repeat(2001) })],
  ['purpose with a U+202E override', (d) => ({ ...d, purpose: 'Runs \u202Ethe fair' })],
  ['purpose a number', (d) => ({ ...d, purpose: 3 })],
  ['members missing', (d) => remove(d, 'members')],
  ['members not a list', (d) => ({ ...d, members: { name: 'Sam' } })],
  ['members over 100', (d) => ({ ...d, members: Array.from({ length: 101 }, () => person) })],
  ['first member without a name', (d) => ({ ...d, members: [{ role: 'Chair' }] })],
  ['first member with an empty name', (d) => ({ ...d, members: [{ name: '', role: 'Chair' }] })],
  ['first member with a 141-character name', (d) => ({ ...d, members: [{ name: 'x'.repeat(141), role: 'Chair' }] })],
  ['first member with an 81-character role', (d) => ({ ...d, members: [{ name: 'Sam', role: 'x'.repeat(81) }] })],
  ['first member with a line break in the name', (d) => ({ ...d, members: [{ name: 'Sam\nJones', role: 'Chair' }] })],
  ['first member with an extra key', (d) => ({ ...d, members: [{ ...person, email: 'sam@example.org' }] })],
  // Account ids would be read by every visitor: they live in committeeMembers/{id}.
  ['first member with an account id', (d) => ({ ...d, members: [{ ...person, uid: UID.member }] })],
  ['last member with an empty account', (d) => ({ ...d, members: [person, { ...person, uid: null }] })],
  ['the members’ account ids on the committee', (d) => ({ ...d, memberUids: [UID.member] })],
  ['an empty list of account ids on the committee', (d) => ({ ...d, memberUids: [] })],
  // A list of papers would name the members-only ones to visitors.
  ['a list of papers', (d) => ({ ...d, documents: ['events-committee-agenda'] })],
  ['a field no schema has', (d) => ({ ...d, notes: 'private' })],
  ['last member a string', (d) => ({ ...d, members: [person, 'Lee, Treasurer'] })],
  ['last member without a role', (d) => ({ ...d, members: [person, { name: 'Lee' }] })],
  ['meetingPattern missing', (d) => remove(d, 'meetingPattern')],
  ['meetingPattern a string', (d) => ({ ...d, meetingPattern: 'First Monday' })],
  ['meetingPattern without text', (d) => ({ ...d, meetingPattern: { rrule: 'FREQ=WEEKLY' } })],
  ['meetingPattern with empty text', (d) => ({ ...d, meetingPattern: { text: '', rrule: null } })],
  ['meetingPattern text over 200', (d) => ({ ...d, meetingPattern: { text: 'x'.repeat(201), rrule: null } })],
  ['meetingPattern rrule over 500', (d) => ({ ...d, meetingPattern: { text: 'Weekly', rrule: 'x'.repeat(501) } })],
  ['meetingPattern rrule a number', (d) => ({ ...d, meetingPattern: { text: 'Weekly', rrule: 1 } })],
  [
    'meetingPattern rrule FREQ=MINUTELY (issue 25)',
    (d) => ({ ...d, meetingPattern: { text: 'Weekly', rrule: 'FREQ=MINUTELY' } }),
  ],
  [
    'meetingPattern with an extra key',
    (d) => ({ ...d, meetingPattern: { text: 'Weekly', rrule: null, venue: 'Hall' } }),
  ],
  ['contactEmail missing', (d) => remove(d, 'contactEmail')],
  ['contactEmail without an @', (d) => ({ ...d, contactEmail: 'fair.example.org' })],
  ['contactEmail with a space', (d) => ({ ...d, contactEmail: 'fair @example.org' })],
  ['contactEmail over 254', (d) => ({ ...d, contactEmail: `${'x'.repeat(250)}@example.org` })],
  ['contactEmail a list', (d) => ({ ...d, contactEmail: ['fair@example.org'] })],
];

/** Allowed: the valid document with these changes. */
const ALLOWED: [string, DocData][] = [
  ['every field set', {}],
  ['no members, no meeting pattern, no email', { members: [], meetingPattern: null, contactEmail: null }],
  ['a meeting pattern with no rule', { meetingPattern: { text: 'When the chair calls a meeting' } }],
  ['a meeting pattern with a null rule', { meetingPattern: { text: 'Now and then', rrule: null } }],
  [
    'a meeting pattern on the last Wednesday',
    { meetingPattern: { text: 'Last Wednesday', rrule: 'FREQ=MONTHLY;BYDAY=-1WE' } },
  ],
  ['100 members', { members: Array.from({ length: 100 }, () => person) }],
  ['a purpose of 2,000 characters', { purpose: 'x'.repeat(2000) }],
];

describe.skipIf(!emulatorHost)('firestore.rules · committees', () => {
  const rules = useRulesEnvironment();
  const nextId = typeShapeTests(rules, 'committees', {
    valid: committee,
    refused: REFUSED,
    allowed: ALLOWED,
    seededAtLeast: 4,
  });
  const editor = () => rules.as('editor');

  it('editor · update · change the slug of a committee with every field full (expression budget) → allowed', async () => {
    const id = nextId();
    const members = Array.from({ length: 100 }, (_, i) => ({ name: `Person ${i}`, role: 'Member' }));
    await assertSucceeds(writeContent(editor(), 'committees', id, committee({ slug: id, members })));
    const db = editor();
    const batch = db.batch();
    batch.update(db.doc(`committees/${id}`), contentUpdate(UID.editor, { slug: `${id}-renamed` }));
    batch.set(db.doc(slugIndexPath('committees', `${id}-renamed`)), { id });
    await assertSucceeds(batch.commit());
  });

  it('editor · update · set a member with no name → denied', async () => {
    const { published } = contentIds('committees');
    const db = editor();
    await assertFails(
      db.doc(`committees/${published}`).update(contentUpdate(UID.editor, { members: [{ name: '', role: 'Chair' }] })),
    );
  });

  it('member · create · a valid committee → denied (editors only)', async () => {
    const db = rules.as('member');
    const id = nextId();
    await assertFails(
      writeContent(db, 'committees', id, committee({ slug: id, createdBy: UID.member, updatedBy: UID.member })),
    );
  });
});
