import { normaliseSearchText, matchesTerms, searchTerms } from '@/collections/table-filter';
import { compareNewestFirst, type PostItem } from './post-schema';

/**
 * The articles list's search, category and tag, as they live in the address
 * (`/articles?q=…&category=…&tag=…`), so a shared link or a category on an article opens the same list.
 * Pure: tested without a DOM.
 */
export interface PostListState {
  query: string;
  category: string;
  tag: string;
}

/** Articles shown at first, and added by each "Show more". */
export const POSTS_PAGE_SIZE = 20;

export function readPostListState(params: URLSearchParams): PostListState {
  return { query: params.get('q') ?? '', category: params.get('category') ?? '', tag: params.get('tag') ?? '' };
}

/** The address's parameters for `state`: others are kept, empty ones left out. */
export function writePostListState(params: URLSearchParams, state: PostListState): URLSearchParams {
  const next = new URLSearchParams(params);
  const set = (key: string, value: string) => (value === '' ? next.delete(key) : next.set(key, value));
  set('q', state.query);
  set('category', state.category);
  set('tag', state.tag);
  return next;
}

/** The link to the list filtered by one category or tag. */
export function filteredListPath(filter: { category?: string; tag?: string }): string {
  const params = writePostListState(new URLSearchParams(), {
    query: '',
    category: filter.category ?? '',
    tag: filter.tag ?? '',
  });
  const search = params.toString();
  return search ? `/articles?${search}` : '/articles';
}

/** The values in use, A to Z, each once (case and accents ignored). */
export function valuesInUse(values: readonly string[]): string[] {
  const seen = new Map<string, string>();
  for (const value of values) {
    const key = normaliseSearchText(value);
    if (key !== '' && !seen.has(key)) seen.set(key, value.trim());
  }
  return [...seen.values()].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' }));
}

/** The matching articles, newest first: every word searched (title, summary, tags, category, author). */
export function filterPosts<Item extends PostItem>(items: readonly Item[], state: PostListState): Item[] {
  const terms = searchTerms(state.query);
  const category = normaliseSearchText(state.category);
  const tag = normaliseSearchText(state.tag);
  return items
    .filter(
      (item) =>
        (category === '' || normaliseSearchText(item.category) === category) &&
        (tag === '' || item.tags.some((value) => normaliseSearchText(value) === tag)) &&
        (terms.length === 0 ||
          matchesTerms(
            normaliseSearchText([item.title, item.summary, item.category, item.author.name, ...item.tags].join(' \n ')),
            terms,
          )),
    )
    .sort(compareNewestFirst);
}
