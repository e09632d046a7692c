import { useEffect, useState } from 'react';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { useSnapshot } from 'valtio';
import { assembleDefinition } from '@/collections/assemble-definition';
import { RepeatingRows } from '@/components/repeating-rows';
import type { CollectionDashboardParts, CustomFieldProps, FieldDefinition } from '@/collections/define-collection';
import { contentField } from '@/collections/content-fields';
import { dashboardTableQuery } from '@/collections/owner-table';
import { useCollectionList } from '@/collections/use-collection';
import { formatPence, parsePounds } from '@/lib/money';
import { sessionStore } from '@/stores/session-store';
import { MAX_VARIANTS, priceText, totalStock, type ProductItem, type ProductVariant } from './product-schema';
import { stockText } from './stock-text';
import { shopsManifest } from './shops-manifest';
import { shopsModel } from './shops-model';

const shopsCollection = assembleDefinition(shopsManifest, shopsModel, {});

/**
 * The seller of each shop the editor has listed, by shop id: saving a product copies its shop's seller
 * into `ownerUid` (what shows a seller their own products; firestore.rules checks it against the shop).
 */
const shopSellers = new Map<string, string | null>();

/** Before saving: the product's seller is its shop's (unknown shops leave it as it was). */
export function withShopSeller(product: ProductItem): ProductItem {
  return shopSellers.has(product.shopId) ? { ...product, ownerUid: shopSellers.get(product.shopId) ?? null } : product;
}

/**
 * The shop that sells it: editors choose from every shop; a seller from their own shops only (all the
 * rules let them add products to). This device's copy answers offline.
 */
function ShopInput({ value, onChange, errors, label, description }: CustomFieldProps<string>) {
  const session = useSnapshot(sessionStore);
  const { options } = dashboardTableQuery(shopsManifest.access, {
    roles: session.roles,
    uid: session.uid,
    signedIn: session.status === 'signed-in',
  });
  const list = useCollectionList(shopsCollection, options);
  const shops = list.state === 'ready' ? list.value.items : undefined;
  useEffect(() => {
    for (const shop of shops ?? []) shopSellers.set(shop.id, shop.ownerUid);
  }, [shops]);
  const known = shops?.some((shop) => shop.id === value) ?? false;
  return (
    <NativeSelect
      label={label}
      description={description}
      error={errors['']}
      value={value}
      onChange={(event) => onChange(event.currentTarget.value)}
      data={[
        { value: '', label: shops === undefined ? 'Loading the shops…' : 'Choose a shop' },
        // A shop not on this device yet stays chosen.
        ...(value && !known ? [{ value, label: value }] : []),
        ...(shops ?? [])
          .slice()
          .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'))
          .map((shop) => ({ value: shop.id, label: shop.title })),
      ]}
    />
  );
}

/** An amount in pounds and pence, kept as whole pence; -1 while what is typed is not an amount (the schema says so). */
function PenceInput({
  value,
  onChange,
  error,
  label,
  description,
}: {
  value: number;
  onChange(pence: number): void;
  error: string | undefined;
  label: string;
  description?: string;
}) {
  const [text, setText] = useState(value > 0 ? formatPence(value).replace(/^£/, '').replace(/,/g, '') : '');
  return (
    <TextInput
      label={label}
      description={description}
      inputMode="decimal"
      leftSection="£"
      value={text}
      error={error}
      onChange={(event) => {
        setText(event.currentTarget.value);
        onChange(parsePounds(event.currentTarget.value) ?? -1);
      }}
    />
  );
}

/** A count, or empty for "not counted" (made to order). */
function StockInput({
  value,
  onChange,
  error,
  label,
  description,
}: {
  value: number | null;
  onChange(stock: number | null): void;
  error: string | undefined;
  label: string;
  description?: string;
}) {
  return (
    <TextInput
      label={label}
      description={description}
      type="number"
      inputMode="numeric"
      min={0}
      value={value === null ? '' : String(value)}
      error={error}
      onChange={(event) => onChange(event.currentTarget.value === '' ? null : Number(event.currentTarget.value))}
    />
  );
}

function PriceField({ value, onChange, errors, label, description }: CustomFieldProps<number>) {
  return <PenceInput value={value} onChange={onChange} error={errors['']} label={label} description={description} />;
}

function StockField({ value, onChange, errors, label, description }: CustomFieldProps<number | null>) {
  return <StockInput value={value} onChange={onChange} error={errors['']} label={label} description={description} />;
}

/** Sizes, colours or weights, each with its own price and stock. */
function VariantsInput({ value, onChange, errors, label, description }: CustomFieldProps<ProductVariant[]>) {
  const variants = value;
  const change = (index: number, next: Partial<ProductVariant>) =>
    onChange(variants.map((variant, i) => (i === index ? { ...variant, ...next } : variant)));
  return (
    <RepeatingRows
      legend={label}
      description={description}
      rows={variants}
      // The position is the only stable key while a name is being typed.
      rowKey={(_, index) => index}
      renderRow={(variant, index) => (
        <Group gap="xs" align="flex-start" wrap="wrap">
          <TextInput
            label={`Option ${index + 1} name`}
            value={variant.name}
            error={errors[`${index}.name`]}
            onChange={(event) => change(index, { name: event.currentTarget.value })}
            w={180}
          />
          <PenceInput
            label={`Option ${index + 1} price`}
            value={variant.pricePence}
            error={errors[`${index}.pricePence`]}
            onChange={(pricePence) => change(index, { pricePence })}
          />
          <StockInput
            label={`Option ${index + 1} in stock`}
            value={variant.stock}
            error={errors[`${index}.stock`]}
            onChange={(stock) => change(index, { stock })}
          />
        </Group>
      )}
      removeLabel={(_, index) => `Remove option ${index + 1}`}
      onRemove={(index) => onChange(variants.filter((_, i) => i !== index))}
      error={errors['']}
      max={MAX_VARIANTS}
      addLabel="Add an option"
      onAdd={() => onChange([...variants, { name: '', pricePence: variants.at(-1)?.pricePence ?? 0, stock: null }])}
    />
  );
}

export const productEditorFields: readonly FieldDefinition<ProductItem>[] = [
  contentField.title('The product', 'Name'),
  {
    name: 'shopId',
    section: 'The product',
    label: 'Shop',
    kind: 'custom',
    component: ShopInput,
  },
  contentField.summary('The product', {
    description: 'One or two sentences for cards and search results: what it is, its size or weight.',
  }),
  contentField.category('The product', 'For example Preserves, Homeware or Clothing.'),
  contentField.picture('The product', 'Main photo'),
  contentField.body('The product'),
  {
    name: 'pricePence',
    section: 'Price and stock',
    label: 'Price',
    description: 'Like 4.50. With options below, each option’s own price counts.',
    kind: 'custom',
    component: PriceField,
  },
  {
    name: 'stock',
    section: 'Price and stock',
    label: 'Number in stock',
    description: 'Leave empty if it is made to order. 0 shows it as sold out.',
    kind: 'custom',
    component: StockField,
  },
  {
    name: 'variants',
    section: 'Price and stock',
    label: 'Options (optional)',
    description: 'Sizes, colours or weights, each with its own price and stock.',
    kind: 'custom',
    component: VariantsInput,
  },
  contentField.tags('Price and stock'),
];

/** The dashboard's parts for products: editor fields, table columns and what its search reads. */
export const productsDashboard: CollectionDashboardParts<ProductItem> = {
  fields: productEditorFields,
  beforeSave: withShopSeller,
  tableColumns: [
    { label: 'Price', render: (item) => priceText(item) },
    {
      label: 'Stock',
      render: (item) => {
        const stock = totalStock(item);
        return stock === null ? 'Made to order' : (stockText(stock) ?? String(stock));
      },
    },
    { label: 'Category', render: (item) => item.category },
  ],
  searchText: (item) => [item.category, ...item.variants.map((variant) => variant.name)].join(' '),
  editorSample: { Shop: 'Community Hub Shop', Price: '4.50' },
};
