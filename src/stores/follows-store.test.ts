import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { follow } from '@/lib/follows';
import {
  currentFollows,
  followsStore,
  loadDeviceFollows,
  resetFollowsStoreForTests,
  saveDeviceFeedVisit,
  saveDeviceFollows,
} from './follows-store';

describe('follows kept on this device', () => {
  beforeEach(() => resetFollowsStoreForTests());

  it('keeps a visitor’s follows (made from the store itself) across a reload', async () => {
    await loadDeviceFollows();
    // What the Follow button does: the next list, built from the store's own (proxied) lists.
    await saveDeviceFollows(
      follow(followsStore.device, { kind: 'ids', collection: 'clubs', id: 'thornbury-chess-club' }),
    );
    await saveDeviceFeedVisit(1_700_000_000_000);
    resetFollowsStoreForTests();
    await loadDeviceFollows();
    expect(followsStore.device.ids).toEqual(['clubs/thornbury-chess-club']);
    expect(followsStore.lastFeedVisit).toBe(1_700_000_000_000);
  });

  it('the account’s follows count once read; before that, the device’s', () => {
    const device = { collections: [], tags: ['choir'], ids: [] };
    const account = { collections: ['events'], tags: [], ids: [] };
    expect(currentFollows({ device, account: null })).toBe(device);
    expect(currentFollows({ device, account })).toBe(account);
  });
});
