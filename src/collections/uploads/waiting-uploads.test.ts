import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { indexedDbOutboxStore } from './outbox-idb';
import { promoted, stagedEntry } from './outbox-machine';
import { countWaitingUploads, forgetUploads } from './waiting-uploads';

const file = (path: string) => ({
  role: 'large' as const,
  path,
  blob: new Blob(['x']),
  contentType: 'application/pdf',
});
const target = { collection: 'documents', documentId: 'd1', field: 'file' };

describe('the uploads a sign-out would lose', () => {
  it('counts the ones saved with their documents (not those picked and never saved), then forgets them all', async () => {
    const store = indexedDbOutboxStore();
    await store.put(promoted(stagedEntry('a1', target, [file('documents/d1/a1/a.pdf')], 1), 2));
    await store.put(promoted(stagedEntry('b2', target, [file('documents/d1/b2/b.pdf')], 1), 2));
    await store.put(stagedEntry('c3', target, [file('documents/d1/c3/c.pdf')], 1));
    expect(await countWaitingUploads()).toBe(2);

    await forgetUploads();
    expect(await store.all()).toEqual([]);
    expect(await countWaitingUploads()).toBe(0);
  });
});
