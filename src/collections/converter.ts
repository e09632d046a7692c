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

/** For tests: forget which documents were reported. */
export function resetReportedDocuments(): void {
  reported.clear();
}
