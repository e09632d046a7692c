import { beforeEach, describe, expect, it } from 'vitest';
import { setEarlierPending, syncState, syncStatusStore, trackWrite } from './sync-status-store';
import { deferred } from '@/lib/deferred';

beforeEach(() => {
  syncStatusStore.pendingWrites = 0;
  syncStatusStore.lastSyncedAt = null;
  syncStatusStore.refusedWrites = 0;
  syncStatusStore.earlierPending = false;
});

describe('trackWrite', () => {
  it('counts writes until the server has them, then records when all were saved', async () => {
    const first = deferred();
    const second = deferred();
    void trackWrite(first.promise, () => 111);
    void trackWrite(second.promise, () => 222);
    expect(syncStatusStore.pendingWrites).toBe(2);
    first.resolve();
    await first.promise;
    expect(syncStatusStore).toMatchObject({ pendingWrites: 1, lastSyncedAt: null });
    second.resolve();
    await second.promise;
    expect(syncStatusStore).toMatchObject({ pendingWrites: 0, lastSyncedAt: 222 });
  });

  it('counts refused writes', async () => {
    const write = deferred();
    const tracked = trackWrite(write.promise);
    write.reject(new Error('refused'));
    await expect(tracked).rejects.toThrow('refused');
    expect(syncStatusStore).toMatchObject({ pendingWrites: 0, refusedWrites: 1 });
  });
});

describe('syncState', () => {
  it('says offline first, then syncing, then saved', () => {
    expect(syncState(false, 2, null)).toEqual({ kind: 'offline', pending: 2, earlier: false });
    expect(syncState(true, 2, null)).toEqual({ kind: 'syncing', pending: 2, earlier: false });
    expect(syncState(true, 0, 5)).toEqual({ kind: 'saved' });
    expect(syncState(true, 0, null)).toEqual({ kind: 'idle' });
  });

  it('never says everything is saved while a form on screen holds changes not saved', () => {
    // A save the form's checks refused sent nothing: the queue is empty, but the edits are not saved.
    expect(syncState(true, 0, 5, false, true)).toEqual({ kind: 'idle' });
    expect(syncState(true, 1, 5, false, true)).toEqual({ kind: 'syncing', pending: 1, earlier: false });
  });
});

describe('changes from an earlier visit', () => {
  it('keep the badge on saving until Firestore has sent them, then count as saved', () => {
    setEarlierPending(true, () => 1);
    expect(syncState(true, 0, null, syncStatusStore.earlierPending)).toEqual({
      kind: 'syncing',
      pending: 0,
      earlier: true,
    });
    expect(syncState(false, 0, null, true)).toEqual({ kind: 'offline', pending: 0, earlier: true });
    setEarlierPending(false, () => 42);
    expect(syncStatusStore.lastSyncedAt).toBe(42);
    expect(syncState(true, 0, syncStatusStore.lastSyncedAt, syncStatusStore.earlierPending)).toEqual({ kind: 'saved' });
  });

  it('do not mark anything saved when none were waiting', () => {
    setEarlierPending(false, () => 42);
    expect(syncStatusStore.lastSyncedAt).toBeNull();
  });
});
