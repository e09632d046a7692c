import * as z from 'zod';
import { singleLineString } from '@/lib/plain-text';

/**
 * A link to an item of another collection, kept with its name so pages can show it without a read:
 * {collection, id, name}. The event organiser is one (checked in firestore.rules as the schema says).
 */
export function referenceSchema<const C extends readonly [string, ...string[]]>(
  collections: C,
  words: { choose: string; what: string; name?: string },
) {
  const name = words.name ?? 'the name';
  return z.object({
    collection: z.enum(collections, { error: words.choose }),
    id: singleLineString({ error: `Please choose ${words.what}.` })
      .min(1, `Please choose ${words.what}.`)
      .max(128, 'The reference is too long.'),
    name: singleLineString({ error: `Please give ${name}.` })
      .trim()
      .min(1, `Please give ${name}.`)
      .max(140, `Please keep ${name} under 140 characters.`),
  });
}

export interface Reference {
  collection: string;
  id: string;
  name: string;
}

/** The public page of a referenced item (collections are served at /{collection}/{id}). */
export function referencePath(reference: Reference): string {
  return `/${reference.collection}/${encodeURIComponent(reference.id)}`;
}
