import type * as z from 'zod';

/**
 * What every outbox needs of its entries as stored on the device: an id made here, and a reading of the
 * stored list that keeps every good entry.
 */

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const ENTRY_ID_PATTERN = /^[A-Za-z0-9]{20}$/;

/**
 * A Firestore-style auto-id (20 letters and digits) made on the device, so an entry sent twice is still
 * one document. Bytes that would favour some letters (≥ 248) are drawn again, as Firestore does.
 */
export function newEntryId(random: (values: Uint8Array) => Uint8Array = (v) => crypto.getRandomValues(v)): string {
  let id = '';
  const limit = Math.floor(256 / ID_ALPHABET.length) * ID_ALPHABET.length;
  while (id.length < 20) {
    for (const byte of random(new Uint8Array(40))) {
      if (byte < limit && id.length < 20) id += ID_ALPHABET[byte % ID_ALPHABET.length];
    }
  }
  return id;
}

/**
 * Reads a stored list of entries with `schema`: not a list gives undefined; a damaged entry is left out
 * and every good one kept, so one bad entry never costs the others.
 */
export function entriesParser<Schema extends z.ZodType>(
  schema: Schema,
): (raw: unknown) => z.infer<Schema>[] | undefined {
  return (raw) => {
    if (!Array.isArray(raw)) return undefined;
    return raw.flatMap((entry) => {
      const result = schema.safeParse(entry);
      return result.success ? [result.data as z.infer<Schema>] : [];
    });
  };
}
