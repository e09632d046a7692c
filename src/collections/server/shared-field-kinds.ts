import { calendarDate, imageSchema } from '../content-schema';
import { contactSchema } from '../fields/contact';
import { meetingPatternSchema } from '../fields/meeting-pattern';
import { priceSchema } from '../fields/money';
import { socialLinkSchema, socialLinksSchema } from '../fields/social-links';
import { venueSchema } from '../fields/venue';
import type { KnownKind } from './zod-rules';

/**
 * The shared field kinds (src/collections/fields, the picture and dates of content-schema.ts) with a
 * check of their own in firestore-shared.rules. Each says more than its schema can (a safe address, at
 * least one way to get in touch, a repeat rule the app can expand) or fewer expressions than the walk
 * would write; the generated checks call them.
 */
export const sharedFieldKinds: readonly KnownKind[] = [
  { schema: imageSchema, rule: (v) => `validImage(${v})`, allowsNull: true },
  { schema: calendarDate, rule: (v) => `calendarDate(${v})` },
  { schema: contactSchema, rule: (v) => `validContact(${v})`, allowsNull: true },
  { schema: venueSchema, rule: (v) => `validVenue(${v})`, allowsNull: true },
  { schema: meetingPatternSchema, rule: (v) => `validMeetingPattern(${v})`, allowsNull: true },
  { schema: priceSchema, rule: (v) => `validPrice(${v})` },
  { schema: socialLinkSchema, rule: (v) => `validSocialLink(${v})` },
  // Up to 10, the first one checked: a club with every field set has room for no more (clubs' rules tests).
  { schema: socialLinksSchema, rule: (v) => `validSocialLinks(${v})` },
];
