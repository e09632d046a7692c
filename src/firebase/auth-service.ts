import {
  browserPopupRedirectResolver,
  createUserWithEmailAndPassword,
  deleteUser,
  GoogleAuthProvider,
  onAuthStateChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signInWithPopup,
  signOut as firebaseSignOut,
  updateProfile,
  type User,
} from 'firebase/auth';
import { doc, getDoc, onSnapshot, serverTimestamp, setDoc, waitForPendingWrites } from 'firebase/firestore';
import { describeFirebaseError } from './errors';
import { clearFirestoreCopy, type FirebaseServices, type FirestoreClearing } from './firebase-app';

/** How long a sign-out waits for the other tabs to let go of the device's copy before it moves on. */
const CLEAR_TIMEOUT_MS = 5_000;

/** What the app needs to know about the person signed in. */
export interface AuthUser {
  uid: string;
  email: string | null;
  displayName: string | null;
}

/** A failure whose message is for people; `code` (`auth/…`) is kept for the log and support. */
export class AuthError extends Error {
  override readonly name = 'AuthError';
  constructor(
    message: string,
    readonly code: string,
  ) {
    super(message);
  }
}

function plain(error: unknown): AuthError {
  const described = describeFirebaseError(error, 'auth');
  console.warn(`Sign-in problem (${described.code})`, error);
  return new AuthError(described.message, described.code);
}

/**
 * What signing out and deleting the account both do, in this order: ask for this device's copy of the
 * database to be deleted (see signOut for why first), then take `step`, its failure in plain words.
 */
async function clearCopyThen(step: () => Promise<void>): Promise<FirestoreClearing> {
  const clearing = clearFirestoreCopy(CLEAR_TIMEOUT_MS);
  await clearing.requested;
  try {
    await step();
  } catch (error) {
    throw plain(error);
  }
  return clearing;
}

const toAuthUser = (user: User): AuthUser => ({ uid: user.uid, email: user.email, displayName: user.displayName });

/**
 * Sign-in, sign-up, password reset and sign-out on top of Firebase Auth, plus the account's roles
 * (`users/{uid}.roles`, read live so a role granted by an admin applies without signing in again).
 */
export function createAuthService({ auth, firestore }: FirebaseServices) {
  /**
   * Every account has a profile. A new one has no roles: an admin makes someone a member (the rules
   * refuse any self-granted role, and an email other than the one signed in with).
   */
  async function ensureProfile(user: User): Promise<void> {
    const ref = doc(firestore, 'users', user.uid);
    try {
      if ((await getDoc(ref)).exists()) return;
    } catch {
      return; // Offline or refused: the profile is created on a later sign-in.
    }
    void setDoc(ref, {
      displayName: user.displayName,
      email: user.email,
      photoURL: user.photoURL,
      roles: [],
      createdAt: serverTimestamp(),
    }).catch((error: unknown) => console.warn('Could not create the account profile', error));
  }

  return {
    /** Calls back with the signed-in user (null when signed out) now and on every change. */
    watchUser(onChange: (user: AuthUser | null) => void): () => void {
      // An anonymous account (made to send an order request, issue 14) is nobody signed in, to the app.
      return onAuthStateChanged(auth, (user) => onChange(user && !user.isAnonymous ? toAuthUser(user) : null));
    },

    /** Calls back with the account's roles; an account without a profile has none. */
    watchRoles(uid: string, onChange: (roles: string[]) => void): () => void {
      return onSnapshot(
        doc(firestore, 'users', uid),
        (snapshot) => {
          const roles: unknown = snapshot.get('roles');
          onChange(Array.isArray(roles) ? roles.filter((role): role is string => typeof role === 'string') : []);
        },
        (error) => {
          console.warn('Could not read the account’s roles', error);
          onChange([]);
        },
      );
    },

    async signInWithEmail(email: string, password: string): Promise<void> {
      try {
        await signInWithEmailAndPassword(auth, email.trim(), password);
      } catch (error) {
        throw plain(error);
      }
    },

    async signInWithGoogle(): Promise<void> {
      try {
        const credential = await signInWithPopup(auth, new GoogleAuthProvider(), browserPopupRedirectResolver);
        await ensureProfile(credential.user);
      } catch (error) {
        throw plain(error);
      }
    },

    async signUp({ email, password, displayName }: { email: string; password: string; displayName: string }) {
      try {
        const credential = await createUserWithEmailAndPassword(auth, email.trim(), password);
        if (displayName.trim()) await updateProfile(credential.user, { displayName: displayName.trim() });
        await ensureProfile(credential.user);
      } catch (error) {
        throw plain(error);
      }
    },

    async sendPasswordReset(email: string): Promise<void> {
      try {
        await sendPasswordResetEmail(auth, email.trim());
      } catch (error) {
        // Saying whether an account exists would tell strangers who is a member: only real problems show.
        if ((error as { code?: string }).code === 'auth/user-not-found') return;
        throw plain(error);
      }
    },

    /** True when every change made on this device has reached the server within `timeoutMs`. */
    async waitForPendingWrites(timeoutMs: number): Promise<boolean> {
      let timer: ReturnType<typeof setTimeout> | undefined;
      const timedOut = new Promise<boolean>((resolve) => {
        timer = setTimeout(() => resolve(false), timeoutMs);
      });
      try {
        return await Promise.race([waitForPendingWrites(firestore).then(() => true), timedOut]);
      } finally {
        clearTimeout(timer);
      }
    },

    /**
     * Signs out and deletes this device's copy of the database (including changes not yet sent, which
     * the caller has warned about). Firestore lets go of the copy and its deletion is asked for before
     * the sign-out happens, so no other tab can open the copy again before it is gone. Resolves with
     * who signed out and the clearing, once signed out; the page must reload afterwards.
     */
    async signOut(): Promise<{ uid: string | null; clearing: FirestoreClearing }> {
      const uid = auth.currentUser?.uid ?? null;
      const clearing = await clearCopyThen(() => firebaseSignOut(auth));
      return { uid, clearing };
    },

    /**
     * Deletes the signed-in account from Auth, after its data (the caller removed that, and proved it is
     * the person moments before, so Auth does not ask again). Like signOut: Firestore lets go of the device's
     * copy and its deletion is asked for first; the page must reload afterwards.
     */
    async deleteAccount(): Promise<{ uid: string | null; clearing: FirestoreClearing }> {
      const user = auth.currentUser;
      if (!user) throw new AuthError('Please sign in again to continue.', 'auth/no-current-user');
      const clearing = await clearCopyThen(() => deleteUser(user));
      return { uid: user.uid, clearing };
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
