import { sortKeyOf } from '@/collections/list-fields';
import { matchesTerms, normaliseSearchText, searchTerms } from '@/collections/table-filter';
import { compareText } from '@/lib/compare-text';
import { addDaysToKey, eventSpan, londonDayKey, parseDayKey, zonedDayStart } from './event-dates';
import { EVENT_TIME_ZONE, type EventItem } from './event-schema';
import type { ExpandableEvent, Occurrence } from '@/lib/recurrence';

/**
 * Finding events: the public list (occurrences, with search, facets and a date range) and the
 * dashboard table (documents, with search, status and sorting). Searching runs on every keystroke,
 * so each event's searchable text is normalised once and cached against the event object; a
 * keystroke then only does substring checks.
 */

// ---------------------------------------------------------------------------------------------
// Search text

/** The fields a visitor's search looks at. Workshops add their facilitator. */
export type SearchableEvent = Pick<EventItem, 'title' | 'summary' | 'venue' | 'category' | 'tags' | 'organiser'> & {
  facilitator?: string;
};

export { normaliseSearchText, searchTerms };

/** The normalised text of an event's searchable fields (uncached: see searchTextFor). */
export function buildSearchText(event: SearchableEvent): string {
  return normaliseSearchText(
    [
      event.title,
      event.summary,
      event.venue?.name ?? '',
      event.category,
      ...event.tags,
      event.organiser?.name ?? '',
      event.facilitator ?? '',
    ].join(' \n '),
  );
}

const searchTexts = new WeakMap<object, string>();

/** The search text of an event, worked out once per event object (documents are replaced, not changed, on update). */
export function searchTextFor(event: SearchableEvent): string {
  let text = searchTexts.get(event);
  if (text === undefined) {
    text = buildSearchText(event);
    searchTexts.set(event, text);
  }
  return text;
}

/** Works the search text out for many events up front (on load), so the first keystroke is as quick as the rest. */
export function buildSearchIndex(events: readonly SearchableEvent[]): void {
  for (const event of events) searchTextFor(event);
}

// ---------------------------------------------------------------------------------------------
// The public list

export type PriceFilter = 'any' | 'free' | 'paid';
export type WhenFilter = 'upcoming' | 'past';

/**
 * What a visitor has chosen. Categories and tags match any of those chosen (an event has one
 * category, so "all" would find nothing); the different filters must all match. `from` and `to`
 * are London calendar days, both included.
 */
export interface EventFilters {
  query: string;
  categories: string[];
  from: Date | null;
  to: Date | null;
  price: PriceFilter;
  tags: string[];
  when: WhenFilter;
}

export const defaultEventFilters: EventFilters = {
  query: '',
  categories: [],
  from: null,
  to: null,
  price: 'any',
  tags: [],
  when: 'upcoming',
};

export type FilterableEvent = ExpandableEvent & SearchableEvent & Pick<EventItem, 'price'>;

const spans = new WeakMap<object, { start: number; end: number }>();

/** When an occurrence really runs (all-day ones fill their days), cached: it needs the time zone. */
function spanOf(occurrence: Occurrence<FilterableEvent>): { start: number; end: number } {
  let span = spans.get(occurrence);
  if (!span) {
    const { event } = occurrence;
    const times = eventSpan(occurrence.startsAt, occurrence.endsAt, event.allDay, event.timeZone || EVENT_TIME_ZONE);
    span = { start: times.start.getTime(), end: times.end.getTime() };
    spans.set(occurrence, span);
  }
  return span;
}

/**
 * The occurrences a visitor asked for. Upcoming: still to end (or, with no end, to start) at `now`,
 * soonest first; past: the rest, most recent first. Cancelled occurrences stay in (shown as cancelled).
 */
export function filterOccurrences<E extends FilterableEvent>(
  occurrences: readonly Occurrence<E>[],
  filters: EventFilters,
  now: Date,
): Occurrence<E>[] {
  const terms = searchTerms(filters.query);
  const categories = new Set(filters.categories.map((category) => category.toLocaleLowerCase('en-GB')));
  const tags = new Set(filters.tags.map((tag) => tag.toLocaleLowerCase('en-GB')));
  const from = filters.from ? zonedDayStart(londonDayKey(filters.from)).getTime() : null;
  const to = filters.to ? zonedDayStart(addDaysToKey(londonDayKey(filters.to), 1)).getTime() : null;
  const nowMs = now.getTime();
  const upcoming = filters.when === 'upcoming';

  // Occurrences of one series share their event: decide the event's own filters once.
  const eventMatches = new Map<E, boolean>();
  const matchesEvent = (event: E): boolean => {
    let matches = eventMatches.get(event);
    if (matches === undefined) {
      matches =
        (categories.size === 0 || categories.has(event.category.toLocaleLowerCase('en-GB'))) &&
        (tags.size === 0 || event.tags.some((tag) => tags.has(tag.toLocaleLowerCase('en-GB')))) &&
        (filters.price === 'any' || event.price.free === (filters.price === 'free')) &&
        (terms.length === 0 || matchesTerms(searchTextFor(event), terms));
      eventMatches.set(event, matches);
    }
    return matches;
  };

  const result = occurrences.filter((occurrence) => {
    const span = spanOf(occurrence);
    const stillToEnd = span.end >= nowMs;
    if (stillToEnd !== upcoming) return false;
    if (from !== null && !(span.end > from || span.start >= from)) return false;
    if (to !== null && span.start >= to) return false;
    return matchesEvent(occurrence.event);
  });

  // Dates at the same moment go A–Z by the title's sort key (the order of the A–Z lists), made once an
  // event and compared as plain text: a collator's comparisons over a year of a series' dates were most
  // of the home page's longest task at 100 times the seed.
  const titleKeys = new Map<E, string>();
  const titleKey = (event: E): string => {
    let key = titleKeys.get(event);
    if (key === undefined) {
      key = sortKeyOf(event.title);
      titleKeys.set(event, key);
    }
    return key;
  };
  const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);
  const direction = upcoming ? 1 : -1;
  return result.sort(
    (a, b) =>
      direction * (a.startsAt.getTime() - b.startsAt.getTime()) ||
      byText(titleKey(a.event), titleKey(b.event)) ||
      byText(a.event.slug, b.event.slug) ||
      byText(a.key, b.key),
  );
}

export interface FilterOption {
  value: string;
  /** How many events (not occurrences) have it. */
  count: number;
}

/**
 * The categories and tags to offer as filters, alphabetical, each with how many events have it.
 * Spellings that differ only in case are one option (filtering ignores case), shown as first seen.
 */
export function filterOptions(events: readonly Pick<EventItem, 'category' | 'tags'>[]): {
  categories: FilterOption[];
  tags: FilterOption[];
} {
  const categories = new Map<string, FilterOption>();
  const tags = new Map<string, FilterOption>();
  const count = (options: Map<string, FilterOption>, value: string) => {
    const key = value.toLocaleLowerCase('en-GB');
    const option = options.get(key);
    if (option) option.count += 1;
    else options.set(key, { value, count: 1 });
  };
  for (const event of events) {
    const category = event.category.trim();
    if (category) count(categories, category);
    const eventTags = new Map(event.tags.map((tag) => [tag.trim().toLocaleLowerCase('en-GB'), tag.trim()]));
    for (const tag of eventTags.values()) if (tag) count(tags, tag);
  }
  const sorted = (options: Map<string, FilterOption>) =>
    [...options.values()].sort((a, b) => compareText(a.value, b.value) || (a.value < b.value ? -1 : 1));
  return { categories: sorted(categories), tags: sorted(tags) };
}

// ---------------------------------------------------------------------------------------------
// Shareable addresses

const MAX_QUERY_LENGTH = 200;
const MAX_LIST_ITEMS = 20;
const MAX_ITEM_LENGTH = 40;

/**
 * The filters as search parameters (`?q=choir&category=Music&from=2026-12-01&price=free`), leaving
 * out what is as default so addresses stay short. Dates are London calendar days.
 */
export function filtersToSearchParams(filters: EventFilters): URLSearchParams {
  const params = new URLSearchParams();
  const query = filters.query.trim();
  if (query) params.set('q', query);
  for (const category of filters.categories) params.append('category', category);
  for (const tag of filters.tags) params.append('tag', tag);
  if (filters.from && !Number.isNaN(filters.from.getTime())) params.set('from', londonDayKey(filters.from));
  if (filters.to && !Number.isNaN(filters.to.getTime())) params.set('to', londonDayKey(filters.to));
  if (filters.price !== 'any') params.set('price', filters.price);
  if (filters.when !== 'upcoming') params.set('when', filters.when);
  return params;
}

function listParam(params: URLSearchParams, name: string): string[] {
  const values = params
    .getAll(name)
    .map((value) => value.trim())
    .filter((value) => value.length > 0 && value.length <= MAX_ITEM_LENGTH);
  return [...new Set(values)].slice(0, MAX_LIST_ITEMS);
}

function dayParam(params: URLSearchParams, name: string): Date | null {
  const value = params.get(name);
  return value !== null && parseDayKey(value) ? zonedDayStart(value) : null;
}

/**
 * Filters from an address someone shared. Anything unusable (an unknown price, 30 February, a
 * thousand tags) is ignored rather than refused, so an old or edited link still opens the list.
 */
export function filtersFromSearchParams(input: URLSearchParams | string): EventFilters {
  const params = typeof input === 'string' ? new URLSearchParams(input) : input;
  const price = params.get('price');
  const when = params.get('when');
  const from = dayParam(params, 'from');
  let to = dayParam(params, 'to');
  // A range that ends before it starts finds nothing: keep the start, which is what people usually set first.
  if (from && to && to.getTime() < from.getTime()) to = null;
  return {
    query: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    categories: listParam(params, 'category'),
    from,
    to,
    price: price === 'free' || price === 'paid' ? price : 'any',
    tags: listParam(params, 'tag'),
    when: when === 'past' ? 'past' : 'upcoming',
  };
}

// ---------------------------------------------------------------------------------------------
// The dashboard table (its query: collections/table-query.ts)

/** Events' own searchable text in the dashboard (title, slug, summary and tags are searched anyway). */
export function eventTableSearchText(item: SearchableEvent): string {
  return [item.venue?.name ?? '', item.category, item.organiser?.name ?? '', item.facilitator ?? ''].join(' \n ');
}
