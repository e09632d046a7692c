// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { subscribe } from 'valtio';
import { LAST_KNOWN_USER_KEY, readLastKnownSession, readLastKnownUser } from '@/lib/last-session';
import { memoryStorage } from '@/lib/memory-storage';
import {
  hasRole,
  sessionStore,
  setSessionRoles,
  setSessionUser,
  shownAccount,
  startFromLastSession,
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

  it('tells nobody of roles or an account read again unchanged, so the layout does not render again', () => {
    setSessionUser({ uid: 'u1', email: 'a@example.com', displayName: 'Ann' });
    setSessionRoles(['member', 'editor']);
    let changes = 0;
    const stop = subscribe(sessionStore, () => (changes += 1), true);
    setSessionRoles(['member', 'editor']);
    setSessionUser({ uid: 'u1', email: 'a@example.com', displayName: 'Ann' });
    expect(changes).toBe(0);
    setSessionRoles(['member']);
    stop();
    expect(changes).toBeGreaterThan(0);
    expect(sessionStore.roles).toEqual(['member']);
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

describe('starting from the session this device last knew', () => {
  const editor = { uid: 'e1', email: 'kim@example.org', displayName: 'Kim' };

  afterEach(() => {
    setSessionUser(null);
    sessionStore.status = 'unknown';
  });

  function restartWith(storage: Storage): void {
    const { user, roles } = readLastKnownSession(storage);
    Object.assign(sessionStore, {
      status: 'unknown',
      uid: null,
      roles: [],
      rolesKnown: false,
      lastKnownUser: user,
      lastKnownRoles: roles,
    });
  }

  it('keeps the account’s roles as last read, and forgets them with the account', () => {
    setSessionUser(editor);
    setSessionRoles(['editor']);
    expect(readLastKnownSession(window.localStorage)).toEqual({ user: editor, roles: ['editor'] });
    setSessionUser({ uid: 'm2', email: null, displayName: null });
    expect(readLastKnownSession(window.localStorage).roles).toBeNull();
    setSessionUser(null);
    expect(readLastKnownSession(window.localStorage)).toEqual({ user: null, roles: null });
  });

  it('shows the account signed in, as it last was, until Firebase answers', () => {
    setSessionUser(editor);
    setSessionRoles(['editor']);
    restartWith(window.localStorage);
    startFromLastSession();
    expect(sessionStore).toMatchObject({
      status: 'signed-in',
      uid: 'e1',
      roles: ['editor'],
      rolesKnown: true,
    });
    // Firebase restores the same session: the roles stand until they are read again.
    setSessionUser(editor);
    expect(sessionStore).toMatchObject({
      status: 'signed-in',
      roles: ['editor'],
      rolesKnown: true,
    });
  });

  it('ends when Firebase finds the session over', () => {
    setSessionUser(editor);
    setSessionRoles(['admin']);
    restartWith(window.localStorage);
    startFromLastSession();
    setSessionUser(null);
    expect(sessionStore).toMatchObject({ status: 'signed-out', uid: null, roles: [] });
  });

  it('waits for Firebase where this device never read the roles, or Firebase answered first', () => {
    restartWith(memoryStorage({ [LAST_KNOWN_USER_KEY]: JSON.stringify(editor) }));
    startFromLastSession();
    expect(sessionStore.status).toBe('unknown');

    setSessionUser(editor);
    setSessionRoles(['editor']);
    setSessionUser(null);
    startFromLastSession();
    expect(sessionStore.status).toBe('signed-out');
  });

  it('reads only the app’s roles from storage', () => {
    const stored = (roles: unknown) => memoryStorage({ [LAST_KNOWN_USER_KEY]: JSON.stringify({ ...editor, roles }) });
    expect(readLastKnownSession(stored(['member', 'editor'])).roles).toEqual(['member', 'editor']);
    expect(readLastKnownSession(stored([])).roles).toEqual([]);
    for (const roles of [['superuser'], 'admin', [1], ['admin', 'admin', 'admin', 'admin'], null]) {
      expect(readLastKnownSession(stored(roles)).roles, JSON.stringify(roles)).toBeNull();
    }
  });
});
