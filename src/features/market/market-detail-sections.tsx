import { useMemo, type ReactNode } from 'react';
import { Anchor, Badge, Group, SimpleGrid, Stack, Table, Text } from '@mantine/core';
import { Link } from 'react-router';
import type { ItemProps } from '@/collections/define-collection';
import { ContactDisplay, DetailSection } from '@/collections/fields/field-displays';
import { ColumnHeads } from '@/components/column-heads';
import { IMAGE_SIZES, ResponsiveImage, responsiveImageAttributes } from '@/components/responsive-image';
import { formatPence } from '@/lib/money';
import { BasketLink } from './basket-link';
import { shopPath, useShopProducts, useShops } from './market-data';
import { ProductGrid, StockBadge } from './product-grid';
import { priceText, productChoices, totalStock, type ProductItem } from './product-schema';
import type { ShopItem } from './shop-schema';
import { CollectionDetails, Loading } from './shop-parts';
import { stockText } from './stock-text';

/** A shop's page: what it sells, how to collect and pay, how to get in touch, and its products. */
export function ShopDetailSections({ item }: ItemProps<ShopItem>) {
  const own = useShopProducts(item.id);
  const shops = useMemo(() => new Map([[item.id, item]]), [item]);
  return (
    <Stack gap="lg">
      <Group justify="space-between" align="flex-start">
        <Text size="lg">{item.description}</Text>
        <BasketLink />
      </Group>
      <DetailSection id="shop-collection" title="Collecting your order">
        <CollectionDetails shop={item} />
      </DetailSection>
      {item.contact && (
        <DetailSection id="shop-contact" title="Get in touch">
          <ContactDisplay contact={item.contact} />
        </DetailSection>
      )}
      <DetailSection id="shop-products" title={`From ${item.title}`}>
        {own ? <ProductGrid products={own} shops={shops} withShopFilter={false} /> : <Loading what="products" />}
      </DetailSection>
    </Stack>
  );
}

/**
 * The product's options with their own prices and stock (sizes, colours). Scrolled natively: Mantine's
 * ScrollArea measures itself once the app runs and moved the rest of the page down by a few pixels.
 */
function ChoicesTable({ product }: { product: ProductItem }) {
  return (
    <Table.ScrollContainer minWidth={280} type="native">
      <Table>
        <ColumnHeads columns={['Option', 'Price', 'Availability']} />
        <Table.Tbody>
          {productChoices(product).map((choice) => (
            <Table.Tr key={choice.name}>
              <Table.Td>{choice.name}</Table.Td>
              <Table.Td>{formatPence(choice.pricePence)}</Table.Td>
              <Table.Td>{stockText(choice.stock) ?? 'In stock'}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}

/**
 * A product's page, below its title: price and stock, its options, a way to add it to the basket
 * (`basket`, from the basket's own module), the shop that sells it and how to collect.
 */
export function productDetailSections(basket: (props: ItemProps<ProductItem>) => ReactNode) {
  return function ProductDetailSections({ item }: ItemProps<ProductItem>) {
    const shops = useShops();
    const shop = shops.get(item.shopId);
    const photos = item.images.filter((image) => responsiveImageAttributes(image, 'large'));
    return (
      <Stack gap="lg">
        <Group gap="sm">
          <Text size="xl" fw={700}>
            {priceText(item)}
          </Text>
          <StockBadge stock={totalStock(item)} />
          <Badge variant="light" color="gray" c="var(--mantine-color-text)">
            {item.category}
          </Badge>
        </Group>
        {item.variants.length > 0 && <ChoicesTable product={item} />}
        {basket({ item })}
        {photos.length > 0 && (
          <SimpleGrid cols={{ base: 2, sm: 3 }} spacing="sm">
            {photos.map((image) => (
              <ResponsiveImage
                key={image.path || image.url}
                image={image}
                sizes={IMAGE_SIZES.card}
                prefer="small"
                style={{ width: '100%', height: 'auto' }}
              />
            ))}
          </SimpleGrid>
        )}
        {shop && (
          <DetailSection id="product-shop" title="Sold by">
            <Text mb="xs">
              <Anchor component={Link} to={shopPath(shop)}>
                {shop.title}
              </Anchor>
              {' · '}
              {shop.description}
            </Text>
            <CollectionDetails shop={shop} />
          </DetailSection>
        )}
      </Stack>
    );
  };
}
