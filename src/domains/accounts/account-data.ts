import {
  browserPopupRedirectResolver,
  EmailAuthProvider,
  GoogleAuthProvider,
  reauthenticateWithCredential,
  reauthenticateWithPopup,
  signOut,
  updatePassword,
  updateProfile,
  verifyBeforeUpdateEmail,
  type User,
} from 'firebase/auth';
import {
  collection,
  doc,
  documentId,
  getDoc,
  getDocs,
  limit,
  orderBy,
  query,
  startAfter,
  updateDoc,
  where,
  writeBatch,
  type Firestore,
  type QueryConstraint,
} from 'firebase/firestore';
import { describeFirebaseError } from '@/firebase/errors';
import { loadFirebase } from '@/firebase/firebase-app';
import type { ContentImage } from '@/collections/content-schema';
import { withDates } from '@/domains/orders/orders-data';

/**
 * Firestore and Auth for the person's own account page (issue 15): their profile, choices, sign-in
 * details, the records "Download my data" gathers and the writes "Delete my account" makes. Loaded on
 * demand, with the page. Failures reject with an AccountError whose message is for people.
 */

/** Records are read this many at a time, page after page until none are left. */
export const RECORDS_PAGE_SIZE = 200;

export class AccountError extends Error {
  override readonly name = 'AccountError';
  constructor(
    message: string,
    /** `auth/requires-recent-login` means: ask for the password (or Google) again, then retry. */
    readonly code: string,
  ) {
    super(message);
  }
}

function plain(error: unknown, service: string): AccountError {
  const described = describeFirebaseError(error, service);
  console.warn(`Account problem (${described.code})`, error);
  return new AccountError(described.message, described.code);
}

async function signedInUser(): Promise<{ user: User; services: Awaited<ReturnType<typeof loadFirebase>> }> {
  const services = await loadFirebase();
  await services.auth.authStateReady();
  const user = services.auth.currentUser;
  if (!user || user.isAnonymous) throw new AccountError('Please sign in again to continue.', 'auth/no-current-user');
  return { user, services };
}

async function run<T>(service: string, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof AccountError) throw error;
    throw plain(error, service);
  }
}

/**
 * Signs out this device's anonymous account (made for a visitor's orders), if that is who Firebase has:
 * never a person's own account. For forgetting a visitor after their days on a shared device.
 */
export async function signOutAnonymousAccount(): Promise<void> {
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  if (auth.currentUser?.isAnonymous) await signOut(auth);
}

/** How the person signs in: with a password, with Google, or both. */
export interface SignInDetails {
  password: boolean;
  google: boolean;
  email: string | null;
  displayName: string | null;
  emailVerified: boolean;
  createdAt: string | null;
  photoURL: string | null;
}

export async function signInDetails(): Promise<SignInDetails> {
  const { user } = await signedInUser();
  const providers = user.providerData.map((provider) => provider.providerId);
  return {
    password: providers.includes('password'),
    google: providers.includes('google.com'),
    email: user.email,
    displayName: user.displayName,
    emailVerified: user.emailVerified,
    createdAt: user.metadata.creationTime ? new Date(user.metadata.creationTime).toISOString() : null,
    photoURL: user.photoURL,
  };
}

/** Proves it is still the person (Firebase asks for this before sensitive changes): password or Google. */
export async function signInAgain(password: string | null): Promise<void> {
  await run('auth', async () => {
    const { user } = await signedInUser();
    if (password !== null && user.email) {
      await reauthenticateWithCredential(user, EmailAuthProvider.credential(user.email, password));
    } else {
      await reauthenticateWithPopup(user, new GoogleAuthProvider(), browserPopupRedirectResolver);
    }
  });
}

/** `users/{uid}` as stored (times as Dates), from the server when it can be reached, else this device's copy. */
export async function readAccount(uid: string): Promise<Record<string, unknown> | null> {
  return run('firestore', async () => {
    const { firestore } = await loadFirebase();
    const snapshot = await getDoc(doc(firestore, 'users', uid));
    return snapshot.exists() ? (withDates(snapshot.data()) as Record<string, unknown>) : null;
  });
}

/** The name shown to others, in sign-in and on the account's document. */
export async function saveDisplayName(uid: string, displayName: string): Promise<void> {
  await run('auth', async () => {
    const { user, services } = await signedInUser();
    await updateProfile(user, { displayName });
    await updateDoc(doc(services.firestore, 'users', uid), { displayName });
  });
}

/**
 * The person's photo (`users/{uid}.photo`): written on this device at once, its address filled in by the
 * upload outbox once the file is up (issue 15). `committed` settles when the server has the change.
 */
export async function savePhoto(uid: string, photo: ContentImage | null): Promise<{ committed: Promise<void> }> {
  return run('firestore', async () => {
    const { firestore } = await loadFirebase();
    return { committed: updateDoc(doc(firestore, 'users', uid), { photo }) };
  });
}

/**
 * Deletes the person's photo files from Storage (at account deletion). Best effort: a file already gone,
 * or one never uploaded, is not a failure.
 */
export async function deletePhotoFiles(paths: readonly string[]): Promise<void> {
  if (paths.length === 0) return;
  const { loadStorage } = await import('@/firebase/storage-service');
  const storage = await loadStorage();
  await Promise.all(
    paths.map((path) =>
      storage.remove(path).catch((error: unknown) => console.warn(`Photo ${path} not deleted`, error)),
    ),
  );
}

/** The notification choices (`users/{uid}.notifications`). Saved on the device at once, sent when online. */
export async function saveNotifications(uid: string, notifications: { digest: 'none' | 'weekly' }): Promise<void> {
  await run('firestore', async () => {
    const { firestore } = await loadFirebase();
    await updateDoc(doc(firestore, 'users', uid), { notifications });
  });
}

/** Sends a link to the new address; the address changes when the link is followed. */
export async function changeEmail(newEmail: string): Promise<void> {
  await run('auth', async () => {
    const { user } = await signedInUser();
    await verifyBeforeUpdateEmail(user, newEmail);
  });
}

export async function changePassword(newPassword: string): Promise<void> {
  await run('auth', async () => {
    const { user } = await signedInUser();
    await updatePassword(user, newPassword);
  });
}

export interface StoredRecord {
  id: string;
  data: Record<string, unknown>;
}

export interface OwnRecords {
  orders: StoredRecord[];
  messages: StoredRecord[];
  /** Their request to sell (`sellerRequests/{uid}`: name, email, phone), or null when there is none. */
  sellerRequest: StoredRecord | null;
}

/** Every document `where(field, '==', uid)` finds, a page at a time in id order, however many there are. */
async function readEveryPage(
  firestore: Firestore,
  path: string,
  field: string,
  uid: string,
  pageSize: number,
): Promise<StoredRecord[]> {
  const found: StoredRecord[] = [];
  let last: string | undefined;
  for (;;) {
    const constraints: QueryConstraint[] = [where(field, '==', uid), orderBy(documentId())];
    if (last !== undefined) constraints.push(startAfter(last));
    const page = await getDocs(query(collection(firestore, path), ...constraints, limit(pageSize)));
    for (const document of page.docs) {
      found.push({ id: document.id, data: withDates(document.data()) as Record<string, unknown> });
    }
    if (page.docs.length < pageSize) return found;
    last = page.docs[page.docs.length - 1]?.id;
  }
}

/**
 * All of the person's orders (as customer), the messages they sent while signed in and their request to
 * sell, from `firestore` (the server when it can be reached). Kept apart from loading Firebase so the
 * engine tests run it against the emulator.
 */
export async function readOwnRecordsFrom(
  firestore: Firestore,
  uid: string,
  pageSize = RECORDS_PAGE_SIZE,
): Promise<OwnRecords> {
  const [orders, messages, request] = await Promise.all([
    readEveryPage(firestore, 'orders', 'customer.uid', uid, pageSize),
    readEveryPage(firestore, 'messages', 'senderUid', uid, pageSize),
    getDoc(doc(firestore, 'sellerRequests', uid)),
  ]);
  const sellerRequest = request.exists()
    ? { id: request.id, data: withDates(request.data()) as Record<string, unknown> }
    : null;
  return { orders, messages, sellerRequest };
}

/** The person's own records (see readOwnRecordsFrom). */
export async function readOwnRecords(uid: string): Promise<OwnRecords> {
  return run('firestore', async () => readOwnRecordsFrom((await loadFirebase()).firestore, uid));
}

/** One write of a deletion plan (src/pages/account/deletion-plan.ts). */
export type PlannedWrite =
  | { kind: 'anonymise-order'; path: string; change: Record<string, unknown> }
  | {
      kind: 'delete';
      path: string;
    };

/**
 * Writes the plan's batches one after another (the last holds the account's own document), each settling
 * once the server has it, so it needs a connection. Kept apart from loading Firebase for the engine tests.
 */
export async function writeDeletionTo(
  firestore: Firestore,
  batches: readonly (readonly PlannedWrite[])[],
): Promise<void> {
  for (const writes of batches) {
    const batch = writeBatch(firestore);
    for (const write of writes) {
      if (write.kind === 'delete') batch.delete(doc(firestore, write.path));
      else batch.update(doc(firestore, write.path), write.change);
    }
    await batch.commit();
  }
}

/** Writes the plan (see writeDeletionTo). */
export async function writeDeletion(batches: readonly (readonly PlannedWrite[])[]): Promise<void> {
  await run('firestore', async () => writeDeletionTo((await loadFirebase()).firestore, batches));
}
