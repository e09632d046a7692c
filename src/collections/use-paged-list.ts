import { fromOptionsKey, optionsKey } from '@/lib/options-key';
import { startTransition, useEffect, useState } from 'react';
import type * as z from 'zod';
import { BACKEND_START_DELAY_MS } from '@/config/constants';
import { describeFirebaseError } from '@/firebase/errors';
import { firestoreRequested } from '@/firebase/firebase-app';
import { mergePages } from './audience-lists';
import { repositoryFor } from './collection-data';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { CollectionDefinition } from './define-collection';
import type { ListOptions, ListPage } from './repository';

/**
 * A public list asked of the server a page at a time (issue 26): each page is its own live query that
 * starts after the last item of the page before (a cursor), so "Show more" reads only the new items,
 * and the server's count says how many there are in all. Offline, Firestore runs the same queries over
 * this device's copy.
 */

/** Items a page of a public list shows: a phone screen a few times over, quick to draw. */
export const PUBLIC_PAGE_SIZE = 24;

export interface PagedListState<Item> {
  state: 'loading' | 'ready' | 'error';
  items: Parsed<Item>[];
  /** Some page came from this device's copy (offline, or before the server answered). */
  fromCache: boolean;
  /** The last page asked for was full: there may be more. */
  hasMore: boolean;
  /** How many the server finds in all (`atLeast`: at least that many); undefined until known, and offline. */
  total: { count: number; atLeast: boolean } | undefined;
  error?: { message: string; code: string };
  /** What shows answers an earlier search or order; the server's answer to this one is on its way. */
  updating?: boolean;
}

/** The options of page `index` of a list: the list's query, a page's worth, after the cursor. */
export function pageOptions(base: Omit<ListOptions, 'after' | 'limit'>, after: ListOptions['after']): ListOptions {
  return { ...base, limit: PUBLIC_PAGE_SIZE, ...(after ? { after } : {}) };
}

/**
 * The first `pages` pages of the list `options` asks for, live. `initial` (the items a prerendered page
 * carries) shows until the server answers; then Firebase starts a few seconds after the page is ready,
 * as on other public pages.
 */
export function usePagedList<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  options: Omit<ListOptions, 'after' | 'limit'>,
  pages: number,
  initial?: { items: Parsed<z.infer<Schema>>[]; total: number | undefined },
): PagedListState<z.infer<Schema>> {
  type Item = z.infer<Schema>;
  const key = optionsKey(options);
  const [state, setState] = useState<{ key: string; value: PagedListState<Item> }>(() => ({
    key,
    value: initial
      ? {
          state: 'ready',
          items: initial.items,
          fromCache: false,
          hasMore: initial.total === undefined || initial.total > initial.items.length,
          total: initial.total === undefined ? undefined : { count: initial.total, atLeast: false },
        }
      : { state: 'loading', items: [], fromCache: false, hasMore: false, total: undefined },
  }));
  const [shownInitial] = useState(initial !== undefined);

  useEffect(() => {
    let cancelled = false;
    const base = fromOptionsKey<Omit<ListOptions, 'after' | 'limit'>>(key);
    const received: (ListPage<Item> | undefined)[] = [];
    const stops: (() => void)[] = [];
    let total: PagedListState<Item>['total'];
    const settle = (value: PagedListState<Item>) => {
      if (!cancelled) startTransition(() => setState({ key, value }));
    };
    // Drawn once every page asked for has answered (or the last one says there are no more), so "Show
    // more" adds to the list rather than shrinking it to one page while the others arrive.
    const report = () => {
      const loaded: ListPage<Item>[] = [];
      for (const page of received) {
        if (!page) return;
        loaded.push(page);
        if (!page.cursor) break;
      }
      const last = loaded.at(-1);
      if (!last || (last.cursor && loaded.length < pages)) return;
      const merged = mergePages(loaded);
      settle({
        state: 'ready',
        items: merged.items,
        fromCache: merged.fromCache,
        hasMore: last.cursor !== undefined,
        total,
      });
    };
    const start = () =>
      repositoryFor(definition).then(
        (repository) => {
          if (cancelled) return;
          const subscribePage = (index: number, after: ListOptions['after']) => {
            stops.push(
              repository.subscribe(
                pageOptions(base, after),
                (page) => {
                  received[index] = page;
                  // The next page starts after this one's last item, once the server has said which it is
                  // (or from this device's copy, offline).
                  const settled = !page.fromCache || !navigator.onLine;
                  if (index + 1 < pages && page.cursor && settled && received.length === index + 1) {
                    received[index + 1] = undefined;
                    subscribePage(index + 1, page.cursor);
                  }
                  report();
                },
                (error) => settle({ ...emptyState(), state: 'error', error: describeFirebaseError(error) }),
              ),
            );
          };
          subscribePage(0, undefined);
          if (navigator.onLine) {
            repository.count(base).then(
              (counted) => {
                total = counted;
                report();
              },
              // A count is extra: the list itself says what it can.
              (error: unknown) => console.warn('Could not count this list', error),
            );
          }
        },
        (error: unknown) => settle({ ...emptyState(), state: 'error', error: describeFirebaseError(error) }),
      );
    let timer: ReturnType<typeof setTimeout> | undefined;
    if (shownInitial && !firestoreRequested()) timer = setTimeout(() => void start(), BACKEND_START_DELAY_MS);
    else void start();
    return () => {
      cancelled = true;
      clearTimeout(timer);
      for (const stop of stops) stop();
    };
  }, [definition, key, pages, shownInitial]);

  if (state.key === key) return state.value;
  // A new search or order: the last answer stays (the page narrows it down on the device) until the
  // server's arrives, rather than the list blinking to "Loading".
  return state.value.state === 'ready' ? { ...state.value, updating: true } : state.value;
}

function emptyState<Item>(): PagedListState<Item> {
  return { state: 'ready', items: [], fromCache: false, hasMore: false, total: undefined };
}
