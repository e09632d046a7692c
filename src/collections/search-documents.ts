import type * as z from 'zod';
import type { SearchDocument } from '@/lib/search-index';
import type { Role } from '@/lib/route-meta';
import { hasRole } from '@/stores/session-store';
import { repositoryFor } from './collection-data';
import { windowListOptions } from './public-window';
import type { ListOptions } from './repository';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import { detailPattern, type CollectionDefinition, type SearchSubtitle } from './define-collection';

/**
 * The records the site-wide search indexes (decision 0026), made from the device's copy of the content.
 * Visitors' records come from published items only, read with the same queries and filters as the
 * public lists (documents: the public ones alone); editors' drafts and archived items are made apart,
 * by `unpublishedSearchDocuments`, and never mixed into the stored index.
 */

type AnyDefinition = CollectionDefinition<z.ZodType<BaseContent>>;
type Item = Parsed<BaseContent>;

function titleOf(definition: AnyDefinition, item: Item): string {
  const title = (item as Record<string, unknown>)[definition.titleField];
  return typeof title === 'string' && title.trim() !== '' ? title : 'Untitled';
}

function searchedText(definition: AnyDefinition, item: Item): string {
  return [item.summary, item.tags.join(' '), definition.slots?.searchText?.(item) ?? ''].join(' ');
}

/** The search record of a published item: its public page, and its type's line under it. */
export function publicSearchDocument(
  definition: AnyDefinition,
  item: Item,
  subtitle?: SearchSubtitle<BaseContent>,
  now: Date = new Date(),
): SearchDocument {
  return {
    id: `${definition.path}/${item.id}`,
    type: definition.path,
    title: titleOf(definition, item),
    subtitle: subtitle?.(item, now) ?? '',
    text: searchedText(definition, item),
    path: definition.itemPath?.(item) ?? detailPattern(definition).replace(':slug', encodeURIComponent(item.slug)),
  };
}

/** The search record of a draft or archived item, for editors: it opens the item's editor. */
export function editorSearchDocument(definition: AnyDefinition, item: Item): SearchDocument {
  return {
    id: `${definition.path}/${item.id}`,
    type: definition.path,
    title: titleOf(definition, item),
    subtitle: item.status === 'archived' ? 'Archived' : 'Draft',
    text: searchedText(definition, item),
    path: `${definition.dashboardPath}/${encodeURIComponent(item.id)}`,
  };
}

function readEach(
  definitions: readonly AnyDefinition[],
  read: (definition: AnyDefinition) => Promise<SearchDocument[]>,
): Promise<SearchDocument[][]> {
  return Promise.all(definitions.map((definition) => read(definition).catch(() => [])));
}

/** One of the queries a type's search records are read with: a window query (public-window.ts). */
export type SearchListOptions = Pick<ListOptions, 'filters' | 'orderBy' | 'limit'>;

/**
 * The published items of the given (public) types that the search holds, as this device has them: each
 * type's public window (`windowOf`: upcoming and last year's events, the first 500 of a directory A–Z, the
 * newest news), so the index stays the same size however large the archive grows; older items are found
 * by each list's own search, which asks the server. Cache warming and the pages someone opened keep the
 * copy filled, and reading it costs no network or database reads. A device whose copy is still empty
 * reads from the server when online; offline it gets `undefined` (keep what you have).
 */
export async function publishedSearchDocuments(
  definitions: readonly AnyDefinition[],
  {
    online,
    now = new Date(),
    windowOf,
  }: {
    online: boolean;
    now?: Date;
    /** The type's window queries; without them, those of the definition's own window. */
    windowOf?: (definition: AnyDefinition) => readonly SearchListOptions[] | undefined;
  },
): Promise<SearchDocument[] | undefined> {
  const subtitles = new Map(
    await Promise.all(
      definitions.map(async (definition) => [definition.path, await definition.searchSubtitle?.()] as const),
    ),
  );
  const readType = async (definition: AnyDefinition, source: 'cache' | undefined) => {
    const repository = await repositoryFor(definition);
    const queries = windowOf?.(definition) ?? windowListOptions(definition, now);
    const pages = await Promise.all(
      queries.map((query) => repository.list({ audience: 'public', ...query, ...(source ? { source } : {}) })),
    );
    // An item in two window queries (a series on and over) is one record.
    const items = new Map(pages.flatMap((page) => page.items).map((item) => [item.id, item]));
    return [...items.values()].map((item) =>
      publicSearchDocument(definition, item, subtitles.get(definition.path), now),
    );
  };
  // Each type from this device's copy; online, a type the copy has none of yet from the server (the copy
  // fills one type at a time after the page's own lists, so a search can come before some types).
  const lists = await readEach(definitions, async (definition) => {
    const kept = await readType(definition, 'cache');
    return kept.length > 0 || !online ? kept : readType(definition, undefined);
  });
  if (!online && lists.every((list) => list.length === 0)) return undefined;
  return lists.flat();
}

/** The types whose drafts someone with `roles` may open in the editor. */
export function editableDefinitions(definitions: readonly AnyDefinition[], roles: readonly Role[]): AnyDefinition[] {
  return definitions.filter((definition) => hasRole(roles, definition.access?.edit ?? 'editor', true));
}

/**
 * Drafts and archived items of the types an editor may edit (the server's list, or this device's
 * offline), and whether every type answered (a read can fail while a sign-in is still settling).
 */
export async function unpublishedSearchDocuments(
  definitions: readonly AnyDefinition[],
): Promise<{ documents: SearchDocument[]; complete: boolean }> {
  const lists = await Promise.allSettled(
    definitions.map(async (definition) => {
      const page = await (
        await repositoryFor(definition)
      ).list({ audience: 'editor', filters: [{ field: 'status', op: 'in', value: ['draft', 'archived'] }] });
      return page.items.map((item) => editorSearchDocument(definition, item));
    }),
  );
  return {
    documents: lists.flatMap((list) => (list.status === 'fulfilled' ? list.value : [])),
    complete: lists.every((list) => list.status === 'fulfilled'),
  };
}
