import { useEffect } from 'react';
import { Anchor, VisuallyHidden } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { Link } from 'react-router';
import { useSnapshot } from 'valtio';
import { basketCount, watchBasketCount } from './basket-count';

/**
 * The basket's link with how many items it holds, for the header or side menu. Tiny on purpose (a count
 * and a reader, none of the basket's code): it reads the device after the page has painted.
 */
export function BasketLink() {
  const { count } = useSnapshot(basketCount);
  useEffect(() => {
    const start = () => watchBasketCount();
    if (typeof requestIdleCallback === 'function') {
      const handle = requestIdleCallback(start, { timeout: 2_000 });
      return () => cancelIdleCallback(handle);
    }
    const timer = setTimeout(start, 500);
    return () => clearTimeout(timer);
  }, []);
  return (
    <Anchor component={Link} to="/basket" style={{ display: 'inline-flex', alignItems: 'center', gap: 4 }}>
      <IconShoppingCart size={20} aria-hidden />
      Basket
      {count > 0 && (
        <span>
          ({count}
          <VisuallyHidden> {count === 1 ? 'item' : 'items'}</VisuallyHidden>)
        </span>
      )}
    </Anchor>
  );
}
