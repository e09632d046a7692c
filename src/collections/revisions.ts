import type * as z from 'zod';
import type { BaseContent } from './content-schema';
import type { FieldDefinition } from './define-collection';
import { DEFAULT_TIME_ZONE, toDateTimeInput } from '@/lib/zoned-time';
import { editableValues, type EditorValues } from './editor-save-state';

/**
 * Revision history, for any type whose manifest sets `flags.revisions`: each save keeps the version it
 * replaces in `{collection}/{id}/revisions/{version}`, written in the same batch as the save (so it works
 * offline), and nobody changes or deletes one afterwards (firestore.rules). No Firestore or React here:
 * the repository writes them, the editor's history section shows them.
 */

/** The subcollection beside every document of a type with revisions. */
export const REVISIONS = 'revisions';

/** A revision's document id: the version it keeps, so two saves of the same version cannot both land. */
export function revisionId(version: number): string {
  return String(version);
}

/** What is stored for one revision. */
export interface StoredRevision {
  /** The version this revision keeps (the document's `version` before the save). */
  version: number;
  /** Who made the save that replaced it, and when (the server's time). */
  savedBy: string;
  savedAt: unknown;
  /** The whole document as it was. */
  document: Record<string, unknown>;
}

/** A revision as the editor shows it. */
export interface Revision<Item = Record<string, unknown>> {
  id: string;
  version: number;
  savedBy: string;
  savedAt: Date | null;
  /** The document as it was, checked against the type's schema; undefined when it no longer fits. */
  item: Item | undefined;
  /** The stored document as it is, for the comparison when it no longer fits the schema. */
  raw: Record<string, unknown>;
}

/** The stored revision of `previous` (the document before a save by `uid`), with the time to be filled in. */
export function revisionOf(
  previous: Record<string, unknown>,
  version: number,
  uid: string,
  savedAt: unknown,
): StoredRevision {
  return { version, savedBy: uid, savedAt, document: previous };
}

const toDate = (value: unknown): Date | null => {
  if (value instanceof Date) return value;
  if (typeof value === 'object' && value !== null && 'toDate' in value && typeof value.toDate === 'function') {
    return (value as { toDate: () => Date }).toDate();
  }
  return null;
};

/** A stored revision read back: the document through the type's schema, its times as Dates. */
export function parseRevision<Schema extends z.ZodType<BaseContent>>(
  schema: Schema,
  id: string,
  data: Record<string, unknown>,
): Revision<z.infer<Schema>> {
  const raw =
    typeof data.document === 'object' && data.document !== null ? (data.document as Record<string, unknown>) : {};
  const parsed = schema.safeParse(raw);
  return {
    id,
    version: typeof data.version === 'number' ? data.version : Number(id),
    savedBy: typeof data.savedBy === 'string' ? data.savedBy : '',
    savedAt: toDate(data.savedAt),
    item: parsed.success ? parsed.data : undefined,
    raw,
  };
}

/** Newest first. */
export function sortRevisions<Item>(revisions: readonly Revision<Item>[]): Revision<Item>[] {
  return [...revisions].sort((a, b) => b.version - a.version);
}

/** One row of the side-by-side view. */
export interface RevisionRow {
  name: string;
  label: string;
  /** The chosen revision's value, as text. */
  then: string;
  /** The form's value now, as text. */
  now: string;
  changed: boolean;
}

/** A value as the comparison shows it. */
export function showValue(value: unknown): string {
  if (value === null || value === undefined || value === '') return '(empty)';
  const date = toDate(value);
  if (date) return toDateTimeInput(date, DEFAULT_TIME_ZONE).replace('T', ' ');
  if (Array.isArray(value) && value.every((entry) => typeof entry === 'string')) {
    return value.length === 0 ? '(empty)' : value.join(', ');
  }
  if (typeof value === 'object') return JSON.stringify(value, (_key, inner: unknown) => inner ?? undefined);
  return String(value);
}

/**
 * What "Restore this version" leaves as it is now: whether and when the item is public, when it was first
 * published (posts keep that date for good; the rules refuse moving it), and its web address (an old address
 * may belong to another item by now). Publishing stays a decision of its own.
 */
export const KEPT_ON_RESTORE = ['status', 'publishAt', 'publishedAt', 'slug'] as const;

/** Every field the editor shows, the revision's value beside the form's, each marked when they differ. */
export function revisionRows(
  fields: readonly Pick<FieldDefinition<EditorValues>, 'name' | 'label'>[],
  revision: Record<string, unknown>,
  current: EditorValues,
): RevisionRow[] {
  const seen = new Set<string>(KEPT_ON_RESTORE);
  return fields.flatMap(({ name, label }) => {
    if (seen.has(name)) return [];
    seen.add(name);
    const then = showValue(revision[name]);
    const now = showValue(current[name]);
    return [{ name, label, then, now, changed: then !== now }];
  });
}

/**
 * The form's values to restore a revision: every field the person edits from the revision, on top of the
 * current values (a field the type gained since keeps today's value), but for publishing and the address
 * (KEPT_ON_RESTORE). Saved as a normal save of the current version, so it is a new version with its own
 * revision, and a conflict with someone else's save still shows as one.
 */
export function restoredValues(revision: Record<string, unknown>, current: EditorValues): EditorValues {
  const kept = new Set<string>(KEPT_ON_RESTORE);
  const fromRevision = Object.entries(editableValues(revision)).filter(([name]) => !kept.has(name));
  return { ...current, ...Object.fromEntries(fromRevision) };
}
