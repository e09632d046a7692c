import { isSafeUrl } from './safe-url';
import type { SiteSettings } from './site-settings-schema';
import { isMultiLineText, isSingleLineText } from './text-lines';

/**
 * The site settings every page shows in its footer (the organisation's name, contact details and social
 * links), and their limits. Without zod: the first load reads them from a prerendered page. The settings
 * schema (site-settings-schema.ts) takes its limits from here, so the two cannot drift apart.
 */
export type SiteDetails = Pick<SiteSettings, 'companyName' | 'contact' | 'socialLinks'>;

export const SITE_DETAILS_LIMITS = {
  companyName: 100,
  address: 300,
  email: 254,
  phone: 30,
  openingTimes: 500,
  socialLinks: 8,
  linkLabel: 40,
  url: 2048,
} as const;

export const PHONE_PATTERN = /^\+?[0-9][0-9 ()-]{4,28}$/;

/** A social link's address: a web page, never a `javascript:` or `data:` one. */
export function isSocialLinkUrl(value: string): boolean {
  return value.length <= SITE_DETAILS_LIMITS.url && /^https?:\/\//i.test(value) && isSafeUrl(value);
}

/** The attribute a prerendered page's footer carries, read back by the app at start (parsePageSiteDetails). */
export function pageSiteDetailsAttributes(details: {
  readonly companyName: string;
  readonly contact: Readonly<SiteDetails['contact']>;
  readonly socialLinks: readonly Readonly<SiteDetails['socialLinks'][number]>[];
}): Record<string, string> {
  const { companyName, contact, socialLinks } = details;
  return { 'data-site-details': JSON.stringify({ companyName, contact, socialLinks }) };
}

const MAX_ATTRIBUTE_LENGTH = 8_000;

/**
 * The details a prerendered page shows, checked with plain guards to the schema's limits, so the app's first
 * render matches the page and React keeps its markup. The email address only needs an @ here: it is shown and
 * linked with `mailto:`, and the zod check of the live settings follows. Undefined when anything is off.
 */
export function parsePageSiteDetails(raw: string | null | undefined): SiteDetails | undefined {
  if (!raw || raw.length > MAX_ATTRIBUTE_LENGTH) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return undefined;
  }
  if (!isRecord(value) || !isRecord(value.contact) || !Array.isArray(value.socialLinks)) return undefined;
  const { companyName, contact, socialLinks } = value;
  const { address, email, phone, openingTimes } = contact;
  const limits = SITE_DETAILS_LIMITS;
  const valid =
    isLine(companyName, limits.companyName) &&
    companyName.trim() !== '' &&
    isLine(address, limits.address) &&
    isLine(email, limits.email) &&
    (email === '' || /^[^\s@]+@[^\s@]+$/.test(email)) &&
    isLine(phone, limits.phone) &&
    (phone === '' || PHONE_PATTERN.test(phone)) &&
    typeof openingTimes === 'string' &&
    openingTimes.length <= limits.openingTimes &&
    isMultiLineText(openingTimes) &&
    socialLinks.length <= limits.socialLinks &&
    socialLinks.every(
      (link) =>
        isRecord(link) &&
        isLine(link.label, limits.linkLabel) &&
        link.label.trim() !== '' &&
        typeof link.url === 'string' &&
        isSocialLinkUrl(link.url),
    );
  if (!valid) return undefined;
  return {
    companyName,
    contact: { address, email, phone, openingTimes },
    socialLinks: (socialLinks as { label: string; url: string }[]).map(({ label, url }) => ({ label, url })),
  };
}

function isLine(value: unknown, maxLength: number): value is string {
  return typeof value === 'string' && value.length <= maxLength && isSingleLineText(value);
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
