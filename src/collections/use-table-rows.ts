import { startTransition, useEffect, useRef, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { DocumentSnapshot } from 'firebase/firestore';
import type * as z from 'zod';
import { describeFirebaseError } from '@/firebase/errors';
import { connectivityStore } from '@/stores/connectivity-store';
import type { BaseContent } from './content-schema';
import { repositoryFor } from './collection-data';
import type { Parsed } from './converter';
import type { CollectionDefinition } from './define-collection';
import type { ListFilter, ListOrder } from './list-query';
import { watchPagedRows, type PagedRows } from './table-pages';
import { combineCounts, type TableCount, type TableQuery } from './table-query';

/** Loading, the answer, or why there is none. */
export type TableLoad<Value> =
  { state: 'loading' } | { state: 'ready'; value: Value } | { state: 'error'; message: string; code: string };

/** The same value, as Firestore hands it out (Timestamps compare by their time). */
function sameValue(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/**
 * The rows of a dashboard table, live, `rows` of them (at least) read from the server a page at a time
 * with cursors (table-pages.ts): editors ask for everything, owners for their own (the filters say).
 */
export function useTableRows<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  query: { filters: readonly ListFilter[]; orderBy: readonly ListOrder[] },
  rows: number,
  pageSize: number,
): TableLoad<PagedRows<Parsed<z.infer<Schema>>>> {
  const key = JSON.stringify(query);
  const [result, setResult] = useState<{ key: string; value: TableLoad<PagedRows<Parsed<z.infer<Schema>>>> }>();
  const watch = useRef<{ want: (rows: number) => void } | null>(null);
  // Read when the query changes: later changes of `rows` go to the running watch.
  const rowsNow = useRef(rows);
  useEffect(() => {
    rowsNow.current = rows;
    watch.current?.want(rows);
  }, [rows]);

  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    const settle = (value: TableLoad<PagedRows<Parsed<z.infer<Schema>>>>) => {
      if (!stopped) startTransition(() => setResult({ key, value }));
    };
    const fail = (error: unknown) => settle({ state: 'error', ...describeFirebaseError(error) });
    const asked = query;
    const sortFields = asked.orderBy.map((order) => order.field);
    repositoryFor(definition).then((repository) => {
      if (stopped) return;
      const watching = watchPagedRows<Parsed<z.infer<Schema>>, DocumentSnapshot>(
        (part, onPage, onError) =>
          repository.subscribe(
            {
              audience: 'editor',
              filters: asked.filters,
              orderBy: asked.orderBy,
              after: part.after,
              limit: part.limit,
            },
            onPage,
            onError,
          ),
        rowsNow.current,
        pageSize,
        (a, b) => a.id === b.id && sortFields.every((field) => sameValue(a.get(field), b.get(field))),
        (value) => settle({ state: 'ready', value }),
        fail,
      );
      stop = watching.stop;
      watch.current = watching;
    }, fail);
    return () => {
      stopped = true;
      watch.current = null;
      stop?.();
    };
    // `key` names the query: a new object asking the same starts nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definition, key, pageSize]);

  return result?.key === key ? result.value : { state: 'loading' };
}

/**
 * How many items the table's query finds, counted by the server (an aggregation: one read per 1,000
 * items, none of them downloaded), again when `changes` changes (rows came or went) and when back
 * online. Offline the count is not known: the device's copy holds only what was read.
 */
export function useTableCount<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  count: TableQuery['count'],
  changes: string,
): TableCount {
  const { online } = useSnapshot(connectivityStore);
  const key = JSON.stringify(count);
  const [result, setResult] = useState<{ key: string; value: TableCount }>();
  useEffect(() => {
    if (!online) return undefined;
    let stopped = false;
    const asked = count;
    repositoryFor(definition)
      .then(async (repository) => {
        const counted = async (filters: readonly ListFilter[]) =>
          (await repository.count({ audience: 'editor', filters })).count;
        const [plus, ...minus] = await Promise.all([asked.plus, ...asked.minus].map(counted));
        if (!stopped) setResult({ key, value: { state: 'known', count: combineCounts(plus ?? 0, minus) } });
      })
      .catch((error: unknown) => {
        console.warn('The table could not be counted', error);
        if (!stopped) setResult({ key, value: { state: 'failed' } });
      });
    return () => {
      stopped = true;
    };
    // `key` names the counts.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [definition, key, online, changes]);
  if (!online) return { state: 'offline' };
  return result?.key === key ? result.value : { state: 'counting' };
}
