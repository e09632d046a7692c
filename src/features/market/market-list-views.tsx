import { useMemo } from 'react';
import { Anchor, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import type { ListViewProps } from '@/collections/define-collection';
import { DetailSection } from '@/collections/fields/field-displays';
import { OlderItemsButton } from '@/collections/older-items-button';
import { BasketLink } from './basket-link';
import { useProducts, useShops } from './market-data';
import { ProductGrid } from './product-grid';
import type { ProductItem } from './product-schema';
import type { ShopItem } from './shop-schema';
import { CollectionDetails, Loading, ShopCard } from './shop-parts';
import { shopsManifest } from './shops-manifest';

/** `/market`: every published shop, then every product across them, with filters. */
export function MarketListView({ items, older: olderShops }: ListViewProps<ShopItem>) {
  const { products, older } = useProducts();
  const shops = useMemo(() => new Map(items.map((shop) => [shop.id, shop])), [items]);
  const sorted = useMemo(
    // The organisation's own shop first, then sellers A–Z.
    () =>
      [...items].sort(
        (a, b) =>
          Number(b.isOrganisationShop) - Number(a.isOrganisationShop) || a.title.localeCompare(b.title, 'en-GB'),
      ),
    [items],
  );
  return (
    <Stack gap="xl">
      <Group justify="flex-end">
        <BasketLink />
      </Group>
      <Stack gap="sm" component="section" aria-labelledby="market-shops">
        <Title order={2} id="market-shops">
          Shops and stalls
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md">
          {sorted.map((shop) => (
            <ShopCard key={shop.id} shop={shop} />
          ))}
        </SimpleGrid>
        <OlderItemsButton older={olderShops} plural="shops" />
        <Text size="sm">
          Do you make, grow or sell something locally?{' '}
          <Anchor component={Link} to="/market/sell">
            Ask to sell at the market
          </Anchor>
          .
        </Text>
      </Stack>
      <Stack gap="sm" component="section" aria-labelledby="market-products">
        <Title order={2} id="market-products">
          Everything on sale
        </Title>
        {products ? <ProductGrid products={products} shops={shops} withShopFilter /> : <Loading what="products" />}
        <OlderItemsButton older={older} plural="products" />
      </Stack>
    </Stack>
  );
}

/**
 * `/shop`: the organisation's own shop, with how to collect and pay, and its products (the list's
 * query asks for the products with no seller: manifest `listFilters`).
 */
export function OrganisationShopView({ items: products }: ListViewProps<ProductItem>) {
  const shops = useShops();
  const shop = [...shops.values()].find((candidate) => candidate.isOrganisationShop);
  if (!shop) return <Loading what="the shop" />;
  return (
    <Stack gap="lg">
      <Group justify="flex-end">
        <BasketLink />
      </Group>
      <DetailSection id="shop-collection" title="Collecting your order">
        <CollectionDetails shop={shop} />
      </DetailSection>
      <ProductGrid products={products} shops={shops} withShopFilter={false} />
      <Text>
        Looking for local food and crafts?{' '}
        <Anchor component={Link} to={shopsManifest.publicPath}>
          Visit the community market
        </Anchor>
        .
      </Text>
    </Stack>
  );
}
