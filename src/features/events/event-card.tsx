import { Anchor, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import type { ItemProps } from '@/collections/define-collection';
import { eventPath } from './event-calendar-text';
import { formatShortDate } from './event-dates';
import { priceText } from '@/collections/fields/money';
import type { EventItem } from './event-schema';
import { occurrencePath, timeRangeText, timeZoneOf, type EventOccurrence } from './event-view-helpers';
import classes from './public/event-views.module.css';

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
