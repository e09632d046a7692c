import { proxy } from 'valtio';
import { browserLocalStorage } from '@/lib/memory-storage';
import { isRole, mirrorLastKnownSession, readLastKnownSession, type LastSessionUser } from '@/lib/last-session';
import type { RequiredRole, Role } from '@/lib/route-meta';
import { settingsStore } from './settings-store';

/**
 * Who is signed in on this device, and what they may do. The app layer fills it from Firebase Auth and
 * `users/{uid}.roles`; pages read it and call the actions below, so no page imports Firebase.
 */
export interface SessionState {
  /** `unknown` until the saved session has been checked (works offline: it is kept on the device). */
  status: 'unknown' | 'signed-out' | 'signed-in';
  uid: string | null;
  email: string | null;
  displayName: string | null;
  roles: Role[];
  /** Whether the roles have been read (from the server or this device's copy). */
  rolesKnown: boolean;
  /** The app cannot reach its backend at all (bad configuration): each problem, for the admin. */
  backendProblems: string[];
  /**
   * Offline on a device that has never signed in here: the sign-in code has not been fetched yet, so
   * whether anyone is signed in is checked when the connection returns.
   */
  waitingForConnection: boolean;
  /**
   * The account last signed in on this device, as the session store last heard from Auth (which keeps the
   * session itself). Until Firebase has loaded (seconds after a public page, or never while offline with
   * its code not kept) the header shows this account rather than "Sign in". Forgotten when the session ends.
   */
  lastKnownUser: SessionUser | null;
  /**
   * The roles that account had when this device last read them (null: never read here). With them, the
   * app shows a dashboard page at once (startFromLastSession) rather than "Checking your account…".
   */
  lastKnownRoles: Role[] | null;
  /**
   * This account's session ended by itself earlier and its work was held on the device: how many drafts,
   * order requests and uploads it left (Firestore's unsent changes are not counted: see sync status).
   * null: nothing was held.
   */
  resumedWork: number | null;
}

/** A signed-in account as the app shows it. */
export type SessionUser = LastSessionUser;

const lastSession = readLastKnownSession(browserLocalStorage());

export const sessionStore = proxy<SessionState>({
  status: 'unknown',
  uid: null,
  email: null,
  displayName: null,
  roles: [],
  rolesKnown: false,
  backendProblems: [],
  waitingForConnection: false,
  lastKnownUser: lastSession.user,
  lastKnownRoles: lastSession.roles,
  resumedWork: null,
});

/**
 * Once the app has adopted the page (which the build drew for a visitor), an account last signed in here
 * whose roles this device has read is shown signed in at once, as it last was: a dashboard page opens
 * without waiting seconds for Firebase to load and check the saved session, offline too. Firebase's answer
 * then confirms it, or ends it (the page then asks them to sign in). The security rules are the real gate:
 * nothing the server holds is shown to a session it has not checked.
 */
export function startFromLastSession(): void {
  const { status, lastKnownUser, lastKnownRoles } = sessionStore;
  if (status !== 'unknown' || !lastKnownUser || !lastKnownRoles) return;
  Object.assign(sessionStore, {
    status: 'signed-in',
    uid: lastKnownUser.uid,
    email: lastKnownUser.email,
    displayName: lastKnownUser.displayName,
    roles: [...lastKnownRoles],
    rolesKnown: true,
  });
}

/** The signed-in account's held work has been released to be sent (null: the person has read the notice). */
export function setResumedWork(count: number | null): void {
  sessionStore.resumedWork = count;
}

/**
 * The account the header shows: the signed-in one, or, while the saved session has not been checked yet,
 * the one last signed in on this device; null means "Sign in".
 */
export function shownAccount(
  session: Pick<SessionState, 'status' | 'uid' | 'email' | 'displayName' | 'lastKnownUser'>,
): SessionUser | null {
  if (session.status === 'signed-in' && session.uid) {
    return { uid: session.uid, email: session.email, displayName: session.displayName };
  }
  return session.status === 'unknown' ? session.lastKnownUser : null;
}

/** Auth state changed: the logged-in flag in the settings follows it (docs/specification.md §3). */
export function setSessionUser(user: SessionUser | null): void {
  const changedUser = (user?.uid ?? null) !== sessionStore.uid;
  const lastKnownUser = user
    ? { uid: user.uid, email: user.email ?? null, displayName: user.displayName ?? null }
    : null;
  Object.assign(sessionStore, {
    status: user ? 'signed-in' : 'signed-out',
    uid: user?.uid ?? null,
    email: user?.email ?? null,
    displayName: user?.displayName ?? null,
    ...(changedUser ? { roles: [], rolesKnown: user === null, lastKnownRoles: null } : {}),
    // A new object for the same account would make every part that shows it render again.
    ...(sameUser(sessionStore.lastKnownUser, lastKnownUser) ? {} : { lastKnownUser }),
  });
  mirrorLastKnownSession(browserLocalStorage(), sessionStore.lastKnownUser, sessionStore.lastKnownRoles);
  settingsStore.isLoggedIn = user !== null;
}

/** The signed-in account's roles as read (the server's, or this device's copy), kept for the next start. */
export function setSessionRoles(roles: readonly string[]): void {
  const read = roles.filter(isRole);
  // The roles are read from this device's copy and then from the server, and again on every change to the
  // account's document: each new list, even an equal one, rendered the whole layout again (the menus, the
  // header, the page: 300 to 400 components on a dashboard page, 100 ms or more on a phone).
  if (!sameRoles(sessionStore.roles, read)) sessionStore.roles = read;
  sessionStore.rolesKnown = true;
  if (!sessionStore.lastKnownRoles || !sameRoles(sessionStore.lastKnownRoles, read))
    sessionStore.lastKnownRoles = [...read];
  mirrorLastKnownSession(browserLocalStorage(), sessionStore.lastKnownUser, sessionStore.lastKnownRoles);
}

function sameRoles(a: readonly Role[], b: readonly Role[]): boolean {
  return a.length === b.length && a.every((role, index) => role === b[index]);
}

function sameUser(a: SessionUser | null, b: SessionUser | null): boolean {
  if (a === null || b === null) return a === b;
  return a.uid === b.uid && a.email === b.email && a.displayName === b.displayName;
}

const ROLE_RANK: Record<Role, number> = { member: 1, editor: 2, admin: 3 };

/**
 * Whether someone with `roles` may use a page that needs `required`. Admins may do what editors may,
 * and editors what members may. Signing up gives no role: member pages need the member role, which
 * an admin grants (docs/decisions/0013). `signed-in` pages (my feed) are for every account, role or none.
 */
export function hasRole(roles: readonly Role[], required: RequiredRole | undefined, signedIn: boolean): boolean {
  if (required === undefined) return true;
  if (!signedIn) return false;
  if (required === 'signed-in') return true;
  return roles.some((role) => ROLE_RANK[role] >= ROLE_RANK[required]);
}

/** Whether the session check waits for a connection (see `waitingForConnection`). */
export function setWaitingForConnection(waiting: boolean): void {
  sessionStore.waitingForConnection = waiting;
}

/** Sign-in cannot work: the settings are wrong. Pages show the problems instead of a form. */
export function setBackendProblems(problems: string[]): void {
  sessionStore.backendProblems = problems;
  setSessionUser(null);
}

/** What a sign-in form can do. Failures reject with an Error whose message is for people. */
export interface AuthActions {
  signInWithEmail(email: string, password: string): Promise<void>;
  signInWithGoogle(): Promise<void>;
  signUp(details: { email: string; password: string; displayName: string }): Promise<void>;
  sendPasswordReset(email: string): Promise<void>;
  /** Waits until every change made on this device has reached the server (or `timeoutMs` passes). */
  waitForPendingWrites(timeoutMs: number): Promise<boolean>;
  /**
   * What signing out now would remove from this device: changes the server does not have yet (made in
   * any tab) and this account's drafts (edits not saved yet).
   */
  unsavedWork(): Promise<UnsavedWork>;
  /**
   * Signs out in every tab and clears this device's copy of the data, the account's drafts and unsent
   * changes and the kept files, so the next person sees nothing private. The page reloads.
   */
  signOut(): Promise<void>;
  /**
   * Deletes the signed-in account from sign-in, once its data has been removed, then leaves the device
   * as signOut does (everything of the account cleared, the page reloads at the home page).
   */
  deleteAccount(): Promise<void>;
}

/**
 * Something a feature keeps on this device for an account that has not reached the server (order
 * requests), as the sign-out warning says it: how many, in words, and what happens to them offline.
 */
export interface WaitingWork {
  count: number;
  /** A sentence: "1 order request has not been sent to its shop yet." */
  text: string;
  /** Said after it when the device is offline: "It will be sent when you are back online." */
  whenOffline: string;
}

export interface UnsavedWork {
  unsent: boolean;
  drafts: number;
  /** Photos and files saved with their documents that have not finished uploading (the outbox). */
  uploads: number;
  /** What the features keep waiting for this account (their device parts), none with a count of 0. */
  waiting: readonly WaitingWork[];
}

let actions: Promise<AuthActions> | undefined;
let provide: ((value: AuthActions) => void) | undefined;

function pending(): Promise<AuthActions> {
  actions ??= new Promise<AuthActions>((resolve) => {
    provide = resolve;
  });
  return actions;
}

/** The app layer provides the implementation once Firebase has loaded. */
export function provideAuthActions(implementation: AuthActions): void {
  if (provide) provide(implementation);
  else actions = Promise.resolve(implementation);
}

/** The sign-in actions; resolves when the app has loaded Firebase (at once after the first load). */
export function authActions(): Promise<AuthActions> {
  return pending();
}
