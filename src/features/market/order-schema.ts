import * as z from 'zod';
import { timestamp } from '@/collections/content-schema';
import { emailSchema } from '@/collections/fields/contact';
import { multiLineString, singleLineString } from '@/lib/plain-text';
import { MAX_VARIANTS } from './product-schema';

/**
 * An order request to one shop, paid on collection (docs/content-model.md `orders`, issue 14). Not a content
 * type: no slug, no publishing. The same limits are in firestore.rules (`validNewOrder`); messages are for
 * the customer, who sees them on the order form.
 */

export const ORDER_STATUSES = ['requested', 'confirmed', 'ready', 'collected', 'cancelled'] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/**
 * Different items in one order: firestore.rules checks every line against its product (its price, its
 * variant) and the total against the lines, and five lines is what a write's 1000 expressions allow
 * with room to spare (decision 0023).
 */
export const MAX_ORDER_LINES = 5;
export const MAX_LINE_QUANTITY = 99;
export const MAX_PRICE_PENCE = 1_000_000;

export const orderLineSchema = z.object({
  productId: singleLineString().min(1).max(128),
  name: singleLineString().min(1).max(140),
  /** The variant's name ("Large"), '' when the product has none. */
  variant: singleLineString().max(60),
  quantity: z
    .number()
    .int('Please choose a whole number.')
    .min(1, 'Please choose at least one.')
    .max(MAX_LINE_QUANTITY, `Please choose ${MAX_LINE_QUANTITY} or fewer.`),
  /** The price of one, in pence: the product option's price when the order was placed (the rules check it). */
  pricePence: z.number().int().min(0).max(MAX_PRICE_PENCE),
  /**
   * Where the variant is in the product's list of variants (0 when it has none): how firestore.rules finds
   * the option's price. Orders placed before it was added have none.
   */
  variantIndex: z
    .number()
    .int()
    .min(0)
    .max(MAX_VARIANTS - 1)
    .optional(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

export const orderTotalsSchema = z.object({
  itemsPence: z.number().int().min(0),
  /** Equal to itemsPence: payment on collection has no fees or delivery. */
  totalPence: z.number().int().min(0),
  currency: z.literal('GBP'),
});
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

export const orderCustomerSchema = z.object({
  name: singleLineString()
    .trim()
    .min(1, 'Please give your name, so the seller knows whose order it is.')
    .max(100, 'Please keep your name under 100 characters.'),
  email: emailSchema,
  phone: singleLineString().trim().max(40, 'Please keep the phone number under 40 characters.').nullable(),
  /** The account that placed it: a signed-in person's, or this device's anonymous one. */
  uid: singleLineString().min(1).max(128),
});
export type OrderCustomer = z.infer<typeof orderCustomerSchema>;

export const orderStatusTimesSchema = z.object({
  requested: timestamp,
  confirmed: timestamp.optional(),
  ready: timestamp.optional(),
  collected: timestamp.optional(),
  cancelled: timestamp.optional(),
});

export const orderSchema = z
  .object({
    shopId: singleLineString().min(1).max(128),
    /** Short and human, for the counter: the first six characters of the id, upper-cased. */
    reference: singleLineString().min(1).max(12),
    items: z
      .array(orderLineSchema)
      .min(1, 'Your basket is empty.')
      .max(MAX_ORDER_LINES, `An order can have up to ${MAX_ORDER_LINES} different items.`),
    totals: orderTotalsSchema,
    customer: orderCustomerSchema,
    /** One of the shop's collection options ('' when the shop lists none), and its label at the time. */
    collectionOptionId: singleLineString().max(40),
    collectionLabel: singleLineString().max(120),
    note: multiLineString().max(1000, 'Please keep the note under 1,000 characters.'),
    consent: z.literal(true, { error: 'Please agree that the seller may use your details for this order.' }),
    status: z.enum(ORDER_STATUSES),
    statusTimes: orderStatusTimesSchema,
    cancelReason: singleLineString().max(300).nullable(),
    /** Set while the order's stock is out: from its confirmation until the stock goes back. */
    stockTaken: z.boolean().optional(),
    createdAt: timestamp,
    updatedAt: timestamp,
    updatedBy: singleLineString().max(128),
  })
  .refine((order) => order.status !== 'cancelled' || (order.cancelReason ?? '').trim() !== '', {
    message: 'Please say why the order is cancelled.',
    path: ['cancelReason'],
  });
export type Order = z.infer<typeof orderSchema>;

/** The reference a customer quotes at the counter. */
export function orderReference(orderId: string): string {
  return orderId.slice(0, 6).toUpperCase();
}
