import * as z from 'zod';
import { ENTRY_ID_PATTERN, entriesParser, newEntryId } from '@/collections/outbox/queue-entries';
import { formErrors } from '@/lib/form-errors';
import { linesTotalPence } from '@/lib/money';
import { multiLineString, singleLineString } from '@/lib/plain-text';
import type { BasketLine } from './basket';
import {
  MAX_ORDER_LINES,
  orderCustomerSchema,
  orderLineSchema,
  orderReference,
  orderTotalsSchema,
  type OrderLine,
} from './order-schema';

/**
 * An order request as the customer makes it on /basket: the form (and its draft, kept on the device as
 * it is typed), the request built from one shop's lines, and the outbox entry that keeps it on the
 * device until the server has it. The fields the server fills in (times, status) are added on sending.
 */

/** One of a shop's collection choices (contract: shops.collectionOptions). */
export interface CollectionOption {
  id: string;
  label: string;
}

/** What the order form holds while someone is typing. */
export interface OrderDraft {
  name: string;
  email: string;
  phone: string;
  collectionOptionId: string;
  note: string;
  consent: boolean;
}

export const EMPTY_ORDER_DRAFT: OrderDraft = {
  name: '',
  email: '',
  phone: '',
  collectionOptionId: '',
  note: '',
  consent: false,
};

const draftSchema = z.object({
  name: z.string().max(1000),
  email: z.string().max(1000),
  phone: z.string().max(1000),
  collectionOptionId: z.string().max(100),
  note: z.string().max(5000),
  consent: z.boolean(),
});

/** A saved draft is restored only if it has the right shape. */
export function parseOrderDraft(raw: unknown): OrderDraft | undefined {
  const result = draftSchema.safeParse(raw);
  return result.success ? result.data : undefined;
}

export const COLLECTION_CHOICE_MESSAGE = 'Please choose when and where you will collect your order.';
export const CONSENT_TEXT = 'I agree my details are shared with the seller to arrange collection.';

/** The form's checks, with the order schema's messages; the collection choice must be one the shop offers. */
function orderFormSchema(options: readonly CollectionOption[]) {
  return z.object({
    name: orderCustomerSchema.shape.name,
    email: orderCustomerSchema.shape.email,
    phone: orderCustomerSchema.shape.phone,
    collectionOptionId:
      options.length === 0
        ? z.literal('')
        : z.string().refine((id) => options.some((option) => option.id === id), COLLECTION_CHOICE_MESSAGE),
    note: multiLineString().max(1000, 'Please keep the note under 1,000 characters.'),
    consent: z.literal(true, { error: 'Please agree that the seller may use your details for this order.' }),
  });
}

const toChecked = (draft: OrderDraft) => ({ ...draft, phone: draft.phone.trim() === '' ? null : draft.phone });

/** Field → first message (Mantine form's shape); empty when the form can be sent. */
export function orderFormErrors(draft: OrderDraft, options: readonly CollectionOption[]): Record<string, string> {
  return formErrors(orderFormSchema(options))(toChecked(draft));
}

export const orderRequestSchema = z.object({
  items: z.array(orderLineSchema).min(1).max(MAX_ORDER_LINES),
  totals: orderTotalsSchema,
  customer: z.object({
    name: orderCustomerSchema.shape.name,
    email: orderCustomerSchema.shape.email,
    phone: orderCustomerSchema.shape.phone,
  }),
  collectionOptionId: singleLineString().max(40),
  collectionLabel: singleLineString().max(120),
  note: multiLineString().max(1000),
  consent: z.literal(true),
});
/** What the customer asks for: everything of the order that comes from them. */
export type OrderRequest = z.infer<typeof orderRequestSchema>;

/**
 * One shop's order request from its basket lines and the form; throws (zod) when the form has a problem
 * (the form checks first, with the same rules).
 */
export function buildOrderRequest(
  lines: readonly BasketLine[],
  draft: OrderDraft,
  options: readonly CollectionOption[],
): OrderRequest {
  const checked = orderFormSchema(options).parse(toChecked(draft));
  const items: OrderLine[] = lines.map((line) => ({
    productId: line.productId,
    name: line.name,
    variant: line.variant,
    quantity: line.quantity,
    pricePence: line.unitPence,
    // A line kept in the basket before variants were numbered: 0 is right when the product has no
    // variants; otherwise the server refuses the order and the customer sees it refused.
    variantIndex: line.variantIndex ?? 0,
  }));
  const itemsPence = linesTotalPence(lines);
  return orderRequestSchema.parse({
    items,
    totals: { itemsPence, totalPence: itemsPence, currency: 'GBP' },
    customer: { name: checked.name.trim(), email: checked.email.trim(), phone: checked.phone?.trim() ?? null },
    collectionOptionId: checked.collectionOptionId,
    collectionLabel: options.find((option) => option.id === checked.collectionOptionId)?.label ?? '',
    note: checked.note.trim(),
    consent: true,
  });
}

/**
 * The order document as created (contract `orders/{id}`), less the server's times (`statusTimes.requested`,
 * `createdAt`, `updatedAt`), which the sender sets to the server's time.
 */
export function orderDocumentFields(id: string, shopId: string, request: OrderRequest, uid: string) {
  return {
    shopId,
    reference: orderReference(id),
    items: request.items.map((item) => ({ ...item })),
    totals: { ...request.totals },
    customer: { ...request.customer, uid },
    collectionOptionId: request.collectionOptionId,
    collectionLabel: request.collectionLabel,
    note: request.note,
    consent: true as const,
    status: 'requested' as const,
    cancelReason: null,
    updatedBy: uid,
  };
}

export const ORDER_ID_PATTERN = ENTRY_ID_PATTERN;

/** A Firestore-style auto-id made on the device, so the same request sent twice is one document. */
export const newOrderId: (random?: (values: Uint8Array) => Uint8Array) => string = newEntryId;

/** An order request on this device, until the server has it. */
export const outboxEntrySchema = z.object({
  id: z.string().regex(ORDER_ID_PATTERN),
  shopId: singleLineString().min(1).max(128),
  /** The shop's name when it was made, to show while it waits. */
  shopName: singleLineString().max(140),
  request: orderRequestSchema,
  /** ISO date-time it was made on the device. */
  madeAt: z.iso.datetime({ offset: true }),
  /** `refused`: the server turned it down (the shop closed, say); it stays so the customer can see it. */
  state: z.enum(['waiting', 'refused']),
  /**
   * The signed-in account that made it; null (or absent) when made signed out, sent with this device's
   * anonymous account. Only its own account sends it, and signing out forgets it.
   */
  accountUid: singleLineString().min(1).max(128).nullable().optional(),
});
export type OutboxEntry = z.infer<typeof outboxEntrySchema>;

/** The saved outbox, with any damaged entry dropped. */
export const parseOutbox: (raw: unknown) => OutboxEntry[] | undefined = entriesParser(outboxEntrySchema);

/** The payment options shops offer (contract: shops.paymentOptions), in words. */
export const PAYMENT_WORDS: Record<string, string> = {
  cash: 'Cash',
  card: 'Card on the day',
  'bank-transfer': 'Bank transfer',
};

/** "Cash, Card on the day or Bank transfer", for the options a shop takes. */
export function paymentText(options: readonly string[]): string {
  const words = options.flatMap((option) => (PAYMENT_WORDS[option] ? [PAYMENT_WORDS[option]] : []));
  if (words.length === 0) return 'Pay when you collect.';
  if (words.length === 1) return words[0] ?? '';
  return `${words.slice(0, -1).join(', ')} or ${words.at(-1) ?? ''}`;
}
