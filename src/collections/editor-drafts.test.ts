import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { clear, get, set } from 'idb-keyval';
import { flushStored } from '@/stores/persistence';
import {
  countEditsOf,
  draftKey,
  forgetEditsOf,
  readDraft,
  readPendingSave,
  rememberSave,
  resetSignedOutForTests,
  saveOutcome,
  writeDraft,
  type StoredEdit,
} from './editor-drafts';

const edit = (summary: string): StoredEdit => ({ values: { summary }, baseVersion: 3, savedAt: 1_000 });

beforeEach(async () => {
  await flushStored();
  await clear();
  resetSignedOutForTests();
});

describe('drafts on a shared device', () => {
  it('come back for the account that wrote them', async () => {
    writeDraft('events', 'e1', 'alice', edit('Alice’s unpublished text'));
    await flushStored();
    expect(await readDraft('events', 'e1', 'alice')).toEqual(edit('Alice’s unpublished text'));
  });

  it('never come back for another account, or for nobody signed in', async () => {
    writeDraft('events', 'e1', 'alice', edit('Alice’s unpublished text'));
    await rememberSave('events', 'e1', 'alice', edit('Alice’s unconfirmed save'));
    expect(await readDraft('events', 'e1', 'bob')).toBeUndefined();
    expect(await readDraft('events', 'e1', '')).toBeUndefined();
    expect(await readPendingSave('events', 'e1', 'bob')).toBeUndefined();
    expect(await readPendingSave('events', 'e1', 'alice')).toEqual(edit('Alice’s unconfirmed save'));
  });

  it('a draft kept before accounts were recorded comes back for nobody', async () => {
    await set(draftKey('events', 'e1'), edit('whose?'));
    expect(await readDraft('events', 'e1', 'alice')).toBeUndefined();
  });

  it('nothing is kept for nobody signed in', async () => {
    writeDraft('events', 'e1', '', edit('typed while signed out'));
    await flushStored();
    expect(await get(draftKey('events', 'e1'))).toBeUndefined();
  });

  it('signing out removes that account’s drafts and unconfirmed saves, queued ones too, and keeps no more', async () => {
    writeDraft('events', 'e1', 'alice', edit('saved draft'));
    await flushStored();
    await rememberSave('events', 'e2', 'alice', edit('unconfirmed'));
    writeDraft('events', 'e3', 'alice', edit('still queued'));
    writeDraft('blogs', 'b1', 'bob', edit('Bob’s'));
    await set(draftKey('events', 'old'), edit('whose?'));
    expect(await countEditsOf('alice')).toEqual({ drafts: 2, unconfirmed: 1 });

    await forgetEditsOf('alice');
    writeDraft('events', 'e4', 'alice', edit('typed in a tab still open'));
    await flushStored();

    expect(await countEditsOf('alice')).toEqual({ drafts: 0, unconfirmed: 0 });
    expect(await get(draftKey('events', 'e3'))).toBeUndefined();
    expect(await get(draftKey('events', 'e4'))).toBeUndefined();
    expect(await get(draftKey('events', 'old'))).toBeUndefined();
    expect(await readDraft('blogs', 'b1', 'bob')).toEqual(edit('Bob’s'));
  });
});

describe('what became of a save made on this device', () => {
  it('arrived: the server has the next version, saved by us', () => {
    expect(saveOutcome({ baseVersion: 3 }, { version: 4, updatedBy: 'me' }, 'me')).toBe('arrived');
    expect(saveOutcome({ baseVersion: null }, { version: 1, updatedBy: 'me' }, 'me')).toBe('arrived');
  });

  it('waiting: the server still has the version we started from', () => {
    expect(saveOutcome({ baseVersion: 3 }, { version: 3, updatedBy: 'other' }, 'me')).toBe('waiting');
    expect(saveOutcome({ baseVersion: null }, undefined, 'me')).toBe('waiting');
  });

  it('conflict: someone else saved in between', () => {
    expect(saveOutcome({ baseVersion: 3 }, { version: 4, updatedBy: 'other' }, 'me')).toBe('conflict');
    expect(saveOutcome({ baseVersion: 3 }, { version: 6, updatedBy: 'me' }, 'me')).toBe('conflict');
    expect(saveOutcome({ baseVersion: 3 }, undefined, 'me')).toBe('conflict');
  });
});
