import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type * as z from 'zod';
import { usePageClock } from '@/hooks/use-page-clock';
import { connectivityStore } from '@/stores/connectivity-store';
import type { BaseContent } from './content-schema';
import { initialList, initialListTotal } from './build-time-items';
import type { CollectionDefinition, FixedFilter } from './define-collection';
import { useBeyondWindow } from './use-beyond-window';
import { serverSearchWord } from './list-fields';
import {
  defaultPublicSort,
  pagedListOptions,
  readListState,
  readPageCount,
  writePageCount,
} from './public-list-filter';
import type { ListPage } from './repository';
import { useCollectionList, type Loadable } from './use-collection';
import { PUBLIC_PAGE_SIZE, usePagedList } from './use-paged-list';
import { PublicListView, type ListPaging } from './public-list-view';

/** The public list page of any content type. */
export function PublicListPage<Schema extends z.ZodType<BaseContent>>({
  definition,
}: {
  definition: CollectionDefinition<Schema>;
}) {
  return definition.slots?.listView ? (
    <WindowListPage definition={definition} />
  ) : (
    <PagedListPage definition={definition} />
  );
}

/** Stable while a window list loads, so nothing downstream recomputes. */
const NO_ITEMS: never[] = [];

/** The list conditions every public list of the type applies, and its main list's own. */
function fixedFiltersOf(definition: CollectionDefinition<z.ZodType<BaseContent>>): FixedFilter[] {
  // A type whose readers see different items asks with each viewer's own conditions instead (documents).
  return [
    ...((definition.audienceFilters ? undefined : definition.publicFilters) ?? []),
    ...(definition.listFilters ?? []),
  ];
}

/**
 * A type with a list view of its own (events, news, the trail, the shop) shows its public window, which
 * the view filters and sorts on the device: bounded by the window, not by the archive (decision 0032).
 */
function WindowListPage<Schema extends z.ZodType<BaseContent>>({
  definition,
}: {
  definition: CollectionDefinition<Schema>;
}) {
  const fixed = fixedFiltersOf(definition as CollectionDefinition<z.ZodType<BaseContent>>);
  const result = useCollectionList(definition, { audience: 'public', ...(fixed.length ? { filters: fixed } : {}) });
  const { online } = useSnapshot(connectivityStore);
  const now = usePageClock();
  const shown = result.state === 'ready' ? result.value.items : NO_ITEMS;
  const { items, older } = useBeyondWindow(definition, shown, online, now);
  const withOlder =
    result.state === 'ready' && items !== shown ? { ...result, value: { ...result.value, items } } : result;
  return <PublicListView definition={definition} result={withOlder} online={online} older={older} />;
}

/** Waiting for a pause in typing before the server is asked (the list narrows on the device at once). */
const SEARCH_DELAY_MS = 300;

function useSettledValue<Value>(value: Value, delay: number): Value {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The directory types (clubs, businesses, organisations, committees): the server sorts, searches
 * (`keywords`), counts and pages; "Show more" reads the next page after the last one shown, and the
 * address keeps how many pages are shown, so Back returns to the same place.
 */
function PagedListPage<Schema extends z.ZodType<BaseContent>>({
  definition,
}: {
  definition: CollectionDefinition<Schema>;
}) {
  const [params, setParams] = useSearchParams();
  const fallbackSort = defaultPublicSort(definition.defaultSort);
  const state = readListState(params, fallbackSort);
  const pages = readPageCount(params);
  const word = useSettledValue(serverSearchWord(state.query), SEARCH_DELAY_MS);
  const options = useMemo(
    () => pagedListOptions(definition as CollectionDefinition<z.ZodType<BaseContent>>, state.sort, word),
    [definition, state.sort, word],
  );
  const [initial] = useState(() => {
    const items = initialList(definition);
    return items && state.query === '' && state.sort === fallbackSort
      ? { items: items.slice(0, PUBLIC_PAGE_SIZE * pages), total: initialListTotal(definition) }
      : undefined;
  });
  const paged = usePagedList(definition, options, pages, initial);
  const { online } = useSnapshot(connectivityStore);
  const result: Loadable<ListPage<z.infer<Schema>>> =
    paged.state === 'loading'
      ? { state: 'loading' }
      : paged.state === 'error'
        ? { state: 'error', message: paged.error?.message ?? '', code: paged.error?.code ?? '' }
        : {
            state: 'ready',
            value: {
              items: paged.items,
              cursor: undefined,
              fromCache: paged.fromCache,
              hasPendingWrites: false,
              pendingIds: new Set<string>(),
            },
          };
  const paging: ListPaging = {
    total: paged.total,
    hasMore: paged.hasMore,
    updating: paged.updating === true,
    onShowMore: () =>
      setParams((current) => writePageCount(current, readPageCount(current) + 1), {
        replace: true,
        preventScrollReset: true,
      }),
  };
  return <PublicListView definition={definition} result={result} online={online} paging={paging} />;
}
