import {
  collection,
  deleteDoc,
  doc,
  getCountFromServer,
  getDoc,
  getDocFromCache,
  getDocFromServer,
  getDocs,
  getDocsFromCache,
  endAt,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  startAfter,
  Timestamp,
  updateDoc,
  waitForPendingWrites,
  where,
  writeBatch,
  type DocumentSnapshot,
  type QueryDocumentSnapshot,
  type QueryConstraint,
} from 'firebase/firestore';
import { loadFirestore } from '@/firebase/firebase-app';
import { trackWrite } from '@/stores/sync-status-store';

/**
 * Firestore for the contact inbox (`messages`) and the dashboard's counts. Loaded on demand only: the
 * contact page loads it when someone sends a message, never with the page.
 */

const MESSAGES = 'messages';
const MESSAGE_SENDERS = 'messageSenders';
/** Not-handled messages watched for changes that move the count (the count itself is the server's). */
const UNHANDLED_WATCHED = 100;

/** The account messages are sent with: the order code's (whoever is signed in, or this device's anonymous one). */
export { orderAccount as messageAccount, currentAccount } from '@/domains/orders/orders-data';

/** A sender's throttle document (`messageSenders/{uid}`, firestore.rules) as read, times in milliseconds. */
export interface StoredSender {
  data: Record<string, unknown>;
  /** The day's start exactly as stored: written back unchanged for the same day (the rules compare it). */
  dayStartedAt: unknown;
}

const millis = (value: unknown): unknown => (value instanceof Timestamp ? value.toMillis() : value);

/**
 * The throttle document of `uid`: from the server when `fromServer` (after a refusal), otherwise the
 * freshest there is (the server's online, this device's copy offline, with this device's own unsent
 * writes). `null` when there is none; `undefined` when it cannot be known (offline, never read).
 */
export async function readSender(uid: string, fromServer = false): Promise<StoredSender | null | undefined> {
  const { firestore } = await loadFirestore();
  const ref = doc(firestore, MESSAGE_SENDERS, uid);
  let snapshot: DocumentSnapshot;
  try {
    snapshot = fromServer ? await getDocFromServer(ref) : await getDoc(ref);
  } catch {
    if (fromServer) return undefined;
    try {
      snapshot = await getDocFromCache(ref);
    } catch {
      return undefined;
    }
  }
  if (!snapshot.exists()) return null;
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  return {
    data: Object.fromEntries(Object.entries(data).map(([key, value]) => [key, millis(value)])),
    dayStartedAt: data.dayStartedAt,
  };
}

/** The throttle document written with a message: the same day's start as stored, or (null) a new day. */
export interface SenderUpdate {
  lastMessageId: string;
  dayCount: number;
  dayStartedAt: unknown;
}

/**
 * Hands a contact message, with its sender's throttle document, to Firestore's queue in one write (kept
 * on the device, sent when there is a connection); resolves once the device's queue has it. The id is
 * made on the device, so the same message handed over twice is still one document: the rules refuse the
 * second write.
 */
export async function handToFirestore(
  id: string,
  fields: Record<string, unknown>,
  uid: string,
  sender: SenderUpdate,
): Promise<{ sent: Promise<void> }> {
  const { firestore } = await loadFirestore();
  const ref = doc(firestore, MESSAGES, id);
  const batch = writeBatch(firestore);
  batch.set(ref, { ...fields, createdAt: serverTimestamp() });
  batch.set(doc(firestore, MESSAGE_SENDERS, uid), {
    lastSentAt: serverTimestamp(),
    lastMessageId: sender.lastMessageId,
    dayStartedAt: sender.dayStartedAt ?? serverTimestamp(),
    dayCount: sender.dayCount,
  });
  const sent = batch.commit();
  // Writes apply to the device's copy in order: once the copy has the document, so does the queue.
  await getDocFromCache(ref);
  return { sent };
}

/**
 * Whether message `id` is on the server (its sender reads it back, firestore.rules `isMessageSender`);
 * `undefined` when the server cannot be asked.
 */
export async function onServer(id: string): Promise<boolean | undefined> {
  const { firestore } = await loadFirestore();
  try {
    return (await getDocFromServer(doc(firestore, MESSAGES, id))).exists();
  } catch (error) {
    // Not there: the rules refuse to read a message that is not the reader's.
    return (error as { code?: unknown } | null)?.code === 'permission-denied' ? false : undefined;
  }
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

/** What the inbox shows at first, and what each "Show more" adds (newest first). */
export const INBOX_PAGE = 50;

/** One page of the inbox: the messages after one cursor, down to (and with) the next, live. */
interface InboxPage {
  after?: QueryDocumentSnapshot;
  through?: QueryDocumentSnapshot;
  documents: QueryDocumentSnapshot[];
  /** Whether the page has had its first answer (until then the list waits for it). */
  answered: boolean;
  stop: () => void;
}

function stored(document: QueryDocumentSnapshot): StoredDocument {
  return {
    id: document.id,
    data: document.data({ serverTimestamps: 'estimate' }),
    pending: document.metadata.hasPendingWrites,
  };
}

/**
 * The inbox, newest first, live and paged: `onChange` runs now and on every change, with whether older
 * messages may follow. Each page runs from one cursor down to the next, so a message arriving or leaving
 * never moves another out of sight between pages: the first page grows at the top, the last one ends
 * with INBOX_PAGE messages. `showMore` adds the next page.
 */
export async function watchInbox(
  onChange: (messages: StoredDocument[], more: boolean) => void,
  onError: (error: Error) => void,
): Promise<{ showMore: () => void; stop: () => void }> {
  const { firestore } = await loadFirestore();
  const pages: InboxPage[] = [];
  const emit = () => {
    if (pages.some((page) => !page.answered)) return;
    const last = pages.at(-1);
    onChange(
      pages.flatMap((page) => page.documents.map(stored)),
      (last?.documents.length ?? 0) >= INBOX_PAGE,
    );
  };
  const listen = (page: InboxPage) => {
    page.stop();
    const constraints: QueryConstraint[] = [orderBy('createdAt', 'desc')];
    if (page.after) constraints.push(startAfter(page.after));
    constraints.push(page.through ? endAt(page.through) : limit(INBOX_PAGE));
    page.stop = onSnapshot(
      query(collection(firestore, MESSAGES), ...constraints),
      { includeMetadataChanges: true },
      (snapshot) => {
        page.documents = snapshot.docs;
        page.answered = true;
        emit();
      },
      onError,
    );
  };
  const open = (after?: QueryDocumentSnapshot) => {
    const page: InboxPage = { after, documents: [], answered: false, stop: () => undefined };
    pages.push(page);
    listen(page);
  };
  open();
  return {
    showMore() {
      const last = pages.at(-1);
      const cursor = last?.documents.at(-1);
      if (!last || !cursor) return;
      last.through = cursor;
      listen(last);
      open(cursor);
    },
    stop() {
      for (const page of pages) page.stop();
    },
  };
}

/**
 * How many messages nobody has handled yet, counted by the server (aggregation: one read per 1,000): all
 * of them less the handled ones, so messages from before the inbox (no `handled`) count as not handled.
 * Offline, `null`: the caller keeps the last count it had.
 */
export async function countUnhandled(): Promise<number | null> {
  const { firestore } = await loadFirestore();
  const messages = collection(firestore, MESSAGES);
  try {
    const [all, handled] = await Promise.all([
      getCountFromServer(messages),
      getCountFromServer(query(messages, where('handled', '==', true))),
    ]);
    return Math.max(0, all.data().count - handled.data().count);
  } catch {
    return null;
  }
}

/**
 * Runs `onChange` whenever the newest message or any not-handled one changes (a message arrives, one is
 * marked handled or deleted), and again once this device's own changes have reached the server (a
 * message marked handled here leaves the watched list at once, before the server would count it so).
 * Returns the stop function.
 */
export async function watchInboxChanges(onChange: () => void): Promise<() => void> {
  const { firestore } = await loadFirestore();
  const messages = collection(firestore, MESSAGES);
  const changed = () => {
    onChange();
    void waitForPendingWrites(firestore).then(onChange, () => undefined);
  };
  const stops = [
    onSnapshot(query(messages, orderBy('createdAt', 'desc'), limit(1)), changed, () => undefined),
    onSnapshot(
      query(messages, where('handled', '==', false), orderBy('createdAt', 'desc'), limit(UNHANDLED_WATCHED)),
      changed,
      () => undefined,
    ),
  ];
  return () => {
    for (const stop of stops) stop();
  };
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
