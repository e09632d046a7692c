import { useMemo } from 'react';
import { Anchor, Badge, Group, Stack, Text } from '@mantine/core';
import { Link } from 'react-router';
import { SHORT_MONTH_NAMES, SHORT_WEEKDAY_NAMES, zonedParts } from '@/lib/london-time';
import type { FeedEntry, FollowReason } from './feed-assembly';
import { itemHref, type FeedData } from './use-feed';

export interface TypeLabels {
  /** "Event", beside each entry. */
  singular: ReadonlyMap<string, string>;
  /** "Events", for a whole type followed ("All events"). */
  plural: ReadonlyMap<string, string>;
}

/** The names of the types read, by Firestore path. */
export function useTypeLabels(items: FeedData['items']): TypeLabels {
  return useMemo(() => {
    const singular = new Map<string, string>();
    const plural = new Map<string, string>();
    for (const [, { definition }] of items) {
      singular.set(definition.path, definition.labels.singular);
      plural.set(definition.path, definition.labels.plural);
    }
    return { singular, plural };
  }, [items]);
}

const pad = (value: number) => String(value).padStart(2, '0');

/** "Tue 31 Mar, 18:30" in London; "Tue 31 Mar, all day". */
export function eventWhenText(when: Date, allDay: boolean): string {
  const p = zonedParts(when);
  const day = `${SHORT_WEEKDAY_NAMES[p.weekday]} ${p.day} ${SHORT_MONTH_NAMES[p.month - 1]}`;
  return allDay ? `${day}, all day` : `${day}, ${pad(p.hour)}:${pad(p.minute)}`;
}

/** "29 Mar 2026" in London. */
export function newsWhenText(when: Date): string {
  const p = zonedParts(when);
  return `${p.day} ${SHORT_MONTH_NAMES[p.month - 1]} ${p.year}`;
}

/**
 * What a follow is called on screen: an item's title (from this device's copy of the item, else as last
 * seen here, else its address), "running" for a topic, "All events" for a type.
 */
export function followName(
  reason: FollowReason,
  data: Pick<FeedData, 'items' | 'followNames'>,
  typeLabels: ReadonlyMap<string, string>,
) {
  const separator = reason.indexOf(':');
  const kind = reason.slice(0, separator);
  const key = reason.slice(separator + 1);
  if (kind === 'ids')
    return (
      data.items.get(key)?.item.title ?? data.followNames[key] ?? key.slice(key.indexOf('/') + 1).replaceAll('-', ' ')
    );
  if (kind === 'tags') return key;
  return `All ${(typeLabels.get(key) ?? key).toLowerCase()}`;
}

/** One event or article in the feed: its title as a link, when, why it is here, and "New". */
export function FeedEntryRow({
  entry,
  data,
  labels,
  kind,
}: {
  entry: FeedEntry;
  data: Pick<FeedData, 'items' | 'followNames'>;
  labels: TypeLabels;
  kind: 'event' | 'news';
}) {
  const definition = data.items.get(entry.key)?.definition;
  const href = definition ? itemHref(definition, entry.item) : '#';
  const because = [...new Set(entry.because.map((reason) => followName(reason, data, labels.plural)))].join(', ');
  return (
    <Stack gap={2} component="li">
      <Group gap="xs" wrap="wrap">
        <Anchor component={Link} to={href} fw={600}>
          {entry.item.title}
        </Anchor>
        {entry.isNew && (
          <Badge variant="light" color="teal" radius="sm">
            New since your last visit
          </Badge>
        )}
      </Group>
      <Text size="sm">
        {kind === 'event' ? eventWhenText(entry.when, entry.allDay) : newsWhenText(entry.when)}
        {` · ${labels.singular.get(entry.path) ?? entry.path}`}
      </Text>
      <Text size="sm" c="dimmed">
        Because you follow {because}
      </Text>
    </Stack>
  );
}
