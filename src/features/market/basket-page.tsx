import { ActionIcon, Alert, Anchor, Divider, Group, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { IconMinus, IconPlus } from '@tabler/icons-react';
import { Link } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { RemoveButton } from '@/components/remove-button';
import { useRouteMeta } from '@/hooks/use-route-meta';
import { formatPence, lineTotalPence } from '@/lib/money';
import { groupByShop, lineKey, maxQuantity, type BasketLine, type ShopBasket } from './basket';
import { stockText } from './stock-text';
import { removeBasketLine, setBasketQuantity, useBasket } from './basket-store';
import { OrderForm } from './order-form';
import { useShop } from './shop-summary';
import { BareList } from '@/components/bare-list';
import { ShopOrMarketLinks } from './browse-links';

function lineName(line: Pick<BasketLine, 'name' | 'variant'>): string {
  return line.variant ? `${line.name} (${line.variant})` : line.name;
}

function BasketLineRow({ line }: { line: BasketLine }) {
  const key = lineKey(line);
  const name = lineName(line);
  const most = maxQuantity(line);
  const stock = stockText(line.stockAsLastSeen);
  return (
    <Group component="li" justify="space-between" wrap="wrap" gap="sm" py="xs">
      <div style={{ minWidth: 0, flex: '1 1 14rem' }}>
        <Anchor component={Link} to={`/shop/${line.productSlug}`} fw={600}>
          {name}
        </Anchor>
        <Text size="sm" c="dimmed">
          {formatPence(line.unitPence)} each{stock && line.quantity >= most ? ` · ${stock}` : ''}
        </Text>
      </div>
      <Group gap={6} wrap="nowrap" role="group" aria-label={`Quantity of ${name}`}>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`One fewer ${name}`}
          disabled={line.quantity <= 1}
          onClick={() => void setBasketQuantity(key, line.quantity - 1)}
        >
          <IconMinus size={16} aria-hidden />
        </ActionIcon>
        <Text w={32} ta="center" fw={600} aria-live="polite">
          {line.quantity}
        </Text>
        <ActionIcon
          variant="default"
          size="lg"
          aria-label={`One more ${name}`}
          disabled={line.quantity >= most}
          onClick={() => void setBasketQuantity(key, line.quantity + 1)}
        >
          <IconPlus size={16} aria-hidden />
        </ActionIcon>
      </Group>
      <Text w={90} ta="right" fw={600}>
        {formatPence(lineTotalPence(line))}
      </Text>
      <RemoveButton label={`Remove ${name}`} onClick={() => void removeBasketLine(key)} />
    </Group>
  );
}

function ShopSection({ basket }: { basket: ShopBasket }) {
  const shop = useShop(basket.shopId);
  const name = shop?.name ?? 'Shop';
  const headingId = `basket-shop-${basket.shopId}`;
  return (
    <Paper withBorder p="lg" radius="md" component="section" aria-labelledby={headingId}>
      <Title order={2} size="h3" id={headingId}>
        {name}
      </Title>
      {shop?.location && (
        <Text size="sm" c="dimmed">
          {shop.location}
        </Text>
      )}
      <BareList gap={0} mt="sm" aria-label={`Your items from ${name}`}>
        {basket.lines.map((line) => (
          <BasketLineRow key={lineKey(line)} line={line} />
        ))}
      </BareList>
      <Group justify="space-between" mt="sm">
        <Text fw={700}>Total for {name}</Text>
        <Text fw={700} size="lg">
          {formatPence(basket.totalPence)}
        </Text>
      </Group>
      <Divider my="md" />
      <OrderForm shopId={basket.shopId} shop={shop} lines={basket.lines} />
    </Paper>
  );
}

/** /basket: the basket per shop, and one order request form per shop. Works with no signal. */
export default function BasketPage() {
  const meta = useRouteMeta();
  const { lines, hydrated } = useBasket();
  const shops = groupByShop(lines);
  return (
    <>
      <PageHeader title={meta?.title ?? 'Your basket'} description={meta?.description} />
      {!hydrated ? (
        <Group gap="xs" role="status">
          <Loader size="sm" />
          <Text>Reading your basket…</Text>
        </Group>
      ) : shops.length === 0 ? (
        <Stack gap="xs">
          <Text>Your basket is empty.</Text>
          <Text>
            Browse the <ShopOrMarketLinks />, or see{' '}
            <Anchor component={Link} to="/orders">
              your orders
            </Anchor>
            .
          </Text>
        </Stack>
      ) : (
        <Stack gap="lg">
          {shops.length > 1 && (
            <Alert variant="light" title={`Your basket has items from ${shops.length} shops`}>
              Each shop gets its own order request: send one for each shop below. You collect and pay at each shop.
            </Alert>
          )}
          {shops.map((basket) => (
            <ShopSection key={basket.shopId} basket={basket} />
          ))}
        </Stack>
      )}
    </>
  );
}
