import { useMemo } from 'react';
import { Badge, Checkbox, Group, NativeSelect, SimpleGrid, Stack, Text } from '@mantine/core';
import { ContentCard } from '@/collections/content-card';
import type { ItemProps } from '@/collections/define-collection';
import { ListSearch } from '@/collections/list-search';
import { useSearchParamSetter } from '@/hooks/use-search-param-setter';
import { productPath, type Product, type Shop } from './market-data';
import { filterProducts, productCategories, readProductFilters } from './product-filters';
import { priceText, totalStock, type ProductItem } from './product-schema';
import { stockText } from './stock-text';

/** "Only 2 left" or "Sold out" as a badge; nothing when there are plenty or it is made to order. */
export function StockBadge({ stock }: { stock: number | null }) {
  const text = stockText(stock);
  if (!text) return null;
  return (
    <Badge variant="light" color={stock === 0 ? 'gray' : 'orange'} c="var(--mantine-color-text)">
      {text}
    </Badge>
  );
}

/** The price line of a product's card: "£4.50" or "From £11.00", and how many are left when few. */
export function ProductPriceLine({ item }: ItemProps<ProductItem>) {
  return (
    <Group gap="xs" mt={8}>
      <Text fw={700}>{priceText(item)}</Text>
      <StockBadge stock={totalStock(item)} />
    </Group>
  );
}

function ProductCard({ product, shop }: { product: Product; shop: Shop | undefined }) {
  return (
    <ContentCard
      item={product}
      path={productPath(product)}
      category={product.category}
      imageFit="cover"
      meta={shop ? <Text size="sm">{shop.title}</Text> : undefined}
      lines={ProductPriceLine}
    />
  );
}

/**
 * Products with search, category, shop and "in stock only" filters, all kept in the address so a
 * filtered grid can be shared or bookmarked.
 */
export function ProductGrid({
  products,
  shops,
  withShopFilter,
}: {
  products: readonly Product[];
  shops: Map<string, Shop>;
  withShopFilter: boolean;
}) {
  const [params, update] = useSearchParamSetter();
  const filters = readProductFilters(params);
  const shopSlugs = useMemo(() => new Map([...shops.values()].map((shop) => [shop.id, shop.slug])), [shops]);
  const shown = useMemo(
    () => filterProducts(products, filters, shopSlugs),
    // The filters are plain strings read from the address on each render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [products, shopSlugs, filters.q, filters.category, filters.shop, filters.inStock],
  );
  const categories = useMemo(() => productCategories(products), [products]);
  const shopsWithProducts = useMemo(
    () =>
      [...shops.values()]
        .filter((shop) => products.some((product) => product.shopId === shop.id))
        .sort((a, b) => a.title.localeCompare(b.title, 'en-GB')),
    [shops, products],
  );

  return (
    <Stack gap="md">
      <ListSearch
        plural="products"
        query={filters.q}
        onQuery={(text) => update('q', text)}
        inputSize={{ style: { flex: '1 1 14rem' } }}
      >
        <NativeSelect
          label="Category"
          value={filters.category}
          onChange={(event) => update('category', event.currentTarget.value)}
          data={[{ value: '', label: 'All categories' }, ...categories]}
        />
        {withShopFilter && (
          <NativeSelect
            label="Shop"
            value={filters.shop}
            onChange={(event) => update('shop', event.currentTarget.value)}
            data={[
              { value: '', label: 'All shops' },
              ...shopsWithProducts.map((shop) => ({ value: shop.slug, label: shop.title })),
            ]}
          />
        )}
        <Checkbox
          label="In stock only"
          checked={filters.inStock === '1'}
          onChange={(event) => update('inStock', event.currentTarget.checked ? '1' : '')}
          mb={8}
        />
      </ListSearch>
      <Text size="sm" role="status" aria-live="polite">
        {shown.length === 1 ? '1 product' : `${shown.length} products`}
      </Text>
      {shown.length === 0 ? (
        <Text>No products match. Try other words, or clear the filters.</Text>
      ) : (
        <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
          {shown.map((product) => (
            <ProductCard key={product.id} product={product} shop={shops.get(product.shopId)} />
          ))}
        </SimpleGrid>
      )}
    </Stack>
  );
}
