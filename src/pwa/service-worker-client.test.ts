import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { loadWhenSwitched, SWITCH_UNDER_WAY_MS, SWITCH_WAIT_MS } from './service-worker-client';

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

  it('loads the page anyway when the switch has not started in time', () => {
    const load = vi.fn();
    loadWhenSwitched(worker('installed'), load);
    vi.advanceTimersByTime(SWITCH_WAIT_MS - 1);
    expect(load).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
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

  it('gives a switch under way a limit, then loads', () => {
    const load = vi.fn();
    loadWhenSwitched(worker('activating'), load);
    vi.advanceTimersByTime(SWITCH_WAIT_MS + SWITCH_UNDER_WAY_MS);
    expect(load).toHaveBeenCalledTimes(1);
  });
});
