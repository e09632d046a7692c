import { describe, expect, it } from 'vitest';
import type { BasketLine } from './basket';
import {
  buildOrderRequest,
  COLLECTION_CHOICE_MESSAGE,
  EMPTY_ORDER_DRAFT,
  orderDocumentFields,
  orderFormErrors,
  parseOrderDraft,
  parseOutbox,
  paymentText,
  type OrderDraft,
} from './order-request';
import { orderSchema } from './order-schema';
import { DAMSON_JAM_LINE } from './order-test-helpers';

const options = [
  { id: 'saturday-morning', label: 'Saturday 9am–12pm at the bakery counter' },
  { id: 'friday-evening', label: 'Friday 4pm–6pm at the bakery counter' },
];
const filled: OrderDraft = {
  name: ' Priya Shah ',
  email: 'priya@example.co.uk',
  phone: '',
  collectionOptionId: 'saturday-morning',
  note: 'Please\nwrap the jam.',
  consent: true,
};
const lines: BasketLine[] = [
  {
    shopId: 'castle-street-bakery-pantry',
    productId: 'christmas-pudding',
    productSlug: 'christmas-pudding',
    name: 'Christmas pudding',
    variant: 'Large (serves 8)',
    unitPence: 2000,
    variantIndex: 1,
    quantity: 2,
    stockAsLastSeen: 4,
  },
  { ...DAMSON_JAM_LINE, quantity: 1 },
];

describe('the order form', () => {
  it('says plainly what is missing', () => {
    expect(orderFormErrors(EMPTY_ORDER_DRAFT, options)).toEqual({
      name: 'Please give your name, so the seller knows whose order it is.',
      email: 'Please give an email address like name@example.org.',
      collectionOptionId: COLLECTION_CHOICE_MESSAGE,
      consent: 'Please agree that the seller may use your details for this order.',
    });
    expect(orderFormErrors({ ...filled, email: 'priya@' }, options)).toEqual({
      email: 'Please give an email address like name@example.org.',
    });
    expect(orderFormErrors({ ...filled, phone: '0'.repeat(41) }, options)).toEqual({
      phone: 'Please keep the phone number under 40 characters.',
    });
    expect(orderFormErrors({ ...filled, note: 'x'.repeat(1001) }, options)).toEqual({
      note: 'Please keep the note under 1,000 characters.',
    });
    expect(orderFormErrors({ ...filled, collectionOptionId: 'sunday' }, options)).toEqual({
      collectionOptionId: COLLECTION_CHOICE_MESSAGE,
    });
    expect(orderFormErrors(filled, options)).toEqual({});
  });

  it('asks for no collection choice when the shop lists none', () => {
    expect(orderFormErrors({ ...filled, collectionOptionId: '' }, [])).toEqual({});
  });

  it('restores only a draft of the right shape', () => {
    expect(parseOrderDraft(filled)).toEqual(filled);
    expect(parseOrderDraft({ name: 'Priya' })).toBeUndefined();
  });
});

describe('the order request', () => {
  it('is built from one shop’s lines, with its total in pence, and makes a valid order document', () => {
    const request = buildOrderRequest(lines, filled, options);
    expect(request).toEqual({
      items: [
        {
          productId: 'christmas-pudding',
          name: 'Christmas pudding',
          variant: 'Large (serves 8)',
          quantity: 2,
          pricePence: 2000,
          variantIndex: 1,
        },
        // Kept in the basket before variants were numbered: a product without variants is at 0.
        { productId: 'damson-jam', name: 'Damson jam', variant: '', quantity: 1, pricePence: 450, variantIndex: 0 },
      ],
      totals: { itemsPence: 4450, totalPence: 4450, currency: 'GBP' },
      customer: { name: 'Priya Shah', email: 'priya@example.co.uk', phone: null },
      collectionOptionId: 'saturday-morning',
      collectionLabel: 'Saturday 9am–12pm at the bakery counter',
      note: 'Please\nwrap the jam.',
      consent: true,
    });
    const id = 'k3qx2AbCdEfGhIjKlMnO';
    const fields = orderDocumentFields(id, 'castle-street-bakery-pantry', request, 'anon-uid');
    const now = new Date();
    // What the server stores (its times added) passes the order's own schema.
    const stored = { ...fields, statusTimes: { requested: now }, createdAt: now, updatedAt: now };
    expect(orderSchema.safeParse(stored).success).toBe(true);
    expect(fields.reference).toBe('K3QX2A');
    expect(fields.customer.uid).toBe('anon-uid');
  });

  it('refuses more lines than one order may have', () => {
    const jam = lines[1] as BasketLine;
    const six = Array.from({ length: 6 }, (_, index) => ({ ...jam, productId: `jar-${index}` }));
    expect(() => buildOrderRequest(six, filled, options)).toThrow();
    expect(buildOrderRequest(six.slice(0, 5), filled, options).items).toHaveLength(5);
  });

  it('drops damaged outbox entries', () => {
    expect(parseOutbox([{ id: 'short' }, 'x'])).toEqual([]);
    expect(parseOutbox(null)).toBeUndefined();
  });

  it('names the ways to pay in words', () => {
    expect(paymentText(['cash', 'card', 'bank-transfer'])).toBe('Cash, Card on the day or Bank transfer');
    expect(paymentText(['card'])).toBe('Card on the day');
    expect(paymentText([])).toBe('Pay when you collect.');
  });
});
