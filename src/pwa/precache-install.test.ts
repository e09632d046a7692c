import { describe, expect, it } from 'vitest';
import type { PrecacheController } from 'workbox-precaching';
import { eachAtMost, installPrecache, PRECACHE_REQUESTS_AT_ONCE } from './precache-install';

/** A task whose calls are held until `release` is called, counting how many run at once. */
function heldTasks() {
  const waiting: (() => void)[] = [];
  const state = { running: 0, most: 0, started: [] as number[] };
  const task = (item: number) => {
    state.started.push(item);
    state.running += 1;
    state.most = Math.max(state.most, state.running);
    return new Promise<void>((resolve) =>
      waiting.push(() => {
        state.running -= 1;
        resolve();
      }),
    );
  };
  const releaseAll = async () => {
    while (waiting.length > 0) {
      waiting.splice(0).forEach((release) => release());
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  return { task, state, releaseAll };
}

describe('eachAtMost', () => {
  it('runs every item, never more than the limit at once, starting them in the order of the list', async () => {
    const items = Array.from({ length: 20 }, (_, index) => index);
    const { task, state, releaseAll } = heldTasks();
    const done = eachAtMost(items, 6, task);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.running).toBe(6);
    await releaseAll();
    await done;
    expect(state.most).toBe(6);
    expect(state.started).toEqual(items);
  });

  it('fails with the first failure once the tasks under way have ended, and starts no more after it', async () => {
    const started: number[] = [];
    const ended: number[] = [];
    const failing = eachAtMost([0, 1, 2, 3, 4, 5], 2, async (item) => {
      started.push(item);
      await new Promise((resolve) => setTimeout(resolve, item === 1 ? 5 : 1));
      if (item === 0) throw new Error('file 0 answered 404');
      ended.push(item);
    });
    await expect(failing).rejects.toThrow('file 0 answered 404');
    expect(ended).toContain(1);
    expect(started.length).toBeLessThan(6);
  });

  it('does nothing for no items', async () => {
    await expect(eachAtMost([], 6, () => Promise.reject(new Error('never')))).resolves.toBeUndefined();
  });
});

describe('installPrecache', () => {
  it('asks for every file under its cache key, several at once, revisioned files from the server', async () => {
    const files = Array.from({ length: 12 }, (_, index) => `https://hub.example/assets/chunk-${index}.js`);
    files.push('https://hub.example/app-shell.html');
    const { task, state, releaseAll } = heldTasks();
    const asked: { url: string; cache: RequestCache; cacheKey: unknown }[] = [];
    const controller = {
      getURLsToCacheKeys: () =>
        new Map(files.map((url) => [url, url.endsWith('.html') ? `${url}?__WB_REVISION__=abc` : url])),
      strategy: {
        handleAll: ({ request, params }: { request: Request; params: { cacheKey: string } }) => {
          asked.push({ url: request.url, cache: request.cache, cacheKey: params.cacheKey });
          const done = task(asked.length);
          return [done, done];
        },
      },
    } as unknown as PrecacheController;
    const installing = installPrecache(
      controller,
      {} as Parameters<typeof installPrecache>[1],
      new Set(['https://hub.example/app-shell.html']),
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(state.running).toBe(PRECACHE_REQUESTS_AT_ONCE);
    await releaseAll();
    await installing;
    expect(asked.map((request) => request.url)).toEqual(files);
    expect(asked.at(-1)).toEqual({
      url: 'https://hub.example/app-shell.html',
      cache: 'reload',
      cacheKey: 'https://hub.example/app-shell.html?__WB_REVISION__=abc',
    });
    expect(asked[0]?.cache).toBe('default');
  });
});
