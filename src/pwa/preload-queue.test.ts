import { describe, expect, it } from 'vitest';
import { createPreloadQueue } from './preload-queue';
import { deferred } from '@/lib/deferred';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('preload queue', () => {
  it('runs at most four at a time and starts the next as one finishes', async () => {
    const queue = createPreloadQueue(4);
    const tasks = Array.from({ length: 10 }, () => deferred());
    const started: number[] = [];
    tasks.forEach((task, index) =>
      queue.enqueue(`r${index}`, () => {
        started.push(index);
        return task.promise;
      }),
    );
    expect(started).toEqual([0, 1, 2, 3]);
    expect(queue.waiting).toBe(6);
    tasks[1]?.resolve();
    await flush();
    expect(started).toEqual([0, 1, 2, 3, 4]);
    tasks.forEach((task) => task.resolve());
    for (let i = 0; i < 5; i += 1) await flush();
    expect(started).toHaveLength(10);
    expect(queue.peak).toBe(4);
    expect(queue.running).toBe(0);
  });

  it('loads each key once', () => {
    const queue = createPreloadQueue(4);
    let calls = 0;
    const task = () => {
      calls += 1;
      return Promise.resolve();
    };
    expect(queue.enqueue('/events', task)).toBe(true);
    expect(queue.enqueue('/events', task)).toBe(false);
    expect(calls).toBe(1);
  });

  it('lets a failed key be tried again', async () => {
    const queue = createPreloadQueue(1);
    queue.enqueue('/events', () => Promise.reject(new Error('offline')));
    await flush();
    await flush();
    let retried = false;
    queue.enqueue('/events', () => {
      retried = true;
      return Promise.resolve();
    });
    expect(retried).toBe(true);
  });

  it('puts urgent work first', () => {
    const queue = createPreloadQueue(1);
    const blocker = deferred();
    const order: string[] = [];
    queue.enqueue('first', () => blocker.promise);
    queue.enqueue('a', async () => void order.push('a'));
    queue.enqueue('b', async () => void order.push('b'));
    queue.enqueue('b', async () => void order.push('b-again'), true);
    queue.enqueue('hovered', async () => void order.push('hovered'), true);
    blocker.resolve();
    return new Promise<void>((resolve) =>
      setTimeout(() => {
        expect(order).toEqual(['hovered', 'b', 'a']);
        resolve();
      }, 10),
    );
  });
});
