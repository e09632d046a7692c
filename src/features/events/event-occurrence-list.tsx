import { memo, useMemo } from 'react';
import { Button, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import type { OlderItems } from '@/collections/define-collection';
import { OlderItemsButton } from '@/collections/older-items-button';
import { EventCard } from './event-card';
import { londonDayKey } from './event-dates';
import type { WhenFilter } from './event-filters';
import { countText, dayHeading, timeZoneOf, type EventOccurrence } from './event-view-helpers';

/** The events list as a list: occurrences grouped under day headings, a page at a time. */

/** Cards keep their props between keystrokes (the same event and occurrence objects): skip their re-render. */
const MemoEventCard = memo(EventCard);

export interface OccurrenceListProps {
  results: readonly EventOccurrence[];
  shown: number;
  onShowMore: () => void;
  when: WhenFilter;
  noun: { one: string; many: string };
  todayKey: string;
  hasFilters: boolean;
  onClear: () => void;
  onShowPast: () => void;
  /** Past events over before the window's year, read online where the past list ends. */
  older?: OlderItems;
}

export function OccurrenceList({
  results,
  shown,
  onShowMore,
  when,
  noun,
  todayKey,
  hasFilters,
  onClear,
  onShowPast,
  older,
}: OccurrenceListProps) {
  const days = useMemo(() => {
    const visible = results.slice(0, shown);
    const groups = new Map<string, EventOccurrence[]>();
    for (const occurrence of visible) {
      const startKey = londonDayKey(occurrence.startsAt, timeZoneOf(occurrence.event));
      // Something already under way is listed under today, not under the day it began.
      const key = when === 'upcoming' && startKey < todayKey ? todayKey : startKey;
      const group = groups.get(key);
      if (group) group.push(occurrence);
      else groups.set(key, [occurrence]);
    }
    return [...groups];
  }, [results, shown, when, todayKey]);
  const visibleCount = Math.min(shown, results.length);

  const kind = when === 'upcoming' ? 'upcoming' : 'past';
  const status =
    results.length === 0
      ? `No ${kind} ${noun.many} found`
      : results.length > visibleCount
        ? `Showing ${visibleCount.toLocaleString('en-GB')} of ${countText(results.length, { one: `${kind} ${noun.one}`, many: `${kind} ${noun.many}` })}`
        : `${countText(results.length, { one: `${kind} ${noun.one}`, many: `${kind} ${noun.many}` })}`;

  return (
    <Stack gap="lg">
      <Text role="status" aria-live="polite" fw={500}>
        {status}
      </Text>
      {results.length === 0 && (
        <Stack gap="sm" align="flex-start">
          <Text>
            {hasFilters
              ? `No ${kind} ${noun.many} match what you chose. Try fewer filters or another word.`
              : when === 'upcoming'
                ? `Nothing is planned just now. New ${noun.many} appear here as soon as they are published.`
                : older && older.state !== 'done'
                  ? `There are no past ${noun.many} from the last year.`
                  : `There are no past ${noun.many}.`}
          </Text>
          {hasFilters && (
            <Button variant="default" onClick={onClear}>
              Clear all filters
            </Button>
          )}
          {!hasFilters && when === 'upcoming' && (
            <Button variant="default" onClick={onShowPast}>
              See past {noun.many}
            </Button>
          )}
        </Stack>
      )}
      {days.map(([key, group]) => (
        <section key={key} aria-labelledby={`day-${key}`}>
          <Title order={2} size="h3" id={`day-${key}`} mb="sm">
            {dayHeading(key, todayKey)}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
            {group.map((occurrence) => (
              <MemoEventCard
                key={occurrence.key}
                item={occurrence.event}
                occurrence={occurrence}
                headingOrder={3}
                dateStyle={londonDayKey(occurrence.startsAt, timeZoneOf(occurrence.event)) === key ? 'time' : 'date'}
              />
            ))}
          </SimpleGrid>
        </section>
      ))}
      {results.length > visibleCount && (
        <Group>
          <Button variant="default" onClick={onShowMore}>
            Show more {noun.many}
          </Button>
        </Group>
      )}
      {/* The end of the past the device keeps: older ones come from the server, a page at a time. */}
      {when === 'past' && results.length <= visibleCount && <OlderItemsButton older={older} plural={noun.many} />}
    </Stack>
  );
}
