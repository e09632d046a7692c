import { memo, useDeferredValue, useEffect, useMemo, useRef, useState } from 'react';
import { Alert, Anchor, Button, Group, SimpleGrid, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import { useMediaQuery } from '@mantine/hooks';
import { IconBookmark, IconBookmarkFilled, IconCalendarPlus, IconExternalLink, IconMapPin } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type { ItemProps, ListViewProps } from '@/collections/define-collection';
import type { Parsed } from '@/collections/converter';
import { connectivityStore } from '@/stores/connectivity-store';
import {
  eventPath,
  googleCalendarUrl,
  icsFileName,
  isWorkshop,
  outlookCalendarUrl,
  webUrl,
} from './event-calendar-text';
import {
  addDaysToKey,
  eventSpan,
  formatEventWhen,
  formatLongDate,
  formatShortDate,
  formatTime,
  londonDayKey,
  MONTH_NAMES,
  monthGrid,
  monthWindow,
  parseDayKey,
  SHORT_MONTH_NAMES,
  SHORT_WEEKDAY_NAMES,
  WEEKDAY_NAMES,
  zonedDayStart,
  zonedParts,
} from './event-dates';
import {
  filterOccurrences,
  filterOptions,
  filtersFromSearchParams,
  filtersToSearchParams,
  buildSearchIndex,
  type EventFilters,
  type WhenFilter,
} from './event-filters';
import { EVENT_TIME_ZONE, type EventItem, type WorkshopItem } from './event-schema';
import { priceText } from '@/collections/fields/money';
import { eventJsonLd } from './event-structured-data';
import { describeRecurrence, expandAll, expandOccurrences, type Occurrence } from '@/lib/recurrence';
import { isSaved, toggleSavedEvent, useSavedEvents, type SavedEvent } from './saved-events';
import { SavedEventsPanel, type SavedEventResolver } from './saved-events-panel';
import { downloadTextFile } from './public/download-file';
import { FilterPanel, type FilterPanelValue } from './public/filter-panel';
import { mapsUrl } from '@/collections/fields/venue';
import { MonthCalendar, MonthNavigation, type MonthChoice } from './public/month-calendar';
import { ShareButton } from './public/share-button';
import { useEventsView, type EventsView } from './public/view-preference';
import classes from './public/event-views.module.css';

/**
 * The public side of events and workshops: the card, the list page (filters, search, a list by day and
 * a month calendar), the extra sections of an event's page and its structured data. The date, repeat,
 * filter and calendar-file rules live in their own modules; this file only shows them.
 */

type PublicEvent = Parsed<EventItem>;
type EventOccurrence = Occurrence<PublicEvent>;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The list covers a year either side of today: past events stay reachable, series stay bounded. */
const LIST_WINDOW_MS = 366 * DAY_MS;
/** Occurrences shown at first, and added by each "Show more": enough to fill a phone's screen a few
 * times over, and quick to draw on a slow one. */
export const LIST_PAGE_SIZE = 20;
/** Events listed in a calendar day before "more". */
const EVENTS_PER_CALENDAR_DAY = 3;
/** Waiting for a pause in typing before the address changes (the list itself updates at once). */
const QUERY_TO_URL_DELAY_MS = 400;

function timeZoneOf(event: Pick<EventItem, 'timeZone'>): string {
  return event.timeZone || EVENT_TIME_ZONE;
}

/** The page of one date: a series' occurrence adds `?date=` so the page can show that date. */
export function occurrencePath(occurrence: Pick<EventOccurrence, 'event' | 'startsAt' | 'recurring'>): string {
  const path = eventPath(occurrence.event);
  if (!occurrence.recurring) return path;
  return `${path}?date=${londonDayKey(occurrence.startsAt, timeZoneOf(occurrence.event))}`;
}

/** "7.30pm to 9pm", "10am", "All day". */
function timeRangeText(event: PublicEvent, startsAt: Date, endsAt: Date | null): string {
  const timeZone = timeZoneOf(event);
  if (event.allDay) return 'All day';
  const start = formatTime(startsAt, timeZone);
  if (!endsAt || endsAt.getTime() <= startsAt.getTime()) return start;
  if (londonDayKey(endsAt, timeZone) !== londonDayKey(startsAt, timeZone)) {
    return `${start} to ${formatShortDate(endsAt, timeZone)}, ${formatTime(endsAt, timeZone)}`;
  }
  return `${start} to ${formatTime(endsAt, timeZone)}`;
}

function countText(count: number, noun: { one: string; many: string }): string {
  return `${count.toLocaleString('en-GB')} ${count === 1 ? noun.one : noun.many}`;
}

function nounFor(items: readonly PublicEvent[]): { one: string; many: string } {
  return items.length > 0 && items.every(isWorkshop)
    ? { one: 'workshop', many: 'workshops' }
    : { one: 'event', many: 'events' };
}

function absoluteUrl(path: string): string {
  return typeof window === 'undefined' ? path : new URL(path, window.location.origin).href;
}

function collectionOf(event: PublicEvent): SavedEvent['collection'] {
  return isWorkshop(event) ? 'workshops' : 'events';
}

// ---------------------------------------------------------------------------------------------
// The card

export interface EventCardProps extends ItemProps<EventItem> {
  /** The date to show, for one date of a series (or of a list of dates); the event's own when left out. */
  occurrence?: Pick<EventOccurrence, 'startsAt' | 'endsAt' | 'cancelled' | 'recurring'>;
  /** The title's heading level: 2 in a plain grid, 3 under a day's heading. */
  headingOrder?: 2 | 3 | 4;
  /** Under a day's heading the date is already said: show only the time. */
  dateStyle?: 'date' | 'time';
}

/** A compact event: its date, title (a link to its page), venue, price, and whether it is cancelled. */
export function EventCard({ item, occurrence, headingOrder = 2, dateStyle = 'date' }: EventCardProps) {
  const startsAt = occurrence?.startsAt ?? item.startsAt;
  const endsAt = occurrence ? occurrence.endsAt : item.endsAt;
  const cancelled = occurrence?.cancelled ?? item.cancelled;
  const recurring = occurrence?.recurring ?? item.recurrence !== null;
  const time = timeRangeText(item, startsAt, endsAt);
  const date = formatShortDate(startsAt, timeZoneOf(item));
  const when = dateStyle === 'time' ? time : item.allDay ? `${date} (all day)` : `${date}, ${time}`;
  const path = occurrence ? occurrencePath({ event: item, startsAt, recurring }) : eventPath(item);
  const place = item.venue?.name ?? (item.onlineUrl ? 'Online' : '');

  const Heading = `h${headingOrder}` as const;

  return (
    <article className={classes.card}>
      <Heading className={classes.cardTitle}>
        <Anchor component={Link} to={path}>
          {cancelled ? <s>{item.title}</s> : item.title}
          {cancelled && <VisuallyHidden> (cancelled)</VisuallyHidden>}
        </Anchor>
      </Heading>
      {/* Read after the title (people jump from heading to heading), shown above it. */}
      <p className={classes.cardWhen}>{when}</p>
      {place && <p className={classes.cardPlace}>{place}</p>}
      <div className={classes.cardBadges}>
        {cancelled && (
          <span className={`${classes.badge} ${classes.badgeCancelled}`} aria-hidden>
            Cancelled
          </span>
        )}
        <span className={classes.badge}>{priceText(item.price)}</span>
        {recurring && <span className={classes.badge}>Repeats</span>}
      </div>
    </article>
  );
}

/** Cards keep their props between keystrokes (the same event and occurrence objects): skip their re-render. */
const MemoEventCard = memo(EventCard);
/** Its props stay the same while people type; it still updates when the saved list changes. */
const MemoSavedEventsPanel = memo(SavedEventsPanel);

// ---------------------------------------------------------------------------------------------
// The list page

const MONTH_PARAM = /^(\d{4})-(0[1-9]|1[0-2])$/;

interface MonthRef {
  year: number;
  month: number;
}

function monthKey({ year, month }: MonthRef): string {
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}`;
}

function addMonths({ year, month }: MonthRef, count: number): MonthRef {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

function monthTitle({ year, month }: MonthRef): string {
  return `${MONTH_NAMES[month - 1]} ${year}`;
}

/** A month button's words: "October" (or "Oct" on a phone), and "Previous month, October 2026" for screen readers. */
function monthChoice(direction: 'Previous' | 'Next', month: MonthRef): MonthChoice {
  return {
    name: MONTH_NAMES[month.month - 1] ?? '',
    shortName: SHORT_MONTH_NAMES[month.month - 1] ?? '',
    label: `${direction} month, ${monthTitle(month)}`,
  };
}

/** Monday first, as UK calendars are. */
const CALENDAR_WEEKDAYS = [1, 2, 3, 4, 5, 6, 0].map((day) => ({
  short: SHORT_WEEKDAY_NAMES[day] ?? '',
  long: WEEKDAY_NAMES[day] ?? '',
}));

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

/** "Today, Saturday 21 November", "Tomorrow, …", or the day (with the year when it is not this year's). */
function dayHeading(key: string, todayKey: string): string {
  const date = zonedDayStart(key);
  const withYear = key.slice(0, 4) !== todayKey.slice(0, 4);
  const text = formatLongDate(date, EVENT_TIME_ZONE, { withYear });
  if (key === todayKey) return `Today, ${text}`;
  if (key === addDaysToKey(todayKey, 1)) return `Tomorrow, ${text}`;
  return text;
}

/**
 * The days an occurrence appears on in a calendar: each day it runs (an all-day fair over a weekend is
 * on both days), at most a month's worth.
 */
function daysOf(occurrence: EventOccurrence): string[] {
  const timeZone = timeZoneOf(occurrence.event);
  const span = eventSpan(occurrence.startsAt, occurrence.endsAt, occurrence.event.allDay, timeZone);
  const first = londonDayKey(span.start, timeZone);
  const last = londonDayKey(new Date(Math.max(span.start.getTime(), span.end.getTime() - 1)), timeZone);
  const days = [first];
  for (let key = first; key < last && days.length < 32;) {
    key = addDaysToKey(key, 1);
    days.push(key);
  }
  return days;
}

/**
 * The filters, kept in the address (so a filtered list can be shared and survives a reload). The
 * search box updates the list as people type and the address once they pause.
 */
function useEventFilters() {
  const [params, setParams] = useSearchParams();
  const urlFilters = useMemo(() => filtersFromSearchParams(params), [params]);
  const [query, setQuery] = useState(urlFilters.query);
  const [seenUrlQuery, setSeenUrlQuery] = useState(urlFilters.query);
  // Back and forward (or a link) change the address: follow it, unless it is what was typed.
  if (urlFilters.query !== seenUrlQuery) {
    setSeenUrlQuery(urlFilters.query);
    if (query.trim() !== urlFilters.query) setQuery(urlFilters.query);
  }

  const write = (filters: EventFilters, month = params.get('month')) => {
    const next = filtersToSearchParams(filters);
    if (month) next.set('month', month);
    setParams(next, { replace: true, preventScrollReset: true });
  };

  const latest = useRef({ urlFilters, write });
  useEffect(() => {
    latest.current = { urlFilters, write };
  });
  useEffect(() => {
    if (query.trim() === latest.current.urlFilters.query) return undefined;
    const timer = setTimeout(() => {
      latest.current.write({ ...latest.current.urlFilters, query });
    }, QUERY_TO_URL_DELAY_MS);
    return () => clearTimeout(timer);
  }, [query]);

  const filters = useMemo(() => ({ ...urlFilters, query }), [urlFilters, query]);
  const update = (change: Partial<EventFilters>) => write({ ...filters, ...change });
  return { filters, query, setQuery, update, params, write };
}

export function EventListView({ items, fromCache }: ListViewProps<EventItem>) {
  // One "now" per visit to the page, so the lists do not shift while someone reads them.
  const [now] = useState(() => new Date());
  const todayKey = londonDayKey(now);
  const { online } = useSnapshot(connectivityStore);
  const [view, setView] = useEventsView();
  const { filters, setQuery, update, params, write } = useEventFilters();
  const deferredFilters = useDeferredValue(filters);
  const noun = useMemo(() => nounFor(items), [items]);

  const occurrences = useMemo(() => {
    // Search text is worked out once per event here, so no keystroke pays for it.
    buildSearchIndex(items);
    return expandAll(items, {
      from: new Date(now.getTime() - LIST_WINDOW_MS),
      to: new Date(now.getTime() + LIST_WINDOW_MS),
    });
  }, [items, now]);
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

interface OccurrenceListProps {
  results: readonly EventOccurrence[];
  shown: number;
  onShowMore: () => void;
  when: WhenFilter;
  noun: { one: string; many: string };
  todayKey: string;
  hasFilters: boolean;
  onClear: () => void;
  onShowPast: () => void;
}

function OccurrenceList({
  results,
  shown,
  onShowMore,
  when,
  noun,
  todayKey,
  hasFilters,
  onClear,
  onShowPast,
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
                : `There are no past ${noun.many} from the last year.`}
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
    </Stack>
  );
}

interface CalendarViewProps {
  items: readonly PublicEvent[];
  filters: EventFilters;
  month: MonthRef;
  now: Date;
  todayKey: string;
  noun: { one: string; many: string };
  onMonth: (month: MonthRef) => void;
  onShowDay: (key: string) => void;
}

function CalendarView({ items, filters, month, now, todayKey, noun, onMonth, onShowDay }: CalendarViewProps) {
  // Read at once (this view never renders on the server), so phones do not see the table first.
  const isPhone = useMediaQuery('(max-width: 48em)', undefined, { getInitialValueInEffect: false });
  const key = monthKey(month);
  const { year, month: monthNumber } = month;
  const previous = addMonths(month, -1);
  const next = addMonths(month, 1);

  // Expanded for this month alone, so any month can be shown, however far from today.
  const monthOccurrences = useMemo(() => expandAll(items, monthWindow(year, monthNumber)), [items, year, monthNumber]);
  const byDay = useMemo(() => {
    // The calendar shows the whole month, past days and coming ones alike.
    const matching = [
      ...filterOccurrences(monthOccurrences, { ...filters, when: 'past' }, now),
      ...filterOccurrences(monthOccurrences, { ...filters, when: 'upcoming' }, now),
    ].sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
    const days = new Map<string, EventOccurrence[]>();
    for (const occurrence of matching) {
      for (const day of daysOf(occurrence)) {
        if (!day.startsWith(`${key}-`)) continue;
        const list = days.get(day);
        if (list) list.push(occurrence);
        else days.set(day, [occurrence]);
      }
    }
    return { days, count: matching.length };
  }, [monthOccurrences, filters, now, key]);

  const title = monthTitle(month);
  const dayLabel = (day: string) => formatLongDate(zonedDayStart(day), EVENT_TIME_ZONE, { withYear: false });

  const eventLink = (occurrence: EventOccurrence, withTime: boolean) => {
    const time = occurrence.event.allDay ? '' : `${formatTime(occurrence.startsAt, timeZoneOf(occurrence.event))} `;
    const text = `${withTime ? time : ''}${occurrence.event.title}`;
    return (
      <>
        <Anchor component={Link} to={occurrencePath(occurrence)}>
          {occurrence.cancelled ? <s>{text}</s> : text}
        </Anchor>
        {occurrence.cancelled && ' (cancelled)'}
      </>
    );
  };

  const renderDay = (day: string) => {
    const list = byDay.days.get(day);
    if (!list) return null;
    const extra = list.length - EVENTS_PER_CALENDAR_DAY;
    return (
      <ul className={classes.dayEvents}>
        {list.slice(0, extra > 0 ? EVENTS_PER_CALENDAR_DAY - 1 : EVENTS_PER_CALENDAR_DAY).map((occurrence) => (
          <li key={occurrence.key}>{eventLink(occurrence, true)}</li>
        ))}
        {extra > 0 && (
          <li>
            <Anchor component="button" type="button" size="xs" onClick={() => onShowDay(day)}>
              {extra + 1} more
              <VisuallyHidden> on {dayLabel(day)}</VisuallyHidden>
            </Anchor>
          </li>
        )}
      </ul>
    );
  };

  const agendaDays = [...byDay.days.keys()].sort();

  return (
    <Stack gap="md">
      <MonthNavigation
        title={title}
        previous={monthChoice('Previous', previous)}
        next={monthChoice('Next', next)}
        onPrevious={() => onMonth(previous)}
        onNext={() => onMonth(next)}
      />
      <Text role="status" aria-live="polite" fw={500}>
        {byDay.count === 0 ? `No ${noun.many} in ${title}` : `${countText(byDay.count, noun)} in ${title}`}
      </Text>
      {isPhone ? (
        agendaDays.length > 0 && (
          <ul className={classes.dayList}>
            {agendaDays.map((day) => (
              <li key={day}>
                <Title order={3} size="h5">
                  {dayHeading(day, todayKey)}
                </Title>
                <ul className={classes.dayEvents}>
                  {(byDay.days.get(day) ?? []).map((occurrence) => (
                    <li key={occurrence.key}>
                      <Text size="sm">{eventLink(occurrence, true)}</Text>
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        )
      ) : (
        <MonthCalendar
          title={title}
          weeks={monthGrid(month.year, month.month)}
          month={key}
          todayKey={todayKey}
          weekdays={CALENDAR_WEEKDAYS}
          dayLabel={dayLabel}
          renderDay={renderDay}
        />
      )}
    </Stack>
  );
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

// ---------------------------------------------------------------------------------------------
// The event's page

const SKILL_LEVELS: Record<WorkshopItem['skillLevel'], string> = {
  beginner: 'Beginners',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  all: 'All levels',
};

/** How many coming dates of a series the page lists. */
const NEXT_DATES = 5;

/** The date a `?date=` names, when the event really happens that day. */
function chosenOccurrence(event: PublicEvent, key: string | null): EventOccurrence | undefined {
  if (!key || !parseDayKey(key)) return undefined;
  const timeZone = timeZoneOf(event);
  const day = { from: zonedDayStart(key, timeZone), to: zonedDayStart(addDaysToKey(key, 1), timeZone) };
  return expandOccurrences(event, day).find((occurrence) => londonDayKey(occurrence.startsAt, timeZone) === key);
}

function ExternalMark() {
  return (
    <>
      <IconExternalLink size={14} aria-hidden style={{ marginLeft: 4, verticalAlign: 'middle' }} />
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </>
  );
}

/**
 * What an event's page shows below its title: when (and, for a series, how it repeats and the next
 * dates), where (with a maps link), price, booking, organiser, accessibility, a workshop's extras, and
 * ways to share, save and add it to a calendar.
 */
export function EventDetailSections({ item }: ItemProps<EventItem>) {
  const [params] = useSearchParams();
  const [now] = useState(() => new Date());
  const timeZone = timeZoneOf(item);
  const dateParam = params.get('date');
  const chosen = useMemo(() => chosenOccurrence(item, dateParam), [item, dateParam]);
  const upcoming = useMemo(
    () =>
      item.recurrence
        ? expandOccurrences(item, { from: now, to: new Date(now.getTime() + 2 * LIST_WINDOW_MS) }, NEXT_DATES)
        : [],
    [item, now],
  );
  const workshop = isWorkshop(item) ? (item as PublicEvent & Partial<WorkshopItem>) : null;
  const pageUrl = absoluteUrl(eventPath(item));
  const shownDate = chosen ?? upcoming[0];
  const shareUrl = chosen && dateParam ? `${pageUrl}?date=${dateParam}` : pageUrl;
  const online = webUrl(item.onlineUrl);
  const booking = webUrl(item.bookingUrl);

  return (
    <Stack gap="xl">
      {item.cancelled && (
        <Alert color="red" variant="outline" title={`This ${workshop ? 'workshop' : 'event'} is cancelled`}>
          {item.recurrence
            ? 'All its dates are cancelled. Please check with the organiser before you travel.'
            : 'It will not go ahead. Please check with the organiser before you travel.'}
        </Alert>
      )}

      <section aria-labelledby="event-when">
        <Title order={2} size="h3" id="event-when" mb="xs">
          When
        </Title>
        {dateParam && !chosen && (
          <Text mb="xs">
            {item.recurrence
              ? 'The date in your link is not one of this series’ dates. Here are the dates coming up.'
              : 'The date in your link is not this event’s date. Here is when it happens.'}
          </Text>
        )}
        {!item.recurrence && (
          <Text fw={600}>
            {formatEventWhen(item.startsAt, item.endsAt, item.allDay, timeZone)}
            {item.cancelled && ' (cancelled)'}
          </Text>
        )}
        {item.recurrence && (
          <Stack gap="xs">
            {shownDate ? (
              <Text fw={600}>
                {chosen ? 'This date: ' : 'Next date: '}
                {formatEventWhen(shownDate.startsAt, shownDate.endsAt, item.allDay, timeZone)}
                {item.cancelled && ' (cancelled)'}
              </Text>
            ) : (
              <Text>There are no more dates in this series.</Text>
            )}
            <Text>Repeats: {describeRecurrence(item.recurrence.rrule)}</Text>
            {upcoming.length > 0 && (
              <div>
                <Text fw={600} id="event-next-dates">
                  Coming up
                </Text>
                <ul aria-labelledby="event-next-dates" style={{ margin: '4px 0 0', paddingLeft: '1.25rem' }}>
                  {upcoming.map((occurrence) => {
                    const key = londonDayKey(occurrence.startsAt, timeZone);
                    const current = chosen?.key === occurrence.key;
                    return (
                      <li key={occurrence.key}>
                        <Anchor
                          component={Link}
                          to={`?date=${key}`}
                          replace
                          preventScrollReset
                          aria-current={current ? 'date' : undefined}
                          fw={current ? 700 : undefined}
                        >
                          {formatEventWhen(occurrence.startsAt, occurrence.endsAt, item.allDay, timeZone)}
                        </Anchor>
                      </li>
                    );
                  })}
                </ul>
              </div>
            )}
          </Stack>
        )}
      </section>

      <section aria-labelledby="event-details">
        <Title order={2} size="h3" id="event-details" mb="xs">
          Details
        </Title>
        <dl className={classes.facts}>
          {item.venue && (
            <>
              <dt>Where</dt>
              <dd>
                <Text>{item.venue.name}</Text>
                {[item.venue.address, item.venue.postcode.toUpperCase()]
                  .map((part) => part.trim())
                  .filter(Boolean)
                  .map((part) => (
                    <Text key={part}>{part}</Text>
                  ))}
                <Anchor href={mapsUrl(item.venue)} target="_blank" rel="noopener noreferrer">
                  <IconMapPin size={16} aria-hidden style={{ marginRight: 4, verticalAlign: 'middle' }} />
                  Open in maps
                  <ExternalMark />
                </Anchor>
              </dd>
            </>
          )}
          {online && (
            <>
              <dt>Online</dt>
              <dd>
                <Anchor href={online} target="_blank" rel="noopener noreferrer">
                  Join online
                  <ExternalMark />
                </Anchor>
              </dd>
            </>
          )}
          <dt>Price</dt>
          <dd>{priceText(item.price)}</dd>
          {item.capacity !== null && (
            <>
              <dt>Places</dt>
              <dd>
                Up to {item.capacity.toLocaleString('en-GB')} {item.capacity === 1 ? 'person' : 'people'}
              </dd>
            </>
          )}
          {item.category && (
            <>
              <dt>Category</dt>
              <dd>{item.category}</dd>
            </>
          )}
          {item.organiser && (
            <>
              <dt>Organised by</dt>
              <dd>
                <Anchor component={Link} to={`/${item.organiser.collection}/${encodeURIComponent(item.organiser.id)}`}>
                  {item.organiser.name}
                </Anchor>
              </dd>
            </>
          )}
          {workshop?.facilitator?.trim() && (
            <>
              <dt>Run by</dt>
              <dd>{workshop.facilitator}</dd>
            </>
          )}
          {workshop?.skillLevel && (
            <>
              <dt>Level</dt>
              <dd>{SKILL_LEVELS[workshop.skillLevel]}</dd>
            </>
          )}
          {workshop?.ageRange?.trim() && (
            <>
              <dt>Ages</dt>
              <dd>{workshop.ageRange}</dd>
            </>
          )}
          {workshop?.materials?.trim() && (
            <>
              <dt>What to bring</dt>
              <dd style={{ whiteSpace: 'pre-line' }}>{workshop.materials}</dd>
            </>
          )}
        </dl>
        {booking && !item.cancelled && (
          <Button component="a" href={booking} target="_blank" rel="noopener" mt="md" rightSection={<ExternalMark />}>
            Book a place
          </Button>
        )}
      </section>

      {item.accessibility.trim() && (
        <section aria-labelledby="event-accessibility">
          <Title order={2} size="h3" id="event-accessibility" mb="xs">
            Accessibility
          </Title>
          <Text style={{ whiteSpace: 'pre-line' }}>{item.accessibility}</Text>
        </section>
      )}

      <section aria-labelledby="event-keep">
        <Title order={2} size="h3" id="event-keep" mb="sm">
          Share, save and add to your calendar
        </Title>
        <Stack gap="md">
          <Group gap="sm" align="flex-start">
            <ShareButton title={item.title} text={item.summary} url={shareUrl} />
            <SaveToggle item={item} startsAt={shownDate?.startsAt ?? item.startsAt} />
          </Group>
          <AddToCalendar item={item} pageUrl={pageUrl} />
        </Stack>
      </section>
    </Stack>
  );
}

function SaveToggle({ item, startsAt }: { item: PublicEvent; startsAt: Date }) {
  const entries = useSavedEvents();
  const collection = collectionOf(item);
  const saved = isSaved(collection, item.slug, entries);
  const [changed, setChanged] = useState(false);
  const toggle = () => {
    toggleSavedEvent({
      collection,
      slug: item.slug,
      title: item.title,
      startsAt: startsAt.toISOString(),
      venueName: item.venue?.name ?? null,
    });
    setChanged(true);
  };
  return (
    <div>
      <Button
        variant={saved ? 'light' : 'default'}
        aria-pressed={saved}
        onClick={toggle}
        leftSection={saved ? <IconBookmarkFilled size={18} aria-hidden /> : <IconBookmark size={18} aria-hidden />}
      >
        Save for offline
      </Button>
      <Text size="sm" role="status" aria-live="polite" mt={4}>
        {changed
          ? saved
            ? `Saved on this device. You will find it under “Your saved events”, even without a signal.`
            : 'Removed from your saved events.'
          : ''}
      </Text>
    </div>
  );
}

function AddToCalendar({ item, pageUrl }: { item: PublicEvent; pageUrl: string }) {
  const [problem, setProblem] = useState<string | null>(null);
  const download = async () => {
    try {
      // The calendar-file library loads only when someone asks for a file.
      const { eventToIcs } = await import('./event-calendar-file');
      downloadTextFile(eventToIcs(item, { url: pageUrl }), icsFileName(item), 'text/calendar;charset=utf-8');
      setProblem(null);
    } catch {
      setProblem('Sorry, the calendar file could not be made. Please try Google Calendar or Outlook instead.');
    }
  };
  return (
    <Stack gap="xs">
      <Text fw={600} id="event-add-to-calendar">
        Add to calendar
      </Text>
      {item.recurrence && (
        <Text size="sm">
          This adds every date of the series. Outlook adds the first date only, with a link to the others.
        </Text>
      )}
      <Group gap="sm" role="group" aria-labelledby="event-add-to-calendar">
        <Button
          variant="default"
          leftSection={<IconCalendarPlus size={18} aria-hidden />}
          onClick={() => void download()}
        >
          Download calendar file
        </Button>
        <Anchor href={googleCalendarUrl(item, pageUrl)} target="_blank" rel="noopener noreferrer">
          Google Calendar
          <ExternalMark />
        </Anchor>
        <Anchor href={outlookCalendarUrl(item, pageUrl)} target="_blank" rel="noopener noreferrer">
          Outlook
          <ExternalMark />
        </Anchor>
      </Group>
      {problem && (
        <Text role="alert" c="var(--mantine-color-error)">
          {problem}
        </Text>
      )}
    </Stack>
  );
}

/** schema.org data for an event's page. */
export function eventStructuredData(item: Parsed<EventItem>, url: string): Record<string, unknown> {
  return eventJsonLd(item, { url });
}
