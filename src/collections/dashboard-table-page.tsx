import { useEffect, useMemo, useRef, useState } from 'react';
import { londonShortDateTime } from '@/lib/london-time';
import {
  Alert,
  Anchor,
  Badge,
  Button,
  Group,
  Loader,
  Stack,
  Table,
  Text,
  TextInput,
  UnstyledButton,
  useMatches,
} from '@mantine/core';
import { SegmentedChoice } from '@/components/segmented-choice';
import { IconArrowDown, IconArrowUp, IconCloudUpload, IconPlus, IconSearch } from '@tabler/icons-react';
import { Link, useNavigation, useSearchParams } from 'react-router';
import { useSnapshot } from 'valtio';
import type * as z from 'zod';
import { PageHeader } from '@/components/page-header';
import { sessionStore } from '@/stores/session-store';
import type { BaseContent } from './content-schema';
import type { CollectionDefinition } from './define-collection';
import { dashboardTableQuery } from './owner-table';
import { tableStatus, type TableStatus } from './table-filter';
import {
  columnSortKey,
  keepsRow,
  TABLE_PAGE_SIZE,
  tableCountText,
  tableQuery,
  tableSorts,
  tableStateFromParams,
  tableStateToParams,
  type TableOrderedBy,
  type TableState,
  type TableStatusFilter,
} from './table-query';
import { useTableCount, useTableRows } from './use-table-rows';

const NO_COLUMNS = [] as const;
/** Typing settles this long before the server is asked (each word asked is a query). */
const SEARCH_DELAY_MS = 300;

// Status badges use the dot style: their words keep the page's text colour, which meets contrast
// on every season's palette; the colour is only in the dot.
const STATUS_LABELS: Record<TableStatus, string> = {
  draft: 'Draft',
  scheduled: 'Scheduled',
  published: 'Published',
  archived: 'Archived',
};
const STATUS_COLOURS: Record<TableStatus, string> = {
  draft: 'gray',
  scheduled: 'blue',
  published: 'green',
  archived: 'dark',
};
const STATUS_CHOICES: { value: TableStatusFilter; label: string }[] = [
  { value: 'all', label: 'All' },
  { value: 'draft', label: 'Drafts' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
];
const FIXED_ORDER_TEXT = {
  search: 'Search results go A to Z.',
  scheduled: 'Scheduled items go soonest first.',
} as const;

// London time, worked out without Intl (the first date format a page makes costs a slow phone about 40 ms).
const updatedText = londonShortDateTime;

/**
 * A column header: a button choosing the server's order when the column has one (each in one direction:
 * table-query.ts), plain text otherwise or while a search or "Scheduled" fixes the order.
 */
function SortHeader({
  label,
  sortKey,
  direction,
  orderedBy,
  onSort,
  visibleFrom,
}: {
  label: string;
  sortKey: string | undefined;
  direction: 'asc' | 'desc' | undefined;
  orderedBy: TableOrderedBy;
  onSort: (key: string) => void;
  visibleFrom?: 'sm';
}) {
  const active = sortKey !== undefined && 'sort' in orderedBy && orderedBy.sort === sortKey;
  const sortable = sortKey !== undefined && 'sort' in orderedBy;
  return (
    <Table.Th
      scope="col"
      aria-sort={active ? (direction === 'desc' ? 'descending' : 'ascending') : undefined}
      visibleFrom={visibleFrom}
    >
      {sortable ? (
        <UnstyledButton onClick={() => onSort(sortKey)} fw={600} fz="sm" mih={24} miw={24}>
          <Group gap={4} wrap="nowrap">
            {label}
            {active &&
              (direction === 'desc' ? <IconArrowDown size={14} aria-hidden /> : <IconArrowUp size={14} aria-hidden />)}
          </Group>
        </UnstyledButton>
      ) : (
        label
      )}
    </Table.Th>
  );
}

/**
 * Every document of a type, drafts too, asked of the server a page at a time: search, status filter and
 * order go into the query (table-query.ts), the page's state into the address, the total from a count,
 * and a badge on rows changed on this device that the server has not acknowledged yet. Offline, the
 * same query runs on this device's copy (with its unsent changes), and the total is not known.
 */
export function DashboardTablePage<Schema extends z.ZodType<BaseContent>>({
  definition,
}: {
  definition: CollectionDefinition<Schema>;
}) {
  const session = useSnapshot(sessionStore);
  // An owner who is not an editor asks only for their own items (all the rules let them read).
  const { options: ownerOptions, ownOnly } = dashboardTableQuery(definition.access, {
    roles: session.roles,
    uid: session.uid,
    signedIn: session.status === 'signed-in',
  });
  const ownerFilters = ownerOptions.filters;
  const columns = definition.slots?.tableColumns ?? NO_COLUMNS;
  const sorts = useMemo(() => tableSorts(columns), [columns]);
  const [params, setParams] = useSearchParams();
  const state = tableStateFromParams(params, sorts);
  const [typed, setTyped] = useState(state.query);
  const plural = definition.labels.plural.toLowerCase();
  const singular = definition.labels.singular.toLowerCase();
  // On a phone the table fits the screen (without "Last changed"), so the Status column is seen
  // without scrolling sideways; from the sm breakpoint up it keeps room for every column.
  const tableMinWidth = useMatches({ base: 0, sm: 640 });
  const badgeSize = useMatches({ base: 'sm', sm: 'md' });

  const show = (changes: Partial<TableState>) =>
    setParams(tableStateToParams({ ...state, pages: 1, ...changes }), { replace: true });

  // The address changed from elsewhere (Back, a link): the box shows its search.
  const [typedFor, setTypedFor] = useState(state.query);
  if (typedFor !== state.query) {
    setTypedFor(state.query);
    if (typed.trim() !== state.query) setTyped(state.query);
  }
  // A search is written into the address only while no navigation is in flight: written during one, it
  // would replace it (someone typed, then opened a row at once, and stayed on the list). It waits for the
  // navigation instead of being dropped: a filter chosen just before typing is a navigation too, and the
  // search typed after it must still reach the table. Opening a row leaves the page, and the wait with it.
  const navigation = useNavigation();
  const idle = navigation.state === 'idle';
  // Opening a row or "New" drops a search still waiting to be written: written after the click, it would
  // land on the address of the page being opened.
  const pendingSearch = useRef<ReturnType<typeof setTimeout>>(undefined);
  const dropPendingSearch = () => clearTimeout(pendingSearch.current);
  useEffect(() => {
    if (!idle || typed.trim() === state.query) return undefined;
    const timer = setTimeout(() => show({ query: typed }), SEARCH_DELAY_MS);
    pendingSearch.current = timer;
    return () => clearTimeout(timer);
    // Typing starts the wait; a navigation ending restarts it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [typed, idle]);

  // The time "scheduled" is measured from: when the filters were chosen, so the query stays one query.
  const queryKey = `${state.query}|${state.status}|${state.sort}|${JSON.stringify(ownerFilters ?? [])}`;
  const asked = useMemo(
    () => tableQuery(state, sorts, ownerFilters ?? [], new Date()),
    // `queryKey` names what the query depends on.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryKey, sorts],
  );
  const wanted = state.pages * TABLE_PAGE_SIZE;
  const list = useTableRows(definition, asked, wanted, TABLE_PAGE_SIZE);
  const read = list.state === 'ready' ? list.value.items : undefined;
  const now = new Date();
  const rows = useMemo(
    () => (read ?? []).slice(0, wanted).filter((item) => keepsRow(item, state, now, definition.slots?.searchText)),
    // `now` is read afresh on every change of the rows; a badge turning from scheduled waits for one.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [read, wanted, state.query, state.status, definition.slots?.searchText],
  );
  const changes = useMemo(() => (read ?? []).map((item) => item.id).join(), [read]);
  const count = useTableCount(definition, asked.count, changes);
  const filtered = state.query !== '' || state.status !== 'all';
  const more = list.state === 'ready' && (list.value.more || list.value.items.length > wanted);
  const orderDirection = (key: string) => sorts.find((sort) => sort.key === key)?.order.direction;
  const header = (label: string, sortKey: string | undefined, visibleFrom?: 'sm') => (
    <SortHeader
      label={label}
      sortKey={sortKey}
      direction={sortKey ? orderDirection(sortKey) : undefined}
      orderedBy={asked.orderedBy}
      onSort={(key) => show({ sort: key })}
      visibleFrom={visibleFrom}
    />
  );

  return (
    <Stack gap="md">
      <PageHeader title={`Manage ${plural}`} description={definition.dashboardDescription}>
        {/* Fixed pages (about, the policies) are only edited: nothing to add. */}
        {!definition.fixedIds && (
          <Group>
            <Button
              component={Link}
              to={`${definition.dashboardPath}/new`}
              onClick={dropPendingSearch}
              size="md"
              h={44}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              New {singular}
            </Button>
          </Group>
        )}
      </PageHeader>
      {ownOnly && (
        <Alert variant="light" color="blue" title={`Your ${plural}`}>
          You see the {plural} you look after. An editor checks and publishes your changes; to look after another
          listing, please ask one of the editors.
        </Alert>
      )}
      <Group align="flex-end" gap="md">
        <TextInput
          label={`Search ${plural}`}
          leftSection={<IconSearch size={16} aria-hidden />}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          w={280}
          maw="100%"
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="status-filter-label">
            Status
          </Text>
          <SegmentedChoice
            aria-labelledby="status-filter-label"
            value={state.status}
            onChange={(value) => show({ status: value as TableStatusFilter })}
            data={STATUS_CHOICES}
          />
        </div>
      </Group>

      {list.state === 'loading' && (
        <Text role="status">
          <Loader size="xs" mr="xs" aria-hidden /> Loading {plural}…
        </Text>
      )}
      {list.state === 'error' && (
        <Alert color="red" variant="light" title={`The ${plural} cannot be shown just now`}>
          {list.message} ({list.code})
        </Alert>
      )}
      {list.state === 'ready' && (
        <>
          <Text size="sm" role="status" aria-live="polite" data-testid="table-count">
            {tableCountText({
              count,
              meaning: asked.count.meaning,
              shown: rows.length,
              more,
              filtered,
              plural,
              singular,
            })}
            {list.value.fromCache && ' · shown from this device (offline)'}
            {'fixed' in asked.orderedBy && ` · ${FIXED_ORDER_TEXT[asked.orderedBy.fixed]}`}
          </Text>
          {rows.length === 0 ? (
            <Text>
              {more
                ? `Nothing matches among the ${plural} read so far. Show more to look further.`
                : filtered
                  ? 'Nothing matches. Try other words or another status.'
                  : ownOnly
                    ? `You do not look after any ${plural} yet. An editor can link your account to a listing.`
                    : list.value.fromCache
                      ? `No ${plural} on this device yet. They appear once this page has been open online.`
                      : `No ${plural} yet. Create the first one.`}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={tableMinWidth}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    {header('Title', 'title')}
                    {columns.map((column) => (
                      <SortHeader
                        key={column.label}
                        label={column.label}
                        sortKey={column.sortBy ? columnSortKey(column.label) : undefined}
                        direction={column.sortBy?.direction}
                        orderedBy={asked.orderedBy}
                        onSort={(key) => show({ sort: key })}
                      />
                    ))}
                    {header('Status', undefined)}
                    {header('Last changed', 'updated', 'sm')}
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.map((item) => {
                    const status = tableStatus(item, now);
                    return (
                      <Table.Tr key={item.id} data-testid="table-row">
                        {/* A long word in a title may break, rather than push Status off a phone's screen. */}
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          <Anchor
                            component={Link}
                            to={`${definition.dashboardPath}/${item.id}`}
                            onClick={dropPendingSearch}
                          >
                            {item.title}
                          </Anchor>
                          {list.value.pendingIds.has(item.id) && (
                            <Badge
                              ml="xs"
                              size="sm"
                              variant="dot"
                              color="orange"
                              leftSection={<IconCloudUpload size={12} aria-hidden />}
                            >
                              Waiting to sync
                            </Badge>
                          )}
                        </Table.Td>
                        {columns.map((column) => (
                          <Table.Td key={column.label}>{column.render(item)}</Table.Td>
                        ))}
                        <Table.Td>
                          {/* Whole words: on a narrow screen the badge would otherwise shrink to "P…". */}
                          <Badge variant="dot" color={STATUS_COLOURS[status]} size={badgeSize} miw="max-content">
                            {STATUS_LABELS[status]}
                          </Badge>
                        </Table.Td>
                        <Table.Td visibleFrom="sm">{updatedText(item.updatedAt)}</Table.Td>
                      </Table.Tr>
                    );
                  })}
                </Table.Tbody>
              </Table>
            </Table.ScrollContainer>
          )}
          {more && (
            <Group>
              <Button
                variant="default"
                size="md"
                h={44}
                loading={list.value.loadingMore}
                onClick={() => show({ pages: state.pages + 1 })}
              >
                Show {TABLE_PAGE_SIZE} more
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}
