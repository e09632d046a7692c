import * as z from 'zod';
import { baseContentSchema } from '@/collections/content-schema';
import { contactSchema } from '@/collections/fields/contact';
import { multiLineString, singleLineString } from '@/lib/plain-text';

/**
 * Shops (docs/content-model.md `shops`, issue 14): the organisation's own shop and each market seller's. The
 * base content's `image` is the shop's logo. firestore.rules' field checks are written from this schema
 * (`shopsFields`: market-server.ts).
 */

export const PAYMENT_OPTIONS = ['cash', 'card', 'bank-transfer'] as const;
export type PaymentOption = (typeof PAYMENT_OPTIONS)[number];

/** How each way of paying on collection reads to a customer. */
export const PAYMENT_LABELS: Record<PaymentOption, string> = {
  cash: 'Cash',
  card: 'Card on the day',
  'bank-transfer': 'Bank transfer',
};

export const MAX_COLLECTION_OPTIONS = 10;

export const collectionOptionSchema = z.object({
  /** Stable across label edits, so an order's choice still names the same slot. */
  id: singleLineString()
    .min(1)
    .max(40)
    .regex(/^[a-z0-9-]+$/, 'Use lower-case letters, numbers and hyphens only.'),
  label: singleLineString()
    .trim()
    .min(1, 'Please say when and where, like “Saturday 9am–12pm at the bakery counter”.')
    .max(120, 'Please keep each collection time under 120 characters.'),
});
export type CollectionOption = z.infer<typeof collectionOptionSchema>;

export const shopFieldsSchema = z.object({
  /** The seller's account; null for the organisation's shop (editors run it). */
  ownerUid: singleLineString().max(128, 'Please check the owner: the account id is too long.').nullable(),
  isOrganisationShop: z.boolean(),
  /** What they sell, in a line: shown on the market's cards. */
  description: singleLineString()
    .trim()
    .min(1, 'Please say in a line what the shop sells.')
    .max(500, 'Please keep the description under 500 characters.'),
  location: singleLineString().trim().max(200, 'Please keep the place under 200 characters.').nullable(),
  collectionInfo: multiLineString().max(1000, 'Please keep the collection details under 1,000 characters.'),
  collectionOptions: z
    .array(collectionOptionSchema)
    .max(MAX_COLLECTION_OPTIONS, `Please offer at most ${MAX_COLLECTION_OPTIONS} collection times.`)
    .refine((options) => new Set(options.map((option) => option.id)).size === options.length, {
      message: 'Two collection times have the same name: please make each one different.',
    }),
  paymentOptions: z
    .array(z.enum(PAYMENT_OPTIONS))
    .min(1, 'Please choose at least one way customers can pay on collection.')
    .max(PAYMENT_OPTIONS.length)
    .refine((options) => new Set(options).size === options.length, { message: 'Each way of paying once, please.' }),
  contact: contactSchema.nullable(),
});

export const shopSchema = baseContentSchema.extend(shopFieldsSchema.shape);
export type ShopItem = z.infer<typeof shopSchema>;

/** A new shop: a seller's, paid in cash or by card, with no collection times yet. */
export function emptyShop(): Partial<ShopItem> {
  return {
    tags: [],
    ownerUid: null,
    isOrganisationShop: false,
    description: '',
    location: null,
    collectionInfo: '',
    collectionOptions: [],
    paymentOptions: ['cash', 'card'],
    contact: null,
  };
}

/** "Cash, card on the day or bank transfer". */
export function paymentText(options: readonly PaymentOption[]): string {
  const words = options.map((option, index) => {
    const label = PAYMENT_LABELS[option];
    return index === 0 ? label : label.charAt(0).toLowerCase() + label.slice(1);
  });
  if (words.length <= 1) return words.join('');
  return `${words.slice(0, -1).join(', ')} or ${words[words.length - 1]}`;
}

/** An option's id from its label, unique among `taken`. */
export function collectionOptionId(label: string, taken: readonly string[]): string {
  const base =
    label
      .toLowerCase()
      .normalize('NFKD')
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 34) || 'time';
  let id = base;
  for (let n = 2; taken.includes(id); n += 1) id = `${base}-${n}`;
  return id;
}
