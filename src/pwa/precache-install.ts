import type { ManualHandlerCallbackOptions } from 'workbox-core/types';
import type { PrecacheController } from 'workbox-precaching';

/**
 * Filling the precache at install, several files at once (decision 0035). Workbox's own install asks for
 * its files one after another: on a phone's slow 4G each request waits a round trip of about 150 ms, so
 * 260 files took 40 s before the site worked offline. As many at once as a browser asks one server for.
 */
export const PRECACHE_REQUESTS_AT_ONCE = 6;

/**
 * Runs `task` on every item, at most `limit` at a time, in order of the list. Every task is waited for;
 * then the first failure, if any, is thrown (a precache missing one file must not install).
 */
export async function eachAtMost<Item>(
  items: readonly Item[],
  limit: number,
  task: (item: Item) => Promise<unknown>,
): Promise<void> {
  let next = 0;
  let failure: { error: unknown } | undefined;
  const worker = async (): Promise<void> => {
    while (next < items.length && !failure) {
      const item = items[next] as Item;
      next += 1;
      try {
        await task(item);
      } catch (error) {
        failure ??= { error };
      }
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(limit, items.length)) }, worker));
  if (failure) throw failure.error;
}

/** The service worker's install event, as Workbox's strategies take it (this file is also typed for pages). */
type InstallEvent = ManualHandlerCallbackOptions['event'];

/**
 * What `controller.install(event)` does, with `PRECACHE_REQUESTS_AT_ONCE` requests at a time: each file
 * not already kept under its cache key is fetched and kept (files of the last version with the same
 * name are kept already). Entries with a revision are asked of the server, not the browser's cache.
 */
export function installPrecache(
  controller: PrecacheController,
  event: InstallEvent,
  revisioned: ReadonlySet<string>,
): Promise<void> {
  const files = [...controller.getURLsToCacheKeys()];
  return eachAtMost(files, PRECACHE_REQUESTS_AT_ONCE, async ([url, cacheKey]) => {
    const request = new Request(url, {
      cache: revisioned.has(url) ? 'reload' : 'default',
      credentials: 'same-origin',
    });
    await Promise.all(controller.strategy.handleAll({ params: { cacheKey }, request, event }));
  });
}
