import { LATEST_CALENDAR_DATE } from '@/collections/content-schema';
import { rruleParts } from '@/lib/rrule-check';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The longest each repeat's period can be, in days: a bound, not the date (a month is at most 31 days). */
const PERIOD_DAYS: Record<string, number> = { DAILY: 1, WEEKLY: 7, MONTHLY: 31, YEARLY: 366 };

export interface OccursUntilInput {
  startsAt: Date;
  endsAt: Date | null;
  allDay: boolean;
  recurrence: { rrule: string } | null;
}

/** `UNTIL=20270301` or `UNTIL=20270301T000000Z` as a date (its UTC midnight or instant). */
function untilDate(value: string): Date | undefined {
  const match = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/.exec(value);
  if (!match) return undefined;
  const [year, month, day, hour, minute, second] = match.slice(1).map((part) => Number(part ?? '0'));
  const date = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0, second ?? 0));
  return Number.isNaN(date.getTime()) ? undefined : date;
}

/** Parts that can leave whole periods without a date (the 31st, February, a fifth Saturday). */
const SKIPPING_PARTS = ['BYMONTH', 'BYMONTHDAY', 'BYYEARDAY', 'BYWEEKNO', 'BYSETPOS'];

/** Whether each period of the rule has at least one date, so COUNT periods bound its last one. */
function everyPeriodHasADate(parts: ReadonlyMap<string, string>): boolean {
  if (SKIPPING_PARTS.some((name) => parts.has(name))) return false;
  const days = parts.get('BYDAY');
  if (days === undefined) return true;
  const frequency = parts.get('FREQ');
  // Every week has each day; every month has a first to fourth (and last) of each day, not always a fifth.
  if (frequency === 'WEEKLY') return true;
  return frequency === 'MONTHLY' && days.split(',').every((day) => /^(?:[+-]?[1-4])?[A-Z]{2}$/.test(day));
}

/**
 * When an event's last date is over, or later (never earlier): what "upcoming" asks the server for
 * (`occursUntil` at or after today), so a series that began years ago stays listed while it runs. A
 * series with no end runs until the latest date the app accepts. Repeats counted (COUNT) are bounded by
 * their longest possible period (rules that can skip a period have no bound), and a day is added for all-day events and clock changes: a little late
 * only keeps a finished event in the upcoming query a little longer, where the device's own expansion
 * finds no more dates.
 */
export function occursUntil(event: OccursUntilInput): Date {
  const span = Math.max(0, (event.endsAt ?? event.startsAt).getTime() - event.startsAt.getTime()) + DAY_MS;
  const parts = event.recurrence ? rruleParts(event.recurrence.rrule) : null;
  if (!event.recurrence) return new Date(event.startsAt.getTime() + span);
  if (!parts) return LATEST_CALENDAR_DATE;
  const until = parts.get('UNTIL');
  if (until !== undefined) {
    const end = untilDate(until);
    return end ? new Date(Math.max(end.getTime(), event.startsAt.getTime()) + span) : LATEST_CALENDAR_DATE;
  }
  const count = Number(parts.get('COUNT'));
  if (Number.isInteger(count) && count > 0 && everyPeriodHasADate(parts)) {
    const interval = Number(parts.get('INTERVAL') ?? '1');
    const period =
      (PERIOD_DAYS[parts.get('FREQ') ?? ''] ?? 366) * (Number.isInteger(interval) && interval > 0 ? interval : 1);
    const end = event.startsAt.getTime() + count * period * DAY_MS + span;
    return new Date(Math.min(end, LATEST_CALENDAR_DATE.getTime()));
  }
  return LATEST_CALENDAR_DATE;
}
