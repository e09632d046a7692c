import { describe, expect, it } from 'vitest';
import {
  addableAccounts,
  addProblem,
  MAX_COMMITTEE_READERS,
  readerRows,
  readersStatus,
  readMemberUids,
} from './committee-readers';

const accounts = [
  { uid: 'demo-member', displayName: 'Priya Shah', email: 'member@example.org' },
  { uid: 'demo-editor', displayName: null, email: 'editor@example.org' },
  { uid: 'demo-admin', displayName: 'Margaret Hale', email: 'admin@example.org' },
  { uid: 'no-details', displayName: null, email: null },
];

describe('who reads a committee’s papers', () => {
  it('names each listed account, by name, and says so when an account is not among the site’s', () => {
    expect(readerRows(['demo-member', 'gone', 'demo-editor', 'demo-member'], accounts)).toEqual([
      { uid: 'gone', name: 'An account not in the site’s list', email: null },
      { uid: 'demo-editor', name: 'editor@example.org', email: 'editor@example.org' },
      { uid: 'demo-member', name: 'Priya Shah', email: 'member@example.org' },
    ]);
  });

  it('offers the accounts not yet on the list', () => {
    expect(addableAccounts(['demo-member'], accounts).map((row) => [row.uid, row.name])).toEqual([
      ['no-details', 'An account without a name'],
      ['demo-editor', 'editor@example.org'],
      ['demo-admin', 'Margaret Hale'],
    ]);
  });

  it('adds an account only when one is chosen, not already listed, and the list has room (the rules’ 100)', () => {
    expect(addProblem([], null)).toBe('Please choose an account to add.');
    expect(addProblem(['a'], 'a')).toBe('That account is already on the list.');
    const full = Array.from({ length: MAX_COMMITTEE_READERS }, (_, i) => `uid-${i}`);
    expect(addProblem(full, 'one-more')).toMatch(/up to 100 accounts/);
    expect(addProblem(full.slice(1), 'one-more')).toBeNull();
  });

  it('says "Saved" only when the server has the change; a change kept on the device waits to be sent', () => {
    const snapshot = { memberUids: [], hasPendingWrites: true, fromCache: true };
    expect(readersStatus(snapshot, false)).toMatch(/waits to be sent/);
    expect(readersStatus(snapshot, false)).not.toMatch(/Saved/);
    expect(readersStatus(snapshot, true)).toMatch(/being sent/);
    expect(readersStatus({ ...snapshot, hasPendingWrites: false }, true)).toMatch(/may be out of date/);
    expect(readersStatus({ ...snapshot, hasPendingWrites: false, fromCache: false }, true)).toBe(
      'Saved. This list is what the server has.',
    );
  });

  it('reads the stored list defensively: strings only, once each', () => {
    expect(readMemberUids({ memberUids: ['a', 7, '', 'a', 'b'] })).toEqual(['a', 'b']);
    expect(readMemberUids({ memberUids: 'a' })).toEqual([]);
    expect(readMemberUids(undefined)).toEqual([]);
  });
});
