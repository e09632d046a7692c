import { RETRY_STATUS_CODES } from '@/lib/retry-policy';

/** The outcome of one check for a new build. */
export type UpdateCheckResult = 'skipped-offline' | 'skipped-busy' | 'same' | 'new' | 'failed';

export interface UpdateControllerOptions {
  currentBuildId: string;
  /** Reads the newest build's id (from the version file); undefined when it cannot tell. */
  fetchLatestBuildId: () => Promise<string | undefined>;
  /** Called once per newer build found: fetch the new service worker so it can wait. */
  onNewBuild: (buildId: string) => void | Promise<void>;
  isOnline: () => boolean;
  /** Very slow connection or data saver: skip the early idle check (docs/specification.md §9). */
  isSlowConnection: () => boolean;
  intervalMs: number;
  idleDelayMs: number;
  /** Runs a callback once the app is idle (requestIdleCallback where there is one). */
  whenIdle: (callback: () => void) => void;
  /** Subscribes to the tab becoming visible again. */
  onVisible: (callback: () => void) => () => void;
  timers?: Pick<typeof globalThis, 'setInterval' | 'clearInterval' | 'setTimeout' | 'clearTimeout'>;
}

/**
 * Notices new releases: on an interval, when the tab becomes visible again, and once shortly after
 * the app is idle. Checks are skipped offline and never overlap.
 */
export function createUpdateController(options: UpdateControllerOptions) {
  const timers = options.timers ?? globalThis;
  let inFlight = false;
  let reported = options.currentBuildId;
  let interval: ReturnType<typeof setInterval> | undefined;
  let idleTimer: ReturnType<typeof setTimeout> | undefined;
  let stopVisible: (() => void) | undefined;

  async function check(): Promise<UpdateCheckResult> {
    if (!options.isOnline()) return 'skipped-offline';
    if (inFlight) return 'skipped-busy';
    inFlight = true;
    try {
      const latest = await options.fetchLatestBuildId();
      if (!latest) return 'failed';
      if (latest === options.currentBuildId) return 'same';
      if (latest !== reported) {
        reported = latest;
        await options.onNewBuild(latest);
      }
      return 'new';
    } catch {
      return 'failed';
    } finally {
      inFlight = false;
    }
  }

  function start(): void {
    interval = timers.setInterval(() => void check(), options.intervalMs);
    stopVisible = options.onVisible(() => void check());
    if (!options.isSlowConnection()) {
      options.whenIdle(() => {
        idleTimer = timers.setTimeout(() => void check(), options.idleDelayMs);
      });
    }
  }

  function stop(): void {
    if (interval !== undefined) timers.clearInterval(interval);
    if (idleTimer !== undefined) timers.clearTimeout(idleTimer);
    stopVisible?.();
  }

  return { check, start, stop };
}

/**
 * Reads the version file, bypassing every cache (docs/specification.md §7: a timestamp query), retried once on a
 * server hiccup. Plain fetch, not the HTTP client: this code is on the first page load, and a check
 * must not depend on a chunk that a new deployment may already have removed.
 */
export async function fetchBuildId(path: string, now = Date.now()): Promise<string | undefined> {
  const url = new URL(path, window.location.origin);
  url.searchParams.set('t', String(now));
  const get = () => fetch(url, { cache: 'no-store', headers: { Accept: 'application/json' } });
  let response = await get();
  if (!response.ok && RETRY_STATUS_CODES.includes(response.status)) response = await get();
  if (!response.ok) throw new Error(`The version file answered ${response.status}.`);
  const body: unknown = await response.json();
  return typeof body === 'object' && body !== null && 'buildId' in body && typeof body.buildId === 'string'
    ? body.buildId
    : undefined;
}
