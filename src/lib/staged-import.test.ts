import { describe, expect, it, vi } from 'vitest';
import { holdIdleCallbacks } from './browser-idle-fake';
import { browserIdle, firstRenderDone, holdIdleWorkUntilFirstRender, importInStages } from './staged-import';

describe('importInStages', () => {
  it('loads the libraries one after another, each in its own task, then the module', async () => {
    const order: string[] = [];
    let ticks = 0;
    const ticker = setInterval(() => (ticks += 1), 0);
    const library = (name: string) => async () => {
      order.push(`${name}@${ticks}`);
    };
    const module = await importInStages([library('zod'), library('rrule')], async () => {
      order.push(`page@${ticks}`);
      return { default: 'page' };
    });
    clearInterval(ticker);
    expect(module).toEqual({ default: 'page' });
    expect(order.map((entry) => entry.split('@')[0])).toEqual(['zod', 'rrule', 'page']);
    // A task boundary between stages: the other timer ran in between.
    const ticksAt = order.map((entry) => Number(entry.split('@')[1]));
    expect(ticksAt[1]).toBeGreaterThan(ticksAt[0] ?? Infinity);
    expect(ticksAt[2]).toBeGreaterThan(ticksAt[1] ?? Infinity);
  });

  it('fails when a library fails, without loading the module', async () => {
    let loaded = false;
    const failure = new Error('Failed to fetch dynamically imported module');
    await expect(
      importInStages([() => Promise.reject(failure)], async () => {
        loaded = true;
        return {};
      }),
    ).rejects.toBe(failure);
    expect(loaded).toBe(false);
  });
});

describe('browserIdle while the app adopts a prerendered page', () => {
  it('waits for the first render to be on the page, then for the browser to be idle', async () => {
    const idle = holdIdleCallbacks();
    try {
      holdIdleWorkUntilFirstRender();
      let settled = false;
      const waiting = browserIdle(1_000).then(() => (settled = true));
      idle.becomeIdle();
      await new Promise((resolve) => setTimeout(resolve, 0));
      // Idle, but React is still adopting the page: a store changed now would make it build the page anew.
      expect(idle.held()).toBe(0);
      expect(settled).toBe(false);
      firstRenderDone();
      await vi.waitFor(() => expect(idle.held()).toBe(1));
      idle.becomeIdle();
      await waiting;
      expect(settled).toBe(true);
    } finally {
      firstRenderDone();
      vi.unstubAllGlobals();
    }
  });
});
