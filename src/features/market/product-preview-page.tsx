import { useEffect, useState } from 'react';
import { Anchor, Group, Loader, Paper, Text } from '@mantine/core';
import { Link, useParams } from 'react-router';
import { PageHeader } from '@/components/page-header';
import { AddToBasket, type AddToBasketProduct } from './add-to-basket';
import { useShop } from './shop-summary';

/**
 * TEMPORARY, until the lead's product pages (/shop/{product-slug}) land: a bare product page with
 * "Add to basket", so the basket can be used and tested end to end. Reads `products/{slug}` (the seed's
 * product ids are their slugs). The lead's product page replaces this route and file.
 */
function productOf(id: string, data: Record<string, unknown>): AddToBasketProduct | null {
  if (typeof data.title !== 'string' || typeof data.shopId !== 'string' || typeof data.pricePence !== 'number') {
    return null;
  }
  const variants = Array.isArray(data.variants) ? (data.variants as AddToBasketProduct['variants']) : [];
  return {
    id,
    slug: typeof data.slug === 'string' ? data.slug : id,
    title: data.title,
    shopId: data.shopId,
    pricePence: data.pricePence,
    stock: typeof data.stock === 'number' ? data.stock : null,
    variants,
  };
}

export default function ProductPreviewPage() {
  const { productSlug = '' } = useParams();
  const [product, setProduct] = useState<AddToBasketProduct | null | undefined>(undefined);
  const shop = useShop(product?.shopId ?? null);
  useEffect(() => {
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('@/collections/orders-data')
      .then((data) =>
        data.watchPublicDocument('products', productSlug, (found) =>
          setProduct(found ? productOf(productSlug, found) : null),
        ),
      )
      .then((unsubscribe) => {
        if (stopped) unsubscribe();
        else stop = unsubscribe;
      });
    return () => {
      stopped = true;
      stop?.();
    };
  }, [productSlug]);

  if (product === undefined) {
    return (
      <Group gap="xs" role="status">
        <Loader size="sm" />
        <Text>Loading…</Text>
      </Group>
    );
  }
  if (product === null) return <PageHeader title="Product not found" />;
  return (
    <>
      <PageHeader title={product.title}>{shop && <Text>Sold by {shop.name}</Text>}</PageHeader>
      <Paper withBorder p="lg" radius="md" maw={480}>
        <AddToBasket product={product} />
      </Paper>
      <Text mt="md">
        <Anchor component={Link} to="/basket">
          Your basket
        </Anchor>
      </Text>
    </>
  );
}
