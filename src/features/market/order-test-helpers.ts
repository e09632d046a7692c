import type { BasketLineInput } from './basket';
import { buildOrderRequest, EMPTY_ORDER_DRAFT, type OutboxEntry } from './order-request';

/**
 * Shared by tests only (nothing in the app imports this file): one shopper's order from the demo pantry.
 * The outbox entry's request is made by `buildOrderRequest` from the basket line, so the tests of the
 * outbox and of forgetting a shopper start from an order the app itself could have made.
 */

export const PANTRY_ID = 'castle-street-bakery-pantry';

/** Damson jam as the pantry's shop page puts it in a basket. */
export const DAMSON_JAM_LINE: BasketLineInput = {
  shopId: PANTRY_ID,
  productId: 'damson-jam',
  productSlug: 'damson-jam',
  name: 'Damson jam',
  variant: '',
  unitPence: 450,
  stockAsLastSeen: 24,
};

/** Priya's order of one jar of damson jam, waiting on the device to be sent; a test overrides what it is about. */
export function jamOrderEntry(id: string, overrides: Partial<OutboxEntry> = {}): OutboxEntry {
  const draft = { ...EMPTY_ORDER_DRAFT, name: 'Priya Shah', email: 'priya@example.co.uk', consent: true };
  return {
    id,
    shopId: PANTRY_ID,
    shopName: 'Castle Street Bakery Pantry',
    madeAt: '2026-11-24T15:00:00.000Z',
    state: 'waiting',
    request: buildOrderRequest([{ ...DAMSON_JAM_LINE, quantity: 1 }], draft, []),
    ...overrides,
  };
}
