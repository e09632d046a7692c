import { useMemo, useState } from 'react';
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
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import type * as z from 'zod';
import { PageHeader } from '@/components/page-header';
import { sessionStore } from '@/stores/session-store';
import type { BaseContent } from './content-schema';
import type { Parsed } from './converter';
import type { CollectionDefinition } from './define-collection';
import { dashboardTableQuery } from './owner-table';
import { defaultTableFilters, filterForTable, tableStatus, type TableFilters, type TableStatus } from './table-filter';
import { useCollectionList } from './use-collection';

const PAGE_SIZE = 50;
const NO_COLUMNS = [] as const;

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

// London time, worked out without Intl (the first date format a page makes costs a slow phone about 40 ms).
const updatedText = londonShortDateTime;

function SortHeader({
  label,
  field,
  filters,
  onSort,
  visibleFrom,
}: {
  label: string;
  field: string;
  filters: TableFilters;
  onSort: (field: string) => void;
  visibleFrom?: 'sm';
}) {
  const active = filters.sort.field === field;
  const direction = filters.sort.direction;
  return (
    <Table.Th
      aria-sort={active ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
      visibleFrom={visibleFrom}
    >
      <UnstyledButton onClick={() => onSort(field)} fw={600} fz="sm">
        <Group gap={4} wrap="nowrap">
          {label}
          {active &&
            (direction === 'asc' ? <IconArrowUp size={14} aria-hidden /> : <IconArrowDown size={14} aria-hidden />)}
        </Group>
      </UnstyledButton>
    </Table.Th>
  );
}

/**
 * Every document of a type, drafts too: search, status filter, sorting by any column, and a badge on
 * rows changed on this device that the server has not acknowledged yet. Shows 50 rows at a time, so
 * thousands stay quick.
 */
export function DashboardTablePage<Schema extends z.ZodType<BaseContent>>({
  definition,
}: {
  definition: CollectionDefinition<Schema>;
}) {
  type Item = Parsed<z.infer<Schema>>;
  const session = useSnapshot(sessionStore);
  // An owner who is not an editor asks only for their own items (all the rules let them read).
  const { options, ownOnly } = dashboardTableQuery(definition.access, {
    roles: session.roles,
    uid: session.uid,
    signedIn: session.status === 'signed-in',
  });
  const list = useCollectionList(definition, options);
  const [filters, setFilters] = useState<TableFilters>(defaultTableFilters);
  const [shown, setShown] = useState(PAGE_SIZE);
  const columns = definition.slots?.tableColumns ?? NO_COLUMNS;
  const plural = definition.labels.plural.toLowerCase();
  // On a phone the table fits the screen (without "Last changed"), so the Status column is seen
  // without scrolling sideways; from the sm breakpoint up it keeps room for every column.
  const tableMinWidth = useMatches({ base: 0, sm: 640 });
  const badgeSize = useMatches({ base: 'sm', sm: 'md' });

  const items = list.state === 'ready' ? list.value.items : undefined;
  // Filtered as people type, not deferred: 2,000 events take 0.9 ms (npm run bench:events), and a
  // deferred filter could be held back while the list kept updating offline, showing stale rows.
  const rows = useMemo(() => {
    if (!items) return [];
    const sortValues = Object.fromEntries(
      columns.flatMap((column) => (column.sortValue ? [[column.label, column.sortValue]] : [])),
    );
    return filterForTable<Item>(items, filters, new Date(), {
      searchText: definition.slots?.searchText,
      sortValues,
    });
  }, [items, filters, columns, definition.slots?.searchText]);

  const onSort = (field: string) =>
    setFilters((current) => ({
      ...current,
      sort: {
        field,
        direction: current.sort.field === field && current.sort.direction === 'asc' ? 'desc' : 'asc',
      },
    }));

  return (
    <Stack gap="md">
      <PageHeader title={`Manage ${plural}`} description={definition.dashboardDescription}>
        {/* Fixed pages (about, the policies) are only edited: nothing to add. */}
        {!definition.fixedIds && (
          <Group>
            <Button
              component={Link}
              to={`${definition.dashboardPath}/new`}
              leftSection={<IconPlus size={18} aria-hidden />}
            >
              New {definition.labels.singular.toLowerCase()}
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
          value={filters.query}
          onChange={(event) => {
            const query = event.currentTarget.value;
            setFilters((current) => ({ ...current, query }));
            setShown(PAGE_SIZE);
          }}
          w={280}
        />
        <div>
          <Text size="sm" fw={500} mb={4} id="status-filter-label">
            Status
          </Text>
          <SegmentedChoice
            aria-labelledby="status-filter-label"
            value={filters.status}
            onChange={(value) => setFilters((current) => ({ ...current, status: value as TableFilters['status'] }))}
            data={[
              { value: 'all', label: 'All' },
              { value: 'draft', label: 'Drafts' },
              { value: 'scheduled', label: 'Scheduled' },
              { value: 'published', label: 'Published' },
              { value: 'archived', label: 'Archived' },
            ]}
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
          <Text size="sm" role="status" aria-live="polite">
            {rows.length === items?.length
              ? `${rows.length} ${rows.length === 1 ? definition.labels.singular.toLowerCase() : plural}`
              : `${rows.length} of ${items?.length ?? 0} ${plural} match`}
            {list.value.fromCache && ' · shown from this device (offline)'}
          </Text>
          {rows.length === 0 ? (
            <Text>
              {items?.length
                ? 'Nothing matches. Try other words or another status.'
                : ownOnly
                  ? `You do not look after any ${plural} yet. An editor can link your account to a listing.`
                  : `No ${plural} yet. Create the first one.`}
            </Text>
          ) : (
            <Table.ScrollContainer minWidth={tableMinWidth}>
              <Table striped highlightOnHover>
                <Table.Thead>
                  <Table.Tr>
                    <SortHeader label="Title" field="title" filters={filters} onSort={onSort} />
                    {columns.map((column) =>
                      column.sortValue ? (
                        <SortHeader
                          key={column.label}
                          label={column.label}
                          field={column.label}
                          filters={filters}
                          onSort={onSort}
                        />
                      ) : (
                        <Table.Th key={column.label}>{column.label}</Table.Th>
                      ),
                    )}
                    <SortHeader label="Status" field="status" filters={filters} onSort={onSort} />
                    <SortHeader
                      label="Last changed"
                      field="updatedAt"
                      filters={filters}
                      onSort={onSort}
                      visibleFrom="sm"
                    />
                  </Table.Tr>
                </Table.Thead>
                <Table.Tbody>
                  {rows.slice(0, shown).map((item) => {
                    const status = tableStatus(item, new Date());
                    return (
                      <Table.Tr key={item.id} data-testid="table-row">
                        {/* A long word in a title may break, rather than push Status off a phone's screen. */}
                        <Table.Td style={{ overflowWrap: 'anywhere' }}>
                          <Anchor component={Link} to={`${definition.dashboardPath}/${item.id}`}>
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
          {rows.length > shown && (
            <Button variant="default" onClick={() => setShown((count) => count + PAGE_SIZE)}>
              Show {Math.min(PAGE_SIZE, rows.length - shown)} more
            </Button>
          )}
        </>
      )}
    </Stack>
  );
}
