import type * as z from 'zod';

/** What Firestore hands a converter: the document id and its raw data. */
export interface RawDocument {
  id: string;
  data: () => Record<string, unknown>;
}

export type Parsed<Item> = Item & { id: string };

const reported = new Set<string>();

/**
 * Checks a document read from Firestore against its schema. An invalid document is reported once (per
 * path and id, however often it is read) and skipped, so one bad record never breaks a page.
 */
export function parseDocument<Schema extends z.ZodType>(
  schema: Schema,
  collectionPath: string,
  raw: RawDocument,
  report: (message: string) => void = console.warn,
): Parsed<z.infer<Schema>> | undefined {
  const result = schema.safeParse(raw.data());
  if (result.success) return { ...(result.data as object), id: raw.id } as Parsed<z.infer<Schema>>;
  const key = `${collectionPath}/${raw.id}`;
  if (!reported.has(key)) {
    reported.add(key);
    const problems = result.error.issues.map((issue) => `${issue.path.join('.') || '(document)'}: ${issue.message}`);
    report(`Skipped ${key}, which does not match its content type: ${problems.join('; ')}`);
  }
  return undefined;
}

/** How many documents' checked copies a type keeps: more than its window, so a list's second answer reuses all. */
export const CHECKED_DOCUMENTS_KEPT = 1_200;

/**
 * `parseDocument`, once per content: a listener answers first from the device's copy and again from the
 * server with the same documents, and several parts of a page list the same ones, so checking each answer
 * anew checked the same 50 events with zod two or three times (about 150 ms each time on a slow phone).
 * A document whose data is exactly what was checked before gets the same checked item back; any change
 * to its data is checked in full. Bounded, oldest out first.
 */
export function createCheckedDocuments<Schema extends z.ZodType>(schema: Schema, collectionPath: string) {
  const checked = new Map<string, { data: string; item: Parsed<z.infer<Schema>> | undefined }>();
  return (raw: RawDocument): Parsed<z.infer<Schema>> | undefined => {
    const data = raw.data();
    const text = JSON.stringify(data);
    const known = checked.get(raw.id);
    if (known && known.data === text) return known.item;
    const item = parseDocument(schema, collectionPath, { id: raw.id, data: () => data });
    checked.delete(raw.id);
    checked.set(raw.id, { data: text, item });
    if (checked.size > CHECKED_DOCUMENTS_KEPT) checked.delete(checked.keys().next().value as string);
    return item;
  };
}

/** For tests: forget which documents were reported. */
export function resetReportedDocuments(): void {
  reported.clear();
}
