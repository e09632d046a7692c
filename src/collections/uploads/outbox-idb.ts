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

const settled = <T>(request: IDBRequest<T> | IDBTransaction) =>
  new Promise<T>((resolve, reject) => {
    if (request instanceof IDBTransaction) {
      request.oncomplete = () => resolve(undefined as T);
      request.onabort = request.onerror = () => reject(request.error ?? new Error('IndexedDB transaction failed'));
    } else {
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB request failed'));
    }
  });

/**
 * The outbox's entries in IndexedDB, blobs included, keyed by upload id: one database and object store of
 * its own, as idb-keyval's `createStore` makes. Written with IndexedDB itself: importing idb-keyval here
 * split it out of the first load into a chunk of its own (one more request for every visitor).
 */
export function indexedDbOutboxStore(
  database = OUTBOX_DATABASE,
  storeName = OUTBOX_STORE,
  factory: () => IDBFactory = () => indexedDB,
): OutboxStore {
  let opened: Promise<IDBDatabase> | undefined;
  const open = (): Promise<IDBDatabase> => {
    if (!opened) {
      const request = factory().open(database);
      request.onupgradeneeded = () => request.result.createObjectStore(storeName);
      opened = settled(request).then((db) => {
        db.onclose = () => (opened = undefined);
        return db;
      });
      opened.catch(() => (opened = undefined));
    }
    return opened;
  };
  const withStore = async <T>(mode: IDBTransactionMode, work: (store: IDBObjectStore) => Promise<T>) => {
    const transaction = (await open()).transaction(storeName, mode);
    const [result] = await Promise.all([work(transaction.objectStore(storeName)), settled(transaction)]);
    return result;
  };
  return {
    all: () => withStore('readonly', async (store) => (await settled(store.getAll())).filter(isEntry)),
    put: (entry) => withStore('readwrite', async (store) => void (await settled(store.put(entry, entry.id)))),
    remove: (id) => withStore('readwrite', async (store) => void (await settled(store.delete(id)))),
  };
}
