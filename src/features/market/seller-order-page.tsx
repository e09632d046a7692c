import { useState, type FormEvent } from 'react';
import { Alert, Anchor, Button, Group, Paper, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconCheck, IconX } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { mailtoHref } from '@/collections/fields/contact';
import { loadDatabase } from '@/collections/firestore-access';
import { londonShortDateTime } from '@/lib/london-time';
import { connectivityStore } from '@/stores/connectivity-store';
import { trackWrite } from '@/stores/sync-status-store';
import type { OrderRow } from './order-data';
import { OrderLinesTable } from './order-lines-table';
import { LoadingText, StatusAndSync } from './order-parts';
import type { OrderStatus } from './order-schema';
import { MAX_CANCEL_REASON, NEXT_STATUSES, STATUS_LABELS, STEP_LABELS, checkStep } from './order-status';
import { statusHistory } from './order-views';
import { useOrder, useOrdersScope, useStockReturns, useViewer, type Viewer } from './use-seller-orders';
import classes from './orders.module.css';

type Feedback = { kind: 'error'; message: string; lineIndex?: number } | { kind: 'info'; message: string } | null;

function Steps({ order, viewer }: { order: OrderRow; viewer: Viewer }) {
  const { online } = useSnapshot(connectivityStore);
  const [busy, setBusy] = useState<OrderStatus | null>(null);
  const [feedback, setFeedback] = useState<Feedback>(null);
  const [cancelling, setCancelling] = useState(false);
  const [reason, setReason] = useState('');
  const next = NEXT_STATUSES[order.status];

  const move = async (to: OrderStatus) => {
    const check = checkStep(order.status, to, { online, reason });
    if (!check.ok) {
      setFeedback({ kind: 'error', message: check.message });
      return;
    }
    setBusy(to);
    setFeedback(null);
    try {
      const { moveOrder, stepError } = await import('./order-transactions');
      const db = await loadDatabase();
      const outcome = await moveOrder(db, {
        orderId: order.id,
        from: order.status,
        to,
        uid: viewer.uid,
        reason,
        online,
      }).catch((error: unknown) => {
        throw stepError(error);
      });
      if (outcome.via === 'update') {
        trackWrite(outcome.committed).catch(() => undefined);
        if (!online)
          setFeedback({
            kind: 'info',
            message:
              to === 'cancelled' && order.stockTaken
                ? 'Cancelled on this device: it will be sent, and the stock put back, when you are back online.'
                : 'Saved on this device: it will be sent when you are back online.',
          });
      }
      setCancelling(false);
      setReason('');
    } catch (error) {
      const refused = error as { message: string; lineIndex?: number };
      setFeedback({ kind: 'error', message: refused.message, lineIndex: refused.lineIndex });
    } finally {
      setBusy(null);
    }
  };

  const submitCancel = (event: FormEvent) => {
    event.preventDefault();
    void move('cancelled');
  };

  return (
    <Stack gap="sm">
      {feedback && (
        <Alert
          color={feedback.kind === 'error' ? 'red' : 'blue'}
          role={feedback.kind === 'error' ? 'alert' : 'status'}
          title={feedback.kind === 'error' ? 'The order was not changed' : undefined}
        >
          {feedback.message}
        </Alert>
      )}
      {next.length === 0 ? (
        <Text>This order is {order.status === 'collected' ? 'collected' : 'cancelled'}: nothing more to do.</Text>
      ) : (
        <Group gap="sm">
          {next
            .filter((to) => to !== 'cancelled')
            .map((to) => (
              <Button
                key={to}
                onClick={() => void move(to)}
                loading={busy === to}
                disabled={busy !== null}
                leftSection={<IconCheck size={18} aria-hidden />}
              >
                {STEP_LABELS[to as Exclude<OrderStatus, 'requested'>]}
              </Button>
            ))}
          {!cancelling && (
            <Button
              variant="default"
              onClick={() => setCancelling(true)}
              disabled={busy !== null}
              leftSection={<IconX size={18} aria-hidden />}
            >
              Cancel order
            </Button>
          )}
        </Group>
      )}
      {cancelling && next.includes('cancelled') && (
        <Paper withBorder p="md" component="form" onSubmit={submitCancel} aria-label="Cancel the order">
          <Stack gap="sm">
            <TextInput
              label="Why is the order cancelled?"
              description="The customer sees this reason."
              value={reason}
              maxLength={MAX_CANCEL_REASON}
              onChange={(event) => setReason(event.currentTarget.value)}
              required
              autoFocus
            />
            <Group gap="sm">
              {/* The darkest red: white text on it meets contrast. */}
              <Button type="submit" color="red.9" loading={busy === 'cancelled'}>
                Cancel the order
              </Button>
              <Button variant="default" onClick={() => setCancelling(false)} disabled={busy !== null}>
                Keep the order
              </Button>
            </Group>
          </Stack>
        </Paper>
      )}
      {/* Under the buttons, so a refusal that names a line marks it there too. */}
      <OrderLinesTable
        lines={order.items}
        totalPence={order.totals.totalPence}
        caption="What the customer asked for"
        problemLine={feedback?.kind === 'error' ? feedback.lineIndex : undefined}
        problemClassName={classes.problemLine}
      />
    </Stack>
  );
}

function OrderView({ order, viewer }: { order: OrderRow; viewer: Viewer }) {
  return (
    <Stack>
      <Group justify="space-between" align="flex-start">
        <Stack gap={4}>
          <Title order={1}>Order {order.reference}</Title>
          <Text c="dimmed">Placed {londonShortDateTime(order.createdAt)}</Text>
        </Stack>
        <StatusAndSync status={order.status} pending={order.pending} />
      </Group>
      {order.status === 'cancelled' && order.cancelReason && (
        <Alert color="gray" title="Cancelled">
          {order.cancelReason}
          {order.stockTaken && (
            <Text size="sm" mt="xs">
              Its stock goes back to the shop’s counts as soon as this device is online.
            </Text>
          )}
        </Alert>
      )}
      <Steps order={order} viewer={viewer} />
      <SimpleGrid cols={{ base: 1, sm: 3 }}>
        <Paper withBorder p="md" component="section" aria-labelledby="order-customer">
          <Title order={2} size="h4" id="order-customer" mb="xs">
            Customer
          </Title>
          <Text fw={700}>{order.customer.name}</Text>
          <Anchor href={mailtoHref(order.customer.email)} className={classes.wrap}>
            {order.customer.email}
          </Anchor>
          {order.customer.phone && (
            <Text>
              <Anchor href={`tel:${order.customer.phone.replace(/\s+/g, '')}`}>{order.customer.phone}</Anchor>
            </Text>
          )}
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="order-collection">
          <Title order={2} size="h4" id="order-collection" mb="xs">
            Collection
          </Title>
          <Text>{order.collectionLabel || 'No collection time chosen'}</Text>
          {order.note && (
            <>
              <Text fw={700} mt="xs">
                Note from the customer
              </Text>
              <Text className={classes.note}>{order.note}</Text>
            </>
          )}
        </Paper>
        <Paper withBorder p="md" component="section" aria-labelledby="order-history">
          <Title order={2} size="h4" id="order-history" mb="xs">
            History
          </Title>
          <ol className={classes.history}>
            {statusHistory(order).map((entry) => (
              <li key={entry.status}>
                <Text span fw={700}>
                  {STATUS_LABELS[entry.status]}
                </Text>{' '}
                <Text span c="dimmed">
                  {londonShortDateTime(entry.at)}
                </Text>
              </li>
            ))}
          </ol>
        </Paper>
      </SimpleGrid>
    </Stack>
  );
}

/** One order: its lines, customer, collection, history and the next steps, live. */
export default function OrderPage() {
  const { orderId } = useParams();
  const viewer = useViewer();
  const loaded = useOrder(orderId, viewer !== null);
  useStockReturns(useOrdersScope());
  return (
    <Stack>
      <Anchor component={Link} to="/dashboard/orders" size="sm">
        <IconArrowLeft size={14} aria-hidden /> All orders
      </Anchor>
      {(loaded.kind === 'loading' || !viewer) && <LoadingText>Loading the order…</LoadingText>}
      {loaded.kind === 'error' && (
        <>
          <Title order={1}>Order not available</Title>
          <Alert color="red" title="This order could not be opened">
            {loaded.code === 'permission-denied' ? 'It is not an order for a shop you run.' : loaded.message}
          </Alert>
        </>
      )}
      {loaded.kind === 'ready' && viewer && !loaded.value && (
        <>
          <Title order={1}>Order not found</Title>
          <Text>There is no order at this address. It may have been removed.</Text>
        </>
      )}
      {loaded.kind === 'ready' && viewer && loaded.value && <OrderView order={loaded.value} viewer={viewer} />}
    </Stack>
  );
}
