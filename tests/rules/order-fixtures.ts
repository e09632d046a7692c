import { contentIds, OWNER_SHOP_ID } from './collection-fixtures';
import { SHOP_COLLECTION_OPTIONS } from './content-fixtures';
import { SEEDED_AT, serverTimestamp, type DocData } from './fixture-basics';

/** One order line as the basket writes it: the published product's first variant, at its price. */
export function orderLine(changes: DocData = {}): DocData {
  return {
    productId: contentIds('products').published,
    name: 'Pot',
    variant: 'Small',
    quantity: 1,
    pricePence: 800,
    variantIndex: 0,
    ...changes,
  };
}

/** The reference of an order id: its first six characters, upper-cased (contract, issue 14). */
export function orderReference(id: string): string {
  return id.slice(0, 6).toUpperCase();
}

/**
 * A new order as a customer places it (contract, issue 14): every customer has an account (a visitor's
 * is anonymous), so `customerUid` is the uid of whoever writes it. `id` is the document id it is written
 * at (its reference is made from it).
 */
export function newOrder(customerUid: string, id: string, shopId: string = OWNER_SHOP_ID): DocData {
  return {
    shopId,
    reference: orderReference(id),
    items: [orderLine()],
    totals: { itemsPence: 800, totalPence: 800, currency: 'GBP' },
    customer: { name: 'Pat', email: 'pat@example.org', phone: '07700 900000', uid: customerUid },
    collectionOptionId: SHOP_COLLECTION_OPTIONS[0].id,
    collectionLabel: SHOP_COLLECTION_OPTIONS[0].label,
    note: 'Please leave it with the neighbour.\nThank you!',
    consent: true,
    status: 'requested',
    statusTimes: { requested: serverTimestamp() },
    cancelReason: null,
    createdAt: serverTimestamp(),
    updatedAt: serverTimestamp(),
    updatedBy: customerUid,
  };
}

/** An order as stored (fixed times), in `status` with that status's history. */
export function storedOrder(
  customerUid: string,
  id: string,
  shopId: string = OWNER_SHOP_ID,
  status: 'requested' | 'confirmed' | 'ready' | 'collected' | 'cancelled' = 'requested',
): DocData {
  const steps = ['requested', 'confirmed', 'ready', 'collected'];
  const reached = status === 'cancelled' ? ['requested', 'cancelled'] : steps.slice(0, steps.indexOf(status) + 1);
  return {
    ...newOrder(customerUid, id, shopId),
    status,
    statusTimes: Object.fromEntries(reached.map((step) => [step, SEEDED_AT])),
    cancelReason: status === 'cancelled' ? 'Sold out' : null,
    createdAt: SEEDED_AT,
    updatedAt: SEEDED_AT,
  };
}
