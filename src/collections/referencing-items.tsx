import { startTransition, useEffect, useMemo, useState } from 'react';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { BACKEND_START_DELAY_MS } from '@/config/constants';
import { firestoreRequested } from '@/firebase/firebase-app';
import { sessionStore } from '@/stores/session-store';
import { viewerKey, viewerOf, VISITOR } from './audience-lists';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import { detailPattern, type ReferencingSource, type Viewer } from './define-collection';
import type { ListFilter } from './list-query';
import { publicWindowOf } from './public-window';
import { referencingOptions } from './engine-queries';
import { initialReferencing, type ReferencingGroup, type ReferencingTarget } from './prerendered-referencing';

export type { ReferencingGroup };

type Dated = Parsed<BaseContent> & Record<string, unknown>;

/** At most this many of each window query are listed on the item they point at. */
const REFERENCING_LIMIT = 100;

/**
 * Items in the type's default order, with those still to come first when that order is by a date
 * (events: upcoming soonest first, then past ones, most recent first).
 */
export function orderReferencing(
  items: readonly Dated[],
  sort: { field: string; direction: 'asc' | 'desc' } | undefined,
  now: Date,
): Dated[] {
  if (!sort) return [...items].sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));
  const time = (item: Dated) => {
    const value = item[sort.field];
    return value instanceof Date ? value.getTime() : undefined;
  };
  const sign = sort.direction === 'asc' ? 1 : -1;
  const upcoming = items.filter((item) => (time(item) ?? Infinity) >= now.getTime());
  const past = items.filter((item) => (time(item) ?? Infinity) < now.getTime());
  upcoming.sort((a, b) => sign * ((time(a) ?? 0) - (time(b) ?? 0)));
  past.sort((a, b) => (time(b) ?? 0) - (time(a) ?? 0));
  return [...upcoming, ...past];
}

/**
 * Reads the published items of each referencing type that point at this item (`{field}.collection ==
 * path` and `{field}.id == id`, or `{field} == id` for a field that holds an id), as this viewer may see
 * them (a type with audienceFilters: documents). A plain read: offline, Firestore answers from this
 * device's copy, which cache warming filled.
 */
export async function loadReferencing(
  sources: readonly ReferencingSource[],
  target: { path: string; id: string },
  now: Date = new Date(),
  viewer: Viewer = VISITOR,
): Promise<LiveReferencingGroup[]> {
  const [{ assembleDefinition }, { repositoryFor }, audience] = await Promise.all([
    import('./assemble-definition'),
    import('./collection-data'),
    import('./audience-lists'),
  ]);
  return Promise.all(
    sources.map(async (source) => {
      const model = await source.manifest.load.model();
      const definition = assembleDefinition(source.manifest, model, {});
      const repository = await repositoryFor(definition);
      const filters = source.holdsId
        ? [{ field: source.field, op: '==' as const, value: target.id }]
        : [
            { field: `${source.field}.collection`, op: '==' as const, value: target.path },
            { field: `${source.field}.id`, op: '==' as const, value: target.id },
          ];
      // Each query of the type's window with the pointing conditions: ordered and bounded by the server
      // (events: those to come by date, then the last year's), never the first documents by id.
      const windowQueries = publicWindowOf(source.manifest, now);
      const readAll = (conditions: readonly ListFilter[]) =>
        Promise.all(
          windowQueries.map((query) => repository.list(referencingOptions(conditions, query, REFERENCING_LIMIT))),
        ).then((pages) => audience.mergePages(pages));
      const audienceFilters = definition.audienceFilters;
      let items: Dated[];
      let fromCache: boolean;
      if (audienceFilters) {
        const sets = await audienceFilters(viewer, audience.firestoreViewerLookup).catch(() =>
          audienceFilters(VISITOR, audience.firestoreViewerLookup),
        );
        const queries = audience.combineFilterSets(filters, sets);
        const pages = await Promise.all(
          queries.map((query, index) =>
            readAll(query).catch((error: unknown) => {
              // The first query is every reader's: its failure is the list's; another's only leaves its items out.
              if (index === 0) throw error;
              console.warn('Part of this list could not be read', error);
              return undefined;
            }),
          ),
        );
        const merged = audience.mergePages(pages.filter((page) => page !== undefined));
        items = merged.items as Dated[];
        fromCache = merged.fromCache;
      } else {
        const page = await readAll(filters);
        items = page.items as Dated[];
        fromCache = page.fromCache;
      }
      return { ...referencingGroup(source, model, items, now), fromCache };
    }),
  );
}

/** A group as read live: `fromCache`, answered from this device's copy alone (offline, or not yet synced). */
export type LiveReferencingGroup = ReferencingGroup & { fromCache: boolean };

/**
 * The groups to show once the live read has answered: its own, except where this device's copy alone
 * answered with nothing and the page carries the group (offline on a first visit, the copy holds none of
 * the type yet): "Nothing yet" would then be untrue, and the page's list was true when the site was built.
 */
export function shownReferencing(
  live: readonly LiveReferencingGroup[],
  fromPage: readonly ReferencingGroup[] | undefined,
): ReferencingGroup[] {
  return live.map((group) => {
    const drawn = fromPage?.find((candidate) => candidate.heading === group.heading);
    return group.fromCache && group.items.length === 0 && drawn ? drawn : group;
  });
}

/** One referencing type's group from the items of it that point at the page's item, in the type's order. */
export function referencingGroup(
  source: ReferencingSource,
  model: { itemPath?: (item: Dated) => string },
  items: readonly Dated[],
  now: Date,
): ReferencingGroup {
  const ordered = orderReferencing(items, source.manifest.defaultSort, now);
  return {
    heading: source.heading,
    all: { path: source.manifest.publicPath, label: source.manifest.labels.plural.toLowerCase() },
    items: ordered.map((item) => ({
      id: item.id,
      title: item.title,
      path: model.itemPath?.(item) ?? detailPattern(source.manifest).replace(':slug', item.slug),
    })),
  };
}

/** Whether `item` (of the source's type) points at the target, as loadReferencing's queries ask. */
export function pointsAt(item: Record<string, unknown>, source: ReferencingSource, target: ReferencingTarget): boolean {
  const value = item[source.field];
  if (source.holdsId) return value === target.id;
  if (typeof value !== 'object' || value === null) return false;
  const reference = value as Record<string, unknown>;
  return reference.collection === target.path && reference.id === target.id;
}

/** "Events by …" and the like, on the detail page of an item other types point at. */
export function ReferencingItems({
  sources,
  target,
}: {
  sources: readonly ReferencingSource[];
  target: { path: string; id: string; title: string };
}) {
  // A prerendered page starts from the lists the build drew for its item (prerendered-referencing.ts); what
  // was read belongs to the item it was read for, so the next item's page never shows the last one's.
  const targetKey = `${target.path}/${target.id}`;
  const fromPage = useMemo(() => initialReferencing(sources, target), [sources, targetKey]); // eslint-disable-line react-hooks/exhaustive-deps -- the target's identity is its path and id
  const [read, setRead] = useState<{ targetKey: string; groups: ReferencingGroup[] } | undefined>(undefined);
  const groups = read?.targetKey === targetKey ? read.groups : fromPage;
  const session = useSnapshot(sessionStore);
  // Types with audienceFilters (documents) show each reader what they may read; a sign-in reads again.
  const viewer = viewerOf(session);
  const who = viewerKey(viewer);
  useEffect(() => {
    let current = true;
    const readLive = () =>
      loadReferencing(sources, target, new Date(), viewer).then(
        (loaded) =>
          current && startTransition(() => setRead({ targetKey, groups: shownReferencing(loaded, fromPage) })),
        (error: unknown) => {
          console.warn('Could not read the related items', error);
          // What the page showed stays: it was true when the site was built.
          if (current && !fromPage) setRead({ targetKey, groups: [] });
        },
      );
    // Shown from the page: the live lists wait for Firebase to start as it would on this page (start-app.tsx),
    // rather than loading the database's code while the page starts.
    const timer =
      fromPage && !firestoreRequested() ? setTimeout(() => void readLive(), BACKEND_START_DELAY_MS) : undefined;
    if (!timer) void readLive();
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [sources, targetKey, who, fromPage]); // eslint-disable-line react-hooks/exhaustive-deps -- the target's identity is its path and id, the viewer's their key
  if (!groups) return null;
  return (
    <Stack gap="md">
      {groups.map((group) => (
        <section key={group.heading} aria-label={`${group.heading} ${target.title}`}>
          <Title order={2} size="h3" mb="xs">
            {group.heading} {target.title}
          </Title>
          {group.items.length === 0 ? (
            <Text c="dimmed">Nothing yet.</Text>
          ) : (
            <List>
              {group.items.map((item) => (
                <List.Item key={item.id}>
                  <Anchor component={Link} to={item.path}>
                    {item.title}
                  </Anchor>
                </List.Item>
              ))}
            </List>
          )}
          <Text size="sm" mt="xs">
            <Anchor component={Link} to={group.all.path}>
              See all {group.all.label}
            </Anchor>
          </Text>
        </section>
      ))}
    </Stack>
  );
}
