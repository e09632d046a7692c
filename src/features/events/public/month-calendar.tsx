import type { ReactNode } from 'react';
import { VisuallyHidden } from '@mantine/core';
import classes from './event-views.module.css';

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
