import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDocFromCache,
  getDocs,
  getDocsFromCache,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  updateDoc,
  waitForPendingWrites,
  where,
  type QueryConstraint,
} from 'firebase/firestore';
import { loadFirestore } from '@/firebase/firebase-app';
import { UNHANDLED_LIMIT } from '@/stores/inbox-store';
import { trackWrite } from '@/stores/sync-status-store';

/**
 * Firestore for the contact inbox (`messages`) and the dashboard's counts. Loaded on demand only: the
 * contact page loads it when someone sends a message, never with the page.
 */

const MESSAGES = 'messages';
/** The inbox shows at most this many (newest first); older ones stay in the database. */
export const INBOX_LIMIT = 500;

/**
 * Hands a contact message to Firestore's queue (kept on the device, sent when there is a connection);
 * resolves once the device's queue has it. The id is made on the device, so the same message handed over
 * twice is still one document: the rules refuse the second write.
 */
export async function handToFirestore(id: string, fields: Record<string, unknown>): Promise<{ sent: Promise<void> }> {
  const { firestore } = await loadFirestore();
  const ref = doc(firestore, MESSAGES, id);
  const sent = setDoc(ref, { ...fields, createdAt: serverTimestamp() });
  // Writes apply to the device's copy in order: once the copy has the document, so does the queue.
  await getDocFromCache(ref);
  return { sent };
}

/** Settles when every write waiting on this device (this visit or an earlier one) has reached the server. */
export async function everythingSent(): Promise<void> {
  const { firestore } = await loadFirestore();
  await waitForPendingWrites(firestore);
}

/** A message as stored, before checking (features/messages parses it). */
export interface StoredDocument {
  id: string;
  data: Record<string, unknown>;
  pending: boolean;
}

/** The inbox, newest first, live: `onChange` runs now and on every change. Returns the stop function. */
export async function watchInbox(
  onChange: (messages: StoredDocument[]) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const { firestore } = await loadFirestore();
  return onSnapshot(
    query(collection(firestore, MESSAGES), orderBy('createdAt', 'desc'), limit(INBOX_LIMIT)),
    { includeMetadataChanges: true },
    (snapshot) =>
      onChange(
        snapshot.docs.map((document) => ({
          id: document.id,
          data: document.data({ serverTimestamps: 'estimate' }),
          pending: document.metadata.hasPendingWrites,
        })),
      ),
    onError,
  );
}

/** How many messages nobody has handled yet (up to UNHANDLED_LIMIT), live. */
export async function watchUnhandledCount(onChange: (count: number) => void): Promise<() => void> {
  const { firestore } = await loadFirestore();
  return onSnapshot(
    query(collection(firestore, MESSAGES), where('handled', '==', false), limit(UNHANDLED_LIMIT)),
    (snapshot) => onChange(snapshot.size),
    () => undefined,
  );
}

export async function setHandled(id: string, handled: boolean): Promise<void> {
  const { firestore } = await loadFirestore();
  const written = trackWrite(updateDoc(doc(firestore, MESSAGES, id), { handled }));
  written.catch(() => undefined);
}

export async function deleteMessage(id: string): Promise<void> {
  const { firestore } = await loadFirestore();
  const written = trackWrite(deleteDoc(doc(firestore, MESSAGES, id)));
  written.catch(() => undefined);
}

/** One condition of a count, e.g. `['status', '==', 'draft']`. */
export type CountCondition = [field: string, op: '==' | '>', value: string | number | boolean | Date];

/**
 * How many documents of `path` meet every condition: from the server (one read per 1,000 counted), or,
 * offline, from what this device holds (then `exact` is false).
 */
export async function countDocuments(
  path: string,
  conditions: readonly CountCondition[],
): Promise<{ count: number; exact: boolean }> {
  const { firestore } = await loadFirestore();
  const constraints: QueryConstraint[] = conditions.map(([field, op, value]) => where(field, op, value));
  const counted = query(collection(firestore, path), ...constraints);
  try {
    const snapshot = await getCountFromServer(counted);
    return { count: snapshot.data().count, exact: true };
  } catch {
    const cached = await getDocsFromCache(counted);
    return { count: cached.size, exact: false };
  }
}

/** The `count` most recently changed documents of `path` (this device's copy when offline). */
export async function recentlyChanged(path: string, count: number): Promise<StoredDocument[]> {
  const { firestore } = await loadFirestore();
  const snapshot = await getDocs(query(collection(firestore, path), orderBy('updatedAt', 'desc'), limit(count)));
  return snapshot.docs.map((document) => ({
    id: document.id,
    data: document.data({ serverTimestamps: 'estimate' }),
    pending: document.metadata.hasPendingWrites,
  }));
}
