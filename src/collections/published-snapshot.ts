import type * as z from 'zod';
import { httpClient } from '@/lib/http-client';
import { yieldToBrowser } from '@/lib/staged-import';
import type { BaseContent } from './content-schema';
import { isPublic } from './content-schema';
import { parseDocument, type Parsed } from './converter';
import type { CollectionDefinition } from './define-collection';

/** How long item checks run before the browser gets a turn (input, painting). */
const PARSE_SLICE_MS = 8;

/**
 * The published items the build wrote as JSON (scripts/build-feeds.mjs). Each is checked against the
 * type's schema like any document read, and anything not public now is left out. `undefined` when there
 * is no snapshot or it cannot be fetched (offline: the device's copy of the database answers instead).
 */
export async function readPublishedSnapshot<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  now: Date = new Date(),
): Promise<Parsed<z.infer<Schema>>[] | undefined> {
  if (!definition.publishedSnapshot) return undefined;
  try {
    const body = await httpClient.get(definition.publishedSnapshot, { timeout: 8_000 }).json<{ items?: unknown }>();
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
    return items;
  } catch {
    return undefined;
  }
}
