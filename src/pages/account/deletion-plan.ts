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

/** One write of the deletion: Firestore paths, in the order they are written. */
export type DeletionWrite =
  | { kind: 'anonymise-order'; path: string; change: ReturnType<typeof anonymisedOrderChange> }
  | { kind: 'delete'; path: string };

export interface DeletionPlan {
  /** Written one after another; the last holds the account's own document. */
  batches: DeletionWrite[][];
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
  /** Whether they have a request to sell (`sellerRequests/{uid}`, with their name, email and phone). */
  sellerRequest: boolean;
}

/**
 * Orders first (while the person still has an account the rules know), then messages, as many batches
 * as they need; last, one batch with their request to sell and the account's own document (with its
 * follows and choices): the rules let a person delete their request only together with their account.
 * Should a batch fail, trying again skips the orders already anonymised and the messages already gone.
 */
export function deletionPlan({ uid, orders, messageIds, sellerRequest }: DeletionInput): DeletionPlan {
  const change = anonymisedOrderChange(uid);
  const toAnonymise = orders.filter((order) => order.customerName !== change.customer.name);
  const records: DeletionWrite[] = [
    ...toAnonymise.map((order) => ({ kind: 'anonymise-order' as const, path: `orders/${order.id}`, change })),
    ...messageIds.map((id) => ({ kind: 'delete' as const, path: `messages/${id}` })),
  ];
  const batches: DeletionWrite[][] = [];
  for (let start = 0; start < records.length; start += MAX_BATCH_WRITES) {
    batches.push(records.slice(start, start + MAX_BATCH_WRITES));
  }
  batches.push([
    ...(sellerRequest ? [{ kind: 'delete' as const, path: `sellerRequests/${uid}` }] : []),
    { kind: 'delete', path: `users/${uid}` },
  ]);
  return { batches, ordersAnonymised: toAnonymise.length, messagesDeleted: messageIds.length };
}

/** The Storage files of the person's photo (`users/{uid}.photo`: the picture and its small copy), to delete with the account. */
export function photoFiles(photo: unknown): string[] {
  if (typeof photo !== 'object' || photo === null) return [];
  const { path, small } = photo as { path?: unknown; small?: { path?: unknown } };
  return [path, small?.path].filter(
    (candidate): candidate is string => typeof candidate === 'string' && candidate.startsWith('images/users/'),
  );
}
