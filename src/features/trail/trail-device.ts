import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import * as z from 'zod';
import { flushStored, readStored, writeStored } from '@/stores/persistence';

/**
 * What this device remembers of the creative trail (IndexedDB, through the app's persistence): the stops
 * ticked as visited, whether reaching a stop ticks it, and whether the trail is stored for
 * offline. Nothing leaves the phone; no account is needed.
 */

export const TRAIL_DEVICE_KEY = 'creativeTrail';

export interface TrailDevice {
  visited: string[];
  autoTick: boolean;
  /** When the trail was stored for offline, and how big it was (bytes); null when it is not. */
  offline: { savedAt: string; bytes: number } | null;
}

const storedSchema = z.object({
  visited: z.array(z.string().min(1).max(128)).max(500).catch([]),
  autoTick: z.boolean().catch(false),
  offline: z
    .object({ savedAt: z.iso.datetime({ offset: true }), bytes: z.number().int().nonnegative() })
    .nullable()
    .catch(null),
});

/** The stored state, each part checked on its own (a bad part falls back; the rest is kept). */
export function parseTrailDevice(raw: unknown): TrailDevice | undefined {
  const parsed = storedSchema.safeParse(raw);
  return parsed.success ? { ...parsed.data, visited: [...new Set(parsed.data.visited)] } : undefined;
}

const initial = (): TrailDevice => ({ visited: [], autoTick: false, offline: null });

export const trailDeviceStore = proxy<TrailDevice & { hydrated: boolean }>({ ...initial(), hydrated: false });

function persist(): void {
  const { visited, autoTick, offline } = trailDeviceStore;
  writeStored(TRAIL_DEVICE_KEY, { visited: [...visited], autoTick, offline: offline ? { ...offline } : null });
  // Each change is a tap, never a burst: written at once, so a reload or a closed tab straight after keeps it.
  void flushStored();
}

let hydration: Promise<void> | undefined;
/** Changes made before the stored state was read: applied over it, so a quick tap is not lost. */
const early: ((state: TrailDevice) => void)[] = [];

/** Reads the stored state once per page load. */
export function hydrateTrailDevice(): Promise<void> {
  hydration ??= readStored(TRAIL_DEVICE_KEY, parseTrailDevice).then((stored) => {
    Object.assign(trailDeviceStore, stored ?? initial());
    for (const change of early.splice(0)) change(trailDeviceStore);
    trailDeviceStore.hydrated = true;
    persist();
  });
  return hydration;
}

function change(apply: (state: TrailDevice) => void): void {
  apply(trailDeviceStore);
  if (!trailDeviceStore.hydrated) early.push(apply);
  persist();
}

export function setVisited(id: string, visited: boolean): void {
  change((state) => {
    const others = state.visited.filter((entry) => entry !== id);
    state.visited = visited ? [...others, id] : others;
  });
}

export function markVisited(ids: readonly string[]): void {
  if (ids.length > 0)
    change((state) => {
      state.visited = [...new Set([...state.visited, ...ids])];
    });
}

export function resetVisited(): void {
  change((state) => {
    state.visited = [];
  });
}

export function setAutoTick(autoTick: boolean): void {
  change((state) => {
    state.autoTick = autoTick;
  });
}

export function setTrailOffline(offline: TrailDevice['offline']): void {
  change((state) => {
    state.offline = offline;
  });
}

/** The device's trail state, read from storage on first use. */
export function useTrailDevice() {
  useEffect(() => {
    void hydrateTrailDevice();
  }, []);
  return useSnapshot(trailDeviceStore);
}

/** For tests: forget the state and that it was read. */
export function resetTrailDeviceForTests(): void {
  hydration = undefined;
  early.length = 0;
  Object.assign(trailDeviceStore, initial(), { hydrated: false });
}
