/** The demo accounts’ profiles. */
import { describe, expect, it } from 'vitest';
import { SEED_DATA as data } from '../../collections/seed/seed-test-helpers.mjs';

describe('the accounts’ seed', () => {
  it('users match the demo accounts and their roles', () => {
    expect(data.collections.users.map((entry) => [entry.id, entry.data.email, entry.data.roles])).toEqual([
      ['demo-admin', 'admin@thornbury-hub.test', ['member', 'editor', 'admin']],
      ['demo-editor', 'editor@thornbury-hub.test', ['member', 'editor']],
      ['demo-member', 'member@thornbury-hub.test', ['member']],
      ['demo-seller', 'seller@thornbury-hub.test', ['member']],
    ]);
    expect(data.accounts.map((account) => account.password)).toEqual([
      'demo-admin-pass',
      'demo-editor-pass',
      'demo-member-pass',
      'demo-seller-pass',
    ]);
  });
});
