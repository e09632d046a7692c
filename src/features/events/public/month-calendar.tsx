import type { ReactNode } from 'react';
import { Button, Group, Title, VisuallyHidden } from '@mantine/core';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import classes from './event-views.module.css';

/** A month the buttons lead to. */
export interface MonthChoice {
  /** "October": shown where there is room. */
  name: string;
  /** "Oct": shown on a phone, where the full name was cut to "Octo". */
  shortName: string;
  /** The button's name for screen readers: "Previous month, October 2026". */
  label: string;
}

function MonthButton({
  direction,
  choice,
  onClick,
}: {
  direction: 'previous' | 'next';
  choice: MonthChoice;
  onClick: () => void;
}) {
  const Icon = direction === 'previous' ? IconChevronLeft : IconChevronRight;
  return (
    <Button
      variant="default"
      className={classes.monthButton}
      leftSection={direction === 'previous' ? <Icon size={18} aria-hidden /> : undefined}
      rightSection={direction === 'next' ? <Icon size={18} aria-hidden /> : undefined}
      onClick={onClick}
      aria-label={choice.label}
      data-month-button={direction}
    >
      <span className={classes.monthFull}>{choice.name}</span>
      <span className={classes.monthShort}>{choice.shortName}</span>
    </Button>
  );
}

/** The month's heading between buttons to the month before and the month after. */
export function MonthNavigation({
  title,
  previous,
  next,
  onPrevious,
  onNext,
}: {
  /** "November 2026". */
  title: string;
  previous: MonthChoice;
  next: MonthChoice;
  onPrevious: () => void;
  onNext: () => void;
}) {
  return (
    <Group justify="space-between" wrap="nowrap" gap="xs">
      <MonthButton direction="previous" choice={previous} onClick={onPrevious} />
      <Title order={2} size="h3" ta="center" className={classes.monthHeading}>
        {title}
      </Title>
      <MonthButton direction="next" choice={next} onClick={onNext} />
    </Group>
  );
}

export interface MonthCalendarProps {
  /** "December 2026": the table's caption. */
  title: string;
  /** Weeks of seven `YYYY-MM-DD` keys, as the month grid gives them. */
  weeks: readonly (readonly string[])[];
  /** `YYYY-MM`: days of other months are shown greyed and empty. */
  month: string;
  todayKey: string;
  /** Column headings, in column order. */
  weekdays: readonly { short: string; long: string }[];
  /** The full date of a day, for screen readers: "Saturday 5 December". */
  dayLabel: (key: string) => string;
  /** What happens on a day of the month (links to events), or nothing. */
  renderDay: (key: string) => ReactNode;
}

/**
 * A month as a table: a real table, so screen readers announce the weekday column of each day, and
 * every event in it is a link reached with Tab like any other.
 */
export function MonthCalendar({ title, weeks, month, todayKey, weekdays, dayLabel, renderDay }: MonthCalendarProps) {
  return (
    <table className={classes.calendar}>
      <caption>
        <VisuallyHidden>{title}</VisuallyHidden>
      </caption>
      <thead>
        <tr>
          {weekdays.map((weekday) => (
            <th key={weekday.long} scope="col" abbr={weekday.long}>
              {weekday.short}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {weeks.map((week) => (
          <tr key={week[0]}>
            {week.map((key) => {
              const inMonth = key.startsWith(`${month}-`);
              return (
                <td
                  key={key}
                  className={classes.day}
                  data-outside={inMonth ? undefined : true}
                  data-today={key === todayKey ? true : undefined}
                  aria-current={key === todayKey ? 'date' : undefined}
                >
                  <span className={classes.dayNumber} aria-hidden>
                    {Number(key.slice(8))}
                  </span>
                  <VisuallyHidden>{dayLabel(key)}</VisuallyHidden>
                  {inMonth ? renderDay(key) : null}
                </td>
              );
            })}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
