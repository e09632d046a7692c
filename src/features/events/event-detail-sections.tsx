import { useMemo } from 'react';
import { Alert, Anchor, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconMapPin } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import type { ItemProps } from '@/collections/define-collection';
import { FollowTopics } from '@/collections/follow-button';
import { usePageClock } from '@/hooks/use-page-clock';
import { eventPath, isWorkshop, webUrl } from './event-calendar-text';
import { addDaysToKey, formatEventWhen, londonDayKey, parseDayKey, zonedDayStart } from './event-dates';
import { AddToCalendar, ExternalMark, SaveToggle } from './event-detail-actions';
import { priceText } from '@/collections/fields/money';
import type { EventItem, WorkshopItem } from './event-schema';
import { absoluteUrl, LIST_WINDOW_MS, timeZoneOf, type EventOccurrence, type PublicEvent } from './event-view-helpers';
import { expandOccurrences } from '@/lib/recurrence';
import { describeRecurrence } from '@/lib/recurrence-text';
import { mapsUrl, venuePlace } from '@/collections/fields/venue';
import { PlaceMap } from '@/collections/place-map';
import { ShareButton } from '@/components/share-button';
import classes from './public/event-views.module.css';

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

/**
 * What an event's page shows below its title: when (and, for a series, how it repeats and the next
 * dates), where (with a maps link), price, booking, organiser, accessibility, a workshop's extras, and
 * ways to share, save and add it to a calendar.
 */
export function EventDetailSections({ item }: ItemProps<EventItem>) {
  const [params] = useSearchParams();
  const now = usePageClock();
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
                <PlaceMap place={venuePlace(item.venue)} />
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

      <FollowTopics topics={[item.category, ...item.tags]} headingId="event-topics" />

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
