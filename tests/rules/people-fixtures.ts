import { SEEDED_AT, serverTimestamp, type DocData } from './fixture-basics';

/**
 * Who asks. `anonymous` is a visitor the app signed in anonymously (to place an order); `noRole` an
 * account no admin has given a role; `owner` a seller (a member who owns a business, a shop and its
 * products); `otherOwner` another seller, who must not reach the owner's things.
 */
export const ROLES = ['visitor', 'member', 'editor', 'admin', 'owner', 'anonymous', 'noRole', 'otherOwner'] as const;
export type Role = (typeof ROLES)[number];
export type SignedInRole = Exclude<Role, 'visitor'>;

/** The people. `owner` is a member who owns one business, one shop and (through the shop) its products. */
export const UID = {
  member: 'member-uid',
  editor: 'editor-uid',
  admin: 'admin-uid',
  owner: 'owner-uid',
  /** Owns another business and shop: the owner must not reach them. */
  otherOwner: 'other-owner-uid',
  /** An anonymous account (no email, no users document). */
  anonymous: 'anonymous-uid',
  /** An account with a users document and no roles. */
  noRole: 'no-role-uid',
  /** Places an order the member must not see. */
  otherCustomer: 'other-customer-uid',
} as const;

/** The uid written into createdBy/updatedBy by someone who has none (a visitor). */
export const NO_UID = 'visitor-without-uid';

export function uidOf(role: Role): string {
  return role === 'visitor' ? NO_UID : UID[role];
}

/** The users documents seeded (the anonymous account has none). */
export const USER_ROLES: Record<Exclude<SignedInRole, 'anonymous'> | 'otherCustomer', string[]> = {
  member: ['member'],
  editor: ['editor'],
  admin: ['admin'],
  owner: ['member'],
  otherOwner: ['member'],
  otherCustomer: ['member'],
  noRole: [],
};
export function userDoc(roles: string[], displayName = 'Someone'): DocData {
  return {
    displayName,
    email: `${displayName.toLowerCase().replace(/\W+/g, '.')}@example.org`,
    photoURL: null,
    roles,
    follows: { collections: ['events'], tags: ['gardening'], ids: [] },
    createdAt: SEEDED_AT,
  };
}

/** A new users document as the app writes it at first sign-in. */
export function newUserDoc(roles: string[], email = 'newcomer@example.org'): DocData {
  return { ...userDoc(roles, 'Newcomer'), email, createdAt: serverTimestamp() };
}

/** The email address in the sign-in token of `uid` in the tests. */
export function emailOf(uid: string): string {
  return `${uid}@example.org`;
}

/** The sign-in token of `uid`: an anonymous account has no email; the others `emailOf(uid)`. */
export function tokenOf(uid: string, verified = true): Record<string, unknown> {
  if (uid === UID.anonymous) return { firebase: { sign_in_provider: 'anonymous' } };
  return { email: emailOf(uid), email_verified: verified };
}
