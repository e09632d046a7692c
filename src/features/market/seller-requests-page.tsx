import { useEffect, useState } from 'react';
import { Alert, Badge, Button, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { londonShortDateTime } from '@/lib/london-time';
import { sessionStore } from '@/stores/session-store';
import { approve, decline } from './seller-request-actions';
import { parseSellerRequest, sortRequests, type SellerRequest } from './seller-request-model';

type Loaded = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; requests: SellerRequest[] };

function useRequests(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    void import('@/collections/seller-requests-data')
      .then((data) =>
        data.watchRequests(
          (documents) =>
            setLoaded({
              kind: 'ready',
              requests: sortRequests(documents.flatMap((document) => parseSellerRequest(document.data) ?? [])),
            }),
          (error) => setLoaded({ kind: 'error', message: error.message }),
        ),
      )
      .then((unsubscribe) => {
        if (stopped) unsubscribe();
        else stop = unsubscribe;
      })
      .catch((error: unknown) => setLoaded({ kind: 'error', message: String(error) }));
    return () => {
      stopped = true;
      stop?.();
    };
  }, []);
  return loaded;
}

const STATUS_LABELS = { pending: 'Waiting', approved: 'Approved', declined: 'Declined' } as const;

function RequestCard({ request, adminUid }: { request: SellerRequest; adminUid: string }) {
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const act = async (action: () => Promise<{ sent: Promise<void> }>) => {
    setBusy(true);
    setProblem(null);
    try {
      const { sent } = await action();
      // Offline the decision waits on this device; a refusal by the server is shown when it comes.
      sent.catch((error: unknown) => setProblem(error instanceof Error ? error.message : String(error)));
    } catch (error) {
      setProblem(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Paper withBorder p="md" component="article" aria-label={`Request from ${request.name}`}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Title order={2} size="h4">
            {request.shopName}
          </Title>
          <Badge color={request.status === 'pending' ? 'yellow' : request.status === 'approved' ? 'green' : 'gray'}>
            {STATUS_LABELS[request.status]}
          </Badge>
        </Group>
        <Text>{request.whatTheySell}</Text>
        <Text size="sm">
          {request.name} · {request.email}
          {request.phone ? ` · ${request.phone}` : ''}
          {request.createdAt ? ` · asked ${londonShortDateTime(request.createdAt)}` : ''}
        </Text>
        {problem && (
          <Alert color="red" title="That did not work">
            {problem}
          </Alert>
        )}
        {request.status === 'pending' && (
          <Group>
            <Button loading={busy} onClick={() => void act(() => approve(request, adminUid))}>
              Approve and make the shop
            </Button>
            <Button variant="default" disabled={busy} onClick={() => void act(() => decline(request, adminUid))}>
              Decline
            </Button>
          </Group>
        )}
      </Stack>
    </Paper>
  );
}

/** /dashboard/seller-requests (admins): requests to sell, newest waiting first, with Approve and Decline. */
export default function SellerRequestsPage() {
  const meta = useRouteMeta();
  const session = useSnapshot(sessionStore);
  const loaded = useRequests();
  return (
    <Stack>
      <PageHeader title={meta?.title ?? 'Seller requests'} description={meta?.description} />
      {loaded.kind === 'loading' && <Loader aria-label="Loading the requests" />}
      {loaded.kind === 'error' && (
        <Alert color="red" title="The requests could not be loaded">
          Please try again in a moment.
        </Alert>
      )}
      {loaded.kind === 'ready' && loaded.requests.length === 0 && <Text>No one has asked to sell yet.</Text>}
      {loaded.kind === 'ready' &&
        loaded.requests.map((request) => (
          <RequestCard key={request.uid} request={request} adminUid={session.uid ?? ''} />
        ))}
    </Stack>
  );
}
