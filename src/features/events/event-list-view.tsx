import { memo, useDeferredValue, useMemo, useState } from 'react';
import { Alert, Anchor, Group, Stack, Text } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import { useSnapshot } from 'valtio';
import type { ListViewProps } from '@/collections/define-collection';
import { connectivityStore } from '@/stores/connectivity-store';
import { usePageClock } from '@/hooks/use-page-clock';
import { CalendarView, monthKey, type MonthRef } from './event-calendar-view';
import { londonDayKey, parseDayKey, zonedDayStart, zonedParts } from './event-dates';
import {
  filterOccurrences,
  filterOptions,
  filtersToSearchParams,
  buildSearchIndex,
  type EventFilters,
  type WhenFilter,
} from './event-filters';
import { OccurrenceList } from './event-occurrence-list';
import type { EventItem } from './event-schema';
import { collectionOf, DAY_MS, LIST_WINDOW_MS, nounFor, type PublicEvent } from './event-view-helpers';
import { expandAll, expandOccurrences } from '@/lib/recurrence';
import type { SavedEvent } from './saved-events';
import { SavedEventsPanel, type SavedEventResolver } from './saved-events-panel';
import { FollowTopics } from '@/collections/follow-button';
import { FilterPanel, type FilterPanelValue } from './public/filter-panel';
import { useEventsView, type EventsView } from './public/view-preference';
import { useEventFilters } from './use-event-filters';

/**
 * The events (and workshops) list page: saved events, filters and search kept in the address, and the
 * results as a list by day or a month calendar.
 */

/** Occurrences shown at first, and added by each "Show more": enough to fill a phone's screen a few
 * times over, and quick to draw on a slow one. */
export const LIST_PAGE_SIZE = 20;

/** Its props stay the same while people type; it still updates when the saved list changes. */
const MemoSavedEventsPanel = memo(SavedEventsPanel);

const MONTH_PARAM = /^(\d{4})-(0[1-9]|1[0-2])$/;

function dayKeyToDate(key: string): Date | null {
  return key && parseDayKey(key) ? zonedDayStart(key) : null;
}

function toPanelValue(filters: EventFilters, query: string): FilterPanelValue {
  return {
    query,
    categories: filters.categories,
    tags: filters.tags,
    price: filters.price,
    from: filters.from ? londonDayKey(filters.from) : '',
    to: filters.to ? londonDayKey(filters.to) : '',
  };
}

/** Values from an address in any capitals, matched to the spelling the options show. */
function matchOptions(values: readonly string[], options: readonly { value: string }[]): string[] {
  const byLower = new Map(options.map((option) => [option.value.toLocaleLowerCase('en-GB'), option.value]));
  return values.map((value) => byLower.get(value.toLocaleLowerCase('en-GB')) ?? value);
}

export function EventListView({ items, fromCache, older }: ListViewProps<EventItem>) {
  // One "now" per visit to the page, so the lists do not shift while someone reads them.
  const now = usePageClock();
  const todayKey = londonDayKey(now);
  const { online } = useSnapshot(connectivityStore);
  const [view, setView] = useEventsView();
  const { filters, setQuery, update, params, write } = useEventFilters();
  const deferredFilters = useDeferredValue(filters);
  const noun = useMemo(() => nounFor(items), [items]);

  const olderRead = older?.read ?? 0;
  const occurrences = useMemo(() => {
    // Search text is worked out once per event here, so no keystroke pays for it.
    buildSearchIndex(items);
    return expandAll(items, {
      from: new Date(Math.min(now.getTime() - LIST_WINDOW_MS, olderRead > 0 ? earliestStart(items) : Infinity)),
      to: new Date(now.getTime() + LIST_WINDOW_MS),
    });
  }, [items, now, olderRead]);
  const options = useMemo(() => filterOptions(items), [items]);
  const results = useMemo(
    () => filterOccurrences(occurrences, deferredFilters, now),
    [occurrences, deferredFilters, now],
  );

  const monthMatch = MONTH_PARAM.exec(params.get('month') ?? '');
  const todayParts = zonedParts(now);
  const month: MonthRef = monthMatch
    ? { year: Number(monthMatch[1]), month: Number(monthMatch[2]) }
    : { year: todayParts.year, month: todayParts.month };

  const panelValue = {
    ...toPanelValue(filters, filters.query),
    categories: matchOptions(filters.categories, options.categories),
    tags: matchOptions(filters.tags, options.tags),
  };
  const onPanelChange = (change: Partial<FilterPanelValue>) => {
    // The search box has its own path (it waits for a pause before changing the address).
    if (change.query !== undefined) {
      setQuery(change.query);
      return;
    }
    const { from, to, ...rest } = change;
    update({
      ...rest,
      ...(from !== undefined ? { from: dayKeyToDate(from) } : {}),
      ...(to !== undefined ? { to: dayKeyToDate(to) } : {}),
    });
  };
  const clearFilters = () => {
    setQuery('');
    update({ query: '', categories: [], tags: [], price: 'any', from: null, to: null });
  };
  const showDay = (key: string) => {
    const day = zonedDayStart(key);
    setView('list');
    update({ from: day, to: day, when: day.getTime() + DAY_MS <= now.getTime() ? 'past' : 'upcoming' });
  };

  const resolveSaved = useMemo(() => savedResolver(items, now), [items, now]);

  // "Show more" counts for one search: a new search starts again from the first page of results.
  const filtersKey = filtersToSearchParams(deferredFilters).toString();
  const [page, setPage] = useState({ key: filtersKey, count: LIST_PAGE_SIZE });
  const shown = page.key === filtersKey ? page.count : LIST_PAGE_SIZE;

  return (
    <Stack gap="lg">
      <MemoSavedEventsPanel now={now} resolve={resolveSaved} />
      {fromCache && !online && (
        <Alert color="gray" title="You are offline" role="status">
          These are the {noun.many} saved on this device. They may have changed since: the list updates when you are
          back online.
        </Alert>
      )}
      <section aria-label={`Find ${noun.many}`}>
        <FilterPanel
          value={panelValue}
          onChange={onPanelChange}
          onClear={clearFilters}
          categories={options.categories}
          tags={options.tags}
          searchLabel={`Search ${noun.many}`}
        />
      </section>
      {/* Filtered by a category or tag: follow it from here, as from an event's page (issue 15). */}
      <FollowTopics
        topics={[...panelValue.categories, ...panelValue.tags]}
        headingId="events-chosen-topics"
        heading="Follow what you chose"
        intro={`Follow a category or tag to see its new ${noun.many} in your feed.`}
      />
      <Group justify="space-between" gap="sm">
        {view === 'list' ? (
          <SegmentedChoice
            aria-label={`Which ${noun.many} to show`}
            value={filters.when}
            onChange={(when) => update({ when: when as WhenFilter })}
            data={[
              { value: 'upcoming', label: 'Coming up' },
              { value: 'past', label: `Past ${noun.many}` },
            ]}
          />
        ) : (
          <span />
        )}
        <SegmentedChoice
          aria-label="Show as"
          value={view}
          onChange={(next) => setView(next as EventsView)}
          data={[
            { value: 'list', label: 'List' },
            { value: 'calendar', label: 'Calendar' },
          ]}
        />
      </Group>
      {view === 'list' ? (
        <OccurrenceList
          results={results}
          shown={shown}
          onShowMore={() => setPage({ key: filtersKey, count: shown + LIST_PAGE_SIZE })}
          when={deferredFilters.when}
          noun={noun}
          todayKey={todayKey}
          hasFilters={filtersToSearchParams({ ...deferredFilters, when: 'upcoming' }).size > 0}
          onClear={clearFilters}
          onShowPast={() => update({ when: 'past' })}
          older={older}
        />
      ) : (
        <CalendarView
          items={items}
          filters={deferredFilters}
          month={month}
          now={now}
          todayKey={todayKey}
          noun={noun}
          onMonth={(next) => write(filters, monthKey(next))}
          onShowDay={showDay}
        />
      )}
      <Text size="sm">
        Follow what is on in your own apps: <Anchor href="/events.ics">calendar feed</Anchor> (add its address to your
        phone’s or computer’s calendar) or <Anchor href="/events.rss">news feed (RSS)</Anchor>.
      </Text>
    </Stack>
  );
}

/** When the earliest of `items` starts: older events read past the window are listed from then. */
function earliestStart(items: readonly PublicEvent[]): number {
  return items.reduce((earliest, item) => Math.min(earliest, item.startsAt.getTime()), Infinity);
}

/**
 * For the saved list: the date to show for a saved event that is loaded here. A series moves on to
 * its next date once the saved one has passed, and a cancellation since saving shows.
 */
function savedResolver(items: readonly PublicEvent[], now: Date) {
  const bySlug = new Map(items.map((item) => [`${collectionOf(item)}/${item.slug}`, item]));
  const todayStarts = zonedDayStart(londonDayKey(now)).getTime();
  return (entry: SavedEvent): ReturnType<SavedEventResolver> => {
    const event = bySlug.get(`${entry.collection}/${entry.slug}`);
    if (!event) return undefined;
    const { title, cancelled } = event;
    if (!event.recurrence) return { startsAt: event.startsAt, cancelled, recurring: false, title };
    const saved = new Date(entry.startsAt);
    if (saved.getTime() >= todayStarts) return { startsAt: saved, cancelled, recurring: true, title };
    const [nextDate] = expandOccurrences(
      event,
      { from: new Date(todayStarts), to: new Date(now.getTime() + LIST_WINDOW_MS) },
      1,
    );
    return nextDate ? { startsAt: nextDate.startsAt, cancelled, recurring: true, title } : undefined;
  };
}
