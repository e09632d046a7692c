import * as z from 'zod';
import { baseContentSchema, imageSchema } from '@/collections/content-schema';
import { contactSchema } from '@/collections/fields/contact';
import { socialLinksSchema } from '@/collections/fields/social-links';
import { venueSchema } from '@/collections/fields/venue';
import { optionalWebAddress } from '@/collections/fields/web-address';
import { singleLineString } from '@/lib/plain-text';

/**
 * Organisations (docs/content-model.md): charities, schools, the council and partners. The same limits are in
 * firestore.rules (`organisationsFields`, written from this schema); messages are shown in the editor as they are.
 */

export const ORGANISATION_KINDS = ['charity', 'school', 'council', 'partner', 'other'] as const;
export type OrganisationKind = (typeof ORGANISATION_KINDS)[number];

export const ORGANISATION_KIND_LABELS: Record<OrganisationKind, string> = {
  charity: 'Charity',
  school: 'School',
  council: 'Council',
  partner: 'Partner',
  other: 'Other',
};

export const CHARITY_NUMBER_MESSAGE =
  'Please give the registered charity number as 6 to 8 digits, like 1190457, or leave it empty.';

/**
 * A charity number in the register of charities for England and Wales: 6 to 8 digits. An empty box
 * in the editor means "none" (stored as null).
 */
export const charityNumberSchema = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  singleLineString({ error: CHARITY_NUMBER_MESSAGE })
    .trim()
    .regex(/^\d{6,8}$/, CHARITY_NUMBER_MESSAGE)
    .nullable(),
);

/**
 * Fewer than the shared kind's 10: firestore.rules checks each link in turn, and a request may evaluate
 * only 1000 expressions (measured: every other field set and 10 links is over it).
 */
export const MAX_ORGANISATION_SOCIAL_LINKS = 6;

export const organisationFieldsSchema = z.object({
  kind: z.enum(ORGANISATION_KINDS, { error: 'Choose charity, school, council, partner or other.' }),
  charityNumber: charityNumberSchema,
  contact: contactSchema.nullable(),
  website: optionalWebAddress(),
  logo: imageSchema.nullable(),
  /** Where people can find it (its office, hall or field), with a position for the map; saved before it existed: none. */
  venue: venueSchema.nullable().default(null),
  socialLinks: socialLinksSchema.max(
    MAX_ORGANISATION_SOCIAL_LINKS,
    `Please give no more than ${MAX_ORGANISATION_SOCIAL_LINKS} links.`,
  ),
});

export const organisationSchema = baseContentSchema.extend(organisationFieldsSchema.shape);

export type OrganisationItem = z.infer<typeof organisationSchema>;

/** The organisation's page in the Charity Commission's register (England and Wales). */
export function charityRegisterUrl(charityNumber: string): string {
  return `https://register-of-charities.charitycommission.gov.uk/charity-search/-/charity-details/${encodeURIComponent(charityNumber.trim())}`;
}

/** Its main web address: the website field, or else the one in its contact details. */
export function organisationWebsite(item: Pick<OrganisationItem, 'website' | 'contact'>): string | null {
  return item.website ?? item.contact?.website ?? null;
}
