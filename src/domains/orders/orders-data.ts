import { signInAnonymously } from 'firebase/auth';
import {
  collection,
  doc,
  getDocFromServer,
  limit,
  onSnapshot,
  orderBy,
  query,
  serverTimestamp,
  setDoc,
  Timestamp,
  where,
} from 'firebase/firestore';
import { loadFirebase, loadFirestore } from '@/firebase/firebase-app';
import { watchDocument } from '@/firebase/watch-document';

/**
 * Firestore for the customer's side of the market (`orders`, reading `shops` and `products`). Loaded on
 * demand only: the basket and order pages load it when someone sends or looks at an order. The order's
 * checks live in features/market (domains import no feature); this layer moves plain records.
 */

const ORDERS = 'orders';
/** "Your orders" shows at most this many; a customer of a community market has far fewer. */
export const MY_ORDERS_LIMIT = 200;

/** Firestore's Timestamps as Dates, at any depth, so the feature's checks see plain values. */
export function withDates(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(withDates);
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, withDates(item)]));
  }
  return value;
}

/**
 * The account orders are placed with: whoever is signed in, or else this device's anonymous account,
 * made now (which needs a connection). The same anonymous account stays on the device, so its orders
 * can be read again later.
 */
export async function orderAccount(): Promise<string> {
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  if (auth.currentUser) return auth.currentUser.uid;
  return (await signInAnonymously(auth)).user.uid;
}

/** The account on this device (signed in or anonymous), or null when there is none; never signs in. */
export async function currentAccount(): Promise<string | null> {
  const { auth } = await loadFirebase();
  await auth.authStateReady();
  return auth.currentUser?.uid ?? null;
}

const isRefusal = (error: unknown): boolean => (error as { code?: unknown } | null)?.code === 'permission-denied';

/**
 * Creates `orders/{id}` with the server's times; settles once the server has answered. A refused create of
 * an id that already exists and is this account's means an earlier send arrived (a reload, another tab):
 * that counts as sent. Other refusals are `refused`; anything else (no connection) throws, to try again.
 */
export async function createOrder(id: string, fields: Record<string, unknown>): Promise<'sent' | 'refused'> {
  const { firestore } = await loadFirestore();
  const ref = doc(firestore, ORDERS, id);
  try {
    await setDoc(ref, {
      ...fields,
      statusTimes: { requested: serverTimestamp() },
      createdAt: serverTimestamp(),
      updatedAt: serverTimestamp(),
    });
    return 'sent';
  } catch (error) {
    if (!isRefusal(error)) throw error;
  }
  try {
    return (await getDocFromServer(ref)).exists() ? 'sent' : 'refused';
  } catch (error) {
    // Not ours to read, or not there: the create itself was refused.
    if (isRefusal(error)) return 'refused';
    throw error;
  }
}

/** An order as read, with Dates for its times; `pending` while the device has changes not yet sent. */
export interface OrderRecord {
  id: string;
  data: Record<string, unknown>;
  fromCache: boolean;
}

/** One order, live (null while it does not exist or may not be read). Returns the stop function. */
export async function watchOrder(
  id: string,
  onChange: (order: OrderRecord | null) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const { firestore } = await loadFirestore();
  return watchDocument(
    doc(firestore, ORDERS, id),
    (snapshot) =>
      onChange(
        snapshot
          ? {
              id,
              data: withDates(snapshot.data({ serverTimestamps: 'estimate' })) as Record<string, unknown>,
              fromCache: snapshot.metadata.fromCache,
            }
          : null,
      ),
    onError,
  );
}

/**
 * An account's orders, live, the newest MY_ORDERS_LIMIT (newest first from the server: without the order
 * Firestore returns them by id, and the newest could be left out). Returns the stop function.
 */
export async function watchOrdersOf(
  uid: string,
  onChange: (orders: OrderRecord[]) => void,
  onError: (error: Error) => void,
): Promise<() => void> {
  const { firestore } = await loadFirestore();
  return onSnapshot(
    query(
      collection(firestore, ORDERS),
      where('customer.uid', '==', uid),
      orderBy('createdAt', 'desc'),
      limit(MY_ORDERS_LIMIT),
    ),
    (snapshot) =>
      onChange(
        snapshot.docs.map((document) => ({
          id: document.id,
          data: withDates(document.data({ serverTimestamps: 'estimate' })) as Record<string, unknown>,
          fromCache: snapshot.metadata.fromCache,
        })),
      ),
    onError,
  );
}

/** One document of a public collection (a shop), live; null while missing or not readable. */
export async function watchPublicDocument(
  path: 'shops' | 'products',
  id: string,
  onChange: (data: Record<string, unknown> | null) => void,
): Promise<() => void> {
  const { firestore } = await loadFirestore();
  return onSnapshot(
    doc(firestore, path, id),
    (snapshot) => onChange(snapshot.exists() ? (withDates(snapshot.data()) as Record<string, unknown>) : null),
    () => onChange(null),
  );
}
