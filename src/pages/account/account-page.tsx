import { useEffect, useState, type ReactNode } from 'react';
import { Anchor, Badge, Button, Checkbox, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { readAccount, saveNotifications, signInDetails, type SignInDetails } from '@/domains/accounts/account-data';
import { watchOrdersOf, type OrderRecord } from '@/domains/orders/orders-data';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { SHORT_MONTH_NAMES, zonedParts } from '@/lib/london-time';
import { formatPence } from '@/lib/money';
import { useStorageState } from '@/hooks/use-storage-state';
import { formatBytes, persistenceWords } from '@/lib/storage-state';
import { connectivityStore } from '@/stores/connectivity-store';
import { keptDocumentsStore } from '@/stores/kept-documents-store';
import { sessionStore } from '@/stores/session-store';
import { uploadOutboxStore } from '@/stores/upload-outbox-store';
import { problemText } from './confirm-its-you';
import { digestChoice, summariseFollows, type DigestChoice } from './follows-summary';
import { PhotoSection, storedPhoto } from './photo-section';
import { NameSection, SignInSection } from './sign-in-sections';
import { DeleteSection, DownloadSection } from './your-data-sections';
import { ProblemText } from '@/components/problem-text';
import { LoadingIndicator } from '@/components/loading-indicator';
import { ColumnHeads } from '@/components/column-heads';

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Paper withBorder p={{ base: 'md', sm: 'lg' }} radius="md" component="section" aria-labelledby={id}>
      <Stack gap="sm">
        <Title order={2} size="h3" id={id}>
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}

/** A day in London, e.g. "3 Mar 2026". */
function londonDay(time: number): string {
  const parts = zonedParts(new Date(time));
  return `${parts.day} ${SHORT_MONTH_NAMES[parts.month - 1]} ${parts.year}`;
}

const STATUS_WORDS: Record<string, string> = {
  requested: 'Waiting for the shop',
  confirmed: 'Confirmed',
  ready: 'Ready to collect',
  collected: 'Collected',
  cancelled: 'Cancelled',
};

/** The person's orders as customer (this device's copy first, then live), newest first. */
function OrdersSection({ uid }: { uid: string }) {
  const [orders, setOrders] = useState<OrderRecord[] | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void watchOrdersOf(uid, setOrders, (error) => setProblem(problemText(error))).then((unsubscribe) => {
      if (stopped) unsubscribe();
      else stop = unsubscribe;
    });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [uid]);
  if (problem) return <Text c="red">{problem}</Text>;
  if (!orders) return <LoadingIndicator size="sm" label="Loading your orders" />;
  if (orders.length === 0) {
    return (
      <Text>
        You have no orders with this account yet. Orders you make at the{' '}
        <Anchor component={Link} to="/market">
          market
        </Anchor>{' '}
        while signed in show here.
      </Text>
    );
  }
  const time = (order: OrderRecord): number => {
    const created = order.data.createdAt;
    return created instanceof Date ? created.getTime() : 0;
  };
  return (
    <Table.ScrollContainer minWidth={320}>
      <Table>
        <ColumnHeads columns={['Order', 'Placed', 'Total', 'Where it is']} />
        <Table.Tbody>
          {[...orders]
            .sort((a, b) => time(b) - time(a))
            .map((order) => {
              const total = (order.data.totals as { totalPence?: unknown } | undefined)?.totalPence;
              const status = typeof order.data.status === 'string' ? order.data.status : '';
              return (
                <Table.Tr key={order.id}>
                  <Table.Td>
                    <Anchor component={Link} to={`/orders/${order.id}`}>
                      {typeof order.data.reference === 'string' ? order.data.reference : order.id}
                    </Anchor>
                  </Table.Td>
                  <Table.Td>{time(order) ? londonDay(time(order)) : '—'}</Table.Td>
                  <Table.Td>{typeof total === 'number' ? formatPence(total) : '—'}</Table.Td>
                  <Table.Td>{STATUS_WORDS[status] ?? status}</Table.Td>
                </Table.Tr>
              );
            })}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

function FollowsSection({ follows }: { follows: unknown }) {
  const summary = summariseFollows(follows);
  const nothing = summary.items === 0 && summary.tags.length === 0 && summary.collections.length === 0;
  return (
    <Stack gap="xs">
      {nothing ? (
        <Text>You do not follow anything yet. Look for “Follow” on clubs, organisations, businesses and shops.</Text>
      ) : (
        <>
          <Text>
            You follow {summary.items} {summary.items === 1 ? 'club, group or place' : 'clubs, groups and places'}
            {summary.tags.length > 0 && ` and ${summary.tags.length} ${summary.tags.length === 1 ? 'topic' : 'topics'}`}
            .
          </Text>
          {summary.tags.length > 0 && (
            <Group gap="xs" aria-label="Topics you follow" role="list">
              {summary.tags.map((tag) => (
                <Badge key={tag} variant="light" role="listitem" tt="none">
                  {tag}
                </Badge>
              ))}
            </Group>
          )}
        </>
      )}
      <Anchor component={Link} to="/dashboard/myfeed">
        See your feed of what you follow
      </Anchor>
    </Stack>
  );
}

function NotificationsSection({ uid, initial }: { uid: string; initial: DigestChoice }) {
  const [choice, setChoice] = useState<DigestChoice>(initial);
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (weekly: boolean): void => {
    const next: DigestChoice = weekly ? 'weekly' : 'none';
    setChoice(next);
    setProblem(null);
    // Kept on this device at once and sent when there is a connection.
    saveNotifications(uid, { digest: next }).catch((error: unknown) => setProblem(problemText(error)));
  };
  return (
    <Stack gap="xs">
      <Checkbox
        label="Send me a weekly email of what is new from things I follow"
        checked={choice === 'weekly'}
        onChange={(event) => choose(event.currentTarget.checked)}
      />
      <Text size="sm" c="dimmed">
        We do not send these emails, or any phone notifications, yet. We keep your choice, and the weekly email will
        start once it is ready; we will not send anything you have not asked for.
      </Text>
      <ProblemText message={problem} />
    </Stack>
  );
}

function DeviceSection() {
  const { storage, keep } = useStorageState();
  const outbox = useSnapshot(uploadOutboxStore);
  const kept = useSnapshot(keptDocumentsStore);
  const keptCount = Object.keys(kept.kept).length;
  return (
    <Stack gap="sm">
      <Text>This device keeps a copy of the site so that it works without a signal:</Text>
      <Table variant="vertical" layout="fixed" withTableBorder>
        <Table.Tbody>
          <Table.Tr>
            <Table.Th w="45%">Space used by this site</Table.Th>
            <Table.Td>
              {formatBytes(storage?.usageBytes)} of {formatBytes(storage?.quotaBytes)} available
            </Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Offline copy</Table.Th>
            <Table.Td>{persistenceWords(storage?.persisted)}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Photos and files waiting to upload</Table.Th>
            <Table.Td>{outbox.waiting === 0 ? 'None' : outbox.waiting}</Table.Td>
          </Table.Tr>
          {kept.hydrated && (
            <Table.Tr>
              <Table.Th>Documents kept to read offline</Table.Th>
              <Table.Td>{keptCount === 0 ? 'None' : `${keptCount} (${formatBytes(kept.totalBytes)})`}</Table.Td>
            </Table.Tr>
          )}
        </Table.Tbody>
      </Table>
      <Text size="sm">
        It also holds the pages and news you have seen, your orders and your account’s details. Signing out (from the
        account menu at the top) removes everything of your account from this device; it warns you first if anything has
        not been sent yet.
      </Text>
      {storage?.persisted === false && (
        <Group>
          <Button variant="default" onClick={() => void keep()}>
            Keep the offline copy
          </Button>
        </Group>
      )}
    </Stack>
  );
}

/** The signed-in person's own account (issue 15): profile, sign-in, orders, follows, choices, device, data. */
export default function AccountPage() {
  const meta = useRouteMeta();
  const session = useSnapshot(sessionStore);
  const { online } = useSnapshot(connectivityStore);
  const uid = session.uid;
  const [account, setAccount] = useState<Record<string, unknown> | null | undefined>();
  const [details, setDetails] = useState<SignInDetails | undefined>();
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!uid) return;
    void Promise.all([readAccount(uid), signInDetails()])
      .then(([stored, signIn]) => {
        setAccount(stored);
        setDetails(signIn);
      })
      .catch((error: unknown) => setProblem(problemText(error)));
  }, [uid]);

  return (
    <Stack maw={860}>
      <PageHeader title={meta?.title ?? 'Your account'} description={meta?.description} />
      <ProblemText message={problem} size="md" />
      {!uid || account === undefined || !details ? (
        !problem && <LoadingIndicator size="sm" label="Loading your account" />
      ) : (
        <>
          <Section id="account-name" title="Your name">
            <NameSection
              uid={uid}
              name={typeof account?.displayName === 'string' ? account.displayName : (details.displayName ?? '')}
              photoURL={details.photoURL}
              online={online}
              onSaved={(displayName) => {
                sessionStore.displayName = displayName;
              }}
            />
          </Section>
          <Section id="account-photo" title="Your photo">
            <PhotoSection
              uid={uid}
              name={typeof account?.displayName === 'string' ? account.displayName : (details.displayName ?? '')}
              initial={storedPhoto(account?.photo)}
            />
          </Section>
          <Section id="account-sign-in" title="Email address and password">
            <SignInSection details={details} online={online} />
          </Section>
          <Section id="account-orders" title="Your orders">
            <OrdersSection uid={uid} />
          </Section>
          <Section id="account-follows" title="What you follow">
            <FollowsSection follows={account?.follows} />
          </Section>
          <Section id="account-notifications" title="Notifications">
            <NotificationsSection uid={uid} initial={digestChoice(account?.notifications)} />
          </Section>
          <Section id="account-device" title="This device">
            <DeviceSection />
          </Section>
          <Section id="account-download" title="Download your data">
            <DownloadSection uid={uid} online={online} />
          </Section>
          <Section id="account-delete" title="Delete your account">
            <DeleteSection
              uid={uid}
              usesPassword={details.password}
              online={online}
              isAdmin={session.roles.includes('admin')}
            />
          </Section>
          <Text size="sm">
            How we look after your information:{' '}
            <Anchor component={Link} to="/policies/privacy-policy">
              privacy policy
            </Anchor>
            .
          </Text>
        </>
      )}
    </Stack>
  );
}
