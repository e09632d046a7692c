import { describe, expect, it } from 'vitest';
import { dashboardTableQuery } from './owner-table';

const withOwners = { read: 'public', edit: 'editor', ownerField: 'ownerUid' } as const;
const noOwners = { read: 'public', edit: 'editor' } as const;

describe('the dashboard table’s query', () => {
  it('asks only for the account’s own items when it is not an editor and the type has owners', () => {
    expect(dashboardTableQuery(withOwners, { roles: ['member'], uid: 'owner-1', signedIn: true })).toEqual({
      options: { audience: 'editor', filters: [{ field: 'ownerUid', op: '==', value: 'owner-1' }] },
      ownOnly: true,
    });
  });

  it('asks for every item for editors and admins', () => {
    for (const roles of [['editor'], ['admin']] as const) {
      expect(dashboardTableQuery(withOwners, { roles, uid: 'ed', signedIn: true })).toEqual({
        options: { audience: 'editor' },
        ownOnly: false,
      });
    }
  });

  it('asks for every item for a type without owners (the route lets only editors in)', () => {
    expect(dashboardTableQuery(noOwners, { roles: ['member'], uid: 'm', signedIn: true }).ownOnly).toBe(false);
    expect(dashboardTableQuery(undefined, { roles: [], uid: 'm', signedIn: true }).ownOnly).toBe(false);
  });
});
