import {
  doc,
  increment,
  runTransaction,
  serverTimestamp,
  updateDoc,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Transaction,
} from 'firebase/firestore';
import * as z from 'zod';
import { orderLineSchema, ORDER_STATUSES, type OrderStatus } from './order-schema';
import { checkStep, statusUpdate, stockMovement } from './order-status';
import {
  stockForConfirming,
  stockForReturning,
  stockProductSchema,
  type StockChange,
  type StockProduct,
} from './order-stock';

/**
 * The seller's steps, written to Firestore (issue 14). Steps that move stock (confirming; cancelling an
 * order whose stock was taken) run in ONE transaction that reads the order and every product it names,
 * checks them (order-stock.ts) and writes the counts and the order's status together, retried up to 25
 * times when another change to the same documents gets there first (SEED-SPEC 9). Transactions fail
 * offline (firebase-js-sdk#8083), so those steps are refused at once with a plain message. Marking ready
 * or collected is a plain update: Firestore keeps it on the device and sends it on reconnect.
 */

export const TRANSACTION_ATTEMPTS = 25;

/** A step refused, in words for the seller; `lineIndex` names the order line at fault, if one is. */
export class OrderStepError extends Error {
  override readonly name = 'OrderStepError';
  constructor(
    message: string,
    readonly lineIndex?: number,
  ) {
    super(message);
  }
}

/** The parts of an order a step reads (the rest is never changed after it is placed). */
const storedOrderSchema = z.object({
  shopId: z.string(),
  status: z.enum(ORDER_STATUSES),
  items: z.array(orderLineSchema).min(1),
});

export interface OrderStep {
  orderId: string;
  /** The status the seller saw: the step is checked against it before anything is written. */
  from: OrderStatus;
  to: OrderStatus;
  uid: string;
  reason?: string | null;
  /** Whether the device is online now (connectivityStore.online in the app). */
  online: boolean;
}

export interface StepOutcome {
  /** Written through a transaction (the server has it) or as a plain update (may still be on its way). */
  via: 'transaction' | 'update';
  /** Settles when the server has the change (at once for a transaction). */
  committed: Promise<void>;
}

const MESSAGES: Record<string, string> = {
  'permission-denied': 'You cannot change this order: only its shop’s seller and the site’s editors can.',
  unavailable: 'The server could not be reached: check the connection and try again.',
  aborted: 'Other changes to these products kept getting there first. Please try again.',
  'failed-precondition': 'The server could not be reached: check the connection and try again.',
};

/** A Firestore error as a step's refusal, in words for the seller. */
export function stepError(error: unknown): OrderStepError {
  if (error instanceof OrderStepError) return error;
  const code = typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
  return new OrderStepError(MESSAGES[code] ?? 'The order could not be changed. Please try again.');
}

function parseProduct(snapshot: DocumentSnapshot): StockProduct | undefined {
  if (!snapshot.exists()) return undefined;
  const data = snapshot.data({ serverTimestamps: 'estimate' });
  const publishAt: unknown = data.publishAt;
  const parsed = stockProductSchema.safeParse({
    ...data,
    publishAt:
      publishAt && typeof publishAt === 'object' && 'toDate' in publishAt && typeof publishAt.toDate === 'function'
        ? (publishAt.toDate() as Date)
        : (publishAt ?? null),
  });
  return parsed.success ? parsed.data : undefined;
}

/** A product the seller may not read (another shop's draft) is, for this order, not in the shop. */
async function readProduct(transaction: Transaction, ref: DocumentReference): Promise<StockProduct | undefined> {
  try {
    return parseProduct(await transaction.get(ref));
  } catch (error) {
    if (typeof error === 'object' && error !== null && 'code' in error && error.code === 'permission-denied') {
      return undefined;
    }
    throw error;
  }
}

function writeStock(transaction: Transaction, db: Firestore, change: StockChange, uid: string): void {
  transaction.update(doc(db, 'products', change.productId), {
    stock: change.stock,
    ...(change.variants ? { variants: change.variants } : {}),
    // Each save counts (the rules and the editor's conflict check). Counted up on the server rather than
    // written as read + 1: a racing transaction that read an older version then fails its precondition
    // and is retried, where a stale `version` would be refused by the rules first (permission denied,
    // which is never retried).
    version: increment(1),
    updatedAt: serverTimestamp(),
    updatedBy: uid,
  });
}

/**
 * Runs a step as a transaction against the order as the server has it now (not as the seller last saw
 * it): a cancellation of an order that another device confirmed meanwhile still puts its stock back.
 */
async function stepInTransaction(db: Firestore, step: OrderStep): Promise<void> {
  const orderRef = doc(db, 'orders', step.orderId);
  await runTransaction(
    db,
    async (transaction) => {
      const snapshot = await transaction.get(orderRef);
      if (!snapshot.exists()) throw new OrderStepError('This order could not be found.');
      const parsed = storedOrderSchema.safeParse(snapshot.data());
      if (!parsed.success) throw new OrderStepError('This order could not be read, so it cannot be changed here.');
      const order = parsed.data;
      const check = checkStep(order.status, step.to, { online: true, reason: step.reason });
      if (!check.ok) throw new OrderStepError(check.message);

      const movement = stockMovement(order.status, step.to);
      if (movement) {
        const ids = [...new Set(order.items.map((line) => line.productId))];
        // Every read comes before any write, as transactions require.
        const found = await Promise.all(ids.map((id) => readProduct(transaction, doc(db, 'products', id))));
        const products = new Map(ids.map((id, index) => [id, found[index]]));
        let changes: StockChange[];
        if (movement === 'take') {
          const result = stockForConfirming(order, products);
          if (!result.ok) throw new OrderStepError(result.message, result.lineIndex);
          changes = result.changes;
        } else {
          changes = stockForReturning(order, products);
        }
        for (const change of changes) writeStock(transaction, db, change, step.uid);
      }
      transaction.update(orderRef, statusUpdate(step.to, { uid: step.uid, reason: step.reason }, serverTimestamp()));
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/**
 * Moves an order on, or throws an OrderStepError saying why not. Confirming, and cancelling a
 * confirmed or ready order, need a connection (a transaction); while online every cancellation is a
 * transaction too (the order may have been confirmed elsewhere). Everything else is a plain update,
 * applied on the device at once and sent when there is a connection.
 */
export async function moveOrder(db: Firestore, step: OrderStep): Promise<StepOutcome> {
  const check = checkStep(step.from, step.to, { online: step.online, reason: step.reason });
  if (!check.ok) throw new OrderStepError(check.message);
  const transactional = stockMovement(step.from, step.to) !== null || (step.online && step.to === 'cancelled');
  if (transactional) {
    try {
      await stepInTransaction(db, step);
    } catch (error) {
      throw stepError(error);
    }
    return { via: 'transaction', committed: Promise.resolve() };
  }
  const committed = updateDoc(
    doc(db, 'orders', step.orderId),
    statusUpdate(step.to, { uid: step.uid, reason: step.reason }, serverTimestamp()),
  );
  return { via: 'update', committed };
}
