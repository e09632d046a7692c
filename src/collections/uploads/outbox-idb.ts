import { createStore, del, set, values, type UseStore } from 'idb-keyval';
import type { OutboxStore } from './outbox';
import type { OutboxEntry } from './outbox-machine';

/** Its own database, apart from settings and drafts: clearing those never loses a photo. */
export const OUTBOX_DATABASE = 'community-uploads';
export const OUTBOX_STORE = 'outbox';

function isEntry(value: unknown): value is OutboxEntry {
  const entry = value as Partial<OutboxEntry> | null;
  return (
    typeof entry === 'object' &&
    entry !== null &&
    typeof entry.id === 'string' &&
    typeof entry.state === 'string' &&
    Array.isArray(entry.files) &&
    entry.files.every((file) => file.blob instanceof Blob && typeof file.path === 'string')
  );
}

/** The outbox's entries in IndexedDB (idb-keyval, keyed by upload id), blobs included. */
export function indexedDbOutboxStore(store: UseStore = createStore(OUTBOX_DATABASE, OUTBOX_STORE)): OutboxStore {
  return {
    async all() {
      return (await values<unknown>(store)).filter(isEntry);
    },
    put: (entry) => set(entry.id, entry, store),
    remove: (id) => del(id, store),
  };
}
