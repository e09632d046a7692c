import { useState } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { londonShortDateTime } from '@/lib/london-time';
import { approve, decline } from './seller-request-actions';
import type { SellerRequest } from './seller-request-model';

const STATUS_LABELS = { pending: 'Waiting', approved: 'Approved', declined: 'Declined' } as const;

/**
 * One request to sell, with Approve (makes the shop) and Decline while it waits: the admins' list
 * (/dashboard/seller-requests) and an account's page (/dashboard/accounts/:uid) show the same card.
 */
export function SellerRequestCard({
  request,
  adminUid,
  headingOrder = 2,
}: {
  request: SellerRequest;
  adminUid: string;
  /** The shop name's heading level (3 inside an account page's section). */
  headingOrder?: 2 | 3;
}) {
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
          <Title order={headingOrder} size="h4">
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
