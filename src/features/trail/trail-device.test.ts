import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it } from 'vitest';
import { flushStored, readStored } from '@/stores/persistence';
import {
  hydrateTrailDevice,
  parseTrailDevice,
  resetTrailDeviceForTests,
  resetVisited,
  setVisited,
  TRAIL_DEVICE_KEY,
  trailDeviceStore,
} from './trail-device';

describe('the trail on this device', () => {
  beforeEach(() => resetTrailDeviceForTests());

  it('keeps visited stops across page loads', async () => {
    await hydrateTrailDevice();
    setVisited('pump', true);
    setVisited('wall', true);
    setVisited('pump', false);
    await flushStored();
    resetTrailDeviceForTests();
    await hydrateTrailDevice();
    expect(trailDeviceStore.visited).toEqual(['wall']);
    resetVisited();
    await flushStored();
    expect((await readStored(TRAIL_DEVICE_KEY, parseTrailDevice))?.visited).toEqual([]);
  });

  it('keeps a tick made before the stored state was read', async () => {
    setVisited('early', true);
    await hydrateTrailDevice();
    expect(trailDeviceStore.visited).toContain('early');
  });

  it('repairs a damaged stored state part by part', () => {
    expect(parseTrailDevice({ visited: ['a', 'a', 'b'], view: 'globe', autoTick: 'yes', offline: 3 })).toEqual({
      visited: ['a', 'b'],
      autoTick: false,
      offline: null,
    });
    expect(parseTrailDevice('nonsense')).toBeUndefined();
  });
});
