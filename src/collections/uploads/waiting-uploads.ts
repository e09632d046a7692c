import { indexedDbOutboxStore } from './outbox-idb';
import type { OutboxEntry } from './outbox-machine';

/**
 * What signing out needs of the upload outbox, apart from the outbox itself, so a sign-out does not load
 * the outbox's code: how many uploads wait, and forgetting them. The outbox running in this tab, if any,
 * registers here (start-outbox.ts), so it is stopped before its entries go.
 */
interface RunningOutbox {
  list(): Promise<OutboxEntry[]>;
  discard(id: string, options: { clearDocument?: boolean }): Promise<void>;
  stop(): void;
}

let running: RunningOutbox | undefined;

export function registerRunningOutbox(outbox: RunningOutbox): void {
  running = outbox;
}

/**
 * How many photos and files of this device wait to upload (saved with their documents; picked but never
 * saved ones are the editor's drafts). Read from IndexedDB, so it counts other tabs' too.
 */
export async function countWaitingUploads(): Promise<number> {
  const entries = await (running ? running.list() : indexedDbOutboxStore().all());
  return entries.filter((entry) => entry.state !== 'staged').length;
}

/**
 * Signing out: the uploads waiting here are forgotten, so the next person on this device neither sees
 * them nor sends them under their own name. The one under way is stopped.
 */
export async function forgetUploads(): Promise<void> {
  if (running) {
    const box = running;
    await Promise.all((await box.list()).map((entry) => box.discard(entry.id, { clearDocument: false })));
    box.stop();
  }
  // Whatever is left in the database (another tab's, or this one's without a running outbox).
  const store = indexedDbOutboxStore();
  await Promise.all((await store.all()).map((entry) => store.remove(entry.id)));
}
