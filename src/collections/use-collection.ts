import { fromOptionsKey, optionsKey } from '@/lib/options-key';
import { startTransition, useEffect, useState } from 'react';
import { useSnapshot } from 'valtio';
import type * as z from 'zod';
import { BACKEND_START_DELAY_MS } from '@/config/constants';
import { describeFirebaseError } from '@/firebase/errors';
import { firestoreRequested } from '@/firebase/firebase-app';
import { isChunkLoadError } from '@/lib/chunk-reload-guard';
import type { BaseContent } from './content-schema';
import { repositoryFor } from './collection-data';
import type { Parsed } from './converter';
import type { CollectionDefinition, FixedFilter, Viewer } from './define-collection';
import { initialItem, initialList } from './build-time-items';
import { readPublishedSnapshot } from './published-snapshot';
import { mergePages, subscribeForViewer, subscribeMerged, viewerKey, viewerOf, VISITOR } from './audience-lists';
import { windowListOptions } from './public-window';
import { answerFromWindow } from './window-items';
import { listFieldsOf } from './list-fields';
import { listOrders } from './list-query';
import { sessionStore } from '@/stores/session-store';
import type { Audience, ItemSnapshot, ListOptions, ListPage, Repository } from './repository';

export type Loadable<Value> =
  { state: 'loading' } | { state: 'ready'; value: Value } | { state: 'error'; message: string; code: string };

/**
 * Public pages of a type with a published snapshot show it first and start the live database a few
 * seconds later, unless it is loaded already: a first visit shows what is on without waiting for (or
 * paying for) the database's code. Without a snapshot, or when it cannot be fetched (offline), the
 * live database, with its copy on the device, answers at once.
 */
function liveAfterSnapshot<Schema extends z.ZodType<BaseContent>, Value>(
  definition: CollectionDefinition<Schema>,
  audience: Audience,
  /** What the snapshot says; `undefined` when it does not know (the live database is asked at once). */
  fromSnapshot: (items: Parsed<z.infer<Schema>>[]) => Value | undefined,
  startLive: (shown: () => boolean) => void,
  settle: (value: Loadable<Value>) => void,
  cancelled: () => boolean,
  /** Already shown from the page's own data (a prerendered page): it stands in for the snapshot. */
  shownFromPage = false,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  if (audience !== 'public' || firestoreRequested() || (!definition.publishedSnapshot && !shownFromPage)) {
    startLive(() => false);
    return () => undefined;
  }
  if (shownFromPage) {
    timer = setTimeout(() => startLive(() => true), BACKEND_START_DELAY_MS);
    return () => clearTimeout(timer);
  }
  let snapshotShown = false;
  void readPublishedSnapshot(definition).then((items) => {
    if (cancelled()) return;
    const value = items && fromSnapshot(items);
    if (value === undefined) {
      startLive(() => false);
      return;
    }
    snapshotShown = true;
    settle({ state: 'ready', value });
    timer = setTimeout(() => startLive(() => snapshotShown), BACKEND_START_DELAY_MS);
  });
  return () => clearTimeout(timer);
}

/** Whether a query names the engine's list fields (the A–Z key, the search words), which cost more to work out. */
function asksEngineFields(options: Omit<ListOptions, 'after'>): boolean {
  const fields = [
    ...(options.filters ?? []).map((filter) => filter.field),
    ...listOrders(options.orderBy).map((order) => order.field),
  ];
  return fields.some((field) => field === 'sortKey' || field === 'keywords');
}

/**
 * Whether `options` ask for a type's list as a whole (public, with at most fixed conditions): then the
 * type's public window is read (public-window.ts, decision 0032), in the server's order, rather than
 * whatever 500 documents the server finds first.
 */
export function readsWindow(options: Omit<ListOptions, 'after'>): boolean {
  return options.audience === 'public' && options.orderBy === undefined && options.limit === undefined;
}

/**
 * Subscribes to a list as the repository does: a whole list is the type's window, each of its queries
 * with the list's conditions, merged; for a type whose readers see different items (documents), each
 * with this viewer's queries (audience-lists.ts).
 */
function subscribeList<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  repository: Repository<Schema>,
  options: ListOptions,
  viewer: Viewer,
  onPage: (page: ListPage<z.infer<Schema>>) => void,
  onError: (error: Error) => void,
  now: Date = new Date(),
): () => void {
  const subscribe: Parameters<typeof subscribeMerged<z.infer<Schema>>>[0] = (query, next, fail) =>
    repository.subscribe(query, next, fail);
  const queries: ListOptions[] = readsWindow(options)
    ? windowListOptions({ publicWindow: definition.publicWindow }, now, options.filters as FixedFilter[] | undefined)
    : [options];
  if (!definition.audienceFilters || options.audience !== 'public') {
    return subscribeMerged(subscribe, queries, onPage, onError);
  }
  const { audienceFilters } = definition;
  const perQuery = queries.map(() => undefined as ListPage<z.infer<Schema>> | undefined);
  const stops = queries.map((query, index) =>
    subscribeForViewer(
      subscribe,
      audienceFilters,
      viewer,
      query,
      (page) => {
        perQuery[index] = page;
        if (perQuery.every((entry) => entry !== undefined)) onPage(mergePages(perQuery as ListPage<z.infer<Schema>>[]));
      },
      onError,
    ),
  );
  return () => {
    for (const stop of stops) stop();
  };
}

/** Who is looking, for the types that need to know (documents); anyone else's pages ignore it. */
function useViewer(definition: { audienceFilters?: unknown }): { viewer: Viewer; key: string } {
  const session = useSnapshot(sessionStore);
  if (!definition.audienceFilters) return { viewer: VISITOR, key: '' };
  const viewer = viewerOf(session);
  return { viewer, key: viewerKey(viewer) };
}

/** Tries after 1, 2 and 4 seconds when the data code fails to download online. */
const CODE_RETRIES = 3;

/**
 * Gets the type's repository and hands it to `use`. Offline before this device ever fetched Firebase's
 * code (it is kept after its first use) there is no copy of the data here either: `noCopyYet` answers
 * as an empty copy would, so pages say what they have, and it starts when the connection returns.
 * Returns what stops the waiting.
 */
function withRepository<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  use: (repository: Repository<Schema>) => void,
  noCopyYet: () => void,
  fail: (error: unknown) => void,
  cancelled: () => boolean,
): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const onOnline = (): void => attempt(0);
  const attempt = (retries: number): void => {
    repositoryFor(definition).then(
      (repository) => {
        if (!cancelled()) use(repository);
      },
      (error: unknown) => {
        if (cancelled()) return;
        if (!isChunkLoadError(error)) {
          fail(error);
        } else if (globalThis.navigator?.onLine === false) {
          noCopyYet();
          window.addEventListener('online', onOnline, { once: true });
        } else if (retries < CODE_RETRIES) {
          // Online, yet the code did not arrive: the connection has often only just come back.
          timer = setTimeout(() => attempt(retries + 1), 1_000 * 2 ** retries);
        } else {
          fail(error);
        }
      },
    );
  };
  attempt(0);
  return () => {
    clearTimeout(timer);
    window.removeEventListener('online', onOnline);
  };
}

/**
 * A live list of a content type with its sync state. `fromCache` with no items means this device has
 * not seen the list online yet: pages say so plainly rather than "nothing here".
 */
export function useCollectionList<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  options: Omit<ListOptions, 'after'>,
  /** A part of the window (the home page's next events): start from the page's window items too. */
  startsFromWindow = false,
): Loadable<ListPage<z.infer<Schema>>> {
  // A prerendered list (and the build's render of it) starts from the items it was made with.
  const [fromPage] = useState(() => {
    const plain = options.audience === 'public' && !options.filters && !options.orderBy && !options.limit;
    return plain || startsFromWindow ? initialList(definition) : undefined;
  });
  const [result, setResult] = useState<Loadable<ListPage<z.infer<Schema>>>>(() =>
    fromPage ? { state: 'ready', value: { ...emptyPage(false), items: fromPage } } : { state: 'loading' },
  );
  const { viewer, key: viewerId } = useViewer(definition);
  const key = optionsKey(options);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    // Rendered as a transition: React draws a long list in small slices, so the page stays responsive.
    const settle = (value: Loadable<ListPage<z.infer<Schema>>>) => {
      if (!cancelled) startTransition(() => setResult(value));
    };
    const fail = (error: unknown) => settle({ state: 'error', ...describeFirebaseError(error) });
    const listOptions = fromOptionsKey<ListOptions>(key);
    let stopRetrying: (() => void) | undefined;
    const startLive = (snapshotShown: () => boolean) => {
      stopRetrying = withRepository(
        definition,
        (repository) => {
          stop = subscribeList(
            definition,
            repository,
            listOptions,
            viewer,
            (page) => {
              // The device's copy answering "nothing" first says nothing new: keep what is shown.
              if (snapshotShown() && page.fromCache && page.items.length === 0) return;
              settle({ state: 'ready', value: page });
            },
            fail,
          );
        },
        () => {
          if (!snapshotShown()) settle({ state: 'ready', value: emptyPage(true) });
        },
        fail,
        () => cancelled,
      );
    };
    const stopWaiting = liveAfterSnapshot(
      definition,
      listOptions.audience,
      // The snapshot holds the type's public window: a list with conditions keeps the ones that meet them,
      // in its order and within its limit, as the server would (or, with a condition it cannot check here,
      // asks the live database).
      (items) => {
        const source = definition.listFieldSource ?? {};
        const engineFields = asksEngineFields(listOptions);
        const answer = answerFromWindow(items, listOptions, (item) =>
          engineFields ? listFieldsOf(source, item) : (source.listFields?.(item) ?? {}),
        );
        return answer && { ...emptyPage(false), items: answer };
      },
      startLive,
      settle,
      () => cancelled,
      fromPage !== undefined,
    );
    return () => {
      cancelled = true;
      stopWaiting();
      stopRetrying?.();
      stop?.();
    };
    // The viewer is read when the key says it changed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definition, key, fromPage, viewerId]);
  return result;
}

/** One document by id, live (the editor), or by slug (public detail pages). */
export function useCollectionItem<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  by: { id: string } | { slug: string },
  audience: Audience,
): Loadable<ItemSnapshot<z.infer<Schema>>> {
  const id = 'id' in by ? by.id : undefined;
  const slug = 'slug' in by ? by.slug : undefined;
  const { viewer, key: viewerId } = useViewer(definition);
  const key = `${definition.path}|${id ?? ''}|${slug ?? ''}|${audience}|${viewerId}`;
  // Results are kept with the request they answer, so a new request reads as loading at once. A prerendered
  // item's page (and the build's render of it) starts from the item it was made with.
  const [result, setResult] = useState<{ key: string; value: Loadable<ItemSnapshot<z.infer<Schema>>> } | undefined>(
    () => {
      const item = slug !== undefined && audience === 'public' ? initialItem(definition, slug) : undefined;
      return item
        ? { key, value: { state: 'ready', value: { item, fromCache: false, hasPendingWrites: false } } }
        : undefined;
    },
  );
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const settle = (value: Loadable<ItemSnapshot<z.infer<Schema>>>) => {
      if (!cancelled) startTransition(() => setResult({ key, value }));
    };
    const fail = (error: unknown) => settle({ state: 'error', ...describeFirebaseError(error) });
    let stopRetrying: (() => void) | undefined;
    const startLive = (snapshotShown: () => boolean) => {
      stopRetrying = withRepository(
        definition,
        (repository) => {
          if (id !== undefined) {
            stop = repository.subscribeById(
              id,
              audience,
              (snapshot) => settle({ state: 'ready', value: snapshot }),
              fail,
            );
            return;
          }
          stop = subscribeList(
            definition,
            repository,
            { audience, filters: [{ field: 'slug', op: '==', value: slug }], limit: 1 },
            viewer,
            (page) => {
              if (snapshotShown() && page.fromCache && page.items.length === 0) return;
              settle({
                state: 'ready',
                value: { item: page.items[0], fromCache: page.fromCache, hasPendingWrites: page.hasPendingWrites },
              });
            },
            fail,
          );
        },
        () => {
          if (!snapshotShown()) {
            settle({ state: 'ready', value: { item: undefined, fromCache: true, hasPendingWrites: false } });
          }
        },
        fail,
        () => cancelled,
      );
    };
    const stopWaiting = liveAfterSnapshot(
      definition,
      id === undefined ? audience : 'editor',
      // Not in the snapshot (published since, or never): only the live database can say which.
      (items) => {
        const item = items.find((candidate) => candidate.slug === slug);
        return item ? { item, fromCache: false, hasPendingWrites: false } : undefined;
      },
      startLive,
      settle,
      () => cancelled,
    );
    return () => {
      cancelled = true;
      stopWaiting();
      stopRetrying?.();
      stop?.();
    };
    // The viewer is part of the key.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definition, id, slug, audience, key]);
  return result?.key === key ? result.value : { state: 'loading' };
}

/** A page of no items: from the device's copy (`fromCache`), or from the server. */
function emptyPage<Item>(fromCache: boolean): ListPage<Item> {
  return { items: [], cursor: undefined, fromCache, hasPendingWrites: false, pendingIds: new Set<string>() };
}

export type { Parsed };
