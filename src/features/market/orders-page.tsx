import { Anchor, Badge, Group, Loader, Paper, Text } from '@mantine/core';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { londonShortDateTime } from '@/lib/london-time';
import { formatPence } from '@/lib/money';
import { ForgetMeOnThisDevice } from './forget-me';
import { orderReference } from './order-schema';
import { STATUS_WORDS, useOutbox, useServerOrders } from './order-view';
import { BareList } from '@/components/bare-list';
import { ShopOrMarketLinks } from './browse-links';

interface Row {
  id: string;
  shop: string;
  totalPence: number;
  when: Date;
  status: string;
  waiting: boolean;
}

/** /orders: this account's orders (anonymous or signed in), newest first, and requests still on this phone. */
export default function OrdersPage() {
  const meta = useRouteMeta();
  const outbox = useOutbox();
  const server = useServerOrders();
  const rows: Row[] = [
    ...outbox.entries.map((entry) => ({
      id: entry.id,
      shop: entry.shopName,
      totalPence: entry.request.totals.totalPence,
      when: new Date(entry.madeAt),
      status: entry.state === 'refused' ? 'Not accepted by the shop' : 'Waiting to send',
      waiting: true,
    })),
    ...(server.state === 'ready'
      ? server.value
          .filter(({ id }) => !outbox.entries.some((entry) => entry.id === id))
          .map(({ id, order }) => ({
            id,
            shop: order.shopId,
            totalPence: order.totals.totalPence,
            when: order.createdAt,
            status: STATUS_WORDS[order.status].split(':')[0] ?? '',
            waiting: false,
          }))
      : []),
  ].sort((a, b) => b.when.getTime() - a.when.getTime());

  return (
    <>
      <PageHeader title={meta?.title ?? 'Your orders'} description={meta?.description} />
      {server.state === 'loading' && rows.length === 0 ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Loading your orders…</Text>
        </Group>
      ) : rows.length === 0 ? (
        <Text>
          No orders on this device yet. Browse the <ShopOrMarketLinks />.
        </Text>
      ) : (
        <BareList gap="sm" aria-label="Your orders, newest first">
          {rows.map((row) => (
            <Paper component="li" withBorder p="md" radius="md" key={row.id}>
              <Group justify="space-between" wrap="wrap">
                <div>
                  <Anchor component={Link} to={`/orders/${row.id}`} fw={700}>
                    Order {orderReference(row.id)}
                  </Anchor>
                  <Text size="sm" c="dimmed">
                    {row.waiting ? row.shop : ''}
                    {row.waiting ? ' · ' : ''}
                    {londonShortDateTime(row.when)} · {formatPence(row.totalPence)}
                  </Text>
                </div>
                <Badge variant="light" color={row.waiting ? 'gray' : undefined} style={{ textTransform: 'none' }}>
                  {row.status}
                </Badge>
              </Group>
            </Paper>
          ))}
        </BareList>
      )}
      <ForgetMeOnThisDevice />
    </>
  );
}
