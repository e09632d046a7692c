import type { Role } from './route-meta';

/**
 * The account last signed in on this device and its roles as last read, mirrored in localStorage by the
 * session store: the header reads it as it first renders, a dashboard page opens with it at once, and
 * Firestore knows to wait for Auth where someone was signed in (firebase-app.ts).
 */
export interface LastSessionUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/** localStorage, so the header can read it as it first renders. */
export const LAST_KNOWN_USER_KEY = 'session-last-user';

const ROLES: readonly Role[] = ['member', 'editor', 'admin'];
export const isRole = (value: unknown): value is Role => ROLES.includes(value as Role);

/** The account last signed in here and its roles as last read (null: not read here), from the mirror. */
export function readLastKnownSession(storage: Storage | undefined): {
  user: LastSessionUser | null;
  roles: Role[] | null;
} {
  try {
    const raw: unknown = JSON.parse(storage?.getItem(LAST_KNOWN_USER_KEY) ?? 'null');
    if (typeof raw !== 'object' || raw === null) return { user: null, roles: null };
    const { uid, email, displayName, roles } = raw as Record<string, unknown>;
    if (typeof uid !== 'string' || uid === '') return { user: null, roles: null };
    return {
      user: {
        uid,
        email: typeof email === 'string' ? email : null,
        displayName: typeof displayName === 'string' ? displayName : null,
      },
      // Storage is anyone's to change: a list of the app's roles, or none known.
      roles: Array.isArray(roles) && roles.length <= ROLES.length && roles.every(isRole) ? [...roles] : null,
    };
  } catch {
    return { user: null, roles: null };
  }
}

/** The mirrored account, or null when there is none or it is not one (storage is anyone's to change). */
export function readLastKnownUser(storage: Storage | undefined): LastSessionUser | null {
  return readLastKnownSession(storage).user;
}

export function mirrorLastKnownSession(
  storage: Storage | undefined,
  user: LastSessionUser | null,
  roles: Role[] | null,
): void {
  try {
    if (user) storage?.setItem(LAST_KNOWN_USER_KEY, JSON.stringify(roles ? { ...user, roles } : user));
    else storage?.removeItem(LAST_KNOWN_USER_KEY);
  } catch {
    // Storage refused (private mode, full): the header waits for Firebase, as before.
  }
}
