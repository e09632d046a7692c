import { useEffect, useState } from 'react';
import {
  Alert,
  Anchor,
  Badge,
  Card,
  Group,
  Loader,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
  VisuallyHidden,
} from '@mantine/core';
import { IconCloudCheck, IconCloudUpload, IconInbox } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { useUnhandledCount } from '@/domains/messages/use-unhandled-count';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { londonShortDateTime } from '@/lib/london-time';
import { yieldToBrowser } from '@/lib/staged-import';
import { readStored } from '@/stores/persistence';
import { inboxStore } from '@/stores/inbox-store';
import { hasRole, sessionStore } from '@/stores/session-store';
import { syncStatusStore } from '@/stores/sync-status-store';
import { parseOutbox } from './contact-message';
import { mergeRecent, readChange, waitingOnDevice, type DashboardType, type RecentChange } from './dashboard-home';
import { BareList } from '@/components/bare-list';

const RECENT_COUNT = 10;

interface TypeCounts {
  type: DashboardType;
  drafts: number;
  scheduled: number;
  exact: boolean;
}

type Loaded<T> = { kind: 'loading' } | { kind: 'ready'; value: T } | { kind: 'error' };

/**
 * Starts each type's requests in a task of its own, all in flight together. Started in one go, the
 * dashboard's 36 questions (two counts and the latest changes of each type) were one task of about 500 ms on
 * a phone (4× CPU slowdown): the browser prepares each request on the main thread as it is sent.
 */
async function startInTurns<Item, Result>(
  items: readonly Item[],
  start: (item: Item) => Promise<Result>,
): Promise<Promise<Result>[]> {
  const started: Promise<Result>[] = [];
  for (const item of items) {
    if (started.length > 0) await yieldToBrowser();
    started.push(start(item));
  }
  return started;
}

/** Drafts and scheduled items of each type, and the latest changes across them (one read per count). */
function useContentOverview(types: readonly DashboardType[]) {
  const [counts, setCounts] = useState<Loaded<TypeCounts[]>>({ kind: 'loading' });
  const [recent, setRecent] = useState<Loaded<RecentChange[]>>({ kind: 'loading' });
  useEffect(() => {
    let live = true;
    void import('@/domains/messages/messages-data').then(async (data) => {
      const now = new Date();
      const overviews = await startInTurns(types, async (type) => {
        const drafts = data.countDocuments(type.path, [['status', '==', 'draft']]);
        const scheduled = data.countDocuments(type.path, [
          ['status', '==', 'published'],
          ['publishAt', '>', now],
        ]);
        const changes = data.recentlyChanged(type.path, RECENT_COUNT).then(
          (documents) => documents.flatMap((document) => readChange(type, document) ?? []),
          () => [],
        );
        return { type, drafts, scheduled, changes };
      });
      const countsDone = Promise.all(
        overviews.map(async (overview) => {
          const { type, drafts, scheduled } = await overview;
          const [draftCount, scheduledCount] = await Promise.all([drafts, scheduled]);
          return {
            type,
            drafts: draftCount.count,
            scheduled: scheduledCount.count,
            exact: draftCount.exact && scheduledCount.exact,
          };
        }),
      ).then(
        (value) => live && setCounts({ kind: 'ready', value }),
        () => live && setCounts({ kind: 'error' }),
      );
      const recentDone = Promise.all(overviews.map(async (overview) => (await overview).changes)).then(
        (lists) => live && setRecent({ kind: 'ready', value: mergeRecent(lists, RECENT_COUNT) }),
        () => live && setRecent({ kind: 'error' }),
      );
      await Promise.all([countsDone, recentDone]);
    });
    return () => {
      live = false;
    };
  }, [types]);
  return { counts, recent };
}

/** Changes and messages made here that the server does not have yet. */
function SyncCard({ uid }: { uid: string | null }) {
  const sync = useSnapshot(syncStatusStore);
  const [stored, setStored] = useState({ drafts: 0, unconfirmed: 0, messages: 0 });
  useEffect(() => {
    let live = true;
    void Promise.all([
      uid
        ? import('@/collections/editor-drafts').then((drafts) => drafts.countEditsOf(uid))
        : { drafts: 0, unconfirmed: 0 },
      readStored('contactOutbox', parseOutbox),
    ]).then(([edits, outbox]) => {
      if (live) setStored({ ...edits, messages: outbox?.length ?? 0 });
    });
    return () => {
      live = false;
    };
  }, [uid, sync.pendingWrites, sync.earlierPending]);
  const lines = waitingOnDevice({ unsentChanges: sync.pendingWrites, earlierUnsent: sync.earlierPending, ...stored });
  return (
    <Card withBorder component="section" aria-labelledby="home-sync">
      <Group gap="xs">
        {lines.length ? <IconCloudUpload size={22} aria-hidden /> : <IconCloudCheck size={22} aria-hidden />}
        <Title order={2} size="h4" id="home-sync">
          Waiting to sync on this device
        </Title>
      </Group>
      {lines.length ? (
        <Stack component="ul" gap={4} mt="xs" pl="md" data-testid="home-sync-lines">
          {lines.map((line) => (
            <Text component="li" key={line} size="sm">
              {line}
            </Text>
          ))}
        </Stack>
      ) : (
        <Text size="sm" mt="xs">
          Nothing: everything made on this device has reached the server.
        </Text>
      )}
    </Card>
  );
}

function MessagesCard() {
  const count = useUnhandledCount(true);
  const { exact } = useSnapshot(inboxStore);
  return (
    <Card withBorder component="section" aria-labelledby="home-messages">
      <Group gap="xs">
        <IconInbox size={22} aria-hidden />
        <Title order={2} size="h4" id="home-messages">
          Messages
        </Title>
      </Group>
      <Text size="sm" mt="xs" data-testid="home-unhandled">
        {count === null
          ? 'Counting…'
          : count === 0
            ? 'No messages waiting: every message has been handled.'
            : `${count} ${count === 1 ? 'message' : 'messages'} not handled yet.`}
        {count !== null && !exact && ' This is the last count on this device: it may be out of date.'}
      </Text>
      <Anchor component={Link} to="/dashboard/messages" size="sm" mt="xs">
        Open the inbox
      </Anchor>
    </Card>
  );
}

function Waiting({ text }: { text: string }) {
  return (
    <Text size="sm" role="status">
      <Loader size="xs" mr="xs" aria-hidden /> {text}
    </Text>
  );
}

/**
 * Each type's drafts and scheduled items. While they are counted, the table is there with its types and
 * no figures: appearing when the counts arrived, it pushed the recent changes down the screen.
 */
function CountsTable({ counts, types }: { counts: Loaded<TypeCounts[]>; types: readonly DashboardType[] }) {
  if (counts.kind === 'error') return <Text size="sm">The counts could not be loaded.</Text>;
  const loading = counts.kind === 'loading';
  const rows: readonly { type: DashboardType; drafts?: number; scheduled?: number }[] = loading
    ? types.map((type) => ({ type }))
    : counts.value;
  const approximate = !loading && counts.value.some((row) => !row.exact);
  return (
    <>
      {loading && <VisuallyHidden role="status">Counting drafts and scheduled items…</VisuallyHidden>}
      <Table.ScrollContainer minWidth={260}>
        <Table striped aria-labelledby="home-content" aria-busy={loading} data-testid="home-counts">
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Type</Table.Th>
              <Table.Th ta="right">Drafts</Table.Th>
              <Table.Th ta="right">Scheduled</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {rows.map((row) => (
              <Table.Tr key={row.type.path} data-type={row.type.path}>
                <Table.Td>
                  <Anchor component={Link} to={row.type.dashboardPath}>
                    {row.type.plural}
                  </Anchor>
                </Table.Td>
                <Table.Td ta="right" data-testid="drafts">
                  {row.drafts ?? '…'}
                </Table.Td>
                <Table.Td ta="right" data-testid="scheduled">
                  {row.scheduled ?? '…'}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Table.ScrollContainer>
      {approximate && (
        <Text size="xs" c="dimmed">
          Offline: counted from what this device holds.
        </Text>
      )}
    </>
  );
}

function RecentList({ recent }: { recent: Loaded<RecentChange[]> }) {
  if (recent.kind === 'loading') return <Waiting text="Loading recent changes…" />;
  if (recent.kind === 'error' || recent.value.length === 0) return <Text size="sm">No changes yet.</Text>;
  return (
    <BareList gap={6} data-testid="home-recent">
      {recent.value.map((change) => (
        <li key={`${change.type.path}/${change.id}`}>
          <Group gap="xs" wrap="wrap" justify="space-between">
            <Anchor component={Link} to={`${change.type.dashboardPath}/${change.id}`} truncate>
              {change.title}
            </Anchor>
            <Text size="xs" c="dimmed" style={{ flexShrink: 0 }}>
              {change.type.singular} · {londonShortDateTime(change.updatedAt)}
              {change.status === 'draft' && ' · draft'}
            </Text>
          </Group>
          {change.pending && (
            <Badge size="xs" variant="dot" color="yellow">
              Waiting to sync
            </Badge>
          )}
        </li>
      ))}
    </BareList>
  );
}

function EditorOverview({ types }: { types: readonly DashboardType[] }) {
  const { counts, recent } = useContentOverview(types);
  return (
    <SimpleGrid cols={{ base: 1, md: 2 }}>
      <Card withBorder component="section">
        <Title order={2} size="h4" id="home-content">
          Drafts and scheduled items
        </Title>
        <CountsTable counts={counts} types={types} />
      </Card>
      <Card withBorder component="section" aria-labelledby="home-recent-title">
        <Title order={2} size="h4" id="home-recent-title" mb="xs">
          Recent changes
        </Title>
        <RecentList recent={recent} />
      </Card>
    </SimpleGrid>
  );
}

/**
 * The dashboard's first page: what needs attention. Drafts and scheduled items of every type the person
 * edits, messages nobody has handled (admins), the latest changes, and what this device still has to send.
 */
export function DashboardHome({ types }: { types: readonly DashboardType[] }) {
  const meta = useRouteMeta();
  const session = useSnapshot(sessionStore);
  const signedIn = session.status === 'signed-in';
  const admin = signedIn && session.roles.includes('admin');
  const [editable] = useState(() => types.filter((type) => hasRole(session.roles, type.editRole, signedIn)));
  return (
    <Stack>
      <PageHeader title={meta?.title ?? 'Dashboard'} description={meta?.description} />
      <SimpleGrid cols={{ base: 1, sm: admin ? 2 : 1 }}>
        {admin && <MessagesCard />}
        <SyncCard uid={session.uid} />
      </SimpleGrid>
      {editable.length > 0 ? (
        <EditorOverview types={editable} />
      ) : (
        <Alert variant="light" title="Drafts and recent changes">
          Editors see here the drafts, scheduled items and latest changes of everything they edit. An admin can give
          your account editor access.
        </Alert>
      )}
    </Stack>
  );
}
