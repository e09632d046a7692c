/**
 * Who reads a committee's papers (committeeMembers/{committeeId}, `memberUids`): the list an admin sees,
 * the accounts they may add, and what the page says about a change. No React, no Firebase.
 */

/** The most accounts one committee's list holds (firestore.rules `validCommitteeAccounts`). */
export const MAX_COMMITTEE_READERS = 100;

/** An account as the page names it: the `users` document's name and email. */
export interface ReaderAccount {
  uid: string;
  displayName: string | null;
  email: string | null;
}

export interface ReaderRow {
  uid: string;
  /** Their name, else their email, else a plain stand-in (an account deleted or not yet read). */
  name: string;
  email: string | null;
}

function rowOf(uid: string, account: ReaderAccount | undefined): ReaderRow {
  if (!account) return { uid, name: 'An account not in the site’s list', email: null };
  return { uid, name: account.displayName ?? account.email ?? 'An account without a name', email: account.email };
}

const byName = (a: ReaderRow, b: ReaderRow) =>
  a.name.localeCompare(b.name, 'en-GB') || (a.email ?? '').localeCompare(b.email ?? '', 'en-GB');

/** The accounts on the list, by name: each one found among the site's accounts, or said to be unknown. */
export function readerRows(memberUids: readonly string[], accounts: readonly ReaderAccount[]): ReaderRow[] {
  const known = new Map(accounts.map((account) => [account.uid, account]));
  return [...new Set(memberUids)].map((uid) => rowOf(uid, known.get(uid))).sort(byName);
}

/** The site's accounts not yet on the list, by name: what "Add" offers. */
export function addableAccounts(memberUids: readonly string[], accounts: readonly ReaderAccount[]): ReaderRow[] {
  const listed = new Set(memberUids);
  return accounts
    .filter((account) => !listed.has(account.uid))
    .map((account) => rowOf(account.uid, account))
    .sort(byName);
}

/** Why an account cannot be added now, in plain words; null when it can. */
export function addProblem(memberUids: readonly string[], uid: string | null): string | null {
  if (!uid) return 'Please choose an account to add.';
  if (memberUids.includes(uid)) return 'That account is already on the list.';
  if (new Set(memberUids).size >= MAX_COMMITTEE_READERS)
    return `A committee’s papers can be read by up to ${MAX_COMMITTEE_READERS} accounts. Please remove one first.`;
  return null;
}

/** The list as the device has it: whether the server has every change yet (Firestore's snapshot metadata). */
export interface ReadersSnapshot {
  memberUids: string[];
  /** Changes made on this device that the server has not yet taken. */
  hasPendingWrites: boolean;
  /** Read from this device's copy (offline, or before the server answered). */
  fromCache: boolean;
}

/**
 * What the page says about the list: never "saved" before the server has the change. A change the
 * device keeps waits to be sent (offline it stays on this device until there is a connection).
 */
export function readersStatus(snapshot: ReadersSnapshot, online: boolean): string {
  if (snapshot.hasPendingWrites)
    return online
      ? 'Your change is being sent. Until the server has it, access has not changed.'
      : 'You are offline. Your change is kept on this device and waits to be sent; until then, access has not changed.';
  if (snapshot.fromCache)
    return 'This list is this device’s copy and may be out of date. It is checked again when you are online.';
  return 'Saved. This list is what the server has.';
}

/** The list read defensively: strings only, once each (anything else in the document is ignored). */
export function readMemberUids(data: unknown): string[] {
  const list = data && typeof data === 'object' ? (data as Record<string, unknown>)['memberUids'] : undefined;
  return Array.isArray(list)
    ? [...new Set(list.filter((uid): uid is string => typeof uid === 'string' && uid !== ''))]
    : [];
}
