import { subscribe } from 'valtio';
import { oneTabAtATime, sendWhenPossible } from '@/collections/outbox/queue-runner';
import { loadStorage } from '@/firebase/storage-service';
import { connectivityStore } from '@/stores/connectivity-store';
import { syncStatusStore } from '@/stores/sync-status-store';
import { setOutboxSummary } from '@/stores/upload-outbox-store';
import type { CollectionManifest } from '../define-collection';
import { firestoreDocumentLink, provideContentTypes } from './document-link';
import { Outbox } from './outbox';
import { indexedDbOutboxStore } from './outbox-idb';
import { summarise } from './outbox-machine';
import { registerRunningOutbox } from './waiting-uploads';

let outbox: Outbox | undefined;

/** This device's outbox, created on first use (the editor's picker, or the app once someone signs in). */
export function getOutbox(): Outbox {
  outbox ??= new Outbox({
    store: indexedDbOutboxStore(),
    storage: loadStorage,
    documents: firestoreDocumentLink,
    online: () => connectivityStore.online,
    onChange: (entries) => setOutboxSummary(summarise(entries)),
    exclusive: oneTabAtATime('upload-outbox'),
  });
  registerRunningOutbox(outbox);
  return outbox;
}

let started = false;

/**
 * Sends what waits, now and whenever it may have become possible: back online, the tab shown again, a
 * save made (a staged photo's document now points at it, or an earlier url save reached the server).
 * One tab sends at a time (Web Locks where the browser has them): the same file is never sent twice.
 */
export function startOutbox(target: Window, contentTypes?: readonly CollectionManifest[]): void {
  // The app gives its content types (src/app may not be imported here): the url saves wait for them.
  if (contentTypes) provideContentTypes(contentTypes);
  if (started) return;
  started = true;
  const box = getOutbox();
  const run = (): void => box.run();
  run();
  sendWhenPossible(target, run);
  subscribe(syncStatusStore, run);
  subscribe(connectivityStore, () => {
    if (connectivityStore.online) run();
  });
}
