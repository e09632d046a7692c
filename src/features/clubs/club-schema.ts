import * as z from 'zod';
import { baseContentSchema, imageSchema } from '@/collections/content-schema';
import { contactSchema } from '@/collections/fields/contact';
import { meetingPatternSchema } from '@/collections/fields/meeting-pattern';
import { FREE, priceSchema } from '@/collections/fields/money';
import { socialLinksSchema } from '@/collections/fields/social-links';
import { venueSchema } from '@/collections/fields/venue';
import { multiLineString, singleLineString } from '@/lib/plain-text';

/**
 * Clubs (docs/content-model.md): the base content fields plus their own. The same limits are in firestore.rules
 * (`clubsFields`, written from this schema); messages are shown in the editor as they are.
 */

/** Joining: the fee as money plus a short note ("a year (first month free)"), ages and how to join. */
export const membershipSchema = z.object({
  fee: priceSchema,
  feeNote: singleLineString().trim().max(80, 'Please keep the note on the fee under 80 characters.'),
  ages: singleLineString().trim().max(40, 'Please keep the ages under 40 characters, like 16+ or All ages.'),
  howToJoin: multiLineString().trim().max(500, 'Please keep “how to join” under 500 characters.'),
});

export type Membership = z.infer<typeof membershipSchema>;

export const clubFieldsSchema = z.object({
  category: singleLineString({ error: 'Please choose or type a category.' })
    .trim()
    .min(1, 'Please choose or type a category.')
    .max(40, 'Please keep the category under 40 characters.'),
  meetingPattern: meetingPatternSchema.nullable(),
  venue: venueSchema.nullable(),
  membership: membershipSchema,
  contact: contactSchema.nullable(),
  socialLinks: socialLinksSchema,
  logo: imageSchema.nullable(),
});

export const clubSchema = baseContentSchema.extend(clubFieldsSchema.shape);

export type ClubItem = z.infer<typeof clubSchema>;

/** A new club as the editor opens it: a draft with free membership and nothing else filled in. */
export function emptyClub(): Partial<ClubItem> {
  // The base fields (title, slug, status…) start blank from the engine's emptyBaseContent().
  return {
    category: '',
    meetingPattern: null,
    venue: null,
    membership: { fee: FREE, feeNote: '', ages: '', howToJoin: '' },
    contact: null,
    socialLinks: [],
    logo: null,
  };
}

/** Whether a club plays a sport (schema.org `SportsClub`), from its category or tags. */
export function isSportsClub(club: Pick<ClubItem, 'category' | 'tags'>): boolean {
  return /\bsports?\b/i.test(club.category) || club.tags.some((tag) => /^sports?$/i.test(tag));
}
