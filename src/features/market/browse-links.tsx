import { Anchor } from '@mantine/core';
import { Link } from 'react-router';

/** "the shop or the community market", each a link: where the basket and orders pages send people with nothing yet. */
export function ShopOrMarketLinks() {
  return (
    <>
      <Anchor component={Link} to="/shop">
        shop
      </Anchor>{' '}
      or the{' '}
      <Anchor component={Link} to="/market">
        community market
      </Anchor>
    </>
  );
}
