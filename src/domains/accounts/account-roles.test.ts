import { describe, expect, it } from 'vitest';
import { accountRoles, roleChangeLines, roleChangeProblem, type RoleChange } from './account-roles';

const change = (changes: Partial<RoleChange>): RoleChange => ({
  actorUid: 'admin-a',
  targetUid: 'someone',
  before: ['member'],
  after: ['member', 'editor'],
  adminCount: 1,
  ...changes,
});

describe('roleChangeProblem', () => {
  it('lets an admin give and take the member and editor roles, whatever the number of admins', () => {
    expect(roleChangeProblem(change({}))).toBeNull();
    expect(roleChangeProblem(change({ before: ['member', 'editor'], after: [], adminCount: null }))).toBeNull();
    expect(roleChangeProblem(change({ before: [], after: ['admin'], adminCount: 1 }))).toBeNull();
  });
  it('refuses an admin removing their own admin role, even with other admins', () => {
    const own = change({ targetUid: 'admin-a', before: ['admin'], after: ['editor'], adminCount: 3 });
    expect(roleChangeProblem(own)).toMatch(/cannot remove your own admin role/);
    expect(roleChangeProblem({ ...own, adminCount: null })).toMatch(/cannot remove your own admin role/);
    expect(roleChangeProblem({ ...own, adminCount: 1 })).toMatch(/only admin/);
  });
  it('refuses removing the last admin', () => {
    const last = change({ targetUid: 'admin-b', before: ['admin'], after: ['member'], adminCount: 1 });
    expect(roleChangeProblem(last)).toMatch(/only admin/);
    expect(roleChangeProblem({ ...last, adminCount: 0 })).toMatch(/only admin/);
  });
  it('lets an admin remove another admin when there are two or more', () => {
    expect(roleChangeProblem(change({ targetUid: 'admin-b', before: ['admin'], after: [], adminCount: 2 }))).toBeNull();
  });
  it('waits for a connection to remove an admin when the admins could not be counted', () => {
    expect(roleChangeProblem(change({ targetUid: 'admin-b', before: ['admin'], after: [], adminCount: null }))).toMatch(
      /needs a connection/,
    );
  });
});

describe('accountRoles and roleChangeLines', () => {
  it('keeps known roles once each, in order', () => {
    expect(accountRoles(['admin', 'superuser', 'member', 'admin'])).toEqual(['member', 'admin']);
  });
  it('says what each gained role may do and which are lost', () => {
    expect(roleChangeLines(['member'], ['member', 'editor'])).toEqual([
      'Becomes an editor: can add, change, publish and archive everything on the site, and upload pictures and documents.',
    ]);
    expect(roleChangeLines(['admin'], [])).toEqual([
      'Is no longer an admin.',
      'With no role, the account can follow things, see their own orders and change their own profile, like any visitor.',
    ]);
  });
});
