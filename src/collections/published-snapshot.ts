import type * as z from 'zod';
import { httpClient } from '@/lib/http-client';
import { yieldToBrowser } from '@/lib/staged-import';
import type { BaseContent } from './content-schema';
import { isPublic } from './content-schema';
import { parseDocument, type Parsed } from './converter';
import type { CollectionDefinition } from './define-collection';

/** How long item checks run before the browser gets a turn (input, painting). */
const PARSE_SLICE_MS = 8;

/** A type's snapshot as read: its public window, and how many items visitors may see in all. */
export interface PublishedSnapshot<Item> {
  /** The type's public window (decision 0032), not the archive: the rest is read online on demand. */
  items: Parsed<Item>[];
  /** How many published items the type had when the build ran ("1,204 clubs"); undefined from an older build. */
  total: number | undefined;
}

/**
 * The type's public window as the build wrote it (scripts/build-feeds.mjs), with the count of all its
 * published items. Each item is checked against the type's schema like any document read, and anything not
 * public now is left out. `undefined` when there is no snapshot or it cannot be fetched (offline: the
 * device's copy of the database answers instead).
 */
export async function readPublishedSnapshotWithTotal<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  now: Date = new Date(),
): Promise<PublishedSnapshot<z.infer<Schema>> | undefined> {
  if (!definition.publishedSnapshot) return undefined;
  try {
    const body = await httpClient
      .get(definition.publishedSnapshot, { timeout: 8_000 })
      .json<{ items?: unknown; total?: unknown }>();
    if (!Array.isArray(body.items)) return undefined;
    const items: Parsed<z.infer<Schema>>[] = [];
    let sliceStart = performance.now();
    for (const raw of body.items as unknown[]) {
      // Checking each item against its schema is quick, but a few dozen at once held a slow phone
      // up for 70 to 90 ms: let the browser in every few milliseconds.
      if (performance.now() - sliceStart > PARSE_SLICE_MS) {
        await yieldToBrowser();
        sliceStart = performance.now();
      }
      if (typeof raw !== 'object' || raw === null || !('id' in raw) || typeof raw.id !== 'string') continue;
      const { id, ...data } = raw as Record<string, unknown> & { id: string };
      const item = parseDocument(definition.schema, definition.path, { id, data: () => data });
      if (item && isPublic(item, now)) items.push(item);
    }
    const total =
      typeof body.total === 'number' && Number.isInteger(body.total) && body.total >= 0 ? body.total : undefined;
    return { items, total };
  } catch {
    return undefined;
  }
}

/** The items of the type's snapshot (its public window): see readPublishedSnapshotWithTotal. */
export async function readPublishedSnapshot<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  now: Date = new Date(),
): Promise<Parsed<z.infer<Schema>>[] | undefined> {
  return (await readPublishedSnapshotWithTotal(definition, now))?.items;
}
