import { describe, expect, it } from 'vitest';
import { importInStages } from './staged-import';

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
