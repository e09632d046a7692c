import * as z from 'zod';
import { baseContentSchema, timestamp } from '@/collections/content-schema';
import { singleLineString } from '@/lib/plain-text';

/**
 * News and articles (docs/content-model.md `posts`): the base fields, who wrote it, when it was first
 * published and its category. The reading time is worked out from the body (post-text.ts), never
 * stored. The same limits are in firestore.rules (`validPost`); messages show in the editor as they are.
 */

export const postAuthorSchema = z.object({
  name: singleLineString({ error: 'Please say who wrote the article.' })
    .trim()
    .min(1, 'Please say who wrote the article.')
    .max(80, 'Please keep the author’s name under 80 characters.'),
  // The writer's account, when they have one; never shown.
  uid: singleLineString().max(128, 'The author’s account reference is too long.'),
});

export const postFieldsSchema = z.object({
  author: postAuthorSchema,
  /** Set on first publication (posts-model beforeSave) and kept from then on, even when unpublished. */
  publishedAt: timestamp.nullable(),
  category: singleLineString({ error: 'Please choose a category.' })
    .trim()
    .min(1, 'Please choose a category, like News or Community.')
    .max(40, 'Please keep the category under 40 characters.'),
});

export const postSchema = baseContentSchema.extend(postFieldsSchema.shape);

export type PostItem = z.infer<typeof postSchema>;

/** A new article in the editor: no author yet (the editor fills in the person writing), category News. */
export function emptyPost(): Partial<PostItem> {
  return { tags: [], author: { name: '', uid: '' }, publishedAt: null, category: 'News' };
}

/**
 * What every save does (the model's beforeSave): the first time an article is published, `publishedAt`
 * becomes its publication time (the scheduled `publishAt`, or now); after that it is kept as it is.
 */
export function withPublishedAt<Item extends Pick<PostItem, 'status' | 'publishAt' | 'publishedAt'>>(
  item: Item,
  now: Date = new Date(),
): Item {
  if (item.publishedAt !== null || item.status !== 'published') return item;
  return { ...item, publishedAt: item.publishAt ?? now };
}

/** When an article counts as published, for ordering and display: first publication, else schedule, else creation. */
export function postDate(item: Pick<PostItem, 'publishedAt' | 'publishAt' | 'createdAt'>): Date {
  return item.publishedAt ?? item.publishAt ?? item.createdAt;
}

/** Newest first; the same date falls back to the web address, so the order never wobbles. */
export function compareNewestFirst(
  a: Pick<PostItem, 'publishedAt' | 'publishAt' | 'createdAt' | 'slug'>,
  b: Pick<PostItem, 'publishedAt' | 'publishAt' | 'createdAt' | 'slug'>,
): number {
  return postDate(b).getTime() - postDate(a).getTime() || a.slug.localeCompare(b.slug);
}
