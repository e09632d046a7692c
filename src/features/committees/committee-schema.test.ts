import { describe, expect, it } from 'vitest';
import { contentItem } from '@/collections/content-test-helpers';
import { SINGLE_LINE_MESSAGE } from '@/lib/text-lines';
import { committeeSchema, emptyCommittee } from './committee-schema';
import { committeesModel } from './committees-model';

/** A complete, valid committee as the editor would save it. */
function validCommittee(): Record<string, unknown> {
  return {
    ...contentItem({
      slug: 'events-committee',
      title: 'Events Committee',
      summary: 'Plans the Hub’s calendar and looks after the big days.',
      body: 'Come to a meeting as a guest first.',
      tags: ['events'],
    }),
    purpose: 'Plans the Hub’s calendar.\n\nSupports groups running events.',
    members: [
      { name: 'Margaret Hale', role: 'Chair' },
      { name: 'Gareth Price', role: '' },
      { name: 'Sunita Rao', role: 'Treasurer' },
    ],
    meetingPattern: { text: 'First Monday of the month, 7.30pm', rrule: 'FREQ=MONTHLY;BYDAY=1MO' },
    contactEmail: 'events@thornbury-hub.example',
  };
}

/** The messages of parsing the valid committee with `changes`, by dotted path. */
function problems(changes: Record<string, unknown>): Record<string, string> {
  const result = committeeSchema.safeParse({ ...validCommittee(), ...changes });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const person = { name: 'Sam', role: 'Chair' };

describe('committee schema', () => {
  it('accepts a complete committee, and one with nothing but the required fields', () => {
    expect(committeeSchema.safeParse(validCommittee()).success).toBe(true);
    expect(
      committeeSchema.safeParse({
        ...validCommittee(),
        members: [],
        meetingPattern: null,
        contactEmail: null,
      }).success,
    ).toBe(true);
    expect(committeeSchema.safeParse({ ...validCommittee(), meetingPattern: { text: 'Now and then' } }).success).toBe(
      true,
    );
  });

  it('trims the purpose, names and roles', () => {
    const parsed = committeeSchema.parse({
      ...validCommittee(),
      purpose: '  Plans things.  ',
      members: [{ name: ' Sam ', role: ' Chair ' }],
    });
    expect(parsed.purpose).toBe('Plans things.');
    expect(parsed.members[0]).toEqual({ name: 'Sam', role: 'Chair' });
  });

  it('reads no account ids and no list of papers: what the site and the build publish names members only', () => {
    // A committee saved before the accounts moved to committeeMembers still carries them.
    const parsed = committeeSchema.parse({
      ...validCommittee(),
      members: [{ name: 'Margaret Hale', role: 'Chair', uid: 'margaret-account' }],
      memberUids: ['margaret-account'],
      documents: ['members-only-minutes'],
    });
    expect(parsed.members).toEqual([{ name: 'Margaret Hale', role: 'Chair' }]);
    expect(JSON.stringify(parsed)).not.toMatch(/margaret-account|memberUids|members-only-minutes/);
  });

  it('saves each member as a name and a role only (the editor gives a new row an empty account)', () => {
    const item = committeeSchema.parse(validCommittee());
    const edited = { ...item, members: [{ name: 'Sam', role: 'Chair', uid: null }] };
    expect(committeesModel.beforeSave?.(edited).members).toEqual([{ name: 'Sam', role: 'Chair' }]);
  });

  const invalid: [string, Record<string, unknown>, string, string][] = [
    ['no purpose', { purpose: undefined }, 'purpose', 'Please say what the committee does.'],
    ['an empty purpose', { purpose: '   ' }, 'purpose', 'Please say what the committee does.'],
    [
      'a purpose over 2,000 characters',
      { purpose: 'x'.repeat(2001) },
      'purpose',
      'Please keep the purpose under 2,000 characters.',
    ],
    [
      'a purpose with a text-direction override',
      { purpose: 'Plans \u202Ethings' },
      'purpose',
      'Please remove the hidden control or text-direction characters (they are often pasted in by accident).',
    ],
    [
      'members that are not a list',
      { members: 'Sam, Chair' },
      'members',
      'Invalid input: expected array, received string',
    ],
    [
      'a member with no name',
      { members: [{ name: '  ', role: 'Chair' }] },
      'members.0.name',
      'Please give the person’s name.',
    ],
    [
      'a member with a 141-character name',
      { members: [{ name: 'x'.repeat(141), role: 'Chair' }] },
      'members.0.name',
      'Please keep the name under 140 characters.',
    ],
    [
      'a member with an 81-character role',
      { members: [{ name: 'Sam', role: 'x'.repeat(81) }] },
      'members.0.role',
      'Please keep the role under 80 characters.',
    ],
    [
      'a member whose name has a line break',
      { members: [{ name: 'Sam\nJones', role: 'Chair' }] },
      'members.0.name',
      SINGLE_LINE_MESSAGE,
    ],
    [
      'a member with no role at all',
      { members: [{ name: 'Sam' }] },
      'members.0.role',
      'Please give their role, like Chair or Member.',
    ],
    [
      '101 members',
      { members: Array.from({ length: 101 }, () => person) },
      'members',
      'Please list no more than 100 people.',
    ],
    [
      'a meeting pattern with no words',
      { meetingPattern: { text: '', rrule: null } },
      'meetingPattern.text',
      'Please say when you meet, like “Tuesdays 7.30pm”.',
    ],
    [
      'a meeting pattern over 200 characters',
      { meetingPattern: { text: 'x'.repeat(201), rrule: null } },
      'meetingPattern.text',
      'Please keep this under 200 characters.',
    ],
    [
      'a meeting pattern given as plain text',
      { meetingPattern: 'Mondays' },
      'meetingPattern',
      'Invalid input: expected object, received string',
    ],
    [
      'a repeat rule over 500 characters',
      { meetingPattern: { text: 'Weekly', rrule: `FREQ=WEEKLY;${'X'.repeat(500)}` } },
      'meetingPattern.rrule',
      'The repeat rule is too long.',
    ],
    [
      'a contact email without an @',
      { contactEmail: 'events.example' },
      'contactEmail',
      'Please give an email address like name@example.org.',
    ],
    [
      'a contact email over 254 characters',
      { contactEmail: `${'x'.repeat(250)}@example.org` },
      'contactEmail',
      'Please keep the email address under 254 characters.',
    ],
    ['a contact email left out', { contactEmail: undefined }, 'contactEmail', 'Please give an email address.'],
  ];

  it('refuses at least 15 invalid committees', () => {
    expect(invalid.length).toBeGreaterThanOrEqual(15);
  });

  it.each(invalid)('refuses %s', (_name, changes, path, message) => {
    expect(problems(changes)[path]).toBe(message);
  });

  it('a new committee in the editor starts empty and becomes valid once named and described', () => {
    const item = { ...validCommittee(), ...emptyCommittee(), purpose: 'Looks after the hall.' };
    expect(committeeSchema.safeParse(item).success).toBe(true);
    expect(committeesModel.empty?.()).toEqual(emptyCommittee());
  });
});

describe('committee seed check', () => {
  it('flags a published committee nobody can be reached through, and not a draft', () => {
    const lonely = { ...validCommittee(), members: [], contactEmail: null };
    expect(committeesModel.seedCheck?.([{ id: 'lonely', data: lonely }])).toEqual([
      'committees/lonely: a published committee needs members or a contact email',
    ]);
    expect(committeesModel.seedCheck?.([{ id: 'draft', data: { ...lonely, status: 'draft' } }])).toEqual([]);
    expect(committeesModel.seedCheck?.([{ id: 'fine', data: validCommittee() }])).toEqual([]);
  });
});
