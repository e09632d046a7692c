import { proxy } from 'valtio';

/**
 * Changes made on this device and whether the server has them yet. Every write the collection engine
 * makes is tracked here; the status badge reads it (offline · syncing N · all changes saved).
 */
export const syncStatusStore = proxy({
  /** Writes applied on this device that the server has not acknowledged yet. */
  pendingWrites: 0,
  /** When the last pending write was acknowledged (ms since 1970), or null if nothing was written. */
  lastSyncedAt: null as number | null,
  /** Writes the server refused (for example, someone else changed the same item). */
  refusedWrites: 0,
  /** Changes made in an earlier visit that are still waiting to be sent (Firestore keeps them). */
  earlierPending: false,
});

/** Earlier visits' changes are waiting (`true`), or have all reached the server (`false`). */
export function setEarlierPending(pending: boolean, now: () => number = Date.now): void {
  if (syncStatusStore.earlierPending && !pending && syncStatusStore.pendingWrites === 0) {
    syncStatusStore.lastSyncedAt = now();
  }
  syncStatusStore.earlierPending = pending;
}

/** Counts a write until the server acknowledges or refuses it. Returns the same promise. */
export function trackWrite<T>(committed: Promise<T>, now: () => number = Date.now): Promise<T> {
  syncStatusStore.pendingWrites += 1;
  committed.then(
    () => {
      syncStatusStore.pendingWrites -= 1;
      if (syncStatusStore.pendingWrites === 0) syncStatusStore.lastSyncedAt = now();
    },
    () => {
      syncStatusStore.pendingWrites -= 1;
      syncStatusStore.refusedWrites += 1;
    },
  );
  return committed;
}

/** `pending` counts this visit's changes; `earlier` says changes from an earlier visit also wait. */
export type SyncState =
  | { kind: 'offline'; pending: number; earlier: boolean }
  | { kind: 'syncing'; pending: number; earlier: boolean }
  | { kind: 'saved' }
  | { kind: 'idle' };

/**
 * What the badge says. Offline is a normal state: pending changes wait and are sent later. "Saved" only
 * when no form on screen holds changes that were never saved (`unsavedForms`).
 */
export function syncState(
  online: boolean,
  pendingWrites: number,
  lastSyncedAt: number | null,
  earlierPending = false,
  unsavedForms = false,
): SyncState {
  if (!online) return { kind: 'offline', pending: pendingWrites, earlier: earlierPending };
  if (pendingWrites > 0 || earlierPending) return { kind: 'syncing', pending: pendingWrites, earlier: earlierPending };
  return lastSyncedAt === null || unsavedForms ? { kind: 'idle' } : { kind: 'saved' };
}
