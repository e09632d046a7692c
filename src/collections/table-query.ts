import type { BaseContent } from './content-schema';
import { MAX_KEYWORD_LENGTH, serverSearchWord } from './list-fields';
import type { ListFilter, ListOrder } from './list-query';
import { matchesTerms, searchTerms, tableSearchText, tableStatus, type TableStatus } from './table-filter';

/**
 * The dashboard table as the server is asked for it (issue 26, decision 0032): what the address holds
 * (`?q=&status=&sort=&page=`), and for that state the query (filters and order), what the device still
 * checks within the rows the server sent, and how the total is counted. Pure, so that each state's query
 * is tested as data, and listed for the indexes (engine-queries.ts) from the same function.
 *
 * Search asks the server for one word: `keywords array-contains` the longest word typed (the `keywords`
 * every save writes, list-fields.ts); the other words are matched on the device within the rows sent.
 * Not the site search index: that holds published items only, a bounded number of them, and cannot be
 * combined with the status filter, the order and the cursor of one query, where `keywords` is on every
 * document, drafts and archived ones too.
 *
 * Every composite index counts against Firestore's 200 per database, so each order has one direction
 * (title A to Z, last changed newest first, a type's own column as it says), a search goes A to Z, and
 * "scheduled" soonest first: an index per type for each, rather than one per order, direction, filter
 * and search combined. Owners (owner-table.ts) ask for their own items in the chosen order only; their
 * few items are filtered by status and search on the device.
 *
 * Documents saved before the list fields existed have no `sortKey` or `keywords`: sorted by title, or
 * searched, they are not found until they are saved again (the seed writes both for every document).
 */

/** Rows per page: the first page, and what each "Show more" adds. */
export const TABLE_PAGE_SIZE = 25;
/** The most pages an address may ask for at once (1,000 rows), so an edited link cannot ask for all. */
export const MAX_TABLE_PAGES = 40;
/** The longest search kept from an address. */
const MAX_QUERY_LENGTH = 200;

export type TableStatusFilter = 'all' | TableStatus;
const STATUS_FILTERS: readonly TableStatusFilter[] = ['all', 'draft', 'scheduled', 'published', 'archived'];

/** One way the table can be sorted: its name in the address, and the server's order. */
export interface TableSort {
  /** In the address (`sort=title`). */
  key: string;
  order: ListOrder;
}

const TITLE_ORDER: ListOrder = { field: 'sortKey', direction: 'asc' };
const UPDATED_SORT: TableSort = { key: 'updated', order: { field: 'updatedAt', direction: 'desc' } };
/** A scheduled item's time to go live, soonest first. */
const SCHEDULED_ORDER: ListOrder = { field: 'publishAt', direction: 'asc' };

/** The engine's own sorts; a type's columns add theirs (`sortBy`: events by when they start). */
export const BASE_SORTS: readonly TableSort[] = [{ key: 'title', order: TITLE_ORDER }, UPDATED_SORT];

/** The sort key for a type's own column: its label in lower case, spaces as dashes ("Date" is `date`). */
export function columnSortKey(label: string): string {
  return label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/** The table's sorts: the engine's, then each column the server can order by. */
export function tableSorts(columns: readonly { label: string; sortBy?: ListOrder }[]): TableSort[] {
  const own = columns.flatMap((column) =>
    column.sortBy ? [{ key: columnSortKey(column.label), order: column.sortBy }] : [],
  );
  return [...BASE_SORTS, ...own.filter((sort) => !BASE_SORTS.some((base) => base.key === sort.key))];
}

export interface TableState {
  query: string;
  status: TableStatusFilter;
  /** A TableSort's key. */
  sort: string;
  /** How many pages are shown ("Show more" adds one). */
  pages: number;
}

/** Last changed first, one page, everything. */
export const DEFAULT_TABLE_STATE: TableState = { query: '', status: 'all', sort: UPDATED_SORT.key, pages: 1 };

/**
 * The state an address asks for. Anything unusable (an unknown sort, page 0, a status that is not one)
 * falls back to the default rather than failing, so an old or edited link still opens the table.
 */
export function tableStateFromParams(params: URLSearchParams, sorts: readonly TableSort[]): TableState {
  const status = params.get('status');
  const sort = params.get('sort');
  const page = Number(params.get('page'));
  return {
    query: (params.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    status: STATUS_FILTERS.includes(status as TableStatusFilter) ? (status as TableStatusFilter) : 'all',
    sort: sorts.some((candidate) => candidate.key === sort) ? (sort as string) : DEFAULT_TABLE_STATE.sort,
    pages: Number.isInteger(page) && page >= 1 ? Math.min(page, MAX_TABLE_PAGES) : 1,
  };
}

/** The address for `state`, leaving out what is as default so addresses stay short. */
export function tableStateToParams(state: TableState): URLSearchParams {
  const params = new URLSearchParams();
  const query = state.query.trim();
  if (query) params.set('q', query);
  if (state.status !== DEFAULT_TABLE_STATE.status) params.set('status', state.status);
  if (state.sort !== DEFAULT_TABLE_STATE.sort) params.set('sort', state.sort);
  if (state.pages > 1) params.set('page', String(state.pages));
  return params;
}

/** What the rows are ordered by: the chosen sort, or (searching, scheduled) the fixed order instead. */
export type TableOrderedBy = { sort: string } | { fixed: 'search' | 'scheduled' };

export interface TableQuery {
  /** What the server is asked for (paged by the caller: `after` and `limit`). */
  filters: ListFilter[];
  orderBy: ListOrder[];
  orderedBy: TableOrderedBy;
  /**
   * How the total is counted on the server: `plus`'s count less each of `minus`'s (published is every
   * published item less the scheduled ones). `upTo`: the rows that match are at most that many (the
   * device narrows the server's rows further); `ofAll`: the count is of every row asked for, before the
   * device's filters (an owner's items).
   */
  count: { plus: ListFilter[]; minus: ListFilter[][]; meaning: 'matches' | 'upTo' | 'ofAll' };
}

/**
 * The query for `state`. `ownerFilters` keep an owner's table to their own items (owner-table.ts): they
 * are in every query, as the rules require. "Scheduled" is published with `publishAt` still to come
 * (`status == published AND publishAt > now`, soonest first); "Published" asks for `status == published`
 * and the device leaves out the few scheduled rows (an OR query of `publishAt` null or past would need
 * an index for each branch and order).
 */
export function tableQuery(
  state: Pick<TableState, 'query' | 'status' | 'sort'>,
  sorts: readonly TableSort[],
  ownerFilters: readonly ListFilter[],
  now: Date,
): TableQuery {
  const chosen = sorts.find((candidate) => candidate.key === state.sort) ?? UPDATED_SORT;
  const terms = searchTerms(state.query);
  const serverWord = serverSearchWord(state.query);
  // More words than the one asked for, or a word longer than keywords keep: the device checks the rest.
  const narrowed =
    terms.length > (serverWord === undefined ? 0 : 1) || terms.some((t) => t.length > MAX_KEYWORD_LENGTH);

  if (ownerFilters.length > 0) {
    return {
      filters: [...ownerFilters],
      orderBy: [chosen.order],
      orderedBy: { sort: chosen.key },
      count: { plus: [...ownerFilters], minus: [], meaning: 'ofAll' },
    };
  }

  const published: ListFilter = { field: 'status', op: '==', value: 'published' };
  const scheduled: ListFilter = { field: 'publishAt', op: '>', value: now };
  const search: ListFilter[] =
    serverWord === undefined ? [] : [{ field: 'keywords', op: 'array-contains', value: serverWord }];
  const searching = search.length > 0;

  if (state.status === 'scheduled' && !searching) {
    return {
      filters: [published, scheduled],
      orderBy: [SCHEDULED_ORDER],
      orderedBy: { fixed: 'scheduled' },
      count: { plus: [published, scheduled], minus: [], meaning: narrowed ? 'upTo' : 'matches' },
    };
  }
  const statusFilters: ListFilter[] =
    state.status === 'all'
      ? []
      : [{ field: 'status', op: '==', value: state.status === 'scheduled' ? 'published' : state.status }];
  const filters = [...search, ...statusFilters];
  const count: TableQuery['count'] =
    state.status === 'scheduled'
      ? // Searching the scheduled: at most as many as are scheduled (the search is checked on the device).
        { plus: [published, scheduled], minus: [], meaning: 'upTo' }
      : state.status === 'published' && !searching
        ? { plus: [published], minus: [[published, scheduled]], meaning: narrowed ? 'upTo' : 'matches' }
        : { plus: filters, minus: [], meaning: narrowed || state.status === 'published' ? 'upTo' : 'matches' };
  return {
    filters,
    orderBy: [searching ? TITLE_ORDER : chosen.order],
    orderedBy: searching ? { fixed: 'search' } : { sort: chosen.key },
    count,
  };
}

/**
 * Whether a row the server sent is shown: every word of the search (the server matched one at most) and
 * the status asked for ("Published" without the scheduled; an owner's rows are all checked here). Rows
 * changed on this device are checked the same way.
 */
export function keepsRow<Item extends BaseContent>(
  item: Item,
  state: Pick<TableState, 'query' | 'status'>,
  now: Date,
  searchText?: (item: Item) => string,
): boolean {
  if (state.status !== 'all' && tableStatus(item, now) !== state.status) return false;
  const terms = searchTerms(state.query);
  return terms.length === 0 || matchesTerms(tableSearchText(item, searchText), terms);
}

/** The table's total as the page has it (use-table-rows.ts): counted, or why not. */
export type TableCount =
  { state: 'counting' } | { state: 'known'; count: number } | { state: 'offline' } | { state: 'failed' };

/**
 * The line above the table: how many there are ("132 events", "12 events match", "Up to 40 events
 * match"), how many are shown when that is fewer, and why the total is missing when it is.
 */
export function tableCountText(table: {
  count: TableCount;
  meaning: TableQuery['count']['meaning'];
  /** Rows on screen. */
  shown: number;
  /** More rows wait on the server. */
  more: boolean;
  /** A search or a status is chosen. */
  filtered: boolean;
  plural: string;
  singular: string;
}): string {
  const { count, shown, plural, singular } = table;
  const noun = (n: number) => (n === 1 ? singular : plural);
  const shownText = `${shown} shown`;
  if (count.state === 'offline') return `${shownText} · the total is not known offline`;
  if (count.state === 'failed') return `${shownText} · the total could not be counted`;
  if (count.state === 'counting') return table.more ? shownText : `${shown} ${noun(shown)}`;
  const n = count.count;
  const total =
    table.meaning === 'upTo'
      ? `Up to ${n} ${plural} match`
      : table.meaning === 'ofAll'
        ? `${n} ${noun(n)} in all`
        : `${n} ${noun(n)}${table.filtered ? ' match' : ''}`;
  return shown < n || (table.meaning === 'ofAll' && table.filtered) ? `${total} · ${shownText}` : total;
}

/** The total from the server's counts (`plus` less each of `minus`), never below zero. */
export function combineCounts(plus: number, minus: readonly number[]): number {
  return Math.max(
    0,
    minus.reduce((total, count) => total - count, plus),
  );
}

/**
 * Every query the table can ask of a type, for the indexes (engine-queries.ts): each sort, the search,
 * each status, and an owner's (when the type has owners), with their counts.
 */
export function tableQueryShapes(
  sorts: readonly TableSort[],
  ownerField: string | undefined,
  now: Date,
): { filters: ListFilter[]; orderBy: ListOrder[] }[] {
  const owners: ListFilter[][] = [
    [],
    ...(ownerField ? [[{ field: ownerField, op: '==' as const, value: 'uid' }]] : []),
  ];
  const shapes = owners.flatMap((ownerFilters) =>
    STATUS_FILTERS.flatMap((status) =>
      ['', 'word'].flatMap((query) =>
        sorts.flatMap((sort) => {
          const asked = tableQuery({ query, status, sort: sort.key }, sorts, ownerFilters, now);
          return [
            { filters: asked.filters, orderBy: asked.orderBy },
            ...[asked.count.plus, ...asked.count.minus].map((filters) => ({ filters, orderBy: [] })),
          ];
        }),
      ),
    ),
  );
  const unique = new Map(shapes.map((shape) => [JSON.stringify(shape), shape]));
  return [...unique.values()];
}
