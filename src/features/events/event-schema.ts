import * as z from 'zod';
import { baseContentSchema, calendarDate, timestamp } from '@/collections/content-schema';
import { multiLineString, singleLineString } from '@/lib/plain-text';
import { EVENT_TIME_ZONE, isTimeZone } from '@/lib/london-time';
import { RRULE_FORMAT_MESSAGE, rruleProblem } from '@/lib/rrule-check';
import { priceSchema } from '@/collections/fields/money';
import { referenceSchema } from '@/collections/fields/reference';
import { venueSchema } from '@/collections/fields/venue';
import { optionalWebAddress } from '@/collections/fields/web-address';

/**
 * Events and workshops (docs/content-model.md): the base content fields plus their own. firestore.rules'
 * field checks are written from these schemas (`eventsFields`, `workshopsFields`: events-server.ts);
 * messages are shown in the editor as they are.
 */

// Kept here too: the events code and its tests import them from the schema.
export { priceSchema, type Price } from '@/collections/fields/money';
export { venueSchema, type Venue } from '@/collections/fields/venue';
export { EVENT_TIME_ZONE, isTimeZone } from '@/lib/london-time';

const optionalUrl = optionalWebAddress();

// The RRULE checks are shared with meeting patterns (src/lib/rrule-check.ts); kept importable from here.
export { MAX_RRULE_COMBINATIONS, rruleParts, rruleProblem } from '@/lib/rrule-check';

export const recurrenceSchema = z.object({
  rrule: z
    .string()
    .trim()
    .min(1, { error: 'Please choose how often it repeats.', abort: true })
    .max(500, { error: 'The repeat rule is too long.', abort: true })
    .regex(/^(?:[A-Z-]+=[^;\s]+)(?:;[A-Z-]+=[^;\s]+)*$/, { error: RRULE_FORMAT_MESSAGE, abort: true })
    .superRefine((rule, context) => {
      const problem = rruleProblem(rule);
      if (problem !== null) context.addIssue({ code: 'custom', message: problem });
    }),
  exceptions: z.array(timestamp).max(200, 'Please list no more than 200 skipped dates.'),
});

export const ORGANISER_COLLECTIONS = ['clubs', 'organisations', 'committees'] as const;
export const organiserSchema = referenceSchema(ORGANISER_COLLECTIONS, {
  choose: 'Choose a club, organisation or committee.',
  what: 'who organises it',
  name: 'the organiser’s name',
});

export const eventFieldsSchema = z.object({
  startsAt: calendarDate,
  endsAt: calendarDate.nullable(),
  allDay: z.boolean(),
  // Checked against Intl: an unknown zone would make every date on the page throw when formatted.
  timeZone: singleLineString({ error: 'Please choose a time zone, like Europe/London.' })
    .refine(isTimeZone, 'Please choose a time zone, like Europe/London.')
    .default(EVENT_TIME_ZONE),
  recurrence: recurrenceSchema.nullable(),
  venue: venueSchema.nullable(),
  onlineUrl: optionalUrl,
  organiser: organiserSchema.nullable(),
  price: priceSchema,
  capacity: z
    .number({ error: 'Capacity must be a number.' })
    .int('Capacity must be a whole number.')
    .min(1, 'Capacity must be at least 1, or left empty.')
    .max(100_000, 'Please check the capacity: it is over 100,000.')
    .nullable(),
  bookingUrl: optionalUrl,
  category: singleLineString()
    .trim()
    .min(1, 'Please choose or type a category.')
    .max(40, 'Please keep the category under 40 characters.'),
  accessibility: multiLineString().max(1000, 'Please keep the accessibility notes under 1,000 characters.'),
  cancelled: z.boolean(),
});

function endsAfterStart(item: { startsAt: Date; endsAt: Date | null }) {
  return item.endsAt === null || item.endsAt.getTime() >= item.startsAt.getTime();
}
const endsAfterStartIssue = { message: 'The end must be after the start.', path: ['endsAt'] };

function hasPlace(item: { venue: unknown; onlineUrl: string | null }) {
  return item.venue !== null || item.onlineUrl !== null;
}
const hasPlaceIssue = { message: 'Please give a venue or an online link.', path: ['venue'] };

export const eventSchema = baseContentSchema
  .extend(eventFieldsSchema.shape)
  .refine(endsAfterStart, endsAfterStartIssue)
  .refine(hasPlace, hasPlaceIssue);

export const SKILL_LEVELS = ['beginner', 'intermediate', 'advanced', 'all'] as const;

export const workshopFieldsSchema = eventFieldsSchema.extend({
  facilitator: singleLineString().trim().max(140, 'Please keep the facilitator under 140 characters.'),
  skillLevel: z.enum(SKILL_LEVELS, { error: 'Choose beginner, intermediate, advanced or all levels.' }),
  materials: multiLineString().max(1000, 'Please keep the materials list under 1,000 characters.'),
  ageRange: singleLineString().max(40, 'Please keep the age range under 40 characters.'),
});

export const workshopSchema = baseContentSchema
  .extend(workshopFieldsSchema.shape)
  .refine(endsAfterStart, endsAfterStartIssue)
  .refine(hasPlace, hasPlaceIssue);

export type EventItem = z.infer<typeof eventSchema>;
export type WorkshopItem = z.infer<typeof workshopSchema>;
export type Recurrence = z.infer<typeof recurrenceSchema>;
