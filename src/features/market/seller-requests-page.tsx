import { useEffect, useState } from 'react';
import { Alert, Stack, Text } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { sessionStore } from '@/stores/session-store';
import { SellerRequestCard } from '@/domains/seller-requests/seller-request-card';
import { parseSellerRequest, sortRequests, type SellerRequest } from '@/domains/seller-requests/seller-request-model';
import { LoadingIndicator } from '@/components/loading-indicator';

type Loaded = { kind: 'loading' } | { kind: 'error'; message: string } | { kind: 'ready'; requests: SellerRequest[] };

function useRequests(): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ kind: 'loading' });
  useEffect(() => {
    let stopped = false;
    let stop: (() => void) | undefined;
    void import('@/domains/seller-requests/seller-requests-data')
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

/** /dashboard/seller-requests (admins): requests to sell, newest waiting first, with Approve and Decline. */
export default function SellerRequestsPage() {
  const meta = useRouteMeta();
  const session = useSnapshot(sessionStore);
  const loaded = useRequests();
  return (
    <Stack>
      <PageHeader title={meta?.title ?? 'Seller requests'} description={meta?.description} />
      {loaded.kind === 'loading' && <LoadingIndicator label="Loading the requests" />}
      {loaded.kind === 'error' && (
        <Alert color="red" title="The requests could not be loaded">
          Please try again in a moment.
        </Alert>
      )}
      {loaded.kind === 'ready' && loaded.requests.length === 0 && <Text>No one has asked to sell yet.</Text>}
      {loaded.kind === 'ready' &&
        loaded.requests.map((request) => (
          <SellerRequestCard key={request.uid} request={request} adminUid={session.uid ?? ''} />
        ))}
    </Stack>
  );
}
