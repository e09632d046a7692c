import { describe, expect, it } from 'vitest';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import {
  categoriesInUse,
  differences,
  groupIntoSections,
  keptOnConflict,
  problemSummary,
  INVALID_MESSAGE,
  publicUrl,
  publishState,
  saveReducer,
  syncLabel,
  type SaveState,
} from './editor-save-state';

const theirs = { id: 'a', version: 3, title: 'Theirs' } as unknown as Parsed<BaseContent>;

describe('the editor save state machine', () => {
  it('goes from idle to pending on a queued save, and to saved when the server has it', () => {
    let state: SaveState = { kind: 'idle' };
    state = saveReducer(state, { type: 'queued' });
    expect(state).toEqual({ kind: 'pending' });
    expect(syncLabel(state, false)).toBe('Saved on this device · waiting to sync');
    expect(syncLabel(state, true)).toBe('Saving…');
    state = saveReducer(state, { type: 'committed' });
    expect(state).toEqual({ kind: 'saved' });
    expect(syncLabel(state, true)).toBe('Saved');
  });

  it('says "Saving…" from the moment Save passes its checks, not the last save’s "Saved"', () => {
    const saving = saveReducer({ kind: 'saved' }, { type: 'started' });
    expect(saving).toEqual({ kind: 'saving' });
    expect(syncLabel(saving, true)).toBe('Saving…');
    // Offline it is not on the device yet either: only once queued does it say so.
    expect(syncLabel(saving, false)).toBe('Saving…');
    expect(syncLabel(saveReducer(saving, { type: 'queued' }), false)).toBe('Saved on this device · waiting to sync');
    expect(saveReducer(saving, { type: 'invalid' })).toEqual({ kind: 'failed', message: INVALID_MESSAGE });
  });

  it('says what to fix when the form is invalid, and keeps a write failure’s message', () => {
    expect(saveReducer({ kind: 'pending' }, { type: 'invalid' })).toEqual({ kind: 'failed', message: INVALID_MESSAGE });
    expect(saveReducer({ kind: 'pending' }, { type: 'write-failed', message: 'Refused' })).toEqual({
      kind: 'failed',
      message: 'Refused',
    });
  });

  it('shows a conflict when overtaken, keeps it through a stale commit and a version refusal, and clears it on a choice', () => {
    let state = saveReducer({ kind: 'pending' }, { type: 'overtaken', theirs, mine: { title: 'Mine' } });
    expect(state).toEqual({ kind: 'conflict', theirs, mine: { title: 'Mine' } });
    expect(saveReducer(state, { type: 'committed' })).toBe(state);
    expect(saveReducer(state, { type: 'version-conflict' })).toBe(state);
    state = saveReducer(state, { type: 'resolved' });
    expect(state).toEqual({ kind: 'idle' });
    expect(syncLabel(state, true)).toBeNull();
  });

  it('returns to pending when a save from before a reload is still waiting', () => {
    expect(saveReducer({ kind: 'idle' }, { type: 'found-pending' })).toEqual({ kind: 'pending' });
  });
});

describe('publishing and the public address', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  it('tells draft, published, scheduled and archived apart', () => {
    expect(publishState({}, now)).toBe('draft');
    expect(publishState({ status: 'published', publishAt: null }, now)).toBe('published');
    expect(publishState({ status: 'published', publishAt: new Date('2026-12-01T00:00:00Z') }, now)).toBe('scheduled');
    expect(publishState({ status: 'published', publishAt: new Date('2026-11-01T00:00:00Z') }, now)).toBe('published');
    expect(publishState({ status: 'archived' }, now)).toBe('archived');
  });

  it('links to the public page only once it is published and visible', () => {
    expect(publicUrl('/events', { status: 'published', slug: 'lantern-walk' }, now)).toBe('/events/lantern-walk');
    expect(publicUrl('/events', { status: 'draft', slug: 'lantern-walk' }, now)).toBeNull();
    expect(
      publicUrl('/events', { status: 'published', slug: 'x', publishAt: new Date('2027-01-01T00:00:00Z') }, now),
    ).toBeNull();
    expect(publicUrl('/events', { status: 'published', slug: '' }, now)).toBeNull();
  });
});

describe('sections, categories and differences', () => {
  it('groups fields by section in first-seen order, unnamed ones under Details', () => {
    const grouped = groupIntoSections([
      { name: 'title', section: 'What' },
      { name: 'startsAt', section: 'When' },
      { name: 'category', section: 'What' },
      { name: 'extra' },
    ]);
    expect(grouped.map((section) => [section.title, section.fields.map((field) => field.name)])).toEqual([
      ['What', ['title', 'category']],
      ['When', ['startsAt']],
      ['Details', ['extra']],
    ]);
  });

  it('offers the categories in use, most used first, without blanks or repeats', () => {
    expect(
      categoriesInUse([
        { category: 'Music' },
        { category: 'Family' },
        { category: 'Family ' },
        { category: '' },
        { category: null },
        { category: 'Arts' },
      ]),
    ).toEqual(['Family', 'Arts', 'Music']);
  });

  it('lists the fields that differ between two versions, dates in London time', () => {
    const fields = [
      { name: 'title', label: 'Title', kind: 'text' as const },
      { name: 'startsAt', label: 'Starts', kind: 'date-time' as const },
    ];
    expect(
      differences(
        fields,
        { title: 'A', startsAt: new Date('2026-05-12T15:30:00Z'), secret: 1 },
        { title: 'A', startsAt: new Date('2026-05-12T16:30:00Z') },
      ),
    ).toEqual([{ name: 'startsAt', label: 'Starts', mine: '2026-05-12 16:30', theirs: '2026-05-12 17:30' }]);
  });
});

describe('problemSummary', () => {
  const fields = [
    { name: 'title', label: 'Name' },
    { name: 'members', label: 'Members' },
  ];

  it('lists each problem under its field’s label, parts of a field under the field', () => {
    expect(
      problemSummary(fields, { title: 'Please add a name.', 'members.0.name': 'Please give each person a name.' }),
    ).toEqual([
      { field: 'title', label: 'Name', message: 'Please add a name.' },
      { field: 'members', label: 'Members', message: 'Please give each person a name.' },
    ]);
  });

  it('still names a problem on a field the form does not show, and skips empty ones', () => {
    expect(problemSummary(fields, { documents: 'Please link no more than 500 papers.', title: null })).toEqual([
      { field: 'documents', label: 'Other details', message: 'Please link no more than 500 papers.' },
    ]);
  });
});

describe('keeping one’s own version in a conflict', () => {
  const mine = { title: 'Mine', count: 9 };
  const server = { id: 'a', version: 4, updatedBy: 'x', title: 'Theirs', count: 2 };
  const countIsServers = (own: { count: number }, theirs: { count: number }) => ({ ...own, count: theirs.count });

  it('takes the server’s value of the fields the type says the server owns, and only those', () => {
    expect(keptOnConflict(mine, server, countIsServers as never)).toEqual({ title: 'Mine', count: 2 });
  });
  it('keeps every field of one’s own when the type owns none, or the item was deleted', () => {
    expect(keptOnConflict(mine, server, undefined)).toBe(mine);
    expect(keptOnConflict(mine, undefined, countIsServers as never)).toBe(mine);
  });
});
