import { BRAND, BRAND_CONTACT } from './brand.ts';

/** Values for the `{{tokens}}` in the texts that ship with the app; filled in at build time. */
export const SITE_TEXT_TOKENS: Record<string, string> = {
  brand: BRAND,
  email: BRAND_CONTACT.email,
  privacyEmail: BRAND_CONTACT.dataProtectionEmail,
  postalAddress: BRAND_CONTACT.postalAddress,
};
