import { useEffect, useState } from 'react';
import { Alert, Anchor, Badge, Button, Group, List, Loader, Paper, Stack, Text } from '@mantine/core';
import { IconCloudUpload } from '@tabler/icons-react';
import { Link, useParams } from 'react-router';
import { useSnapshot } from 'valtio';
import { PageHeader } from '@/components/page-header';
import { connectivityStore } from '@/stores/connectivity-store';
import { LoadingIndicator } from '@/components/loading-indicator';
import { OrderLinesTable } from './order-lines-table';
import { orderOutbox } from './order-outbox';
import { orderReference, type Order } from './order-schema';
import { paymentText } from './order-request';
import { SAVED_ON_PHONE, STATUS_WORDS, statusTimeline, useOutbox, useServerOrder } from './order-view';
import { useShop } from './shop-summary';

/** Online, a request normally arrives within this; longer, and the page says it is kept on the phone. */
const SLOW_SEND_MS = 4_000;

function ShopDetails({ shopId, collectionLabel }: { shopId: string; collectionLabel: string }) {
  const shop = useShop(shopId);
  return (
    <Stack gap={4}>
      <Text>
        <Text span fw={600}>
          Shop:{' '}
        </Text>
        {shop?.name ?? shopId}
      </Text>
      <Text>
        <Text span fw={600}>
          Collection:{' '}
        </Text>
        {collectionLabel || shop?.collectionInfo || 'The seller will tell you when and where to collect.'}
      </Text>
      {shop?.location && (
        <Text>
          <Text span fw={600}>
            Where:{' '}
          </Text>
          {shop.location}
        </Text>
      )}
      <Text>
        <Text span fw={600}>
          Payment:{' '}
        </Text>
        you pay when you collect. {shop && shop.paymentOptions.length > 0 && `${paymentText(shop.paymentOptions)}.`}
      </Text>
    </Stack>
  );
}

function WaitingStatus({ sending }: { sending: boolean }) {
  const { online } = useSnapshot(connectivityStore);
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), SLOW_SEND_MS);
    return () => clearTimeout(timer);
  }, []);
  const kept = !online || slow || !sending;
  return (
    <Alert variant="light" icon={<IconCloudUpload size={20} aria-hidden />} role="status" title="Waiting to send">
      {kept ? SAVED_ON_PHONE : 'Sending your order request…'}
    </Alert>
  );
}

function ServerOrder({ id, order, fromCache }: { id: string; order: Order; fromCache: boolean }) {
  return (
    <Stack gap="md">
      <Group gap="sm">
        <Text fw={600}>Status:</Text>
        <Badge
          size="lg"
          // The light default and a dark filled red pass colour contrast in both modes.
          variant={order.status === 'cancelled' ? 'filled' : 'light'}
          color={order.status === 'cancelled' ? 'red.9' : undefined}
          style={{ textTransform: 'none' }}
        >
          {STATUS_WORDS[order.status]}
        </Badge>
        {fromCache && (
          <Text size="sm" c="dimmed">
            As last seen on this phone
          </Text>
        )}
      </Group>
      {order.status === 'cancelled' && order.cancelReason && <Text>Reason: {order.cancelReason}</Text>}
      <List aria-label="What has happened to your order" spacing={2}>
        {statusTimeline(order).map((step) => (
          <List.Item key={step.status}>
            {STATUS_WORDS[step.status].split(':')[0]}: {step.at}
          </List.Item>
        ))}
      </List>
      <OrderLinesTable lines={order.items} totalPence={order.totals.totalPence} />
      <ShopDetails shopId={order.shopId} collectionLabel={order.collectionLabel} />
      <Text size="sm" c="dimmed">
        Order {orderReference(id)} for {order.customer.name} ({order.customer.email}).
      </Text>
    </Stack>
  );
}

/** /orders/{id}: an order's confirmation and live status, or the request still waiting on this phone. */
export default function OrderPage() {
  const { orderId = '' } = useParams();
  const outbox = useOutbox();
  const waiting = outbox.entries.find((entry) => entry.id === orderId);
  const server = useServerOrder(orderId, outbox.hydrated && !waiting);
  const reference = orderReference(orderId);

  return (
    <>
      <PageHeader title={`Order ${reference}`}>
        <Text>
          Your order reference is{' '}
          <Text span fw={700} ff="monospace">
            {reference}
          </Text>
          . Quote it when you collect.
        </Text>
      </PageHeader>
      <Paper withBorder p="lg" radius="md">
        {!outbox.hydrated ? (
          <LoadingIndicator size="sm" label="Loading your order" />
        ) : waiting ? (
          <Stack gap="md">
            {waiting.state === 'refused' ? (
              <Alert color="red" variant="light" role="alert" title="The shop could not accept this order request">
                <Text size="sm">
                  The shop may have closed, or changed its items or their prices since you chose them. Nothing was
                  ordered. Contact the shop, or remove this request and order again from its page.
                </Text>
                <Button mt="sm" size="xs" variant="default" onClick={() => void orderOutbox.remove(waiting.id)}>
                  Remove this request
                </Button>
              </Alert>
            ) : (
              <WaitingStatus sending={outbox.sending.includes(waiting.id)} />
            )}
            <OrderLinesTable lines={waiting.request.items} totalPence={waiting.request.totals.totalPence} />
            <ShopDetails shopId={waiting.shopId} collectionLabel={waiting.request.collectionLabel} />
          </Stack>
        ) : server.state === 'loading' ? (
          <Group gap="xs" role="status">
            <Loader size="sm" />
            <Text>Loading your order…</Text>
          </Group>
        ) : server.state === 'none' ? (
          <Text>
            This order is not on this device or account. See{' '}
            <Anchor component={Link} to="/orders">
              your orders
            </Anchor>
            .
          </Text>
        ) : (
          <ServerOrder id={orderId} order={server.value} fromCache={server.fromCache} />
        )}
      </Paper>
      <Text mt="md">
        <Anchor component={Link} to="/orders">
          All your orders
        </Anchor>
      </Text>
    </>
  );
}
