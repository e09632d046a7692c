import { isSingleLineText } from '@/lib/text-lines';
import { ORDER_STATUSES, type OrderStatus } from './order-schema';

/**
 * The order's life (issue 14, the data contract): requested → confirmed → ready → collected, or
 * cancelled (with a reason) from any open state. Collected and cancelled are final. The same steps are
 * in firestore.rules (`validOrderStep`); this is what the seller's buttons offer and what the app checks
 * before it writes.
 */

export const NEXT_STATUSES: Readonly<Record<OrderStatus, readonly OrderStatus[]>> = {
  requested: ['confirmed', 'cancelled'],
  confirmed: ['ready', 'cancelled'],
  ready: ['collected', 'cancelled'],
  collected: [],
  cancelled: [],
};

/** What the seller sees for each status. */
export const STATUS_LABELS: Readonly<Record<OrderStatus, string>> = {
  requested: 'New',
  confirmed: 'Confirmed',
  ready: 'Ready to collect',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

/** The button that moves an order to each status. */
export const STEP_LABELS: Readonly<Record<Exclude<OrderStatus, 'requested'>, string>> = {
  confirmed: 'Confirm',
  ready: 'Mark ready',
  collected: 'Mark collected',
  cancelled: 'Cancel order',
};

/** Past tense, for messages ("can only be confirmed or cancelled"). */
const DONE_WORDS: Readonly<Record<OrderStatus, string>> = {
  requested: 'requested',
  confirmed: 'confirmed',
  ready: 'marked ready',
  collected: 'marked collected',
  cancelled: 'cancelled',
};

export const MAX_CANCEL_REASON = 300;

export function isOrderStatus(value: unknown): value is OrderStatus {
  return typeof value === 'string' && (ORDER_STATUSES as readonly string[]).includes(value);
}

export function isFinalStatus(status: OrderStatus): boolean {
  return NEXT_STATUSES[status].length === 0;
}

export function canMove(from: OrderStatus, to: OrderStatus): boolean {
  return NEXT_STATUSES[from].includes(to);
}

/**
 * Which way a step moves stock: confirming takes it (every line, in one transaction); cancelling an
 * order whose stock was taken puts it back. Other steps leave stock alone.
 */
export function stockMovement(from: OrderStatus, to: OrderStatus): 'take' | 'return' | null {
  if (from === 'requested' && to === 'confirmed') return 'take';
  if ((from === 'confirmed' || from === 'ready') && to === 'cancelled') return 'return';
  return null;
}

/**
 * Whether a step needs the server there and then. Confirming takes stock in a Firestore transaction, and
 * transactions fail offline. Every other step is a plain update, which Firestore keeps on the device and
 * sends on reconnect: a confirmed order cancelled offline keeps its `stockTaken` mark, and its stock goes
 * back in a transaction once a seller's device is online (`returnStockOfCancelled`).
 */
export function needsConnection(from: OrderStatus, to: OrderStatus): boolean {
  return stockMovement(from, to) === 'take';
}

export function needsReason(to: OrderStatus): boolean {
  return to === 'cancelled';
}

export type StepCheck = { ok: true } | { ok: false; message: string };

/** The reason for cancelling, checked: the problem in plain words, or null when it will do. */
export function cancelReasonProblem(reason: string | null | undefined): string | null {
  const text = (reason ?? '').trim();
  if (text === '') return 'Please say why the order is cancelled: the customer sees the reason.';
  if (text.length > MAX_CANCEL_REASON) return `Please keep the reason under ${MAX_CANCEL_REASON} characters.`;
  if (!isSingleLineText(text)) return 'Please write the reason on one line.';
  return null;
}

/**
 * Whether the order may move from `from` to `to` now: the step must be allowed, a cancellation needs a
 * reason, and a step that moves stock needs a connection. The message says what to do about it.
 */
export function checkStep(
  from: OrderStatus,
  to: OrderStatus,
  context: { online: boolean; reason?: string | null },
): StepCheck {
  if (from === to) return { ok: false, message: `This order is already ${DONE_WORDS[to]}.` };
  if (from === 'collected') return { ok: false, message: 'This order has been collected: it cannot change any more.' };
  if (from === 'cancelled') return { ok: false, message: 'This order was cancelled: it cannot change any more.' };
  if (!canMove(from, to)) {
    const allowed = NEXT_STATUSES[from].map((status) => DONE_WORDS[status]).join(' or ');
    return {
      ok: false,
      message: `This order is ${STATUS_LABELS[from].toLowerCase()}: it can only be ${allowed} next.`,
    };
  }
  if (needsReason(to)) {
    const problem = cancelReasonProblem(context.reason);
    if (problem) return { ok: false, message: problem };
  }
  if (!context.online && needsConnection(from, to)) {
    return { ok: false, message: 'Confirming needs a connection: try again when you are back online.' };
  }
  return { ok: true };
}

/**
 * The fields a step writes to the order (the rules allow these and no others): the status, its time,
 * the reason when cancelling, and who changed it when. `serverTime` is Firestore's serverTimestamp()
 * (passed in, so this file stays free of Firebase).
 */
export function statusUpdate<Time>(
  to: OrderStatus,
  by: { uid: string; reason?: string | null },
  serverTime: Time,
): Record<string, Time | string | null> {
  return {
    status: to,
    [`statusTimes.${to}`]: serverTime,
    ...(to === 'cancelled' ? { cancelReason: (by.reason ?? '').trim() } : {}),
    updatedAt: serverTime,
    updatedBy: by.uid,
  };
}
