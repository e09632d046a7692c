import { useEffect, useState } from 'react';
import type * as z from 'zod';
import { describeFirebaseError } from '@/firebase/errors';
import type { BaseContent } from './content-schema';
import { repositoryFor } from './collection-data';
import type { Parsed } from './converter';
import type { CollectionDefinition } from './define-collection';
import type { Audience, ItemSnapshot, ListOptions, ListPage } from './repository';

export type Loadable<Value> =
  { state: 'loading' } | { state: 'ready'; value: Value } | { state: 'error'; message: string; code: string };

/**
 * A live list of a content type with its sync state. `fromCache` with no items means this device has
 * not seen the list online yet: pages say so plainly rather than "nothing here".
 */
export function useCollectionList<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  options: Omit<ListOptions, 'after'>,
): Loadable<ListPage<z.infer<Schema>>> {
  const [result, setResult] = useState<Loadable<ListPage<z.infer<Schema>>>>({ state: 'loading' });
  const key = JSON.stringify(options);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const fail = (error: unknown) => {
      if (!cancelled) setResult({ state: 'error', ...describeFirebaseError(error) });
    };
    repositoryFor(definition).then((repository) => {
      if (cancelled) return;
      stop = repository.subscribe(
        JSON.parse(key) as ListOptions,
        (page) => setResult({ state: 'ready', value: page }),
        fail,
      );
    }, fail);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [definition, key]);
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
  const key = `${definition.path}|${id ?? ''}|${slug ?? ''}|${audience}`;
  // Results are kept with the request they answer, so a new request reads as loading at once.
  const [result, setResult] = useState<{ key: string; value: Loadable<ItemSnapshot<z.infer<Schema>>> }>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let cancelled = false;
    const settle = (value: Loadable<ItemSnapshot<z.infer<Schema>>>) => {
      if (!cancelled) setResult({ key, value });
    };
    const fail = (error: unknown) => settle({ state: 'error', ...describeFirebaseError(error) });
    repositoryFor(definition).then((repository) => {
      if (cancelled) return;
      if (id !== undefined) {
        stop = repository.subscribeById(id, audience, (snapshot) => settle({ state: 'ready', value: snapshot }), fail);
      } else {
        stop = repository.subscribe(
          { audience, filters: [{ field: 'slug', op: '==', value: slug }], limit: 1 },
          (page) =>
            settle({
              state: 'ready',
              value: { item: page.items[0], fromCache: page.fromCache, hasPendingWrites: page.hasPendingWrites },
            }),
          fail,
        );
      }
    }, fail);
    return () => {
      cancelled = true;
      stop?.();
    };
  }, [definition, id, slug, audience, key]);
  return result?.key === key ? result.value : { state: 'loading' };
}

export type { Parsed };
