import type { ReactNode } from 'react';
import { Alert, Anchor, Badge, Group, Loader, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { OrderStatus } from './order-schema';
import { STATUS_LABELS } from './order-status';
import type { Loaded, ShopsInScope } from './use-seller-orders';

/** Shared bits of the seller's order pages. */

const STATUS_COLOURS: Record<OrderStatus, string> = {
  requested: 'blue',
  confirmed: 'teal',
  ready: 'orange',
  collected: 'gray',
  cancelled: 'red',
};

/** The status in words (a dot badge: the text keeps the page's own colour, for contrast). */
export function StatusBadge({ status }: { status: OrderStatus }) {
  return (
    <Badge variant="dot" color={STATUS_COLOURS[status]} style={{ flexShrink: 0 }}>
      {STATUS_LABELS[status]}
    </Badge>
  );
}

/**
 * The status badge, and "waiting to sync" beside it while this device has changes the server does not
 * have yet. `inTable`: smaller, and kept on one line, for a table cell.
 */
export function StatusAndSync({
  status,
  pending,
  inTable = false,
}: {
  status: OrderStatus;
  pending: boolean;
  inTable?: boolean;
}) {
  return (
    <Group gap={6} wrap={inTable ? 'nowrap' : undefined}>
      <StatusBadge status={status} />
      {pending && (
        <Text size={inTable ? 'xs' : 'sm'} c="dimmed">
          waiting to sync
        </Text>
      )}
    </Group>
  );
}

export function LoadingText({ children }: { children: ReactNode }) {
  return (
    <Text size="sm" role="status">
      <Loader size="xs" mr="xs" aria-hidden /> {children}
    </Text>
  );
}

/** While a list of orders loads, and if it could not be: nothing once it is ready. */
export function OrdersLoadState({ loaded }: { loaded: Loaded<unknown> }) {
  if (loaded.kind === 'loading') return <LoadingText>Loading orders…</LoadingText>;
  if (loaded.kind === 'error') {
    return (
      <Alert color="red" title="The orders could not be loaded">
        {loaded.message}
      </Alert>
    );
  }
  return null;
}

/**
 * Waits for the shops in scope; says so plainly when the person runs no shop (and is not an editor),
 * or when they could not be read. Renders `children` once there are shops to show orders for.
 */
export function ScopeGate({
  scope,
  children,
}: {
  scope: Loaded<ShopsInScope>;
  children: (value: ShopsInScope) => ReactNode;
}) {
  if (scope.kind === 'loading') return <LoadingText>Loading your shops…</LoadingText>;
  if (scope.kind === 'error') {
    return (
      <Alert color="red" title="Your shops could not be loaded">
        {scope.message}
      </Alert>
    );
  }
  if (!scope.value.viewer.editor && scope.value.shops.length === 0) {
    return (
      <Alert title="You do not run a shop here">
        Orders appear here for people who sell at the community market.{' '}
        <Anchor component={Link} to="/market">
          Visit the market
        </Anchor>{' '}
        to see who sells what.
      </Alert>
    );
  }
  return children(scope.value);
}

/** The shop's name, for lists that show more than one shop. */
export function shopName(shops: readonly { id: string; title: string }[], shopId: string): string {
  return shops.find((shop) => shop.id === shopId)?.title ?? shopId;
}
