import {
  doc,
  getDocFromServer,
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
import { orderLineSchema, orderTotalsSchema, ORDER_STATUSES, type OrderStatus } from './order-schema';
import { checkStep, statusUpdate } from './order-status';
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
 * times when another change to the same documents gets there first (docs/specification.md §9). Transactions fail
 * offline (firebase-js-sdk#8083), so confirming is refused at once with a plain message there.
 *
 * Every other step works offline as a plain update that Firestore keeps on the device and sends on
 * reconnect. The order carries `stockTaken: true` from its confirmation until its stock goes back, so a
 * confirmed order cancelled offline reaches the server still marked, and the first seller's device online
 * puts the stock back in a transaction of its own (`returnStockOfCancelled`). The mark, not the status,
 * says whether stock is out: it goes back exactly once, whichever device gets there first.
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
  totals: orderTotalsSchema,
  stockTaken: z.boolean().optional(),
});
type StoredOrder = z.infer<typeof storedOrderSchema>;

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
  return new OrderStepError(MESSAGES[errorCode(error)] ?? 'The order could not be changed. Please try again.');
}

function errorCode(error: unknown): string {
  return typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : '';
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
    if (errorCode(error) === 'permission-denied') return undefined;
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

/** Reads the order inside a transaction, as the server has it now (not as the seller last saw it). */
async function readOrder(transaction: Transaction, orderRef: DocumentReference): Promise<StoredOrder> {
  const snapshot = await transaction.get(orderRef);
  if (!snapshot.exists()) throw new OrderStepError('This order could not be found.');
  const parsed = storedOrderSchema.safeParse(snapshot.data());
  if (!parsed.success) throw new OrderStepError('This order could not be read, so it cannot be changed here.');
  return parsed.data;
}

/** Reads every product the order names; every read comes before any write, as transactions require. */
async function readProducts(
  transaction: Transaction,
  db: Firestore,
  order: StoredOrder,
): Promise<Map<string, StockProduct | undefined>> {
  const ids = [...new Set(order.items.map((line) => line.productId))];
  const found = await Promise.all(ids.map((id) => readProduct(transaction, doc(db, 'products', id))));
  return new Map(ids.map((id, index) => [id, found[index]]));
}

/** Whether the order's stock is out: its mark, or (for orders confirmed before the mark) its status. */
function stockIsOut(order: StoredOrder): boolean {
  return order.stockTaken ?? (order.status === 'confirmed' || order.status === 'ready');
}

/**
 * Runs a step as a transaction against the order as the server has it now: a cancellation of an order
 * that another device confirmed meanwhile still puts its stock back.
 */
async function stepInTransaction(db: Firestore, step: OrderStep): Promise<void> {
  const orderRef = doc(db, 'orders', step.orderId);
  await runTransaction(
    db,
    async (transaction) => {
      const order = await readOrder(transaction, orderRef);
      const check = checkStep(order.status, step.to, { online: true, reason: step.reason });
      if (!check.ok) throw new OrderStepError(check.message);

      const update = statusUpdate(step.to, { uid: step.uid, reason: step.reason }, serverTimestamp());
      if (step.to === 'confirmed') {
        const result = stockForConfirming(order, await readProducts(transaction, db, order));
        if (!result.ok) throw new OrderStepError(result.message, result.lineIndex);
        for (const change of result.changes) writeStock(transaction, db, change, step.uid);
        transaction.update(orderRef, { ...update, stockTaken: true });
      } else if (step.to === 'cancelled' && stockIsOut(order)) {
        const changes = stockForReturning(order, await readProducts(transaction, db, order));
        for (const change of changes) writeStock(transaction, db, change, step.uid);
        transaction.update(orderRef, { ...update, stockTaken: false });
      } else {
        transaction.update(orderRef, update);
      }
    },
    { maxAttempts: TRANSACTION_ATTEMPTS },
  );
}

/**
 * Puts back the stock of an order cancelled while its stock was out (cancelled offline on some device):
 * one transaction that re-reads the order and does nothing unless it is cancelled and still marked, so
 * two devices doing this at once return the stock once. Resolves to whether this call returned it.
 */
export async function returnStockOfCancelled(db: Firestore, orderId: string, uid: string): Promise<boolean> {
  const orderRef = doc(db, 'orders', orderId);
  try {
    return await runTransaction(
      db,
      async (transaction) => {
        const order = await readOrder(transaction, orderRef);
        if (order.status !== 'cancelled' || order.stockTaken !== true) return false;
        const changes = stockForReturning(order, await readProducts(transaction, db, order));
        for (const change of changes) writeStock(transaction, db, change, uid);
        transaction.update(orderRef, { stockTaken: false, updatedAt: serverTimestamp(), updatedBy: uid });
        return true;
      },
      { maxAttempts: TRANSACTION_ATTEMPTS },
    );
  } catch (error) {
    // Two devices at once: the one that lost read the order before the other's commit, and the rules
    // (which see the order as it is now, unmarked) refuse its write before the retry that would have
    // read it again. If the stock is back, that is what was wanted.
    if (errorCode(error) === 'permission-denied') {
      const now = await getDocFromServer(orderRef).catch(() => undefined);
      if (now?.get('status') === 'cancelled' && now.get('stockTaken') === false) return false;
    }
    throw stepError(error);
  }
}

/**
 * Moves an order on, or throws an OrderStepError saying why not. Confirming needs a connection (a
 * transaction); while online every cancellation is a transaction too (the order may have been confirmed
 * elsewhere, and its stock goes back with it). Everything else, and cancelling offline, is a plain
 * update, applied on the device at once and sent when there is a connection.
 */
export async function moveOrder(db: Firestore, step: OrderStep): Promise<StepOutcome> {
  const check = checkStep(step.from, step.to, { online: step.online, reason: step.reason });
  if (!check.ok) throw new OrderStepError(check.message);
  const transactional = step.to === 'confirmed' || (step.online && step.to === 'cancelled');
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
