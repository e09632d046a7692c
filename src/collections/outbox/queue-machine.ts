/**
 * The outbox queue's decisions, with no storage, network or timers: each function takes an entry (and
 * the time) and returns the next one; the runner (queue-runner.ts) applies them at the edges.
 *
 * Every outbox on the device (photos and files, contact messages, order requests) keeps entries that
 * wait, are sent, fail and are tried again later. An entry's states keep the names its outbox has always
 * stored (the uploads' `queued` and `uploading`, say), so nothing already queued on a phone reads
 * differently after an update: each outbox names them once, in `QueueStates`.
 */

/** What the queue reads of an entry; an outbox's own entries add their payload beside it. */
export interface QueueEntry<State extends string = string> {
  id: string;
  state: State;
  /** Attempts so far. */
  attempts: number;
  /** Not before this time (ms since 1970). */
  nextAttemptAt: number;
  /** For people: why the last attempt failed. */
  lastError: string | null;
  createdAt: number;
}

/** An outbox's stored names for the three states the queue moves entries between. */
export interface QueueStates<State extends string> {
  /** Waiting for a connection or its turn. */
  waiting: State;
  /** An attempt under way. */
  sending: State;
  /** The last attempt failed; tried again at `nextAttemptAt`. */
  failed: State;
}

/** First retry after 5 s, doubling to at most 10 minutes. */
export const BACKOFF_BASE_MS = 5_000;
export const BACKOFF_CAP_MS = 10 * 60 * 1000;

/** How long to wait after the `attempts`th failed attempt; `jitter` in [0, 1) spreads devices apart. */
export function backoffDelay(attempts: number, jitter = 0): number {
  const exponential = BACKOFF_BASE_MS * 2 ** Math.max(0, attempts - 1);
  return Math.round(Math.min(BACKOFF_CAP_MS, exponential) * (1 + jitter / 4));
}

/** The entries `isDue` picks, oldest first: the order people made them in. */
export function oldestFirst<Entry extends Pick<QueueEntry, 'createdAt'>>(
  entries: readonly Entry[],
  isDue: (entry: Entry) => boolean,
): Entry[] {
  return [...entries].sort((a, b) => a.createdAt - b.createdAt).filter(isDue);
}

/** The transitions of one outbox's entries, under its stored state names. */
export function queueMachine<State extends string>(states: QueueStates<State>) {
  type Entry = QueueEntry<State>;
  const isWaiting = (entry: Entry) => entry.state === states.waiting || entry.state === states.failed;
  return {
    states,
    isWaiting,
    /** An attempt begins. */
    started<E extends Entry>(entry: E): E {
      return { ...entry, state: states.sending, attempts: entry.attempts + 1 };
    },
    /** The attempt failed for `reason` (words for people): tried again after the backoff. */
    failed<E extends Entry>(entry: E, reason: string, now: number, jitter = 0): E {
      return {
        ...entry,
        state: states.failed,
        lastError: reason,
        nextAttemptAt: now + backoffDelay(entry.attempts, jitter),
      };
    },
    /** As read back when the app starts: an attempt under way when the page went away waits again. */
    resumed<E extends Entry>(entry: E): E {
      return entry.state === states.sending ? { ...entry, state: states.waiting } : entry;
    },
    /** "Try now": a failed entry goes back to the queue at once. */
    retriedNow<E extends Entry>(entry: E, now: number): E {
      return entry.state === states.failed ? { ...entry, state: states.waiting, nextAttemptAt: now } : entry;
    },
    /** Whether the entry may be sent now. */
    isDue(entry: Entry, now: number, online: boolean): boolean {
      return online && isWaiting(entry) && entry.nextAttemptAt <= now;
    },
    /** When the earliest waiting retry falls due, if any, for a timer. */
    nextWake(entries: readonly Entry[], now: number): number | undefined {
      const times = entries
        .filter((entry) => isWaiting(entry) && entry.nextAttemptAt > now)
        .map((entry) => entry.nextAttemptAt);
      return times.length > 0 ? Math.min(...times) : undefined;
    },
  };
}
