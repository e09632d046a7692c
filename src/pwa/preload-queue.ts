import { ROUTE_PRELOAD_CONCURRENCY } from '@/config/constants';

/**
 * Runs preload tasks at most `concurrency` at a time, each key once. A task that fails is forgotten,
 * so a later request may try again. Urgent tasks (hovered links) jump the queue.
 */
export function createPreloadQueue(concurrency = ROUTE_PRELOAD_CONCURRENCY) {
  const seen = new Set<string>();
  const waiting: { key: string; task: () => Promise<unknown> }[] = [];
  let running = 0;
  let peak = 0;

  function pump(): void {
    while (running < concurrency && waiting.length > 0) {
      const next = waiting.shift();
      if (!next) return;
      running += 1;
      peak = Math.max(peak, running);
      next
        .task()
        .catch(() => seen.delete(next.key))
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  }

  function enqueue(key: string, task: () => Promise<unknown>, urgent = false): boolean {
    if (seen.has(key)) {
      // Already waiting: an urgent request moves it to the front.
      const index = waiting.findIndex((item) => item.key === key);
      if (urgent && index > 0) waiting.unshift(...waiting.splice(index, 1));
      return false;
    }
    seen.add(key);
    if (urgent) waiting.unshift({ key, task });
    else waiting.push({ key, task });
    pump();
    return true;
  }

  return {
    enqueue,
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
    get peak() {
      return peak;
    },
  };
}
