import * as z from 'zod';
import { multiLineString, singleLineString } from './plain-text';
import { ANNOUNCEMENT_SEVERITIES, isDayKey } from './announcement';
import { isSafeUrl } from './safe-url';
import { PHONE_PATTERN, SITE_DETAILS_LIMITS as LIMITS } from './site-details';
import { SEASON_SETTINGS } from './season-calendar';
import { DEFAULT_SITE_SETTINGS } from './site-settings-defaults';

/**
 * Site settings (`settings/site`): the brand name, contact details, social links, the announcement banner
 * and the default season. This schema is the type, the dashboard form's validator and the check on every
 * read (from Firestore and from this device's copy). The same limits are in firestore.rules
 * (`validSiteSettings`). Empty text means "not given"; nothing here is null, so forms stay simple.
 */

export { ANNOUNCEMENT_SEVERITIES, type AnnouncementSeverity } from './announcement';

const optionalDate = z
  .string()
  .refine((value) => value === '' || isDayKey(value), 'Please give a date like 2026-12-24, or leave it empty.');

const address = (message: string) =>
  z
    .string()
    .max(LIMITS.url, 'Please keep the web address under 2,048 characters.')
    .refine((value) => value === '' || isSafeUrl(value), message);

export const contactDetailsSchema = z.object({
  address: singleLineString().trim().max(LIMITS.address, 'Please keep the address under 300 characters.'),
  email: singleLineString()
    .trim()
    .max(LIMITS.email, { error: 'Please keep the email address under 254 characters.', abort: true })
    .refine(
      (value) => value === '' || z.email().safeParse(value).success,
      'Please give an email address like name@example.org.',
    ),
  phone: singleLineString()
    .trim()
    .max(LIMITS.phone, { error: 'Please keep the phone number under 30 characters.', abort: true })
    .refine((value) => value === '' || PHONE_PATTERN.test(value), 'Please give a phone number, like 01454 123456.'),
  openingTimes: multiLineString().max(LIMITS.openingTimes, 'Please keep the opening times under 500 characters.'),
});

export const MAX_SITE_SOCIAL_LINKS = LIMITS.socialLinks;

export const siteSocialLinkSchema = z.object({
  label: singleLineString()
    .trim()
    .min(1, 'Please name the link, like Facebook.')
    .max(LIMITS.linkLabel, 'Please keep the link name under 40 characters.'),
  url: address('Please give the full web address, starting with https://.').refine(
    (value) => /^https?:\/\//i.test(value),
    'Please give the full web address, starting with https://.',
  ),
});

export const announcementSchema = z
  .object({
    enabled: z.boolean(),
    text: singleLineString().trim().max(280, 'Please keep the announcement under 280 characters.'),
    url: address('Please give a full web address (https://…) or a page on this site (/events).'),
    severity: z.enum(ANNOUNCEMENT_SEVERITIES, { error: 'Choose information, warning or urgent.' }),
    startsOn: optionalDate,
    endsOn: optionalDate,
  })
  .refine((banner) => !banner.enabled || banner.text !== '', {
    message: 'Please write the announcement, or turn the banner off.',
    path: ['text'],
  })
  .refine((banner) => banner.startsOn === '' || banner.endsOn === '' || banner.startsOn <= banner.endsOn, {
    message: 'The last day cannot be before the first day.',
    path: ['endsOn'],
  });

export const siteSettingsSchema = z.object({
  companyName: singleLineString()
    .trim()
    .min(1, 'Please give the organisation’s name.')
    .max(LIMITS.companyName, 'Please keep the name under 100 characters.'),
  contact: contactDetailsSchema,
  socialLinks: z
    .array(siteSocialLinkSchema)
    .max(MAX_SITE_SOCIAL_LINKS, `Please give no more than ${MAX_SITE_SOCIAL_LINKS} links.`),
  announcement: announcementSchema,
  defaultSeason: z.enum(SEASON_SETTINGS, { error: 'Choose a season or “Follow the calendar”.' }),
});

export type SiteSettings = z.infer<typeof siteSettingsSchema>;
export type ContactDetails = z.infer<typeof contactDetailsSchema>;
export type Announcement = z.infer<typeof announcementSchema>;
export type SiteSocialLink = z.infer<typeof siteSocialLinkSchema>;

const FIELD_SCHEMAS = siteSettingsSchema.shape;

/**
 * The check on every read. A stored document that is not an object gives `undefined` (keep what the
 * site shows); otherwise each field is checked on its own and a missing or invalid one takes its default,
 * so one bad field never hides the brand name. Partial nested objects (older documents) are completed.
 */
export function parseSiteSettings(raw: unknown): SiteSettings | undefined {
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) return undefined;
  const record = raw as Record<string, unknown>;
  const pick = <K extends keyof SiteSettings>(key: K): SiteSettings[K] => {
    const fallback = DEFAULT_SITE_SETTINGS[key];
    let value = record[key];
    if (isPlainObject(value) && isPlainObject(fallback)) value = { ...fallback, ...value };
    const result = FIELD_SCHEMAS[key].safeParse(value);
    return result.success ? (result.data as SiteSettings[K]) : fallback;
  };
  return {
    companyName: pick('companyName'),
    contact: pick('contact'),
    socialLinks: pick('socialLinks'),
    announcement: pick('announcement'),
    defaultSeason: pick('defaultSeason'),
  };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
