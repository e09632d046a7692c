import { useMemo, useState } from 'react';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type { Parsed } from '@/collections/converter';
import type { ListPage } from '@/collections/repository';
import { useCollectionList, type Loadable } from '@/collections/use-collection';
import { connectivityStore } from '@/stores/connectivity-store';
import { usePageClock } from '@/hooks/use-page-clock';
import { EventCard } from './event-card';
import classes from './next-events.module.css';
import type { EventItem } from './event-schema';
import { assembleDefinition } from '@/collections/assemble-definition';
import { eventsManifest, eventWindow } from './events-manifest';
import { models } from './events-model';
import { filterOccurrences, defaultEventFilters } from './event-filters';
import { expandAll } from '@/lib/recurrence';

/** Events as the engine's hooks read them: the model alone, no views or editor. */
const eventsCollection = assembleDefinition(eventsManifest, models.events, {});

/**
 * Events the home page reads: series already running come first (by start), then the soonest one-offs,
 * so the next few dates are among them unless dozens of series run at once.
 */
const NEXT_EVENTS_READ = 50;

/** How far ahead the home page looks for what is next. */
const LOOK_AHEAD_MS = 366 * 24 * 60 * 60 * 1000;

/** The next `limit` dates of published events, soonest first (a series counts each date). */
export function nextOccurrences(items: readonly Parsed<EventItem>[], now: Date, limit: number) {
  const occurrences = expandAll(items, { from: now, to: new Date(now.getTime() + LOOK_AHEAD_MS) }, limit);
  return filterOccurrences(occurrences, defaultEventFilters, now).slice(0, limit);
}

interface NextEventsViewProps {
  result: Loadable<ListPage<EventItem>>;
  online: boolean;
  now: Date;
  limit: number;
}

/** What NextEvents shows, given the loaded list (split out so it can be tested without Firestore). */
export function NextEventsView({ result, online, now, limit }: NextEventsViewProps) {
  const items = result.state === 'ready' ? result.value.items : undefined;
  const next = useMemo(() => (items ? nextOccurrences(items, now, limit) : []), [items, now, limit]);

  let body;
  if (
    result.state === 'loading' ||
    (result.state === 'ready' && result.value.items.length === 0 && result.value.fromCache && online)
  ) {
    body = (
      <Text role="status" aria-live="polite" className={classes.waiting}>
        Looking for what is on…
      </Text>
    );
  } else if (result.state === 'error') {
    body = <Text>What is on could not be loaded just now. {result.message}</Text>;
  } else if (next.length === 0 && result.value.fromCache && result.value.items.length === 0) {
    body = (
      <Text>
        Events have not been saved on this device yet. Once you have been online with the app open, they stay available
        without a signal.
      </Text>
    );
  } else if (next.length === 0) {
    body = <Text>Nothing is planned just now. New events appear here as soon as they are published.</Text>;
  } else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
        {next.map((occurrence) => (
          <EventCard key={occurrence.key} item={occurrence.event} occurrence={occurrence} headingOrder={3} />
        ))}
      </SimpleGrid>
    );
  }

  return (
    <Stack gap="sm" component="section" aria-labelledby="next-events-heading">
      {/* The link sits beside the heading, not under the list: it stays put while the events arrive. */}
      <Group justify="space-between" align="baseline" gap="xs">
        <Title order={2} size="h3" id="next-events-heading">
          Coming up
        </Title>
        <Anchor component={Link} to={eventsCollection.publicPath}>
          See all events
        </Anchor>
      </Group>
      {body}
    </Stack>
  );
}

/** The next few events, for the home page, with a link to them all. Works offline once visited. */
export function NextEvents({ limit = 4 }: { limit?: number }) {
  // One "now" per visit, so the list does not jump about while it is being read.
  const now = usePageClock();
  // The window's "not over yet" query, bounded: the home page reads a few dozen events, not the window.
  const [options] = useState(() => {
    const [upcoming] = eventWindow(now);
    return {
      audience: 'public' as const,
      filters: upcoming?.filters ?? [],
      orderBy: upcoming?.orderBy,
      limit: NEXT_EVENTS_READ,
    };
  });
  const result = useCollectionList(eventsCollection, options, true);
  const { online } = useSnapshot(connectivityStore);
  return <NextEventsView result={result} online={online} now={now} limit={limit} />;
}
