import { CHUNK_RELOAD_GUARD_MS } from '@/config/constants';

/**
 * What to do when a piece of the app fails to download (docs/specification.md §8). `leaving`: the visitor is going to
 * another address, and the browser cancelled the download on the way out; nothing to do unless the page
 * is still here a moment later (the departure was called off), when the guard decides again.
 */
export type ChunkFailureAction = 'reload' | 'show-error' | 'offline' | 'leaving';

export interface ReloadRecord {
  path: string;
  at: number;
}

/**
 * Reload once; if the same page failed again within the guard window, stop and show the error
 * page instead of looping. Offline, a reload helps only when the service worker keeps the app on this
 * device: it answers the reloaded page from its copy (Chromium 150 was seen aborting a few module
 * requests the worker was answering on a busy machine; a new page loads them again). Otherwise, or if
 * that reload failed too, say the page is not on this device yet.
 */
export function decideChunkFailure(
  last: ReloadRecord | undefined,
  path: string,
  now: number,
  online: boolean,
  keptOnDevice = false,
): ChunkFailureAction {
  const failedJustNow = last && last.path === path && now - last.at >= 0 && now - last.at < CHUNK_RELOAD_GUARD_MS;
  if (!online) return keptOnDevice && !failedJustNow ? 'reload' : 'offline';
  if (failedJustNow) return 'show-error';
  return 'reload';
}

const RECORD_KEY = 'chunk-reload';

function readRecord(storage: Storage | undefined): ReloadRecord | undefined {
  try {
    const parsed: unknown = JSON.parse(storage?.getItem(RECORD_KEY) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && 'path' in parsed && 'at' in parsed) {
      const { path, at } = parsed;
      if (typeof path === 'string' && typeof at === 'number') return { path, at };
    }
  } catch {
    // A corrupt record is no record.
  }
  return undefined;
}

let reloading = false;
/** When the page last heard it was being left (`beforeunload`), in ms. */
let leavingAt: number | undefined;
/** How long after `beforeunload` a page still here has stayed after all. */
export const LEAVING_MS = 1_000;

/**
 * Notes when the visitor leaves for another address. The browser then cancels what the page was still
 * downloading, and a piece of code cut off that way is no reason to reload: a reload started now would
 * win over the address the visitor asked for, and take them back (seen offline in Chromium 156, typing a
 * new address while a page was still fetching code).
 */
export function watchPageLeaving(win: Pick<Window, 'addEventListener'>): void {
  win.addEventListener('beforeunload', () => {
    leavingAt = Date.now();
  });
}

/** True once a reload has been started, so error pages can stay out of the way while it happens. */
export function isReloadingForChunk(): boolean {
  return reloading;
}

/** Decides, records the reload (the record survives it in sessionStorage) and reloads when that is the answer. */
export function handleChunkFailure(
  win: Pick<Window, 'location' | 'navigator' | 'sessionStorage'>,
  now = Date.now(),
  decidedLater?: (action: ChunkFailureAction) => void,
): ChunkFailureAction {
  if (leavingAt !== undefined && now - leavingAt >= 0 && now - leavingAt < LEAVING_MS) {
    // Still here once the departure would have happened: it was called off, so decide as usual.
    setTimeout(() => {
      leavingAt = undefined;
      const action = handleChunkFailure(win, Date.now());
      decidedLater?.(action);
    }, LEAVING_MS);
    return 'leaving';
  }
  let storage: Storage | undefined;
  try {
    storage = win.sessionStorage;
  } catch {
    storage = undefined;
  }
  const path = win.location.pathname;
  const keptOnDevice = Boolean(win.navigator.serviceWorker?.controller);
  const action = decideChunkFailure(readRecord(storage), path, now, win.navigator.onLine, keptOnDevice);
  if (action === 'reload' && !reloading) {
    reloading = true;
    try {
      storage?.setItem(RECORD_KEY, JSON.stringify({ path, at: now }));
    } catch {
      // Without sessionStorage the guard cannot remember; one reload is still better than none.
    }
    win.location.reload();
  }
  return action;
}

const CHUNK_ERROR_PATTERNS = [
  /dynamically imported module/i,
  /Importing a module script failed/i,
  /Unable to preload CSS/i,
  /Failed to load module script/i,
  /error loading dynamically imported module/i,
];

/** Whether an error means a part of the app could not be downloaded. */
export function isChunkLoadError(error: unknown): boolean {
  const message = error instanceof Error ? error.message : String(error);
  return CHUNK_ERROR_PATTERNS.some((pattern) => pattern.test(message));
}

let reloadArranged = false;

/**
 * A part of the app (Firebase's code, say, on a device that never fetched it) failed to download with
 * no connection. A page keeps a failed import's failure for its whole life (the HTML standard's module
 * map; Chromium 150 does so), so importing again cannot work: back online, the page loads again, once
 * (the guard above stops a loop). Nothing is lost: no editor opens without Firebase, and forms keep
 * their drafts on the device. Does nothing for other errors, or online.
 */
export function reloadWhenBackOnline(error: unknown, win: Window | undefined = globalThis.window): void {
  if (reloadArranged || !win || win.navigator.onLine || !isChunkLoadError(error)) return;
  reloadArranged = true;
  win.addEventListener('online', () => handleChunkFailure(win), { once: true });
}

export function resetChunkGuardForTests(): void {
  reloading = false;
  leavingAt = undefined;
  reloadArranged = false;
}
