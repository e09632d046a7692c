import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { holdIdleCallbacks } from '@/lib/browser-idle-fake';
import { follow } from '@/lib/follows';
import {
  currentFollows,
  followsStore,
  loadDeviceFollows,
  resetFollowsStoreForTests,
  saveDeviceFeedVisit,
  saveDeviceFollows,
  saveFollowName,
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

  it('keeps the titles of followed items across a reload, for a feed with no copy of them', async () => {
    await saveFollowName('clubs/thornbury-chess-club', 'Thornbury Chess Club');
    resetFollowsStoreForTests();
    await loadDeviceFollows();
    expect(followsStore.names).toEqual({ 'clubs/thornbury-chess-club': 'Thornbury Chess Club' });
  });

  describe('while the page is busy', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('shows what it read only when the browser is idle, so a view being made is not made again', async () => {
      await saveDeviceFollows({ collections: ['events'], tags: [], ids: [] });
      resetFollowsStoreForTests();
      const browser = holdIdleCallbacks();
      const loading = loadDeviceFollows();
      await vi.waitFor(() => expect(browser.held()).toBe(1));
      expect(followsStore.deviceRead).toBe(false);
      expect(followsStore.device.collections).toEqual([]);
      browser.becomeIdle();
      await loading;
      expect(followsStore.deviceRead).toBe(true);
      expect(followsStore.device.collections).toEqual(['events']);
    });
  });

  it('a list saved while the read waited stays; the last feed visit read is still shown', async () => {
    await saveDeviceFollows({ collections: ['events'], tags: [], ids: [] });
    await saveDeviceFeedVisit(1_700_000_000_000);
    resetFollowsStoreForTests();
    const browser = holdIdleCallbacks();
    const loading = loadDeviceFollows();
    await vi.waitFor(() => expect(browser.held()).toBe(1));
    await saveDeviceFollows({ collections: ['clubs'], tags: [], ids: [] });
    browser.becomeIdle();
    await loading;
    vi.unstubAllGlobals();
    expect(followsStore.device.collections).toEqual(['clubs']);
    expect(followsStore.lastFeedVisit).toBe(1_700_000_000_000);
  });

  it('the account’s follows count once read; before that, the device’s', () => {
    const device = { collections: [], tags: ['choir'], ids: [] };
    const account = { collections: ['events'], tags: [], ids: [] };
    expect(currentFollows({ device, account: null })).toBe(device);
    expect(currentFollows({ device, account })).toBe(account);
  });
});
