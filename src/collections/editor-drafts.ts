import * as z from 'zod';
import { flushStored, readStored, removeStored, writeStored } from '@/stores/persistence';

/**
 * What the editor keeps on the device, so nothing typed is ever lost:
 * - a draft, written as you type (survives a crash, a reload or a flat battery);
 * - a save that the server has not confirmed yet, with the version it was based on, so that after a
 *   reload the editor can still tell whether it arrived or clashed with someone else's change.
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
});

const parse = (raw: unknown): StoredEdit | undefined => {
  const result = storedEditSchema.safeParse(raw);
  return result.success ? result.data : undefined;
};

export const draftKey = (path: string, id: string) => `draft:${path}/${id}`;
export const pendingSaveKey = (path: string, id: string) => `pending-save:${path}/${id}`;

export function writeDraft(path: string, id: string, edit: StoredEdit): void {
  writeStored(draftKey(path, id), edit);
}

export const readDraft = (path: string, id: string) => readStored(draftKey(path, id), parse);
export const discardDraft = (path: string, id: string) => removeStored(draftKey(path, id));

/** Kept until the server confirms the save; written at once, since a reload may follow straight away. */
export async function rememberSave(path: string, id: string, edit: StoredEdit): Promise<void> {
  writeStored(pendingSaveKey(path, id), edit);
  await flushStored();
}

export const readPendingSave = (path: string, id: string) => readStored(pendingSaveKey(path, id), parse);
export const forgetSave = (path: string, id: string) => removeStored(pendingSaveKey(path, id));

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
