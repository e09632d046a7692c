import { useMemo } from 'react';
import { Alert, Anchor, Button, Group, NativeSelect, Paper, Stack, Table, Text, TextInput, Title } from '@mantine/core';
import { IconArrowLeft, IconPrinter } from '@tabler/icons-react';
import { Link, useSearchParams } from 'react-router';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { dayKeyText, londonDayKey, parseDayKey } from '@/lib/london-time';
import { formatPence } from '@/lib/money';
import { OrdersLoadState, ScopeGate, shopName } from './order-parts';
import { lineName } from './order-stock';
import { pickList } from './order-views';
import { useOrders, useShopsInScope, type ShopsInScope } from './use-seller-orders';
import classes from './orders.module.css';
import { ColumnHeads } from '@/components/column-heads';

/** The pick list reads confirmed and ready orders only, newest first: up to 500 of them. */
const PICK_LIST_ORDERS = { pages: 10, statuses: ['confirmed', 'ready'] };

function PickListSheet({ value }: { value: ShopsInScope }) {
  const [params, setParams] = useSearchParams();
  const loaded = useOrders(value.scope, PICK_LIST_ORDERS);
  const shopParam = params.get('shop');
  const shopId = shopParam && value.shops.some((shop) => shop.id === shopParam) ? shopParam : null;
  const dayParam = params.get('date');
  const day = dayParam && parseDayKey(dayParam) ? dayParam : londonDayKey(new Date());
  const orders = useMemo(() => (loaded.kind === 'ready' ? loaded.value.rows : []), [loaded]);
  // The options offered: the chosen shop's own, and any option orders name (an option since removed).
  const options = useMemo(() => {
    const found = new Map<string, string>();
    for (const shop of value.shops) {
      if (shopId === null || shop.id === shopId)
        for (const option of shop.collectionOptions) found.set(option.id, option.label);
    }
    for (const order of orders) {
      if (
        order.collectionOptionId &&
        (shopId === null || order.shopId === shopId) &&
        !found.has(order.collectionOptionId)
      ) {
        found.set(order.collectionOptionId, order.collectionLabel || order.collectionOptionId);
      }
    }
    return [...found].map(([id, label]) => ({ value: id, label }));
  }, [value.shops, orders, shopId]);
  const optionParam = params.get('option');
  const optionId = optionParam && options.some((option) => option.value === optionParam) ? optionParam : null;
  const list = useMemo(() => pickList(orders, { shopId, optionId, day }), [orders, shopId, optionId, day]);

  const update = (changes: Record<string, string>) => {
    const copy = new URLSearchParams(params);
    for (const [key, next] of Object.entries(changes)) {
      if (next === '') copy.delete(key);
      else copy.set(key, next);
    }
    setParams(copy, { replace: true });
  };

  const heading = [
    shopId ? shopName(value.shops, shopId) : value.shops.length === 1 ? value.shops[0]?.title : 'Every shop',
    optionId ? options.find((option) => option.value === optionId)?.label : null,
    dayKeyText(day),
  ]
    .filter(Boolean)
    .join(' · ');

  return (
    <Stack>
      <Group align="flex-end" gap="sm" data-print-hide>
        {value.shops.length > 1 && (
          <NativeSelect
            label="Shop"
            value={shopId ?? ''}
            onChange={(event) => update({ shop: event.currentTarget.value, option: '' })}
            data={[
              { value: '', label: 'Every shop' },
              ...value.shops.map((shop) => ({ value: shop.id, label: shop.title })),
            ]}
          />
        )}
        <NativeSelect
          label="Collection"
          value={optionId ?? ''}
          onChange={(event) => update({ option: event.currentTarget.value })}
          data={[{ value: '', label: 'Every collection option' }, ...options]}
        />
        <TextInput
          type="date"
          label="Collection day"
          value={day}
          onChange={(event) => update({ date: event.currentTarget.value })}
        />
        <Button onClick={() => window.print()} leftSection={<IconPrinter size={18} aria-hidden />}>
          Print
        </Button>
      </Group>
      <Text size="sm" c="dimmed" data-print-hide>
        Confirmed and ready orders placed by the end of the collection day, oldest first.
      </Text>
      <OrdersLoadState loaded={loaded} />
      {loaded.kind === 'ready' && (
        <Stack data-print-sheet gap="lg">
          <Title order={2}>{heading}</Title>
          {list.orders.length === 0 ? (
            <Alert variant="light" title="Nothing to pick">
              No confirmed or ready orders for this choice. Orders appear here once they are confirmed.
            </Alert>
          ) : (
            <>
              <section aria-labelledby="pick-totals">
                <Title order={3} id="pick-totals" mb="xs">
                  To pick in all ({list.orders.length === 1 ? '1 order' : `${list.orders.length} orders`})
                </Title>
                <Table>
                  <ColumnHeads columns={['Item', 'Quantity', 'Orders']} />
                  <Table.Tbody>
                    {list.totals.map((total) => (
                      <Table.Tr key={`${total.productId}-${total.name}`} data-testid="pick-total">
                        <Table.Td>{total.name}</Table.Td>
                        <Table.Td>{total.quantity}</Table.Td>
                        <Table.Td>{total.orders}</Table.Td>
                      </Table.Tr>
                    ))}
                  </Table.Tbody>
                </Table>
              </section>
              <section aria-labelledby="pick-orders">
                <Title order={3} id="pick-orders" mb="xs">
                  Order by order
                </Title>
                <Stack gap="sm">
                  {list.orders.map((order) => (
                    <Paper withBorder p="sm" key={order.id} className={classes.orderSheet} component="article">
                      <Group justify="space-between" gap="xs">
                        <Title order={4}>
                          {order.reference} · {order.customer.name}
                        </Title>
                        <Text size="sm">
                          {formatPence(order.totals.totalPence)} to pay
                          {order.customer.phone ? ` · ${order.customer.phone}` : ''}
                        </Text>
                      </Group>
                      {order.collectionLabel && <Text size="sm">{order.collectionLabel}</Text>}
                      <ul className={classes.history}>
                        {order.items.map((line, index) => (
                          <li key={`${line.productId}-${line.variant}-${index}`}>
                            <span className={classes.tickBox} aria-hidden /> {line.quantity} × {lineName(line)}
                          </li>
                        ))}
                      </ul>
                      {order.note && (
                        <Text size="sm" className={classes.note}>
                          Note: {order.note}
                        </Text>
                      )}
                    </Paper>
                  ))}
                </Stack>
              </section>
            </>
          )}
        </Stack>
      )}
    </Stack>
  );
}

/** A collection day's pick list: what to pick in all, then order by order; prints on its own. */
export default function PickListPage() {
  const meta = useRouteMeta();
  const scope = useShopsInScope();
  return (
    <Stack>
      <Anchor component={Link} to="/dashboard/orders" size="sm" data-print-hide>
        <IconArrowLeft size={14} aria-hidden /> All orders
      </Anchor>
      <Title order={1}>{meta?.title ?? 'Pick list'}</Title>
      <ScopeGate scope={scope}>{(value) => <PickListSheet value={value} />}</ScopeGate>
    </Stack>
  );
}
