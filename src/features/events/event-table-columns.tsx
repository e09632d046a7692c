import type { TableColumn } from '@/collections/define-collection';
import { formatShortDate, formatTime } from './event-dates';
import type { EventItem } from './event-schema';

/** The dashboard table's own column for events: when it starts, with the year (past and next year's
 * events sit in one table), and whether it repeats or is off. Sorted by the server, latest start first. */
export const eventTableColumns: readonly TableColumn<EventItem>[] = [
  {
    label: 'Date',
    render: (item) =>
      `${formatShortDate(item.startsAt, item.timeZone, { withYear: true })}${item.allDay ? '' : `, ${formatTime(item.startsAt, item.timeZone)}`}${
        item.recurrence ? ' · repeats' : ''
      }${item.cancelled ? ' · cancelled' : ''}`,
    sortBy: { field: 'startsAt', direction: 'desc' },
  },
];
