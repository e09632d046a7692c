/**
 * The outbox queue at its edges: one run at a time, a timer for the next retry, one sending tab, and the
 * moments sending may have become possible. Each outbox (uploads, contact messages, order requests)
 * builds its sending on these, so they behave alike: triggers only ask for a run, and a run asked for
 * while one is under way is not lost.
 */

/** A run of `pass` at a time. */
export interface SerialRunner {
  /**
   * Starts a run, or, while one is under way, asks it to pass once more when it finishes; either way
   * resolves when the queue has nothing more to do for the moment. Rejects if a pass throws.
   */
  run(): Promise<void>;
  /** Resolves once no run is under way, without asking for one. */
  idle(): Promise<void>;
  /** Whether a run is under way. */
  readonly busy: boolean;
}

/**
 * Runs `pass` (one look through the queue) one at a time: asked while it runs, it passes again once it
 * has finished, and the caller waits for that too. `settled` runs after every run (to set the next timer).
 */
export function serialRunner(pass: () => Promise<void>, settled: () => void = () => undefined): SerialRunner {
  let current: Promise<void> | undefined;
  let again = false;
  return {
    run() {
      if (current) {
        again = true;
        return current;
      }
      current = (async () => {
        do {
          again = false;
          await pass();
        } while (again);
      })().finally(() => {
        current = undefined;
        settled();
      });
      return current;
    },
    idle() {
      return current ?? Promise.resolve();
    },
    get busy() {
      return current !== undefined;
    },
  };
}

/** One timer that wakes the queue for its next retry; setting it replaces the one before. */
export interface Alarm {
  set(ms: number, action: () => void): void;
  clear(): void;
}

export function timerAlarm(
  setTimer: (run: () => void, ms: number) => unknown = (run, ms) => setTimeout(run, ms),
  clearTimer: (timer: unknown) => void = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
): Alarm {
  let timer: unknown;
  const alarm: Alarm = {
    set(ms, action) {
      alarm.clear();
      timer = setTimer(
        () => {
          timer = undefined;
          action();
        },
        Math.max(0, ms),
      );
    },
    clear() {
      if (timer !== undefined) clearTimer(timer);
      timer = undefined;
    },
  };
  return alarm;
}

/**
 * Runs `work` only where no other tab runs it (Web Locks, named `name`); where another tab holds the lock,
 * this one does nothing, since that tab sees this one's entries when it next reads the queue. Without Web
 * Locks, at once.
 */
export function oneTabAtATime(
  name: string,
  locks: () => LockManager | undefined = () =>
    typeof navigator === 'undefined' ? undefined : (navigator.locks as LockManager | undefined),
): (work: () => Promise<void>) => Promise<void> {
  return async (work) => {
    const manager = locks();
    if (!manager) return work();
    await manager.request(name, { ifAvailable: true }, async (lock) => {
      if (lock) await work();
    });
  };
}

/**
 * Asks for a run whenever sending may have become possible: the connection is back, and (with
 * `whenShown`) the tab is shown again.
 */
export function sendWhenPossible(target: Window, run: () => void, { whenShown = true } = {}): void {
  target.addEventListener('online', run);
  if (!whenShown) return;
  target.document.addEventListener('visibilitychange', () => {
    if (target.document.visibilityState === 'visible') run();
  });
}
