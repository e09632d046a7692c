import { useMemo } from 'react';
import { Anchor, Stack, Text, Title, VisuallyHidden } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { Link } from 'react-router';
import {
  addDaysToKey,
  eventSpan,
  formatLongDate,
  formatTime,
  londonDayKey,
  MONTH_NAMES,
  monthGrid,
  monthWindow,
  SHORT_MONTH_NAMES,
  SHORT_WEEKDAY_NAMES,
  WEEKDAY_NAMES,
  zonedDayStart,
} from './event-dates';
import { filterOccurrences, type EventFilters } from './event-filters';
import { EVENT_TIME_ZONE } from './event-schema';
import {
  countText,
  dayHeading,
  occurrencePath,
  timeZoneOf,
  type EventOccurrence,
  type PublicEvent,
} from './event-view-helpers';
import { expandAll } from '@/lib/recurrence';
import { MonthCalendar, MonthNavigation, type MonthChoice } from './public/month-calendar';
import classes from './public/event-views.module.css';

/** The month calendar of the events list: a grid of days, or a list of days on a phone. */

/** Events listed in a calendar day before "more". */
const EVENTS_PER_CALENDAR_DAY = 3;

export interface MonthRef {
  year: number;
  month: number;
}

export function monthKey({ year, month }: MonthRef): string {
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

export interface CalendarViewProps {
  items: readonly PublicEvent[];
  filters: EventFilters;
  month: MonthRef;
  now: Date;
  todayKey: string;
  noun: { one: string; many: string };
  onMonth: (month: MonthRef) => void;
  onShowDay: (key: string) => void;
}

export function CalendarView({ items, filters, month, now, todayKey, noun, onMonth, onShowDay }: CalendarViewProps) {
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
