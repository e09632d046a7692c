/**
 * Pictures a page showed before its service worker was in control (the first visit: the worker installs
 * while the page loads, and takes control only after). The worker never saw those requests, so the page
 * tells it their addresses once it takes control, and the worker keeps them the way its routes would have:
 * "seen once, shows offline" holds for the first page too.
 */
export const KEEP_PICTURES_SEEN_MESSAGE = 'KEEP_PICTURES_SEEN';

/** At most this many addresses in one message; the caches keep 150 of each kind anyway. */
export const MAX_PICTURES_SEEN = 100;

/** What the page's Resource Timing entries say it fetched; only `<img>` loads are pictures. */
type ResourceEntry = Pick<PerformanceResourceTiming, 'name' | 'initiatorType'>;

/** The addresses of the pictures this page loaded, in the order it loaded them, each once and bounded. */
export function picturesSeen(entries: readonly ResourceEntry[], shown: readonly string[]): string[] {
  const urls = [...entries.filter((entry) => entry.initiatorType === 'img').map((entry) => entry.name), ...shown];
  return [...new Set(urls.filter((url) => /^https?:/.test(url)))].slice(0, MAX_PICTURES_SEEN);
}

/** The message's addresses, if it is one: anything else a page could post is ignored. */
export function picturesSeenIn(data: unknown): string[] | undefined {
  if (typeof data !== 'object' || data === null) return undefined;
  if (!('type' in data) || data.type !== KEEP_PICTURES_SEEN_MESSAGE || !('urls' in data)) return undefined;
  if (!Array.isArray(data.urls)) return undefined;
  return data.urls.filter((url): url is string => typeof url === 'string').slice(0, MAX_PICTURES_SEEN);
}
