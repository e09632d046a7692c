import { useEffect, useState } from 'react';
import { Badge, VisuallyHidden } from '@mantine/core';
import { loadDatabase } from '@/collections/firestore-access';
import { unhandledBadge } from '@/lib/unhandled-badge';
import { REQUESTED_LIMIT, watchRequestedCount } from './order-data';
import { useOrdersScope, useStockReturns } from './use-seller-orders';

/**
 * New orders (not yet confirmed or cancelled) beside "Orders" in the dashboard menu, live: every shop's
 * for editors, their own shops' for sellers, nothing for anyone else. Loaded on its own, never with the
 * first page. While it shows, it also puts back the stock of orders cancelled offline (useStockReturns).
 */
export default function OrdersNavCount() {
  const scope = useOrdersScope();
  useStockReturns(scope);
  const [count, setCount] = useState<number | null>(null);
  const ready = scope.kind === 'ready' && (scope.value.scope.all || scope.value.scope.shopIds.length > 0);
  const key = scope.kind === 'ready' ? `${scope.value.scope.all}:${scope.value.scope.shopIds.join(',')}` : '';
  useEffect(() => {
    if (!ready || scope.kind !== 'ready') return undefined;
    let stopped = false;
    let stop: (() => void) | undefined;
    void loadDatabase()
      .then((db) => {
        if (!stopped) stop = watchRequestedCount(db, scope.value.scope, setCount, () => setCount(null));
      })
      .catch(() => setCount(null));
    return () => {
      stopped = true;
      stop?.();
    };
    // `key` names the scope.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, key]);
  const text = ready ? unhandledBadge(count, REQUESTED_LIMIT) : null;
  if (!text) return null;
  return (
    <Badge size="sm" circle={text.length < 3} variant="filled" data-testid="new-orders-count">
      {text}
      <VisuallyHidden> new</VisuallyHidden>
    </Badge>
  );
}
