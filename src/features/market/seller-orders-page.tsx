import { useMemo } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, Stack, Table, Text } from '@mantine/core';
import { IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { londonShortDateTime } from '@/lib/london-time';
import { formatPence } from '@/lib/money';
import type { OrderRow, ShopSummary } from './order-data';
import { ColumnHeads } from '@/components/column-heads';
import { OrdersLoadState, ScopeGate, shopName, StatusAndSync } from './order-parts';
import { ORDER_STATUSES } from './order-schema';
import { STATUS_LABELS } from './order-status';
import { countText, filterOrders, isStatusFilter, itemCount, OPEN_STATUSES, type StatusFilter } from './order-views';
import { useOrders, useOrdersCount, useShopsInScope, useStockReturns, type ShopsInScope } from './use-seller-orders';

const STATUS_CHOICES: { value: StatusFilter; label: string }[] = [
  { value: 'open', label: 'Still to do (new, confirmed, ready)' },
  ...ORDER_STATUSES.map((status) => ({ value: status, label: STATUS_LABELS[status] })),
  { value: 'all', label: 'All orders' },
];

/** The most pages an address may ask for at once (each page is ORDERS_PAGE orders per shop). */
const MAX_ORDER_PAGES = 20;

function OrdersTable({ orders, shops, showShop }: { orders: OrderRow[]; shops: ShopSummary[]; showShop: boolean }) {
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table striped highlightOnHover>
        <Table.Caption>Orders, newest first</Table.Caption>
        <ColumnHeads
          columns={['Order', 'Placed', 'Customer', ...(showShop ? ['Shop'] : []), 'Items', 'Total', 'Status']}
        />
        <Table.Tbody>
          {orders.map((order) => (
            <Table.Tr key={order.id} data-testid="order-row">
              <Table.Td>
                <Anchor component={Link} to={`/dashboard/orders/${order.id}`} fw={700}>
                  {order.reference}
                </Anchor>
              </Table.Td>
              <Table.Td>{londonShortDateTime(order.createdAt)}</Table.Td>
              <Table.Td>{order.customer.name}</Table.Td>
              {showShop && <Table.Td>{shopName(shops, order.shopId)}</Table.Td>}
              <Table.Td>{itemCount(order.items)}</Table.Td>
              <Table.Td>{formatPence(order.totals.totalPence)}</Table.Td>
              <Table.Td>
                <StatusAndSync status={order.status} pending={order.pending} inTable />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/** The statuses a filter asks the server for (undefined: every status). */
function statusesOf(status: StatusFilter): readonly string[] | undefined {
  if (status === 'all') return undefined;
  return status === 'open' ? OPEN_STATUSES : [status];
}

function OrdersList({ value }: { value: ShopsInScope }) {
  const [params, setParams] = useSearchParams();
  const shopParam = params.get('shop');
  const shopId = shopParam && value.shops.some((shop) => shop.id === shopParam) ? shopParam : null;
  const statusParam = params.get('status');
  const status: StatusFilter = isStatusFilter(statusParam) ? statusParam : 'open';
  // The server filters and orders the list, so every page is the next newest of what is asked for.
  const listScope = useMemo(() => (shopId ? { all: false, shopIds: [shopId] } : value.scope), [shopId, value.scope]);
  const statuses = statusesOf(status);
  // Pages shown, in the address like the filters, so a reload or Back keeps the orders in view.
  const pageParam = Number(params.get('page'));
  const pages = Number.isInteger(pageParam) && pageParam > 1 ? Math.min(pageParam, MAX_ORDER_PAGES) : 1;
  const loaded = useOrders(listScope, { pages, statuses });
  const orders = useMemo(() => (loaded.kind === 'ready' ? loaded.value.rows : []), [loaded]);
  const shown = useMemo(() => filterOrders(orders, { shopId, status }), [orders, shopId, status]);
  // Counted again whenever the live list changes.
  const counted = useOrdersCount(listScope, statuses, orders.map((order) => `${order.id}:${order.status}`).join());
  const update = (key: string, next: string, fallback: string) =>
    setParams(
      (current) => {
        const copy = new URLSearchParams(current);
        if (next === fallback) copy.delete(key);
        else copy.set(key, next);
        // Another shop or status starts again from its newest orders.
        if (key !== 'page') copy.delete('page');
        return copy;
      },
      { replace: true },
    );

  return (
    <Stack>
      <Group align="flex-end" gap="sm">
        {value.shops.length > 1 && (
          <NativeSelect
            label="Shop"
            value={shopId ?? ''}
            onChange={(event) => update('shop', event.currentTarget.value, '')}
            data={[
              { value: '', label: 'Every shop' },
              ...value.shops.map((shop) => ({ value: shop.id, label: shop.title })),
            ]}
          />
        )}
        <NativeSelect
          label="Show"
          value={status}
          onChange={(event) => update('status', event.currentTarget.value, 'open')}
          data={STATUS_CHOICES}
        />
        <Button
          component={Link}
          to={shopId ? `/dashboard/orders/pick-list?shop=${encodeURIComponent(shopId)}` : '/dashboard/orders/pick-list'}
          variant="default"
          leftSection={<IconPrinter size={18} aria-hidden />}
        >
          Pick list
        </Button>
      </Group>
      <OrdersLoadState loaded={loaded} />
      {loaded.kind === 'ready' && (
        <>
          <Text size="sm" c="dimmed" role="status">
            {countText(shown.length, counted)}
          </Text>
          {shown.length === 0 ? (
            <Alert variant="light" title="Nothing here">
              {orders.length === 0
                ? 'No orders yet. New orders appear here as they arrive.'
                : 'No orders match. Choose another shop or status.'}
            </Alert>
          ) : (
            <OrdersTable orders={shown} shops={value.shops} showShop={value.shops.length > 1 && shopId === null} />
          )}
          {loaded.value.more && (
            <Group>
              <Button variant="default" onClick={() => update('page', String(pages + 1), '1')}>
                Show more
              </Button>
            </Group>
          )}
        </>
      )}
    </Stack>
  );
}

/** Every order the person may see (their shops', or all for editors), live, with filters in the URL. */
export default function OrdersPage() {
  const meta = useRouteMeta();
  const scope = useShopsInScope();
  useStockReturns(scope);
  return (
    <Stack>
      <PageHeader title={meta?.title ?? 'Orders'} description={meta?.description} />
      <ScopeGate scope={scope}>{(value) => <OrdersList value={value} />}</ScopeGate>
    </Stack>
  );
}
