import * as z from 'zod';
import { singleLineString } from '@/lib/plain-text';
import { optionalWebAddress } from './web-address';

/**
 * How to get in touch: email, phone and website, each optional. Limits as firestore.rules' general ones
 * (emails ≤ 254, URLs ≤ 2,048, short texts ≤ 200).
 */

const PHONE_MESSAGE = 'Please give a UK phone number, like 01454 123456 or 07700 900123.';

export const emailSchema = singleLineString({ error: 'Please give an email address.' })
  .trim()
  .max(254, { error: 'Please keep the email address under 254 characters.', abort: true })
  .email('Please give an email address like name@example.org.');

export const phoneSchema = singleLineString({ error: PHONE_MESSAGE })
  .trim()
  .max(30, { error: 'Please keep the phone number under 30 characters.', abort: true })
  .refine((value) => telNumber(value) !== null, PHONE_MESSAGE);

export const contactSchema = z
  .object({
    email: emailSchema.nullable(),
    phone: phoneSchema.nullable(),
    website: optionalWebAddress(),
  })
  .refine((contact) => contact.email !== null || contact.phone !== null || contact.website !== null, {
    message: 'Please give at least one way to get in touch, or leave contact details out.',
    path: ['email'],
  });

export type Contact = z.infer<typeof contactSchema>;

/**
 * A phone number as a `tel:` link needs it: UK numbers in international form (+441454123456), so the
 * link works from any phone; short service numbers (999, 111, 101) as they are. Null when it is not a
 * phone number.
 */
export function telNumber(phone: string): string | null {
  const trimmed = phone.trim();
  if (!/^[+(\d][\d\s().-]*$/.test(trimmed)) return null;
  // "+44 (0)1454 …": the (0) is only for dialling inside the UK.
  let digits = trimmed.replace(/\(0\)/g, '').replace(/[\s().-]/g, '');
  if (digits.startsWith('00')) digits = `+${digits.slice(2)}`;
  if (/^(?:\d{3}|116\d{3})$/.test(digits)) return digits;
  if (/^0\d{9,10}$/.test(digits)) return `+44${digits.slice(1)}`;
  if (/^\+44\d{9,10}$/.test(digits)) return digits;
  if (/^\+[1-9]\d{6,14}$/.test(digits) && !digits.startsWith('+44')) return digits;
  return null;
}

/** `tel:` link for a phone number, or null when it cannot be dialled. */
export function telHref(phone: string): string | null {
  const number = telNumber(phone);
  return number === null ? null : `tel:${number}`;
}

/** `mailto:` link for an email address. */
export function mailtoHref(email: string): string {
  return `mailto:${encodeURIComponent(email.trim()).replace(/%40/g, '@')}`;
}

/** A seed or default contact: `contactDetails('hello', 'example-club', '01632 960101')`. */
export function contactDetails(local: string, domain: string, phone: string | null, website = true): Contact {
  return { email: `${local}@${domain}.example`, phone, website: website ? `https://${domain}.example` : null };
}
