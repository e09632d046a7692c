import { useCallback, useMemo, useRef, useState } from 'react';
import type { DocumentSnapshot } from 'firebase/firestore';
import type * as z from 'zod';
import { beyondWindowOf, withItemsBeyond } from './beyond-window';
import { repositoryFor } from './collection-data';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { CollectionDefinition, OlderItems } from './define-collection';
import { beyondWindowOptions } from './engine-queries';

interface BeyondState<Item> {
  items: Parsed<Item>[];
  state: OlderItems['state'];
}

/**
 * Items past a type's public window (decision 0032), read from the server a page at a time when the
 * reader asks: the first page from the type's `beyondWindow` conditions, the next ones after the last
 * document read. Firestore keeps what was read in this device's copy, so it is kept once seen. Returns
 * the window's items with those read past it, and the button's state (undefined when nothing is past
 * the window).
 */
export function useBeyondWindow<Schema extends z.ZodType<BaseContent>>(
  definition: CollectionDefinition<Schema>,
  shown: readonly Parsed<z.infer<Schema>>[],
  online: boolean,
  now: Date,
): { items: Parsed<z.infer<Schema>>[]; older: OlderItems | undefined } {
  const [read, setRead] = useState<BeyondState<z.infer<Schema>>>({ items: [], state: 'more' });
  const cursor = useRef<DocumentSnapshot | undefined>(undefined);
  const query = useMemo(() => beyondWindowOf(definition, now, shown), [definition, now, shown]);
  const items = useMemo(() => withItemsBeyond(shown, read.items), [shown, read.items]);

  const load = useCallback(() => {
    if (!query || read.state === 'loading' || read.state === 'done') return;
    setRead((current) => ({ ...current, state: 'loading' }));
    const fixed = [...(definition.publicFilters ?? []), ...(definition.listFilters ?? [])];
    void repositoryFor(definition)
      .then((repository) =>
        repository.list({
          ...beyondWindowOptions(fixed, query),
          ...(cursor.current ? { after: cursor.current } : {}),
        }),
      )
      .then(
        (page) => {
          cursor.current = page.cursor;
          setRead((current) => ({
            items: withItemsBeyond(current.items, page.items),
            state: page.cursor ? 'more' : 'done',
          }));
        },
        (error: unknown) => {
          console.warn(`Could not read older ${definition.labels.plural.toLowerCase()}`, error);
          setRead((current) => ({ ...current, state: 'error' }));
        },
      );
  }, [definition, query, read.state]);

  if (!query) return { items: shown as Parsed<z.infer<Schema>>[], older: undefined };
  const state = !online && read.state !== 'done' && read.state !== 'loading' ? 'offline' : read.state;
  return {
    items,
    older: { state, direction: query.direction, read: read.items.length, load },
  };
}
