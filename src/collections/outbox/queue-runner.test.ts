import { describe, expect, it, vi } from 'vitest';
import { oneTabAtATime, sendWhenPossible, serialRunner, timerAlarm } from './queue-runner';

/** A promise the test settles. */
function gate() {
  let open: () => void = () => undefined;
  let fail: (error: unknown) => void = () => undefined;
  const promise = new Promise<void>((resolve, reject) => {
    open = resolve;
    fail = reject;
  });
  return { promise, open, fail };
}

describe('one run at a time', () => {
  it('never runs two passes at once, and passes again once when asked during a run', async () => {
    const gates = [gate(), gate()];
    let passes = 0;
    let running = 0;
    let most = 0;
    const runner = serialRunner(async () => {
      running += 1;
      most = Math.max(most, running);
      await gates[passes++]?.promise;
      running -= 1;
    });

    const first = runner.run();
    expect(runner.busy).toBe(true);
    // Three asks during the run make one more pass, not three.
    const second = runner.run();
    void runner.run();
    void runner.run();
    expect(second).toBe(first);
    gates[0]?.open();
    await Promise.resolve();
    gates[1]?.open();
    await first;
    expect(passes).toBe(2);
    expect(most).toBe(1);
    expect(runner.busy).toBe(false);
  });

  it('calls settled after each run (to set the next timer), and a new ask after it starts a new run', async () => {
    const settled = vi.fn();
    const pass = vi.fn(async () => undefined);
    const runner = serialRunner(pass, settled);
    await runner.run();
    await runner.run();
    expect(pass).toHaveBeenCalledTimes(2);
    expect(settled).toHaveBeenCalledTimes(2);
  });

  it('idle waits for the run under way without asking for another', async () => {
    const door = gate();
    const pass = vi.fn(() => door.promise);
    const runner = serialRunner(pass);
    await runner.idle();
    expect(pass).not.toHaveBeenCalled();
    void runner.run();
    let idle = false;
    const waiting = runner.idle().then(() => (idle = true));
    await Promise.resolve();
    expect(idle).toBe(false);
    door.open();
    await waiting;
    expect(idle).toBe(true);
    expect(pass).toHaveBeenCalledTimes(1);
  });

  it('a pass that throws rejects the run and does not stop the next one', async () => {
    let calls = 0;
    const runner = serialRunner(async () => {
      calls += 1;
      if (calls === 1) throw new Error('IndexedDB went away');
    });
    await expect(runner.run()).rejects.toThrow('IndexedDB went away');
    expect(runner.busy).toBe(false);
    await runner.run();
    expect(calls).toBe(2);
  });
});

describe('the retry alarm', () => {
  it('keeps one timer: setting it again replaces the one before, and clear stops it', () => {
    const timers = new Map<number, () => void>();
    let next = 0;
    const alarm = timerAlarm(
      (run) => {
        const id = ++next;
        timers.set(id, () => {
          timers.delete(id);
          run();
        });
        return id;
      },
      (timer) => timers.delete(timer as number),
    );
    const first = vi.fn();
    const second = vi.fn();
    alarm.set(1_000, first);
    alarm.set(2_000, second);
    expect(timers.size).toBe(1);
    [...timers.values()].forEach((run) => run());
    expect(first).not.toHaveBeenCalled();
    expect(second).toHaveBeenCalledTimes(1);

    alarm.set(1_000, first);
    alarm.clear();
    expect(timers.size).toBe(0);
  });

  it('never asks for a negative wait', () => {
    const setTimer = vi.fn(() => 1);
    timerAlarm(setTimer, () => undefined).set(-500, () => undefined);
    expect(setTimer).toHaveBeenCalledWith(expect.any(Function), 0);
  });
});

describe('one sending tab', () => {
  /** A Web Locks stand-in: a lock is held until its callback settles; `ifAvailable` gets null while it is held. */
  function fakeLocks() {
    const held = new Set<string>();
    return {
      async request(
        name: string,
        _options: { ifAvailable: boolean },
        callback: (lock: object | null) => Promise<void>,
      ) {
        if (held.has(name)) return callback(null);
        held.add(name);
        try {
          await callback({ name });
        } finally {
          held.delete(name);
        }
      },
    } as unknown as LockManager;
  }

  it('runs the work in one tab only while another holds the lock, and again once it is free', async () => {
    const locks = fakeLocks();
    const thisTab = oneTabAtATime('upload-outbox', () => locks);
    const otherTab = oneTabAtATime('upload-outbox', () => locks);
    const door = gate();
    const work = vi.fn(() => door.promise);
    const sending = thisTab(work);
    await otherTab(work);
    expect(work).toHaveBeenCalledTimes(1);
    door.open();
    await sending;
    const after = vi.fn(async () => undefined);
    await otherTab(after);
    expect(after).toHaveBeenCalledTimes(1);
  });

  it('without Web Locks, runs the work at once', async () => {
    const work = vi.fn(async () => undefined);
    await oneTabAtATime('upload-outbox', () => undefined)(work);
    expect(work).toHaveBeenCalledTimes(1);
  });
});

describe('sending when it may work', () => {
  /** A window with only what the triggers listen to. */
  function fakeWindow(visibilityState: DocumentVisibilityState = 'visible') {
    const document = Object.assign(new EventTarget(), { visibilityState });
    return Object.assign(new EventTarget(), { document }) as unknown as Window & {
      document: { visibilityState: DocumentVisibilityState };
    };
  }

  it('asks for a run when the connection returns and when the tab is shown again', () => {
    const run = vi.fn();
    const target = fakeWindow();
    sendWhenPossible(target, run);
    target.dispatchEvent(new Event('online'));
    expect(run).toHaveBeenCalledTimes(1);
    target.document.dispatchEvent(new Event('visibilitychange'));
    expect(run).toHaveBeenCalledTimes(2);
    // Hidden: nothing to do.
    target.document.visibilityState = 'hidden';
    target.document.dispatchEvent(new Event('visibilitychange'));
    expect(run).toHaveBeenCalledTimes(2);
  });

  it('without `whenShown`, only when the connection returns', () => {
    const run = vi.fn();
    const target = fakeWindow();
    sendWhenPossible(target, run, { whenShown: false });
    target.document.dispatchEvent(new Event('visibilitychange'));
    expect(run).not.toHaveBeenCalled();
    target.dispatchEvent(new Event('online'));
    expect(run).toHaveBeenCalledTimes(1);
  });
});
