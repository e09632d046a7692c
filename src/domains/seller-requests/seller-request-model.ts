import * as z from 'zod';
import { emailSchema } from '@/collections/fields/contact';
import { singleLineString } from '@/lib/plain-text';
import { slugify } from '@/lib/slug';

/**
 * Becoming a seller (issue 14): a member asks to sell at the market (`sellerRequests/{uid}`, one per
 * account); an admin approves, which makes a draft shop owned by that person, or declines. The same
 * limits are in firestore.rules (`validSellerRequest`).
 */

export const SELLER_REQUEST_STATUSES = ['pending', 'approved', 'declined'] as const;
export type SellerRequestStatus = (typeof SELLER_REQUEST_STATUSES)[number];

/** What the form asks. */
export const sellerRequestFormSchema = z.object({
  name: singleLineString()
    .trim()
    .min(1, 'Please give your name.')
    .max(100, 'Please keep your name under 100 characters.'),
  email: emailSchema,
  shopName: singleLineString()
    .trim()
    .min(1, 'Please give your shop or stall a name.')
    .max(140, 'Please keep the shop’s name under 140 characters.'),
  whatTheySell: singleLineString()
    .trim()
    .min(1, 'Please say in a line what you would sell.')
    .max(500, 'Please keep this under 500 characters.'),
  phone: singleLineString()
    .trim()
    .max(40, 'Please keep the phone number under 40 characters.')
    .transform((phone) => (phone === '' ? null : phone)),
});
export type SellerRequestForm = z.input<typeof sellerRequestFormSchema>;
export type SellerRequestFields = z.output<typeof sellerRequestFormSchema>;

export type SellerFormErrors = Partial<Record<keyof SellerRequestForm, string>>;

/** Checks the form: the checked fields, or the first problem of each field in plain words. */
export function checkSellerForm(
  form: SellerRequestForm,
): { ok: true; fields: SellerRequestFields } | { ok: false; errors: SellerFormErrors } {
  const parsed = sellerRequestFormSchema.safeParse(form);
  if (parsed.success) return { ok: true, fields: parsed.data };
  const errors: SellerFormErrors = {};
  for (const issue of parsed.error.issues) {
    const key = issue.path[0] as keyof SellerRequestForm;
    errors[key] ??= issue.message;
  }
  return { ok: false, errors };
}

/** A request as stored; times as Dates (null while the server's time is not known yet). */
export interface SellerRequest extends SellerRequestFields {
  uid: string;
  status: SellerRequestStatus;
  createdAt: Date | null;
  decidedAt: Date | null;
  decidedBy: string | null;
  shopId: string | null;
}

const storedSchema = sellerRequestFormSchema.extend({
  uid: z.string().min(1).max(128),
  phone: z.string().max(40).nullable(),
  status: z.enum(SELLER_REQUEST_STATUSES),
  decidedBy: z.string().max(128).nullable(),
  shopId: z.string().max(128).nullable(),
});

/** Something with a `toDate()` (a Firestore Timestamp), a Date, or nothing. */
function toDate(value: unknown): Date | null {
  if (value instanceof Date) return value;
  if (value && typeof value === 'object' && 'toDate' in value && typeof value.toDate === 'function') {
    const date: unknown = value.toDate();
    return date instanceof Date ? date : null;
  }
  return null;
}

/** A stored request, checked; undefined when it is not one (never shown). */
export function parseSellerRequest(data: Record<string, unknown>): SellerRequest | undefined {
  const parsed = storedSchema.safeParse(data);
  if (!parsed.success) return undefined;
  return { ...parsed.data, createdAt: toDate(data['createdAt']), decidedAt: toDate(data['decidedAt']) };
}

/** The fields a member writes (the server's time is added when saving), from the checked form. */
export function newRequestFields(uid: string, form: SellerRequestFields): Omit<SellerRequest, 'createdAt'> {
  return { uid, ...form, status: 'pending', decidedAt: null, decidedBy: null, shopId: null };
}

/** The shop's address (its slug and id) from its name: the first of `name`, `name-2`, … not taken. */
export function shopSlug(shopName: string, taken: (slug: string) => boolean): string {
  const base = slugify(shopName).slice(0, 90).replace(/-+$/, '') || 'shop';
  let slug = base;
  for (let n = 2; taken(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/**
 * The shop an approval makes (issue 14's contract): a draft owned by the person who asked, named as
 * they asked, selling what they said; everything else empty, so the seller fills it in and an editor
 * publishes it. Written with the engine's base fields (version 1, the admin as author).
 */
export function approvedShopFields(request: Pick<SellerRequest, 'uid' | 'shopName' | 'whatTheySell'>, slug: string) {
  return {
    slug,
    title: request.shopName,
    summary: '',
    body: '',
    image: null,
    tags: [] as string[],
    status: 'draft' as const,
    publishAt: null,
    ownerUid: request.uid,
    isOrganisationShop: false,
    description: request.whatTheySell,
    location: null,
    collectionInfo: '',
    collectionOptions: [] as { id: string; label: string }[],
    paymentOptions: ['cash', 'card'] as ('cash' | 'card' | 'bank-transfer')[],
    contact: null,
  };
}

/** What a member sees about their request. */
export function requestStatusText(request: Pick<SellerRequest, 'status'>): string {
  switch (request.status) {
    case 'pending':
      return 'Thank you: we have your request. An admin will look at it soon.';
    case 'approved':
      return 'Your request was approved: your shop is ready for you to fill in.';
    case 'declined':
      return 'Sorry, your request was not approved this time. Please get in touch if you would like to talk about it.';
  }
}

/** Pending requests first, then newest first. */
export function sortRequests(requests: readonly SellerRequest[]): SellerRequest[] {
  const time = (request: SellerRequest) => request.createdAt?.getTime() ?? Number.MAX_SAFE_INTEGER;
  return [...requests].sort(
    (a, b) => Number(b.status === 'pending') - Number(a.status === 'pending') || time(b) - time(a),
  );
}
