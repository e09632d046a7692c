/** A Firebase failure said plainly, with `service/code` kept for the log and for support (docs/specification.md §8). */
export interface DescribedError {
  /** For people: what happened and what to do. */
  message: string;
  /** For support and logs: `auth/too-many-requests`, `firestore/permission-denied`… */
  code: string;
}

const MESSAGES: Record<string, string> = {
  'auth/invalid-credential': 'That email address and password do not match. Please check them and try again.',
  'auth/invalid-email': 'That does not look like an email address.',
  'auth/user-not-found': 'There is no account with that email address.',
  'auth/wrong-password': 'That email address and password do not match. Please check them and try again.',
  'auth/email-already-in-use': 'There is already an account with that email address. Try signing in instead.',
  'auth/weak-password': 'Please choose a longer password: at least 8 characters.',
  'auth/too-many-requests': 'Too many attempts. Please wait a few minutes and try again.',
  'auth/network-request-failed': 'You seem to be offline. Please try again when you have a connection.',
  'auth/popup-closed-by-user': 'The sign-in window was closed before you finished.',
  'auth/popup-blocked': 'Your browser blocked the sign-in window. Please allow pop-ups for this site.',
  'auth/user-disabled': 'This account has been switched off. Please contact the association.',
  'firestore/permission-denied': 'You do not have permission to do that. If you think you should, ask an admin.',
  'firestore/unavailable': 'The service cannot be reached just now. Your changes are kept and will be sent.',
  'firestore/not-found': 'That item no longer exists. It may have been deleted.',
  'firestore/failed-precondition': 'Someone else changed this in the meantime. Please review their changes.',
  'firestore/aborted': 'Someone else changed this in the meantime. Please review their changes.',
  'firestore/resource-exhausted': 'The service is busy. Please try again in a minute.',
  'firestore/deadline-exceeded': 'That took too long. Please try again.',
  'firestore/unauthenticated': 'Please sign in again to continue.',
  'storage/unauthorized': 'You do not have permission to upload files here.',
  'storage/quota-exceeded': 'There is no space left for uploads. Please tell an admin.',
  'storage/canceled': 'The upload was cancelled.',
  'storage/retry-limit-exceeded': 'The upload kept failing. It will be tried again when the connection is better.',
  'appCheck/throttled': 'Too many attempts from this device. Please try again later.',
  'appCheck/fetch-network-error': 'You seem to be offline. Please try again when you have a connection.',
};

const SERVICES = ['auth', 'firestore', 'storage', 'database', 'appCheck', 'functions'];

function normaliseCode(raw: string, service: string | undefined): string {
  if (raw.includes('/')) return raw;
  return `${service ?? 'firestore'}/${raw}`;
}

/** Turns any thrown value into a plain message and a `service/code`. */
export function describeFirebaseError(error: unknown, service?: string): DescribedError {
  if (typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string') {
    const code = normaliseCode(error.code, service);
    const known = MESSAGES[code];
    if (known) return { message: known, code };
    const [prefix] = code.split('/');
    if (prefix && SERVICES.includes(prefix)) {
      return { message: 'Something went wrong. Please try again, and tell us if it keeps happening.', code };
    }
  }
  return { message: 'Something went wrong. Please try again, and tell us if it keeps happening.', code: 'app/unknown' };
}
