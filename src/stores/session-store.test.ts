// @vitest-environment happy-dom
import { describe, expect, it } from 'vitest';
import { memoryStorage } from '@/lib/memory-storage';
import {
  hasRole,
  LAST_KNOWN_USER_KEY,
  readLastKnownUser,
  sessionStore,
  setSessionRoles,
  setSessionUser,
  shownAccount,
} from './session-store';
import { settingsStore } from './settings-store';

describe('session', () => {
  it('the logged-in flag follows the signed-in user', () => {
    setSessionUser({ uid: 'u1', email: 'a@example.com', displayName: null });
    expect(settingsStore.isLoggedIn).toBe(true);
    expect(sessionStore).toMatchObject({ status: 'signed-in', uid: 'u1', rolesKnown: false });
    setSessionUser(null);
    expect(settingsStore.isLoggedIn).toBe(false);
    expect(sessionStore).toMatchObject({ status: 'signed-out', uid: null, roles: [], rolesKnown: true });
  });

  it('keeps only the roles the app knows, and forgets them when someone else signs in', () => {
    setSessionUser({ uid: 'u1', email: null, displayName: null });
    setSessionRoles(['editor', 'superuser', 'member']);
    expect(sessionStore.roles).toEqual(['editor', 'member']);
    setSessionUser({ uid: 'u1', email: 'new@example.com', displayName: null });
    expect(sessionStore.roles).toEqual(['editor', 'member']);
    setSessionUser({ uid: 'u2', email: null, displayName: null });
    expect(sessionStore).toMatchObject({ roles: [], rolesKnown: false });
  });

  it.each([
    [[], undefined, false, true],
    [[], 'member', false, false],
    [[], 'member', true, false],
    [['member'], 'member', true, true],
    [['editor'], 'member', true, true],
    [['admin'], 'member', true, true],
    [['member'], 'member', false, false],
    [['member'], 'editor', true, false],
    [['editor'], 'editor', true, true],
    [['admin'], 'editor', true, true],
    [['editor'], 'admin', true, false],
    [['admin'], 'admin', true, true],
    [['admin'], 'admin', false, false],
    // My feed: every account, with no role too; never a visitor.
    [[], 'signed-in', true, true],
    [['member'], 'signed-in', true, true],
    [[], 'signed-in', false, false],
  ] as const)('roles %j, page needs %s, signed in %s → %s', (roles, required, signedIn, allowed) => {
    expect(hasRole(roles, required, signedIn)).toBe(allowed);
  });
});

describe('the account last signed in on this device', () => {
  const member = { uid: 'u1', email: 'sam@example.org', displayName: 'Sam' };

  it('is shown in the header until the saved session has been checked, and never after it ends', () => {
    const base = { uid: null, email: null, displayName: null, lastKnownUser: member };
    expect(shownAccount({ ...base, status: 'unknown' })).toEqual(member);
    expect(shownAccount({ ...base, status: 'signed-out' })).toBeNull();
    expect(shownAccount({ ...base, status: 'unknown', lastKnownUser: null })).toBeNull();
    expect(
      shownAccount({ status: 'signed-in', uid: 'u2', email: null, displayName: 'Alex', lastKnownUser: member }),
    ).toEqual({ uid: 'u2', email: null, displayName: 'Alex' });
  });

  it('is mirrored on the device while signed in and forgotten when the session ends', () => {
    setSessionUser(member);
    expect(readLastKnownUser(window.localStorage)).toEqual(member);
    setSessionUser(null);
    expect(readLastKnownUser(window.localStorage)).toBeNull();
    expect(sessionStore.lastKnownUser).toBeNull();
  });

  it('reads only a well-formed account from storage', () => {
    const stored = (text: string) => memoryStorage({ [LAST_KNOWN_USER_KEY]: text });
    expect(readLastKnownUser(stored(JSON.stringify(member)))).toEqual(member);
    expect(readLastKnownUser(stored('{"uid":""}'))).toBeNull();
    expect(readLastKnownUser(stored('not json'))).toBeNull();
    expect(readLastKnownUser(stored('{"uid":"u3","email":7}'))).toEqual({ uid: 'u3', email: null, displayName: null });
    expect(readLastKnownUser(undefined)).toBeNull();
  });
});
