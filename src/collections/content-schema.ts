import * as z from 'zod';
import { multiLineString, singleLineString } from '@/lib/plain-text';
import { isSafeUrl } from '@/lib/safe-url';
import { MAX_SLUG_LENGTH, SLUG_PATTERN } from '@/lib/slug';

/**
 * The fields every content document has (docs/content-model.md, docs/decisions/0009). The same limits are in
 * firestore.rules; messages are for people, because they show in the editor as they are.
 */

/** Firestore Timestamps, Dates and ISO strings all become Dates. */
function toDate(value: unknown): unknown {
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function') {
    return (value as { toDate: () => Date }).toDate();
  }
  if (typeof value === 'string') return new Date(value);
  return value;
}

export const timestamp = z.preprocess(toDate, z.date({ error: 'Please give a date and time.' }));

/** The dates people give (an event's start and end) lie in 1900–2100, as firestore.rules' `calendarDate`. */
export const EARLIEST_CALENDAR_DATE = new Date(Date.UTC(1900, 0, 1));
export const LATEST_CALENDAR_DATE = new Date(Date.UTC(2101, 0, 1) - 1);
const CALENDAR_DATE_MESSAGE = 'Please give a date between 1900 and 2100.';

export const calendarDate = z.preprocess(
  toDate,
  z
    .date({ error: 'Please give a date and time.' })
    .min(EARLIEST_CALENDAR_DATE, CALENDAR_DATE_MESSAGE)
    .max(LATEST_CALENDAR_DATE, CALENDAR_DATE_MESSAGE),
);

export const IMAGE_URL_MESSAGE =
  'Please give the picture’s full web address, starting with https://, or its path on this site, starting with /.';

/** An uploaded file's address: empty while its upload waits in this device's outbox (src/collections/uploads). */
const uploadedUrl = z
  .string()
  .max(2048, 'Please keep the web address under 2,048 characters.')
  .refine((value) => value === '' || isSafeUrl(value), IMAGE_URL_MESSAGE);

/** The smaller copy of a picture, for cards and lists. */
export const imageSizeSchema = z.object({
  path: singleLineString().min(1).max(1024),
  url: uploadedUrl,
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

export const imageSchema = z.object({
  /** The Storage path of the (large) file; seed pictures keep their old value. */
  path: singleLineString(),
  // Shown as <img src>, og:image and in structured data: only web addresses and this site's paths.
  url: uploadedUrl,
  alt: singleLineString()
    .trim()
    .min(1, 'Please describe the picture for people who cannot see it.')
    .max(200, 'Please keep the description under 200 characters.'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  small: imageSizeSchema.optional(),
});

export type ContentImage = z.infer<typeof imageSchema>;

/** A picture saved with its document whose file has not reached Storage yet: nothing to show but a local preview. */
export function isWaitingImage(image: Pick<ContentImage, 'url'> | null | undefined): boolean {
  return image !== null && image !== undefined && image.url === '';
}

export const contentStatusSchema = z.enum(['draft', 'published', 'archived'], {
  error: 'Choose draft, published or archived.',
});

export const baseContentSchema = z.object({
  slug: singleLineString()
    .min(1, 'Please add a web address name.')
    .max(MAX_SLUG_LENGTH, `Please keep the web address name under ${MAX_SLUG_LENGTH} characters.`)
    .regex(SLUG_PATTERN, 'Use lower-case letters, numbers and single hyphens only, like summer-fair-2026.'),
  title: singleLineString()
    .trim()
    .min(1, 'Please add a title.')
    .max(140, 'Please keep the title under 140 characters.'),
  summary: singleLineString().max(280, 'Please keep the summary under 280 characters.'),
  body: multiLineString().max(100_000, 'This text is too long: please keep it under 100,000 characters.'),
  image: imageSchema.nullable(),
  tags: z
    .array(
      singleLineString().trim().min(1, 'Tags cannot be empty.').max(32, 'Please keep each tag under 32 characters.'),
    )
    .max(12, 'Please use no more than 12 tags.'),
  status: contentStatusSchema,
  publishAt: timestamp.nullable(),
  createdAt: timestamp,
  updatedAt: timestamp,
  createdBy: singleLineString(),
  updatedBy: singleLineString(),
  version: z.number().int().min(1),
});

export type BaseContent = z.infer<typeof baseContentSchema>;

/**
 * What every new item starts from in the editor, before its type's own `empty()`: each base field the person
 * edits, blank. A type that forgets one must not get a save refused over a field nobody can see.
 */
export function emptyBaseContent(): Pick<
  BaseContent,
  'slug' | 'title' | 'summary' | 'body' | 'image' | 'tags' | 'status' | 'publishAt'
> {
  return { slug: '', title: '', summary: '', body: '', image: null, tags: [], status: 'draft', publishAt: null };
}

/** Whether a visitor may see a document now (the same test as the security rules). */
export function isPublic(item: Pick<BaseContent, 'status' | 'publishAt'>, now: Date): boolean {
  return item.status === 'published' && (item.publishAt === null || item.publishAt.getTime() <= now.getTime());
}
