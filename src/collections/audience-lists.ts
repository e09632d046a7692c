import type { Role } from '@/lib/route-meta';
import type { BaseContent } from './content-schema';
import type { AudienceFilters, FixedFilter, Viewer, ViewerLookup } from './define-collection';
import type { ListOptions, ListPage } from './repository';

/**
 * Public lists of types whose readers see different items (documents): one query per set of conditions
 * the type's `audienceFilters` gives for the viewer, merged into one list. Each query asks only for what
 * the security rules let this viewer read, so none is refused for asking too much.
 */

type Filter = NonNullable<ListOptions['filters']>[number];

/** The viewer as the session knows them; signed out (or not yet known) is a visitor. */
export function viewerOf(session: { status: string; uid: string | null; roles: readonly Role[] }): Viewer {
  return session.status === 'signed-in' && session.uid ? { uid: session.uid, roles: session.roles } : VISITOR;
}

export const VISITOR: Viewer = { uid: null, roles: [] };

/** A key that changes when what the viewer may read could change. */
export function viewerKey(viewer: Viewer): string {
  return viewer.uid ? `${viewer.uid}|${[...viewer.roles].sort().join(',')}` : '';
}

/**
 * The queries to run: each audience set with the list's own conditions (a slug, a committee). A set that
 * contradicts them (another value for the same field) could only find nothing, so it is not run.
 */
export function combineFilterSets(
  base: readonly Filter[],
  sets: readonly (readonly FixedFilter[])[],
): (readonly Filter[])[] {
  const fixed = new Map(base.filter((filter) => filter.op === '==').map((filter) => [filter.field, filter.value]));
  return sets
    .filter((set) =>
      set.every((filter) => filter.op !== '==' || !fixed.has(filter.field) || fixed.get(filter.field) === filter.value),
    )
    .map((set) => [
      ...base,
      ...set.filter((filter) => !(filter.op === '==' && fixed.get(filter.field) === filter.value)),
    ]);
}

/** One list from several queries' pages: each item once (by id), in the order first met. */
export function mergePages<Item extends BaseContent>(pages: readonly ListPage<Item>[]): ListPage<Item> {
  const seen = new Set<string>();
  const items = pages.flatMap((page) =>
    page.items.filter((item) => {
      if (seen.has(item.id)) return false;
      seen.add(item.id);
      return true;
    }),
  );
  return {
    items,
    // Several queries cannot share a cursor: these lists are read whole (within the public limit).
    cursor: undefined,
    fromCache: pages.some((page) => page.fromCache),
    hasPendingWrites: pages.some((page) => page.hasPendingWrites),
    pendingIds: new Set(pages.flatMap((page) => [...page.pendingIds])),
  };
}

/** Looks things up about a viewer with the queries the rules let them run (at most 100 answers). */
export const firestoreViewerLookup: ViewerLookup = {
  async ids(path, filters) {
    const [{ loadFirestore }, firestoreModule] = await Promise.all([
      import('@/firebase/firebase-app'),
      import('firebase/firestore'),
    ]);
    const { collection, documentId, getDocs, limit, orderBy, query, where } = firestoreModule;
    const { firestore } = await loadFirestore();
    const snapshot = await getDocs(
      query(
        collection(firestore, path),
        ...filters.map((filter) => where(filter.field, filter.op, filter.value)),
        // Any 100 would do (a reader is on a few committees): ordered, so which 100 is not left to chance.
        orderBy(documentId()),
        limit(100),
      ),
    );
    return snapshot.docs.map((document) => document.id);
  },
};

/**
 * Subscribes to each query and reports the merged list once every query has answered, then on every
 * change. The first set is the one every viewer may run (documents: the public ones): if it fails the
 * list fails; another set failing (a role the server no longer grants) only leaves its items out.
 */
export function subscribeMerged<Item extends BaseContent>(
  subscribe: Subscribe<Item>,
  queries: readonly ListOptions[],
  onPage: (page: ListPage<Item>) => void,
  onError: (error: Error) => void,
): () => void {
  if (queries.length === 0) {
    onPage(mergePages([]));
    return () => undefined;
  }
  const pages: (ListPage<Item> | undefined)[] = queries.map(() => undefined);
  const failed = new Set<number>();
  const report = () => {
    if (pages.every((page, index) => page !== undefined || failed.has(index))) {
      onPage(mergePages(pages.filter((page): page is ListPage<Item> => page !== undefined)));
    }
  };
  const stops = queries.map((options, index) =>
    subscribe(
      options,
      (page) => {
        pages[index] = page;
        report();
      },
      (error) => {
        if (index === 0) {
          onError(error);
          return;
        }
        console.warn('Part of this list could not be read', error);
        failed.add(index);
        pages[index] = undefined;
        report();
      },
    ),
  );
  return () => {
    for (const stop of stops) stop();
  };
}

type Subscribe<Item> = (
  options: ListOptions,
  onPage: (page: ListPage<Item>) => void,
  onError: (error: Error) => void,
) => () => void;

/**
 * A public list for this viewer: works out their queries (a look-up that fails, offline before the
 * committees were ever read, leaves a visitor's), then subscribes to them all (subscribeMerged).
 */
export function subscribeForViewer<Item extends BaseContent>(
  subscribe: Subscribe<Item>,
  audienceFilters: AudienceFilters,
  viewer: Viewer,
  options: ListOptions,
  onPage: (page: ListPage<Item>) => void,
  onError: (error: Error) => void,
  lookup: ViewerLookup = firestoreViewerLookup,
): () => void {
  let stop: (() => void) | undefined;
  let stopped = false;
  audienceFilters(viewer, lookup)
    .catch((error: unknown) => {
      console.warn('Could not work out everything this reader may see', error);
      return audienceFilters(VISITOR, lookup);
    })
    .then((sets) => {
      if (stopped) return;
      const queries = combineFilterSets(options.filters ?? [], sets).map((filters) => ({ ...options, filters }));
      stop = subscribeMerged(subscribe, queries, onPage, onError);
    })
    .catch((error: unknown) => onError(error instanceof Error ? error : new Error(String(error))));
  return () => {
    stopped = true;
    stop?.();
  };
}
