import * as z from 'zod';
import {
  flushStored,
  readStored,
  removeStored,
  removeStoredWhere,
  storedEntries,
  writeStored,
} from '@/stores/persistence';

/**
 * What the editor keeps on the device, so nothing typed is ever lost:
 * - a draft, written as you type (survives a crash, a reload or a flat battery);
 * - a save that the server has not confirmed yet, with the version it was based on, so that after a
 *   reload the editor can still tell whether it arrived or clashed with someone else's change.
 * Each record names the account that made it: on a shared device it comes back only for that account,
 * and signing out removes that account's records.
 */
export interface StoredEdit {
  values: Record<string, unknown>;
  /** The version the edit started from; null for a new item. */
  baseVersion: number | null;
  /** When it was written (ms since 1970). */
  savedAt: number;
}

const storedEditSchema = z.object({
  values: z.record(z.string(), z.unknown()),
  baseVersion: z.number().int().min(1).nullable(),
  savedAt: z.number(),
  /** The account (uid) that made it. Records from before accounts were kept have none: never restored. */
  owner: z.string().min(1),
});

const DRAFT_PREFIX = 'draft:';
const PENDING_SAVE_PREFIX = 'pending-save:';

export const draftKey = (path: string, id: string) => `${DRAFT_PREFIX}${path}/${id}`;
export const pendingSaveKey = (path: string, id: string) => `${PENDING_SAVE_PREFIX}${path}/${id}`;

/** Accounts signed out while this page is open: their edits are no longer kept (see forgetEditsOf). */
const signedOut = new Set<string>();

const keeps = (owner: string): boolean => owner !== '' && !signedOut.has(owner);

/** The record, if `owner` made it; anyone else's (or an ownerless one) is as good as absent. */
const parseFor =
  (owner: string) =>
  (raw: unknown): StoredEdit | undefined => {
    const result = storedEditSchema.safeParse(raw);
    if (!result.success || !keeps(owner) || result.data.owner !== owner) return undefined;
    const { values, baseVersion, savedAt } = result.data;
    return { values, baseVersion, savedAt };
  };

/** Kept as the form changes. Nobody signed in (`owner` empty), or signed out: nothing is kept. */
export function writeDraft(path: string, id: string, owner: string, edit: StoredEdit): void {
  if (keeps(owner)) writeStored(draftKey(path, id), { ...edit, owner });
}

export const readDraft = (path: string, id: string, owner: string) => readStored(draftKey(path, id), parseFor(owner));
export const discardDraft = (path: string, id: string) => removeStored(draftKey(path, id));

/** Kept until the server confirms the save; written at once, since a reload may follow straight away. */
export async function rememberSave(path: string, id: string, owner: string, edit: StoredEdit): Promise<void> {
  if (!keeps(owner)) return;
  writeStored(pendingSaveKey(path, id), { ...edit, owner });
  await flushStored();
}

export const readPendingSave = (path: string, id: string, owner: string) =>
  readStored(pendingSaveKey(path, id), parseFor(owner));
export const forgetSave = (path: string, id: string) => removeStored(pendingSaveKey(path, id));

/** Whose a stored record is ('' when it names nobody, as records from before accounts were kept). */
function ownerOf(value: unknown): string {
  const owner = (value as { owner?: unknown } | null)?.owner;
  return typeof owner === 'string' ? owner : '';
}

/** How many drafts and unconfirmed saves `owner` has on this device (what signing out would remove). */
export async function countEditsOf(owner: string): Promise<{ drafts: number; unconfirmed: number }> {
  const count = async (prefix: string) =>
    (await storedEntries(prefix)).filter(([, value]) => ownerOf(value) === owner).length;
  return { drafts: await count(DRAFT_PREFIX), unconfirmed: await count(PENDING_SAVE_PREFIX) };
}

/**
 * `owner` signed out (in this tab or another): their drafts and unconfirmed saves leave this device,
 * with records that name nobody, and this page keeps no more of theirs (a form still open here must
 * not write them back).
 */
export async function forgetEditsOf(owner: string): Promise<void> {
  signedOut.add(owner);
  const theirs = (_key: string, value: unknown): boolean => [owner, ''].includes(ownerOf(value));
  await removeStoredWhere(DRAFT_PREFIX, theirs);
  await removeStoredWhere(PENDING_SAVE_PREFIX, theirs);
}

/** For tests: this page keeps edits for every account again. */
export function resetSignedOutForTests(): void {
  signedOut.clear();
}

/** What became of a save made on this device, judged from the server's copy of the document. */
export type SaveOutcome = 'waiting' | 'arrived' | 'conflict';

/**
 * `server` is the document as the server has it (not this device's pending copy). Our save made it
 * version `baseVersion + 1`, by us. Anything else means someone else saved in between: a conflict.
 */
export function saveOutcome(
  pending: Pick<StoredEdit, 'baseVersion'>,
  server: { version: number; updatedBy: string } | undefined,
  uid: string,
): SaveOutcome {
  const expected = (pending.baseVersion ?? 0) + 1;
  if (!server) return pending.baseVersion === null ? 'waiting' : 'conflict';
  if (server.version === expected && server.updatedBy === uid) return 'arrived';
  if (server.version < expected) return 'waiting';
  return 'conflict';
}
