import type * as z from 'zod';
import { httpClient } from '@/lib/http-client';
import type { BaseContent } from './content-schema';
import { isPublic } from './content-schema';
import { parseDocument, type Parsed } from './converter';
import type { CollectionDefinition } from './define-collection';

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
    return body.items.flatMap((raw: unknown) => {
      if (typeof raw !== 'object' || raw === null || !('id' in raw) || typeof raw.id !== 'string') return [];
      const { id, ...data } = raw as Record<string, unknown> & { id: string };
      const item = parseDocument(definition.schema, definition.path, { id, data: () => data });
      return item && isPublic(item, now) ? [item] : [];
    });
  } catch {
    return undefined;
  }
}
