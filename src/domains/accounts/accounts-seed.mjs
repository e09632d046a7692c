/**
 * The seed data of the accounts: a `users/{uid}` profile for each demo account (the accounts themselves are
 * made in the Auth emulator by scripts/seed.mjs). The member follows a few things, so "My feed" has content.
 */

import { DEMO_ACCOUNTS, MEMBER } from '../../collections/seed/seed-context.mjs';

/**
 * The demo accounts' profiles.
 * @param {import('../../collections/seed/seed-context.mjs').SeedContext} context
 */
export function accountsSeed({ ago }) {
  const users = DEMO_ACCOUNTS.map((account, index) => ({
    id: account.uid,
    data: {
      displayName: account.displayName,
      email: account.email,
      photoURL: null,
      roles: [...account.roles],
      follows:
        account.uid === MEMBER.uid
          ? { collections: ['events'], tags: ['running', 'repair', 'gardening'], ids: ['clubs/thornbury-running-club'] }
          : { collections: [], tags: [], ids: [] },
      createdAt: ago(400 - index * 30, 0),
    },
  }));
  return { users };
}

/** @type {import('../../collections/seed/seed-context.mjs').SeedPart} */
export const seedPart = { writes: ['users'], notContent: ['users'], build: accountsSeed };
