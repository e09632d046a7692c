import { useEffect, useMemo, useState } from 'react';
import { useSnapshot } from 'valtio';
import type { BaseContent } from '@/collections/content-schema';
import { readPublishedOnDevice } from '@/collections/collection-data';
import { detailPattern, type CollectionDefinition } from '@/collections/define-collection';
import { followCount, type Follows } from '@/lib/follows';
import { connectivityStore } from '@/stores/connectivity-store';
import { currentFollows, followsStore, loadDeviceFollows } from '@/stores/follows-store';
import type * as z from 'zod';
import { assembleFeed, type Feed, type FeedItem, type FeedSource } from './feed-assembly';

type AnyDefinition = CollectionDefinition<z.ZodType<BaseContent>>;

/** A type the feed reads: its definition (from the registry), and how it counts in the feed. */
export interface FeedSourceDefinition {
  definition: AnyDefinition;
  /** `events` and `news` make the feed; `followable` types give the names of what is followed and suggestions. */
  kind: 'events' | 'news' | 'followable';
  references: FeedSource['references'];
}

export interface FeedData {
  state: 'loading' | 'ready';
  follows: Follows;
  feed: Feed;
  /** Every item read, by follow key (`clubs/thornbury-running-club`): names and addresses. */
  items: ReadonlyMap<string, { item: FeedItem; definition: AnyDefinition }>;
  /** Followed items' titles as last seen on this device, for those `items` lacks (follows-store). */
  followNames: Readonly<Record<string, string>>;
  sources: readonly FeedSource[];
}

const EMPTY_FEED: Feed = { today: [], week: [], later: [], news: [] };

/** The address of an item's page. */
export function itemHref(definition: AnyDefinition, item: FeedItem): string {
  return definition.itemPath?.(item) ?? detailPattern(definition).replace(':slug', encodeURIComponent(item.slug));
}

/**
 * The feed for whoever is here, from this device's copy of the published content. Reads nothing while
 * nothing is followed, unless `always` (the feed page itself: its suggestions need the clubs and topics).
 */
export function useFeed(
  loadSources: () => Promise<readonly FeedSourceDefinition[]>,
  lastVisit: number | null,
  always: boolean,
): FeedData {
  const snapshot = useSnapshot(followsStore);
  const { online } = useSnapshot(connectivityStore);
  const follows = currentFollows(snapshot);
  const wanted = always || followCount(follows) > 0;
  const [read, setRead] = useState<{ definitions: readonly FeedSourceDefinition[]; items: Map<string, FeedItem[]> }>();

  useEffect(() => {
    void loadDeviceFollows();
  }, []);

  useEffect(() => {
    if (!wanted || read) return undefined;
    let live = true;
    void loadSources().then(async (definitions) => {
      const items = await readPublishedOnDevice(
        definitions.map((source) => source.definition),
        online,
      );
      if (live) setRead({ definitions, items: items as Map<string, FeedItem[]> });
    });
    return () => {
      live = false;
    };
  }, [wanted, read, loadSources, online]);

  const sources = useMemo<FeedSource[]>(
    () =>
      (read?.definitions ?? []).flatMap((source) =>
        source.kind === 'followable'
          ? []
          : [
              {
                path: source.definition.path,
                kind: source.kind,
                references: source.references,
                items: read?.items.get(source.definition.path) ?? [],
              },
            ],
      ),
    [read],
  );
  const items = useMemo(() => {
    const byKey = new Map<string, { item: FeedItem; definition: AnyDefinition }>();
    for (const source of read?.definitions ?? []) {
      for (const item of read?.items.get(source.definition.path) ?? []) {
        byKey.set(`${source.definition.path}/${item.id}`, { item, definition: source.definition });
      }
    }
    return byKey;
  }, [read]);
  // The feed's "now" moves on when the follows or the data change, not on every render.
  const feed = useMemo(
    () => (read ? assembleFeed(sources, follows, new Date(), lastVisit) : EMPTY_FEED),
    [read, sources, follows, lastVisit],
  );
  return {
    state: read && snapshot.deviceRead ? 'ready' : 'loading',
    follows,
    feed,
    items,
    followNames: snapshot.names,
    sources,
  };
}
