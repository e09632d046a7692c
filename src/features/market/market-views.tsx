import { useMemo, type ReactNode } from 'react';
import { useSnapshot } from 'valtio';
import {
  Anchor,
  Badge,
  Card,
  Checkbox,
  Group,
  List,
  NativeSelect,
  SimpleGrid,
  Stack,
  Table,
  Text,
  Title,
} from '@mantine/core';
import { Link } from 'react-router';
import { useSearchParamSetter } from '@/hooks/use-search-param-setter';
import { CardTitleLink } from '@/collections/card-parts';
import { assembleDefinition } from '@/collections/assemble-definition';
import type { Parsed } from '@/collections/converter';
import type { ItemProps, ListViewProps, OlderItems } from '@/collections/define-collection';
import { OlderItemsButton } from '@/collections/older-items-button';
import { useBeyondWindow } from '@/collections/use-beyond-window';
import { connectivityStore } from '@/stores/connectivity-store';
import { ContactDisplay, DetailSection } from '@/collections/fields/field-displays';
import { ContentCard } from '@/collections/content-card';
import { useCollectionList } from '@/collections/use-collection';
import { IMAGE_SIZES, ResponsiveImage, responsiveImageAttributes } from '@/components/responsive-image';
import { formatPence } from '@/lib/money';
import { usePageClock } from '@/hooks/use-page-clock';
import { filterProducts, productCategories, readProductFilters } from './product-filters';
import { priceText, productChoices, totalStock, type ProductItem } from './product-schema';
import { stockText } from './stock-text';
import { BasketLink } from './basket-link';
import { productsModel } from './products-model';
import { paymentText, type ShopItem } from './shop-schema';
import { productsManifest, shopsManifest } from './shops-manifest';
import { shopsModel } from './shops-model';
import { ListSearch } from '@/collections/list-search';
import { ColumnHeads } from '@/components/column-heads';

/** Shops and products as the engine's hooks read them: the models alone, no views or editor. */
const shopsCollection = assembleDefinition(shopsManifest, shopsModel, {});
const productsCollection = assembleDefinition(productsManifest, productsModel, {});

type Shop = Parsed<ShopItem>;
type Product = Parsed<ProductItem>;

/** The published shops, by id (empty until loaded; offline, this device's copy). */
function useShops(): Map<string, Shop> {
  const list = useCollectionList(shopsCollection, { audience: 'public' });
  const items = list.state === 'ready' ? list.value.items : undefined;
  return useMemo(() => new Map((items ?? []).map((shop) => [shop.id, shop])), [items]);
}

/** The published products, or undefined while they load. */
const NO_PRODUCTS: Product[] = [];

/** The products' window, with any read past it (the market's "Show more products"). */
function useProducts(): { products: Product[] | undefined; older: OlderItems | undefined } {
  const list = useCollectionList(productsCollection, { audience: 'public' });
  const { online } = useSnapshot(connectivityStore);
  const now = usePageClock();
  const { items, older } = useBeyondWindow(
    productsCollection,
    list.state === 'ready' ? list.value.items : NO_PRODUCTS,
    online,
    now,
  );
  return { products: list.state === 'ready' ? items : undefined, older };
}

/** One shop's products: the products' window with the shop's id in the query (manifest `listedBy`). */
function useShopProducts(shopId: string): Product[] | undefined {
  const filters = useMemo(() => [{ field: 'shopId', op: '==' as const, value: shopId }], [shopId]);
  const list = useCollectionList(productsCollection, { audience: 'public', filters });
  return list.state === 'ready' ? list.value.items : undefined;
}

function shopPath(shop: Pick<ShopItem, 'slug'>): string {
  return `${shopsManifest.publicPath}/${shop.slug}`;
}

function productPath(product: Pick<ProductItem, 'slug'>): string {
  return `${productsManifest.publicPath}/${product.slug}`;
}

/** "Only 2 left" or "Sold out" as a badge; nothing when there are plenty or it is made to order. */
function StockBadge({ stock }: { stock: number | null }) {
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
function ProductGrid({
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

/** Where and when to collect, and how to pay: the same on a shop's page and each of its products'. */
function CollectionDetails({ shop }: { shop: Shop }) {
  return (
    <Stack gap="xs">
      {shop.location && <Text>Collect from {shop.location}.</Text>}
      {shop.collectionOptions.length > 0 && (
        <List spacing={4}>
          {shop.collectionOptions.map((option) => (
            <List.Item key={option.id}>{option.label}</List.Item>
          ))}
        </List>
      )}
      {shop.collectionInfo.trim() && <Text style={{ whiteSpace: 'pre-line' }}>{shop.collectionInfo.trim()}</Text>}
      <Text>
        You pay when you collect: {paymentText(shop.paymentOptions).toLowerCase()}. There is no payment online.
      </Text>
    </Stack>
  );
}

function ShopCard({ shop }: { shop: Shop }) {
  const logo = responsiveImageAttributes(shop.image, 'small') ? shop.image : null;
  return (
    <Card withBorder padding="md" radius="md" component="article">
      <Group align="flex-start" wrap="nowrap" gap="md">
        {logo && (
          <ResponsiveImage
            image={logo}
            sizes="64px"
            prefer="small"
            style={{ width: 64, height: 64, objectFit: 'contain', flex: 'none' }}
          />
        )}
        <Stack gap={4} miw={0}>
          <CardTitleLink order={3} to={shopPath(shop)}>
            {shop.title}
          </CardTitleLink>
          <Text size="sm">{shop.description}</Text>
          {shop.location && <Text size="sm">Collect from {shop.location}</Text>}
          {shop.collectionOptions[0] && (
            <Text size="sm" c="dimmed">
              {shop.collectionOptions.map((option) => option.label).join(' · ')}
            </Text>
          )}
        </Stack>
      </Group>
    </Card>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <Text role="status" aria-live="polite">
      Loading {what}…
    </Text>
  );
}

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
