import { DEFAULT_EVENT_DURATION_MS } from '@/config/constants';
import { scriptSafeJson } from '@/lib/script-json.mjs';
import { absoluteSafeUrl } from '@/lib/safe-url';
import { venueJsonLd } from '@/collections/fields/venue';
import { isWorkshop, resolveTimeZone, wallClock, webUrl, zoneOffsetMinutes } from './event-calendar-text';
import type { EventItem, WorkshopItem } from './event-schema';

/**
 * schema.org structured data for an event's page (Google's event rich results). Plain data, so it runs
 * in the browser and in the build. The page gives the occurrence it shows: for a series, that is the
 * event with `startsAt`/`endsAt` set to the date on show.
 */

const SCHEMA = 'https://schema.org';

const SKILL_LEVEL_LABELS: Record<WorkshopItem['skillLevel'], string> = {
  beginner: 'Beginner',
  intermediate: 'Intermediate',
  advanced: 'Advanced',
  all: 'All levels',
};

const pad = (value: number, length = 2) => String(Math.abs(value)).padStart(length, '0');

/** ISO 8601 with the offset in force in `timeZone` then, e.g. 2026-07-04T10:00:00+01:00. */
function localIso(date: Date, timeZone: string): string {
  const clock = wallClock(date, timeZone);
  const offset = zoneOffsetMinutes(date, timeZone);
  const sign = offset < 0 ? '-' : '+';
  return (
    `${pad(clock.year, 4)}-${pad(clock.month)}-${pad(clock.day)}` +
    `T${pad(clock.hour)}:${pad(clock.minute)}:${pad(clock.second)}` +
    `${sign}${pad(Math.trunc(offset / 60))}:${pad(offset % 60)}`
  );
}

function localDate(date: Date, timeZone: string): string {
  const { year, month, day } = wallClock(date, timeZone);
  return `${pad(year, 4)}-${pad(month)}-${pad(day)}`;
}

/**
 * All-day events are dates; `endsAt` names the last day, and an all-day event with no end is that one day
 * (that is how the editor saves one-day events, so the year-long default does not apply). A timed event
 * with no end runs DEFAULT_EVENT_DURATION_MS, as docs/specification.md §9 asks of structured data.
 */
function eventDates(event: EventItem, timeZone: string): { startDate: string; endDate: string } {
  if (event.allDay) {
    const startDate = localDate(event.startsAt, timeZone);
    const endDate = event.endsAt ? localDate(event.endsAt, timeZone) : startDate;
    return { startDate, endDate: endDate < startDate ? startDate : endDate };
  }
  const end = event.endsAt ?? new Date(event.startsAt.getTime() + DEFAULT_EVENT_DURATION_MS);
  return { startDate: localIso(event.startsAt, timeZone), endDate: localIso(end, timeZone) };
}

/** `url` is the page's absolute address; links are made absolute against its origin. */
export function eventJsonLd(
  event: EventItem | WorkshopItem,
  // `now` is accepted for symmetry with the other builders; the data does not depend on the clock.
  options: { url: string; now?: Date },
): Record<string, unknown> {
  const origin = new URL(options.url).origin;
  const timeZone = resolveTimeZone(event.timeZone);
  const online = webUrl(event.onlineUrl);
  const workshop = isWorkshop(event) ? (event as EventItem & Partial<WorkshopItem>) : null;

  const data: Record<string, unknown> = {
    '@context': SCHEMA,
    '@type': workshop ? 'EducationEvent' : 'Event',
    // Not cut to STRUCTURED_DATA_HEADLINE_MAX: that limit is Google's for an article's `headline`; an
    // event's `name` has none, and titles are already at most 140 characters.
    name: event.title,
    url: options.url,
    ...eventDates(event, timeZone),
    eventStatus: `${SCHEMA}/${event.cancelled ? 'EventCancelled' : 'EventScheduled'}`,
  };
  if (event.summary.trim()) data.description = event.summary.trim();

  const mode = event.venue && online ? 'Mixed' : online ? 'Online' : 'Offline';
  data.eventAttendanceMode = `${SCHEMA}/${mode}EventAttendanceMode`;
  const locations = [
    ...(event.venue ? [venueJsonLd(event.venue)] : []),
    ...(online ? [{ '@type': 'VirtualLocation', url: online }] : []),
  ];
  if (locations.length > 0) data.location = locations.length === 1 ? locations[0] : locations;

  // A stored address that breaks the policy (saved before the check) is left out rather than thrown over.
  const image = absoluteSafeUrl(event.image?.url, origin);
  if (image) data.image = [image];

  const offer: Record<string, unknown> = {
    '@type': 'Offer',
    price: event.price.free ? '0.00' : (event.price.amountPence / 100).toFixed(2),
    priceCurrency: event.price.currency,
    availability: `${SCHEMA}/InStock`,
    url: webUrl(event.bookingUrl) ?? options.url,
  };
  if (event.publishAt) offer.validFrom = localIso(event.publishAt, timeZone);
  data.offers = offer;
  data.isAccessibleForFree = event.price.free;

  if (event.organiser) {
    // Organisers' pages are /{collection}/{slug}; only the id is stored, and seed ids equal slugs.
    const { collection, id, name } = event.organiser;
    data.organizer = { '@type': 'Organization', name, url: `${origin}/${collection}/${encodeURIComponent(id)}` };
  }
  if (event.capacity !== null) data.maximumAttendeeCapacity = event.capacity;

  if (workshop) {
    if (workshop.skillLevel) data.educationalLevel = SKILL_LEVEL_LABELS[workshop.skillLevel];
    if (workshop.ageRange?.trim()) data.typicalAgeRange = workshop.ageRange.trim();
  }
  return data;
}

/** The text to put inside `<script type="application/ld+json">` (the shared escaping). */
export const jsonLdScript = scriptSafeJson;
