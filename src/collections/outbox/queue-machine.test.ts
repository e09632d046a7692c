import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay, oldestFirst, queueMachine, type QueueEntry } from './queue-machine';

type State = 'queued' | 'uploading' | 'failed' | 'held';
const queue = queueMachine<State>({ waiting: 'queued', sending: 'uploading', failed: 'failed' });

const entry = (
  id: string,
  createdAt = 0,
  changes: Partial<QueueEntry<State>> = {},
): QueueEntry<State> & { payload: string } => ({
  id,
  state: 'queued',
  attempts: 0,
  nextAttemptAt: createdAt,
  lastError: null,
  createdAt,
  payload: `the payload of ${id}`,
  ...changes,
});

describe('the outbox queue’s transitions', () => {
  it('backs off exponentially with a cap, spread by jitter', () => {
    expect([1, 2, 3].map((attempts) => backoffDelay(attempts))).toEqual([5_000, 10_000, 20_000]);
    expect(backoffDelay(0)).toBe(5_000);
    expect(backoffDelay(30)).toBe(BACKOFF_CAP_MS);
    expect(backoffDelay(1, 0.99)).toBeGreaterThan(5_000);
    expect(backoffDelay(1, 0.99)).toBeLessThan(6_300);
  });

  it('counts an attempt when it starts, under the outbox’s own state name', () => {
    const sending = queue.started(entry('a'));
    expect(sending).toMatchObject({ state: 'uploading', attempts: 1, payload: 'the payload of a' });
    expect(queue.started(sending).attempts).toBe(2);
  });

  it('keeps a failed entry, with the reason for people, and tries again only after the backoff', () => {
    const failed = queue.failed(queue.started(entry('a')), 'The connection dropped. It will try again.', 1_000);
    expect(failed).toMatchObject({
      state: 'failed',
      lastError: 'The connection dropped. It will try again.',
      nextAttemptAt: 1_000 + 5_000,
      payload: 'the payload of a',
    });
    expect(queue.isDue(failed, 5_999, true)).toBe(false);
    expect(queue.isDue(failed, 6_000, true)).toBe(true);
    // Failing again waits longer.
    const again = queue.failed(queue.started(failed), 'Again.', 6_000);
    expect(again.nextAttemptAt).toBe(6_000 + 10_000);
  });

  it('sends nothing offline, and nothing that is not waiting', () => {
    expect(queue.isDue(entry('a'), 0, false)).toBe(false);
    expect(queue.isDue(entry('a'), 0, true)).toBe(true);
    expect(queue.isDue(queue.started(entry('a')), 0, true)).toBe(false);
    expect(queue.isDue(entry('a', 0, { state: 'held' }), 0, true)).toBe(false);
  });

  it('after a reload, an attempt that was under way waits again; others are read back as they were', () => {
    const cut = queue.started(entry('a'));
    expect(queue.resumed(cut)).toMatchObject({ state: 'queued', attempts: 1, payload: 'the payload of a' });
    const failed = queue.failed(cut, 'Dropped.', 0);
    expect(queue.resumed(failed)).toBe(failed);
    const held = entry('b', 0, { state: 'held' });
    expect(queue.resumed(held)).toBe(held);
  });

  it('"try now" sends a failed entry at once, and leaves others alone', () => {
    const failed = queue.failed(queue.started(entry('a')), 'Dropped.', 0);
    expect(queue.retriedNow(failed, 100)).toMatchObject({ state: 'queued', nextAttemptAt: 100, lastError: 'Dropped.' });
    const sending = queue.started(entry('b'));
    expect(queue.retriedNow(sending, 100)).toBe(sending);
  });

  it('wakes for the earliest waiting retry, not for what is due already or not waiting', () => {
    const entries = [
      entry('due', 0),
      queue.failed(queue.started(entry('later', 0)), 'Dropped.', 0),
      entry('soon', 0, { nextAttemptAt: 2_000 }),
      entry('held', 0, { state: 'held', nextAttemptAt: 1_500 }),
    ];
    expect(queue.nextWake(entries, 1_000)).toBe(2_000);
    expect(queue.nextWake([entry('due', 0)], 1_000)).toBeUndefined();
  });

  it('takes entries in the order they were made, whatever order they are stored in', () => {
    const entries = [
      entry('third', 30),
      entry('first', 10),
      entry('sending', 5, { state: 'uploading' }),
      entry('second', 20),
    ];
    expect(oldestFirst(entries, (item) => queue.isDue(item, 100, true)).map((item) => item.id)).toEqual([
      'first',
      'second',
      'third',
    ]);
  });
});
