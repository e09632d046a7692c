import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';

/**
 * Shared by tests only (nothing in the app imports this file): content items with every base field, so that a
 * test names only the fields its case is about and those stand out. A type's own fields are spread in by the
 * test, `{ ...contentItem({ slug: 'quiz' }), venue: 'Hall' }`.
 */

/** When a test item was created and last changed, unless the test says otherwise. */
export const TEST_ITEM_TIME = new Date('2026-11-21T10:00:00Z');

/** A published item, live now: empty text, no picture or tags, version 1, written by user `u`. */
export function contentItem(fields: Partial<BaseContent> = {}): BaseContent {
  return {
    slug: 'test-item',
    title: 'Test item',
    summary: '',
    body: '',
    image: null,
    tags: [],
    status: 'published',
    publishAt: null,
    createdAt: TEST_ITEM_TIME,
    updatedAt: TEST_ITEM_TIME,
    createdBy: 'u',
    updatedBy: 'u',
    version: 1,
    ...fields,
  };
}

/** The same item as the app holds it once read: with its document id (its slug unless given). */
export function parsedContentItem(fields: Partial<Parsed<BaseContent>> = {}): Parsed<BaseContent> {
  const item = contentItem(fields);
  return { id: fields.id ?? item.slug, ...item };
}

/**
 * The item as a JSON file holds it (a published snapshot, the build's data): with its id, `id-{slug}`, and its
 * times as ISO strings. `fields` may hold any value, so that a test can hand the reader something wrong.
 */
export function contentItemJson(slug: string, fields: Record<string, unknown> = {}): StoredJson {
  const item = contentItem({ slug });
  return {
    ...item,
    id: `id-${slug}`,
    createdAt: item.createdAt.toISOString(),
    updatedAt: item.updatedAt.toISOString(),
    ...fields,
  };
}

type StoredJson = Record<string, unknown> & { id: string };
