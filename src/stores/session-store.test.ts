import { describe, expect, it } from 'vitest';
import { hasRole, sessionStore, setSessionRoles, setSessionUser } from './session-store';
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
