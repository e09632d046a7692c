import { useEffect, useState } from 'react';
import { Anchor, List, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import { detailPattern, type ReferencingSource } from './define-collection';

/** What one referencing type contributes to a page: its heading and items, soonest first. */
export interface ReferencingGroup {
  heading: string;
  items: { id: string; title: string; path: string }[];
}

type Dated = Parsed<BaseContent> & Record<string, unknown>;

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
 * Reads the published items of each referencing type that point at this item
 * (`{field}.collection == path` and `{field}.id == id`). A plain read: offline, Firestore answers
 * from this device's copy, which cache warming filled.
 */
export async function loadReferencing(
  sources: readonly ReferencingSource[],
  target: { path: string; id: string },
  now: Date = new Date(),
): Promise<ReferencingGroup[]> {
  const [{ assembleDefinition }, { repositoryFor }] = await Promise.all([
    import('./assemble-definition'),
    import('./collection-data'),
  ]);
  return Promise.all(
    sources.map(async (source) => {
      const model = await source.manifest.load.model();
      const repository = await repositoryFor(assembleDefinition(source.manifest, model, {}));
      const page = await repository.list({
        audience: 'public',
        filters: [
          { field: `${source.field}.collection`, op: '==', value: target.path },
          { field: `${source.field}.id`, op: '==', value: target.id },
        ],
        limit: 100,
      });
      const ordered = orderReferencing(page.items as Dated[], source.manifest.defaultSort, now);
      return {
        heading: source.heading,
        items: ordered.map((item) => ({
          id: item.id,
          title: item.title,
          path: model.itemPath?.(item) ?? detailPattern(source.manifest).replace(':slug', item.slug),
        })),
      };
    }),
  );
}

/** "Events by …" and the like, on the detail page of an item other types point at. */
export function ReferencingItems({
  sources,
  target,
}: {
  sources: readonly ReferencingSource[];
  target: { path: string; id: string; title: string };
}) {
  const [groups, setGroups] = useState<ReferencingGroup[] | undefined>(undefined);
  useEffect(() => {
    let current = true;
    loadReferencing(sources, target).then(
      (loaded) => current && setGroups(loaded),
      (error: unknown) => {
        console.warn('Could not read the related items', error);
        if (current) setGroups([]);
      },
    );
    return () => {
      current = false;
    };
  }, [sources, target.path, target.id]); // eslint-disable-line react-hooks/exhaustive-deps -- the target's identity is its path and id
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
        </section>
      ))}
    </Stack>
  );
}
