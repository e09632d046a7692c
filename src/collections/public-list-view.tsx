import { useCallback, useMemo, type ChangeEvent, type ComponentType } from 'react';
import { Alert, Button, Group, Input, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useSearchParams } from 'react-router';
import type * as z from 'zod';
import { NothingPublished } from '@/components/nothing-published';
import { PageHeader } from '@/components/page-header';
import { SegmentedChoice } from '@/components/segmented-choice';
import type { BaseContent } from './content-schema';
import { ContentCard } from './content-card';
import type { Parsed } from './converter';
import { detailPattern, type CollectionDefinition, type ItemProps, type OlderItems } from './define-collection';
import {
  categoriesInUse,
  categoriesOf,
  defaultPublicSort,
  filterPublicList,
  meetsFixedFilters,
  readListState,
  searchTerms,
  writeListState,
  type PublicListState,
} from './public-list-filter';
import { ListMap, useViewChoice, ViewChoice } from './place-map';
import { listMapPoints } from './places';
import type { ListPage } from './repository';
import type { Loadable } from './use-collection';
import { ListSearch } from './list-search';

/*
 * What a public list shows, whichever way its items arrive (public-list-page.tsx reads them: the type's
 * window, or the server's pages): the heading, search, category and sort, the cards or the type's own
 * view, the map, and the paged list's status line and "Show more".
 */

interface PublicListViewProps<Schema extends z.ZodType<BaseContent>> {
  definition: CollectionDefinition<Schema>;
  result: Loadable<ListPage<z.infer<Schema>>>;
  /** Whether this device can reach the servers (an empty copy on this device means "not yet", not "none"). */
  online: boolean;
  /** The list comes from the server a page at a time (types without a list view of their own). */
  paging?: ListPaging;
  /** Reading past the type's window (types with a list view of their own), handed to the view. */
  older?: OlderItems;
}

/** A list read a page at a time: how many in all, whether there are more, and the way to get them. */
export interface ListPaging {
  total: { count: number; atLeast: boolean } | undefined;
  hasMore: boolean;
  onShowMore: () => void;
  /** The items shown answer an earlier search; the server's answer to this one is on its way. */
  updating: boolean;
}

/**
 * The public list of a content type, given what has loaded: a status line while loading (in the space
 * the list will take, so nothing jumps), a plain message on failure, a clear "not on this device yet"
 * when offline with nothing saved, and otherwise the type's own list view or a grid of its cards.
 */
export function PublicListView<Schema extends z.ZodType<BaseContent>>({
  definition,
  result,
  online,
  paging,
  older,
}: PublicListViewProps<Schema>) {
  const plural = definition.labels.plural.toLowerCase();
  const header = (
    <PageHeader
      title={definition.listTitle?.heading ?? definition.labels.plural}
      description={definition.description}
    />
  );

  // The first answer can come from this device's copy before the server's: while online, an empty
  // copy means "still looking", not "nothing here".
  const waiting =
    result.state === 'loading' ||
    (result.state === 'ready' && result.value.items.length === 0 && result.value.fromCache && online);
  if (waiting) {
    return (
      <Stack>
        {header}
        <Text role="status" aria-live="polite" mih="100vh">
          Loading {plural}…
        </Text>
      </Stack>
    );
  }

  if (result.state === 'error') {
    return (
      <Stack>
        {header}
        <Alert color="red" variant="outline" title={`The ${plural} could not be loaded`}>
          <Text>{result.message}</Text>
          <Text size="sm" mt="xs">
            Reference for support: {result.code}
          </Text>
        </Alert>
      </Stack>
    );
  }

  const { items, fromCache } = result.value;
  if (items.length === 0 && fromCache) {
    return (
      <Stack>
        {header}
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            Not saved on this device yet
          </Title>
          <Text>
            You are offline, and the {plural} have not been saved on this device yet. Open this page once while you have
            a connection: after that it works without a signal too.
          </Text>
        </Paper>
      </Stack>
    );
  }

  // A paged list with a search that finds nothing still shows its search box (and a way back); a list
  // with older items past its window still offers them.
  if (items.length === 0 && !(paging && hasListQuery()) && !older) {
    return (
      <Stack>
        {header}
        <NothingPublished kind={plural} />
      </Stack>
    );
  }

  const ListView = definition.slots?.listView;
  if (ListView) {
    return (
      <Stack>
        {header}
        <ListView items={items} fromCache={fromCache} older={older} />
      </Stack>
    );
  }

  return (
    <Stack>
      {header}
      <FilterableList definition={definition} items={items} paging={paging} />
    </Stack>
  );
}

/** Whether the address asks the list for a search or a category (read where no router hook can be). */
function hasListQuery(): boolean {
  const params = new URLSearchParams(globalThis.location?.search ?? '');
  return (params.get('q') ?? '') !== '' || (params.get('category') ?? '') !== '';
}

/**
 * The default list: search, category and order, kept in the address so a shared link opens the same
 * view, the number of results announced to screen readers, and a way back when nothing matches.
 */
function FilterableList<Schema extends z.ZodType<BaseContent>>({
  definition,
  items,
  paging,
}: {
  definition: CollectionDefinition<Schema>;
  items: Parsed<z.infer<Schema>>[];
  paging?: ListPaging;
}) {
  type Item = Parsed<z.infer<Schema>>;
  const [params, setParams] = useSearchParams();
  const fallbackSort = defaultPublicSort(definition.defaultSort);
  const state = readListState(params, fallbackSort);
  const { categoryField } = definition;
  // Each viewer's queries already chose what they may see (audienceFilters).
  const publicFilters = useMemo(
    () => [
      ...((definition.audienceFilters ? undefined : definition.publicFilters) ?? []),
      ...(definition.listFilters ?? []),
    ],
    [definition],
  );
  const searchText = definition.slots?.searchText;
  const plural = definition.labels.plural.toLowerCase();
  const singular = definition.labels.singular.toLowerCase();

  // The published snapshot is not filtered by the query: the fixed filters apply here too.
  const listed = useMemo(() => items.filter((item) => meetsFixedFilters(item, publicFilters)), [items, publicFilters]);
  const categories = useMemo(() => categoriesInUse(listed, categoryField), [listed, categoryField]);
  const shown = useMemo(
    () => filterPublicList<Item>(listed, state, { categoryField, searchText }),
    // The state is three strings: compare them, not the object made on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [listed, state.query, state.category, state.sort, categoryField, searchText],
  );

  // Typing replaces the address rather than adding a step to Back for every letter.
  const update = (changes: Partial<PublicListState>) =>
    setParams(
      (current) => writeListState(current, { ...readListState(current, fallbackSort), ...changes }, fallbackSort),
      {
        replace: true,
        preventScrollReset: true,
      },
    );
  const filtered = state.query !== '' || state.category !== '';
  const ItemCard = definition.slots?.card as ComponentType<ItemProps<Item>> | undefined;
  const lines = definition.slots?.cardLines as ComponentType<ItemProps<Item>> | undefined;
  const pathOf = useCallback(
    (item: Item) => definition.itemPath?.(item) ?? detailPattern(definition).replace(':slug', item.slug),
    [definition],
  );

  // The Map view: the places of the items the filters show; the list stays below as the map's text.
  const [view, setView] = useViewChoice(definition.path);
  const place = definition.mapView ? definition.place : undefined;
  const map = useMemo(
    () => (place && view === 'map' && shown.length > 0 ? listMapPoints(shown, place, pathOf) : null),
    [place, view, shown, pathOf],
  );

  return (
    <Stack gap="md">
      <Group align="flex-end" gap="md">
        <ListSearch
          plural={plural}
          query={state.query}
          onQuery={(query) => update({ query })}
          inputSize={{ w: { base: '100%', xs: 280 } }}
        >
          {categoryField && categories.length > 0 && (
            // A plain select in Mantine's input: NativeSelect would add a chunk (and its Combobox chevron) to visitors' pages.
            <Input.Wrapper label="Category" id={`${definition.path}-category`} w={{ base: '100%', xs: 220 }}>
              <Input
                component="select"
                id={`${definition.path}-category`}
                value={state.category}
                onChange={(event: ChangeEvent<HTMLSelectElement>) => update({ category: event.currentTarget.value })}
                rightSection={<IconChevronDown size={16} aria-hidden />}
                rightSectionPointerEvents="none"
              >
                <option value="">All categories</option>
                {/* A category from a shared link that nothing uses now stays chosen, so the page says why it is empty. */}
                {(state.category !== '' && !categories.includes(state.category) ? [state.category] : [])
                  .concat(categories)
                  .map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
              </Input>
            </Input.Wrapper>
          )}
          <div>
            <Text size="sm" fw={500} mb={4} id={`${definition.path}-sort-label`}>
              Order
            </Text>
            <SegmentedChoice
              aria-labelledby={`${definition.path}-sort-label`}
              value={state.sort}
              onChange={(value) => update({ sort: value === 'updated' ? 'updated' : 'az' })}
              data={[
                { value: 'az', label: 'A–Z' },
                { value: 'updated', label: 'Recently updated' },
              ]}
            />
          </div>
        </ListSearch>
        {place && <ViewChoice id={`${definition.path}-view-label`} value={view} onChange={setView} />}
      </Group>
      <Text size="sm" role="status" aria-live="polite">
        {paging
          ? pagedStatus(paging, shown.length, { plural, singular }, filtered, searchTerms(state.query).length <= 1)
          : shown.length === listed.length
            ? `${shown.length} ${shown.length === 1 ? singular : plural}`
            : `${shown.length} of ${listed.length} ${plural} match`}
      </Text>
      {shown.length === 0 ? (
        <Paper withBorder p="lg" radius="md">
          <Title order={2} size="h4" mb="xs">
            No {plural} match
          </Title>
          <Text mb="md">
            {paging
              ? `No ${plural} match your search. Try other words, or clear the search to see them all.`
              : listed.length === 0
                ? `There are no ${plural} to show here yet.`
                : `None of the ${listed.length} ${plural} match your search${state.category ? ` in “${state.category}”` : ''}. Try other words, or clear the filters to see them all.`}
          </Text>
          {filtered && (
            <Button variant="default" onClick={() => update({ query: '', category: '' })}>
              Clear filters
            </Button>
          )}
        </Paper>
      ) : (
        <>
          {map && (
            <ListMap
              label={`Map of ${plural}`}
              points={map.points}
              withoutPosition={map.withoutPosition}
              labels={definition.labels}
            />
          )}
          <SimpleGrid cols={{ base: 1, sm: 2, lg: 3 }} spacing="md">
            {shown.map((item) =>
              ItemCard ? (
                <ItemCard key={item.id} item={item} />
              ) : (
                <ContentCard
                  key={item.id}
                  item={item}
                  path={pathOf(item)}
                  category={categoriesOf(item, categoryField)[0]}
                  lines={lines}
                />
              ),
            )}
          </SimpleGrid>
          {paging?.hasMore && (
            <Group justify="center">
              <Button variant="default" size="md" onClick={paging.onShowMore} disabled={paging.updating}>
                Show more {plural}
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

/** The paged list's line under its search: how many are shown, of how many, and whether more are coming. */
export function pagedStatus(
  paging: Pick<ListPaging, 'total' | 'hasMore' | 'updating'>,
  shown: number,
  labels: { plural: string; singular: string },
  filtered: boolean,
  /** The server counted exactly what is searched for (at most one word: the others are matched here). */
  countable: boolean,
): string {
  if (paging.updating) return 'Searching…';
  const noun = (count: number) => (count === 1 ? labels.singular : labels.plural);
  const match = filtered ? ' match' : '';
  const total = countable ? paging.total : undefined;
  if (total) {
    const all = `${total.count.toLocaleString('en-GB')}${total.atLeast ? ' or more' : ''}`;
    if (shown < total.count || total.atLeast)
      return `Showing ${shown.toLocaleString('en-GB')} of ${all} ${labels.plural}${filtered ? ' that match' : ''}`;
    return `${all} ${noun(total.count)}${match}`;
  }
  if (paging.hasMore)
    return `Showing the first ${shown.toLocaleString('en-GB')} ${labels.plural}${filtered ? ' that match' : ''}`;
  return `${shown.toLocaleString('en-GB')} ${noun(shown)}${match}`;
}
