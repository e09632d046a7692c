import { EVENT_TIME_ZONE, eventSpan, londonDayKey } from './london-time';
import { DAY_MS, floatingRule, fromFloating, toFloating } from './recurrence-floating';

/**
 * Repeating events: the dates an event (or anything that repeats: a meeting pattern) happens on in
 * a window of time. The rule itself is run in London wall-clock time by recurrence-floating.ts; the
 * editor's patterns are in recurrence-pattern.ts and the words for a rule in recurrence-text.ts.
 */

/** The most occurrences one event gives in one expansion (a daily event over a long window). */
export const MAX_OCCURRENCES_PER_EVENT = 400;

/** What expansion needs of an event (or anything that repeats: a meeting pattern gives the same). */
export interface ExpandableEvent {
  slug: string;
  startsAt: Date;
  endsAt: Date | null;
  allDay: boolean;
  timeZone: string;
  recurrence: { rrule: string; exceptions: Date[] } | null;
  cancelled: boolean;
  /**
   * The start is only where counting begins, not a date of its own (a meeting pattern counted from
   * today): only the rule's dates, even when the start is not one of them.
   */
  ruleOnly?: boolean;
}

export interface Occurrence<E> {
  event: E;
  /** `${event.slug}@${startsAt ISO}`: unique across a list, stable between renders. */
  key: string;
  startsAt: Date;
  endsAt: Date | null;
  cancelled: boolean;
  recurring: boolean;
}

/** A half-open window of time: `from` included, `to` not. */
export interface TimeWindow {
  from: Date;
  to: Date;
}

function overlaps(span: { start: Date; end: Date }, window: TimeWindow): boolean {
  const start = span.start.getTime();
  const end = span.end.getTime();
  // A moment (no end) counts when it falls inside the window; anything longer when any of it does.
  return start < window.to.getTime() && (end > window.from.getTime() || start >= window.from.getTime());
}

/**
 * The occurrences of an event that overlap `window`, in order. A one-off event gives one at most.
 * Skipped dates (`recurrence.exceptions`) remove the occurrence that starts at that instant, or, for
 * all-day events, on that calendar day. COUNT counts skipped dates too (as EXDATE does in iCalendar).
 * Each occurrence lasts as long as the first. A rule that cannot be read gives just the first date.
 */
export function expandOccurrences<E extends ExpandableEvent>(
  event: E,
  window: TimeWindow,
  maxPerEvent: number = MAX_OCCURRENCES_PER_EVENT,
): Occurrence<E>[] {
  if (maxPerEvent < 1 || window.from.getTime() >= window.to.getTime()) return [];
  const timeZone = event.timeZone || EVENT_TIME_ZONE;
  const durationMs = event.endsAt === null ? null : event.endsAt.getTime() - event.startsAt.getTime();
  // Search a little wider than the window in floating time (an occurrence that began before `from`
  // may still be running, and floating time is up to a day off real time), then test each exactly.
  const marginMs = Math.max(durationMs ?? 0, 0) + 2 * DAY_MS;
  const after = new Date(toFloating(window.from, timeZone).getTime() - marginMs);
  const before = new Date(toFloating(window.to, timeZone).getTime() + 2 * DAY_MS);
  const expansion = floatingRule(event, timeZone, after, before);
  const rule = expansion?.rule ?? null;

  const occurrence = (startsAt: Date): Occurrence<E> => ({
    event,
    key: `${event.slug}@${startsAt.toISOString()}`,
    startsAt,
    endsAt: durationMs === null ? null : new Date(startsAt.getTime() + durationMs),
    cancelled: event.cancelled,
    recurring: rule !== null,
  });
  const inWindow = (item: Occurrence<E>) =>
    overlaps(eventSpan(item.startsAt, item.endsAt, event.allDay, timeZone), window);

  if (!rule) {
    const single = occurrence(event.startsAt);
    return inWindow(single) ? [single] : [];
  }

  const skippedInstants = new Set<number>();
  const skippedDays = new Set<string>();
  for (const exception of event.recurrence?.exceptions ?? []) {
    if (event.allDay) skippedDays.add(londonDayKey(exception, timeZone));
    else skippedInstants.add(exception.getTime());
  }
  const skipped = (startsAt: Date) =>
    event.allDay ? skippedDays.has(londonDayKey(startsAt, timeZone)) : skippedInstants.has(startsAt.getTime());

  const found: Occurrence<E>[] = [];
  if (expansion?.startOffRule) {
    const first = occurrence(event.startsAt);
    if (!skipped(event.startsAt) && inWindow(first)) found.push(first);
  }
  let last = expansion?.startOffRule ? toFloating(event.startsAt, timeZone).getTime() : -Infinity;
  if (expansion?.more === false) return found;
  rule.between(after, before, true, (floating) => {
    // Strictly in order, so no date can come twice whatever happens inside rrule.
    if (floating.getTime() <= last) return true;
    last = floating.getTime();
    const startsAt = fromFloating(floating, timeZone);
    if (startsAt.getTime() >= window.to.getTime()) return false;
    const item = occurrence(startsAt);
    if (!skipped(startsAt) && inWindow(item)) found.push(item);
    return found.length < maxPerEvent;
  });
  return found;
}

/** The occurrences of many events in a window, soonest first (then by slug, so the order is stable). */
export function expandAll<E extends ExpandableEvent>(
  events: readonly E[],
  window: TimeWindow,
  maxPerEvent: number = MAX_OCCURRENCES_PER_EVENT,
): Occurrence<E>[] {
  return events
    .flatMap((event) => expandOccurrences(event, window, maxPerEvent))
    .sort(
      (a, b) =>
        a.startsAt.getTime() - b.startsAt.getTime() ||
        (a.event.slug < b.event.slug ? -1 : a.event.slug > b.event.slug ? 1 : 0),
    );
}
