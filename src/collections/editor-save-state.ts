import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { FieldDefinition } from './define-collection';
import { DEFAULT_TIME_ZONE, toDateTimeInput } from '@/lib/zoned-time';

/** The editor's values: every field of the item but the ones the repository sets. */
export type EditorValues = Record<string, unknown>;

/** Fields the repository sets; the editor never shows or sends them. */
export const SERVER_FIELDS = ['id', 'createdAt', 'updatedAt', 'createdBy', 'updatedBy', 'version'] as const;

/**
 * What "Keep my version" saves in a conflict: the editor's values, with the server's for the fields the
 * type says the server owns (`serverOwnedInConflicts`); the editor's alone when it is deleted or owns none.
 */
export function keptOnConflict(
  mine: EditorValues,
  theirs: Record<string, unknown> | undefined,
  serverOwned: ((mine: never, theirs: never) => unknown) | undefined,
): EditorValues {
  if (!theirs || !serverOwned) return mine;
  return serverOwned(mine as never, editableValues(theirs) as never) as EditorValues;
}

/** Stand-ins for the server's fields, so the whole schema can check what the editor holds. */
export const SERVER_PLACEHOLDERS = {
  createdAt: new Date(0),
  updatedAt: new Date(0),
  createdBy: 'editor',
  updatedBy: 'editor',
  version: 1,
};

export function editableValues(item: Record<string, unknown>): EditorValues {
  return Object.fromEntries(
    Object.entries(item).filter(([name]) => !(SERVER_FIELDS as readonly string[]).includes(name)),
  );
}

/** What became of the editor's last save, as the status line and the alerts show it. */
export type SaveState =
  | { kind: 'idle' }
  /** Save pressed: being checked and written to this device's copy. */
  | { kind: 'saving' }
  | { kind: 'pending' }
  | { kind: 'saved' }
  | { kind: 'conflict'; theirs: Parsed<BaseContent> | undefined; mine: EditorValues }
  | { kind: 'failed'; message: string };

export type SaveEvent =
  /** The form passed its checks: the save is on its way into this device's copy. */
  | { type: 'started' }
  /** The form has problems (or the web address is taken): nothing was written. */
  | { type: 'invalid' }
  /** A save left this device's queue: written locally, on its way to the server. */
  | { type: 'queued' }
  /** A write of ours from before (a reload) is still waiting. */
  | { type: 'found-pending' }
  /** The server has our write. */
  | { type: 'committed' }
  | { type: 'write-failed'; message: string }
  /** Refused for a stale version: the live copy shows the conflict, with both versions, so nothing changes here. */
  | { type: 'version-conflict' }
  /** The server's copy is not the one we saved: someone else's won. */
  | { type: 'overtaken'; theirs: Parsed<BaseContent> | undefined; mine: EditorValues }
  /** The editor chose which version to keep. */
  | { type: 'resolved' };

export const INVALID_MESSAGE = 'Please fix the problems marked below. Nothing has been lost.';

/** The save state machine: plain data in, plain data out, so it is tested without a DOM or Firestore. */
export function saveReducer(state: SaveState, event: SaveEvent): SaveState {
  switch (event.type) {
    case 'started':
      return { kind: 'saving' };
    case 'invalid':
      return { kind: 'failed', message: INVALID_MESSAGE };
    case 'queued':
    case 'found-pending':
      return { kind: 'pending' };
    case 'committed':
      // A conflict shown meanwhile waits for the editor's choice; an earlier write arriving does not settle it.
      return state.kind === 'conflict' ? state : { kind: 'saved' };
    case 'write-failed':
      return { kind: 'failed', message: event.message };
    case 'version-conflict':
      return state;
    case 'overtaken':
      return { kind: 'conflict', theirs: event.theirs, mine: event.mine };
    case 'resolved':
      return { kind: 'idle' };
  }
}

/** The words for the save state's badge, or null when there is nothing to say. */
export function syncLabel(state: SaveState, online: boolean): string | null {
  if (state.kind === 'saving') return 'Saving…';
  if (state.kind === 'pending') return online ? 'Saving…' : 'Saved on this device · waiting to sync';
  if (state.kind === 'saved') return 'Saved';
  return null;
}

/** Draft, published, scheduled or archived, from the values being edited. */
export function publishState(
  values: EditorValues,
  now: Date = new Date(),
): 'draft' | 'published' | 'scheduled' | 'archived' {
  const status = String(values.status ?? 'draft');
  if (status === 'published')
    return values.publishAt instanceof Date && values.publishAt > now ? 'scheduled' : 'published';
  return status === 'archived' ? 'archived' : 'draft';
}

/**
 * The public page's address, once visitors can see it there: published (not scheduled) as last saved,
 * with a web address. Unsaved edits do not count: the public page shows what was saved.
 */
export function publicUrl(publicPath: string, saved: EditorValues, now: Date = new Date()): string | null {
  if (publishState(saved, now) !== 'published') return null;
  const slug = typeof saved.slug === 'string' ? saved.slug : '';
  return slug === '' ? null : `${publicPath}/${encodeURIComponent(slug)}`;
}

/** Field-by-field differences between two versions, for the conflict view. */
export function differences(
  fields: readonly FieldDefinition<EditorValues>[],
  mine: EditorValues,
  theirs: EditorValues,
): { name: string; label: string; mine: string; theirs: string }[] {
  const show = (value: unknown): string => {
    if (value === null || value === undefined || value === '') return '(empty)';
    if (value instanceof Date) return toDateTimeInput(value, DEFAULT_TIME_ZONE).replace('T', ' ');
    if (typeof value === 'object') return JSON.stringify(value, (_key, inner: unknown) => inner ?? undefined);
    return String(value);
  };
  const labels = new Map<string, string>(fields.map((field) => [field.name, field.label]));
  labels.set('status', 'Status');
  labels.set('publishAt', 'Publish at');
  const names = new Set([...Object.keys(mine), ...Object.keys(theirs)].filter((name) => labels.has(name)));
  return [...names].flatMap((name) => {
    const a = show(mine[name]);
    const b = show(theirs[name]);
    return a === b ? [] : [{ name, label: labels.get(name) ?? name, mine: a, theirs: b }];
  });
}

/** Fields grouped into the definition's sections, in the order each section first appears. */
export function groupIntoSections<Field extends { section?: string }>(
  fields: readonly Field[],
  fallback = 'Details',
): { title: string; fields: Field[] }[] {
  const sections = new Map<string, Field[]>();
  for (const field of fields) {
    const title = field.section ?? fallback;
    const list = sections.get(title) ?? [];
    list.push(field);
    sections.set(title, list);
  }
  return [...sections].map(([title, list]) => ({ title, fields: list }));
}

/** The categories already in use for a type, most used first, then A to Z; blanks left out. */
export function categoriesInUse(items: readonly Record<string, unknown>[], field = 'category'): string[] {
  const counts = new Map<string, number>();
  for (const item of items) {
    const value = item[field];
    if (typeof value !== 'string' || value.trim() === '') continue;
    counts.set(value.trim(), (counts.get(value.trim()) ?? 0) + 1);
  }
  return [...counts].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0], 'en-GB')).map(([name]) => name);
}

/**
 * The form's problems as a list for the alert above it: each under its field's label. A problem on a part of
 * a field (`members.0.name`) goes under the field; one on no field the form shows still gets a line, so the
 * alert never says "marked below" about nothing.
 */
export function problemSummary(
  fields: readonly Pick<FieldDefinition<EditorValues>, 'name' | 'label'>[],
  errors: Record<string, unknown>,
): { field: string; label: string; message: string }[] {
  const labels = new Map<string, string>(fields.map((field) => [field.name, field.label]));
  labels.set('status', 'Status');
  labels.set('publishAt', 'Publish later, at');
  const seen = new Set<string>();
  return Object.entries(errors).flatMap(([path, message]) => {
    if (message === null || message === undefined || message === false || message === '') return [];
    const field = path.split('.')[0] ?? path;
    const text = String(message);
    const key = `${field}\u0000${text}`;
    if (seen.has(key)) return [];
    seen.add(key);
    return [{ field, label: labels.get(field) ?? 'Other details', message: text }];
  });
}
