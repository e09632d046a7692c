/**
 * Deleting an account (docs/decisions/0027): what happens to each kind of record, as data, so the page,
 * the rules tests and the unit tests agree on one plan.
 */

/** What an order's customer becomes: fixed words instead of their name, email and phone (the rules allow exactly this). */
export function anonymisedCustomer(uid: string): { name: string; email: string; phone: null; uid: string } {
  return { name: 'Deleted account', email: 'deleted-account@invalid', phone: null, uid };
}

/** The change written to each of the person's orders: the customer anonymised and the note emptied. */
export function anonymisedOrderChange(uid: string): { customer: ReturnType<typeof anonymisedCustomer>; note: '' } {
  return { customer: anonymisedCustomer(uid), note: '' };
}

/** One write of the deletion: Firestore paths, in the order they are written (one batch). */
export type DeletionWrite =
  | { kind: 'anonymise-order'; path: string; change: ReturnType<typeof anonymisedOrderChange> }
  | { kind: 'delete'; path: string };

export interface DeletionPlan {
  writes: DeletionWrite[];
  /** Orders already anonymised are left alone (a second attempt after a failure). */
  ordersAnonymised: number;
  messagesDeleted: number;
}

/** Firestore commits at most this many writes in one batch. */
export const MAX_BATCH_WRITES = 500;

export interface DeletionInput {
  uid: string;
  /** The person's orders as customer: id and the customer's name as stored. */
  orders: readonly { id: string; customerName: unknown }[];
  /** Ids of the contact messages they sent while signed in. */
  messageIds: readonly string[];
}

/**
 * Orders first (while the person still has an account the rules know), then messages, then the account's
 * own document (with its follows and choices). Throws when it would not fit one batch: the page says so
 * rather than deleting half.
 */
export function deletionPlan({ uid, orders, messageIds }: DeletionInput): DeletionPlan {
  const change = anonymisedOrderChange(uid);
  const toAnonymise = orders.filter((order) => order.customerName !== change.customer.name);
  const writes: DeletionWrite[] = [
    ...toAnonymise.map((order) => ({ kind: 'anonymise-order' as const, path: `orders/${order.id}`, change })),
    ...messageIds.map((id) => ({ kind: 'delete' as const, path: `messages/${id}` })),
    { kind: 'delete', path: `users/${uid}` },
  ];
  if (writes.length > MAX_BATCH_WRITES) {
    throw new Error('Your account has too many records to delete here. Please ask us to delete it for you.');
  }
  return { writes, ordersAnonymised: toAnonymise.length, messagesDeleted: messageIds.length };
}

/** The Storage files of the person's photo (`users/{uid}.photo`: the picture and its small copy), to delete with the account. */
export function photoFiles(photo: unknown): string[] {
  if (typeof photo !== 'object' || photo === null) return [];
  const { path, small } = photo as { path?: unknown; small?: { path?: unknown } };
  return [path, small?.path].filter(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.startsWith('images/users/'),
  );
}
