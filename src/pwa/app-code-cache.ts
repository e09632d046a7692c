/**
 * The app's code a first visit does not need before it is ready offline (other pages', the editors', the
 * dashboard's: scripts/precache-tiers.mjs marks it in the precache list). The first install precaches only
 * what every page runs, so a visit on a slow phone works offline in seconds rather than a minute; then:
 * - the page tells the worker which scripts it ran, and the worker keeps those at once: only then does the
 *   page say "Ready to use offline" (this page reloads offline);
 * - the rest is kept in the background, a few files at a time so it never competes with the page;
 * - an update keeps all of it before it installs, so a new version never takes away what worked offline.
 * A file asked for before it is kept comes from the network and is kept then (sw.ts). Decision 0036.
 */
import { keepFilesFewAtATime, pruneKeptFiles } from './kept-files';
import { PRECACHE_REQUESTS_AT_ONCE } from './precache-install';

/** The cache that holds the app's code kept after the first install. */
export const APP_CODE_CACHE = 'app-code';

/** The page's message: keep these scripts (the ones it ran) now, and say when they are kept. */
export const KEEP_PAGE_CODE_MESSAGE = 'KEEP_PAGE_CODE';

/** The page's message: keep the rest of the app's code, and say when all of it is kept. */
export const KEEP_APP_CODE_MESSAGE = 'KEEP_APP_CODE';

/** Background requests at a time: two leaves the connection to the page (a browser asks one server six at a time). */
export const BACKGROUND_REQUESTS_AT_ONCE = 2;

/** A precache list's entry as the build writes it (`keptAfterReady` from scripts/precache-tiers.mjs). */
export interface ManifestEntry {
  url: string;
  revision?: string | null;
  keptAfterReady?: boolean;
}

/** The same-origin scripts a page has run, from its resource timings (its entry, its route's chunks). */
export function scriptsRun(entries: readonly Pick<PerformanceResourceTiming, 'name'>[], origin: string): string[] {
  const scripts = entries
    .map((entry) => new URL(entry.name, origin))
    .filter((url) => url.origin === origin && /\.m?js$/.test(url.pathname))
    .map((url) => `${url.origin}${url.pathname}`);
  return [...new Set(scripts)];
}

type CacheStore = Pick<CacheStorage, 'open'>;

/**
 * The worker's side: `urls` are this version's files kept after ready (absolute). Keeping all of them is
 * shared between the messages that ask at once, so two tabs never fetch the same files twice.
 */
export function createAppCodeKeeper(storage: CacheStore, urls: readonly string[]) {
  const ours = new Set(urls);
  let keepingAll: Promise<void> | undefined;
  return {
    /** Whether a file (absolute, without query) is part of this tier. */
    includes: (url: string): boolean => ours.has(url),
    /** Keeps the page's own scripts that belong to this tier, as fast as the precache: the page waits for them. */
    keepPageCode: (scripts: readonly string[]): Promise<void> =>
      keepFilesFewAtATime(
        storage,
        APP_CODE_CACHE,
        scripts.filter((url) => ours.has(url)),
        PRECACHE_REQUESTS_AT_ONCE,
      ),
    /**
     * Keeps every file of the tier, `atOnce` at a time. A failure ends this round; the next message retries.
     * A call while a round runs joins it at that round's pace. In one worker the two callers never meet: an
     * update's install (six at once) runs before the worker is active, and pages ask only the active worker
     * for the background round (two at once).
     */
    keepAll: (atOnce: number = BACKGROUND_REQUESTS_AT_ONCE): Promise<void> => {
      keepingAll ??= keepFilesFewAtATime(storage, APP_CODE_CACHE, urls, atOnce).finally(() => {
        keepingAll = undefined;
      });
      return keepingAll;
    },
    /** Removes files of earlier versions that this one no longer has. */
    prune: (): Promise<void> => pruneKeptFiles(storage, APP_CODE_CACHE, urls),
  };
}
