import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  announceOfflineReady,
  loadWhenSwitched,
  OFFLINE_READY_TOLD_KEY,
  SWITCH_UNDER_WAY_MS,
  SWITCH_WAIT_MS,
  servedWithoutWorker,
  updateState,
  whenControlled,
} from './service-worker-client';

/** A stand-in for the waiting worker: its state, and the statechange event. */
function worker(state: ServiceWorkerState) {
  const target = new EventTarget();
  return {
    state,
    addEventListener: target.addEventListener.bind(target),
    become(next: ServiceWorkerState) {
      this.state = next;
      target.dispatchEvent(new Event('statechange'));
    },
  };
}

describe('loadWhenSwitched', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('loads the page anyway when the new version has gone (failed to take over)', () => {
    const load = vi.fn();
    loadWhenSwitched(worker('redundant'), load);
    vi.advanceTimersByTime(SWITCH_WAIT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for a switch asked for but not begun (the current version busy), within the same limit', () => {
    const load = vi.fn();
    const waiting = worker('installed');
    loadWhenSwitched(waiting, load);
    vi.advanceTimersByTime(SWITCH_WAIT_MS);
    expect(load).not.toHaveBeenCalled();
    waiting.become('activating');
    expect(load).not.toHaveBeenCalled();
    waiting.become('activated');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits for a switch under way, and loads once it is done', () => {
    const load = vi.fn();
    const waiting = worker('activating');
    loadWhenSwitched(waiting, load);
    vi.advanceTimersByTime(SWITCH_WAIT_MS);
    expect(load).not.toHaveBeenCalled();
    waiting.become('activated');
    expect(load).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(SWITCH_UNDER_WAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it.each(['installed', 'activating'] as const)('gives a switch not done (%s) a limit, then loads', (state) => {
    const load = vi.fn();
    loadWhenSwitched(worker(state), load);
    vi.advanceTimersByTime(SWITCH_WAIT_MS + SWITCH_UNDER_WAY_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(load).toHaveBeenCalledTimes(1);
  });
});

describe('announceOfflineReady', () => {
  function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
    const values = new Map<string, string>();
    return { getItem: (key) => values.get(key) ?? null, setItem: (key, value) => void values.set(key, value) };
  }

  it('says it once per device: a later first install on the same device stays quiet', () => {
    const storage = memoryStorage();
    updateState.offlineReady = false;
    announceOfflineReady(storage);
    expect(updateState.offlineReady).toBe(true);
    expect(storage.getItem(OFFLINE_READY_TOLD_KEY)).not.toBeNull();

    updateState.offlineReady = false;
    announceOfflineReady(storage);
    expect(updateState.offlineReady).toBe(false);
  });

  it('still says it when storage refuses to keep the note', () => {
    updateState.offlineReady = false;
    announceOfflineReady({
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    expect(updateState.offlineReady).toBe(true);
  });
});

describe('a first visit, as far as offline use goes', () => {
  it('is a page whose own address no worker answered', () => {
    expect(servedWithoutWorker({ workerStart: 0 })).toBe(true);
    expect(servedWithoutWorker({ workerStart: 41.5 })).toBe(false);
    // No navigation entry to ask: not taken for a first visit, so nothing is announced wrongly.
    expect(servedWithoutWorker(undefined)).toBe(false);
  });

  it('counts a worker that took control before the app’s code ran as control already reached', async () => {
    const container = Object.assign(new EventTarget(), { controller: {} as ServiceWorker });
    await expect(whenControlled(container)).resolves.toBeUndefined();
  });

  it('otherwise waits for the first worker to take control', async () => {
    const container = Object.assign(new EventTarget(), { controller: null });
    let controlled = false;
    void whenControlled(container).then(() => (controlled = true));
    await Promise.resolve();
    expect(controlled).toBe(false);
    container.dispatchEvent(new Event('controllerchange'));
    await vi.waitFor(() => expect(controlled).toBe(true));
  });
});
