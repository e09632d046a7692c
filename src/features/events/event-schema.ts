import * as z from 'zod';
import { baseContentSchema, timestamp } from '@/collections/content-schema';
import { multiLineString, singleLineString } from '@/lib/plain-text';
import { isSafeUrl } from '@/lib/safe-url';

/**
 * Events and workshops (CONTENT-MODEL): the base content fields plus their own. The same limits are in
 * firestore.rules (`validEvent`, `validWorkshop`); messages are shown in the editor as they are.
 */

export const EVENT_TIME_ZONE = 'Europe/London';

/** A valid time zone name, as Intl knows it (cached: this runs on every parse). */
const knownTimeZones = new Map<string, boolean>();
export function isTimeZone(name: string): boolean {
  // The usual answer without asking Intl: the first time-zone lookup costs a slow phone about 40 ms,
  // better spent when a date is shown than while a list is checked.
  if (name === EVENT_TIME_ZONE) return true;
  let known = knownTimeZones.get(name);
  if (known === undefined) {
    try {
      new Intl.DateTimeFormat('en-GB', { timeZone: name });
      known = true;
    } catch {
      known = false;
    }
    knownTimeZones.set(name, known);
  }
  return known;
}

// Only web links: `javascript:` and `data:` addresses also parse as URLs, and these become links on the page.
const WEB_ADDRESS_MESSAGE = 'Please give a full web address, starting with https://.';
const optionalUrl = singleLineString()
  .trim()
  .max(2048, 'Please keep the web address under 2,048 characters.')
  .url({ protocol: /^https?$/, error: WEB_ADDRESS_MESSAGE, abort: true })
  // The shared policy too (no spaces or control characters inside, a real host), as firestore.rules has it.
  .refine((value) => /^https?:/i.test(value) && isSafeUrl(value), WEB_ADDRESS_MESSAGE)
  .nullable();

export const venueSchema = z.object({
  name: singleLineString()
    .trim()
    .min(1, 'Please name the venue.')
    .max(140, 'Please keep the venue name under 140 characters.'),
  address: singleLineString().max(280, 'Please keep the address under 280 characters.'),
  postcode: singleLineString()
    .trim()
    // One message for a wrong postcode, not two.
    .max(10, { error: 'Please give a postcode like BS35 2AR.', abort: true })
    .regex(/^$|^[A-Za-z]{1,2}\d[A-Za-z\d]?\s*\d[A-Za-z]{2}$/, 'Please give a UK postcode like BS35 2AR.'),
  lat: z
    .number({ error: 'Latitude must be a number.' })
    .min(-90, 'Latitude must be between -90 and 90.')
    .max(90, 'Latitude must be between -90 and 90.')
    .nullable()
    .optional(),
  lng: z
    .number({ error: 'Longitude must be a number.' })
    .min(-180, 'Longitude must be between -180 and 180.')
    .max(180, 'Longitude must be between -180 and 180.')
    .nullable()
    .optional(),
});

export const priceSchema = z
  .object({
    free: z.boolean(),
    amountPence: z
      .number({ error: 'Please give the price in pence.' })
      .int('Please give the price in whole pence.')
      .min(0, 'The price cannot be negative.')
      .max(100_000_00, 'Please check the price: it is over £100,000.'),
    currency: z.literal('GBP', { error: 'Prices are in pounds (GBP).' }),
  })
  // Only a missing (zero) price: a negative one already has its own message.
  .refine((price) => price.free || price.amountPence !== 0, {
    message: 'Please give a price, or mark the event as free.',
    path: ['amountPence'],
  });

const RRULE_FORMAT_MESSAGE = 'The repeat rule is not in the calendar format (RRULE).';
const RRULE_FREQ_MESSAGE = 'Repeats must be daily, weekly, monthly or yearly.';
const RRULE_END_MESSAGE = 'Please end the repeats on a date or after a number of times, not both.';
const RRULE_TIME_MESSAGE =
  'Repeats happen at the event’s start time, at most once a day: please take the hours, minutes or seconds out of the repeat rule.';
const RRULE_SIZE_MESSAGE = 'This repeat pattern has too many combinations. Please make it simpler.';

/**
 * The most combinations the day lists of one rule may make (BYDAY × BYMONTHDAY × BYMONTH × …, each
 * counted by its number of items). The editor's rules make at most 7; a yearly rule naming every day
 * of every month makes 372. Beyond this a rule is more work to expand than any event needs
 * (docs/decisions/0015).
 */
export const MAX_RRULE_COMBINATIONS = 400;
const RRULE_LIST_PARTS = ['BYDAY', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO', 'BYMONTH', 'BYSETPOS'];
/** Parts that give several times a day: a few of them made one event freeze every page it was on. */
const RRULE_TIME_PARTS = ['BYHOUR', 'BYMINUTE', 'BYSECOND'];

const BYDAY_ITEM = /^(?:[+-]?(?:[1-9]|[1-4]\d|5[0-3]))?(?:MO|TU|WE|TH|FR|SA|SU)$/;

const numberList =
  (max: number, signed: boolean, min = 1) =>
  (value: string) =>
    value.split(',').every((item) => {
      const match = /^([+-]?)(\d{1,3})$/.exec(item);
      if (!match || (match[1] && !signed)) return false;
      const n = Number(match[2]);
      return n >= min && n <= max;
    });

/** An RRULE date (`20270305`) or date-time (`20270305T235959Z`) that exists: no 30 February. */
function isRruleDate(value: string): boolean {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value);
  if (!match) return false;
  const [year = 0, month = 0, day = 0, hour = 0, minute = 0, second = 0] = match
    .slice(1)
    .map((part) => Number(part ?? 0));
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCMonth() === month - 1 && date.getUTCDate() === day && hour < 24 && minute < 60 && second < 60;
}

/** What each RRULE part may hold (RFC 5545 3.3.10), so a rule that passes here is one rrule can expand. */
const RRULE_PART_CHECKS: Record<string, (value: string) => boolean> = {
  UNTIL: isRruleDate,
  COUNT: (value) => /^[1-9]\d{0,3}$/.test(value),
  INTERVAL: (value) => /^[1-9]\d{0,2}$/.test(value),
  BYSECOND: numberList(60, false, 0),
  BYMINUTE: numberList(59, false, 0),
  BYHOUR: numberList(23, false, 0),
  BYDAY: (value) => value.split(',').every((item) => BYDAY_ITEM.test(item)),
  BYMONTHDAY: numberList(31, true),
  BYYEARDAY: numberList(366, true),
  BYWEEKNO: numberList(53, true),
  BYMONTH: numberList(12, false),
  BYSETPOS: numberList(366, true),
  WKST: (value) => /^(?:MO|TU|WE|TH|FR|SA|SU)$/.test(value),
};

/**
 * Why an RRULE (without DTSTART, like `FREQ=WEEKLY;BYDAY=TU`) cannot be used, in words for the editor,
 * or null when it is fine. Unknown, repeated or malformed parts would make the calendar library throw.
 */
export function rruleProblem(rule: string): string | null {
  const parts = new Map<string, string>();
  for (const part of rule.split(';')) {
    const match = /^([A-Z-]+)=([^;\s]+)$/.exec(part);
    if (!match?.[1] || !match[2] || parts.has(match[1])) return RRULE_FORMAT_MESSAGE;
    parts.set(match[1], match[2]);
  }
  if (!/^(?:DAILY|WEEKLY|MONTHLY|YEARLY)$/.test(parts.get('FREQ') ?? '')) return RRULE_FREQ_MESSAGE;
  if (RRULE_TIME_PARTS.some((name) => parts.has(name))) return RRULE_TIME_MESSAGE;
  for (const [name, value] of parts) {
    const check = RRULE_PART_CHECKS[name];
    if (name !== 'FREQ' && !check?.(value)) return RRULE_FORMAT_MESSAGE;
  }
  if (parts.has('COUNT') && parts.has('UNTIL')) return RRULE_END_MESSAGE;
  const combinations = RRULE_LIST_PARTS.reduce(
    (product, name) => product * (parts.get(name)?.split(',').length ?? 1),
    1,
  );
  if (combinations > MAX_RRULE_COMBINATIONS) return RRULE_SIZE_MESSAGE;
  return null;
}

/** The parts of a usable RRULE (`FREQ=WEEKLY;BYDAY=TU` gives FREQ and BYDAY), or null when it has a problem. */
export function rruleParts(rule: string): ReadonlyMap<string, string> | null {
  if (rruleProblem(rule) !== null) return null;
  return new Map(rule.split(';').map((part) => part.split('=') as [string, string]));
}

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

export const organiserSchema = z.object({
  collection: z.enum(['clubs', 'organisations', 'committees'], { error: 'Choose a club, organisation or committee.' }),
  id: singleLineString({ error: 'Please choose who organises it.' })
    .min(1, 'Please choose who organises it.')
    .max(128, 'The organiser reference is too long.'),
  name: singleLineString({ error: 'Please give the organiser’s name.' })
    .trim()
    .min(1, 'Please give the organiser’s name.')
    .max(140, 'Please keep the organiser’s name under 140 characters.'),
});

export const eventFieldsSchema = z.object({
  startsAt: timestamp,
  endsAt: timestamp.nullable(),
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

export const workshopSchema = baseContentSchema
  .extend(eventFieldsSchema.shape)
  .extend({
    facilitator: singleLineString().trim().max(140, 'Please keep the facilitator under 140 characters.'),
    skillLevel: z.enum(SKILL_LEVELS, { error: 'Choose beginner, intermediate, advanced or all levels.' }),
    materials: multiLineString().max(1000, 'Please keep the materials list under 1,000 characters.'),
    ageRange: singleLineString().max(40, 'Please keep the age range under 40 characters.'),
  })
  .refine(endsAfterStart, endsAfterStartIssue)
  .refine(hasPlace, hasPlaceIssue);

export type EventItem = z.infer<typeof eventSchema>;
export type WorkshopItem = z.infer<typeof workshopSchema>;
export type Venue = z.infer<typeof venueSchema>;
export type Recurrence = z.infer<typeof recurrenceSchema>;
export type Price = z.infer<typeof priceSchema>;
