import * as z from 'zod';
import { baseContentSchema, imageSchema } from '@/collections/content-schema';
import { singleLineString } from '@/lib/plain-text';
import { formatPence } from '@/lib/money';

/**
 * Products (docs/content-model.md `products`, issue 14): prices in whole pence, never pounds as a fraction.
 * With variants (sizes, colours), each has its own price and stock and the product's own are a summary.
 * firestore.rules' field checks are written from this schema (`productsFields`: market-server.ts).
 */

export const MAX_PRICE_PENCE = 1_000_000;
export const MAX_VARIANTS = 50;

const pence = z
  .number({ error: 'Please give the price in pounds and pence, like 4.50.' })
  .int('Please give the price in whole pence.')
  .min(0, 'The price cannot be negative.')
  .max(MAX_PRICE_PENCE, 'Please check the price: it is over £10,000.');

/** Items on the shelf; null when it is made to order or not counted. */
const stockCount = z
  .number({ error: 'Please give the number in stock as a whole number, or leave it empty.' })
  .int('Please give the number in stock as a whole number.')
  .min(0, 'The number in stock cannot be negative.')
  .max(100_000, 'Please check the number in stock.')
  .nullable();

export const variantSchema = z.object({
  name: singleLineString()
    .trim()
    .min(1, 'Please name each option, like “Large”.')
    .max(60, 'Please keep each option’s name under 60 characters.'),
  pricePence: pence,
  stock: stockCount,
});
export type ProductVariant = z.infer<typeof variantSchema>;

export const productFieldsSchema = z.object({
  shopId: singleLineString().min(1, 'Please choose the shop that sells it.').max(128),
  /**
   * The shop's seller, copied from the shop when the product is saved (null for the organisation's
   * shop): what lets the engine show a seller their own products. firestore.rules checks it against the shop.
   */
  ownerUid: singleLineString().max(128).nullable(),
  pricePence: pence,
  currency: z.literal('GBP'),
  stock: stockCount,
  /** More photos, after the main one (the base content's `image`). */
  images: z.array(imageSchema).max(20, 'Please keep to 20 photos.'),
  variants: z
    .array(variantSchema)
    .max(MAX_VARIANTS, `Please keep to ${MAX_VARIANTS} options.`)
    .refine((variants) => new Set(variants.map((variant) => variant.name.trim())).size === variants.length, {
      message: 'Two options have the same name: please make each one different.',
    }),
  category: singleLineString()
    .trim()
    .min(1, 'Please choose or type a category.')
    .max(40, 'Please keep the category under 40 characters.'),
});

export const productSchema = baseContentSchema.extend(productFieldsSchema.shape);
export type ProductItem = z.infer<typeof productSchema>;

export function emptyProduct(): Partial<ProductItem> {
  return {
    tags: [],
    shopId: '',
    ownerUid: null,
    pricePence: 0,
    currency: 'GBP',
    stock: null,
    images: [],
    variants: [],
    category: '',
  };
}

/** What a customer can choose: the variants, or the product itself as one choice named ''. */
export function productChoices(product: Pick<ProductItem, 'pricePence' | 'stock' | 'variants'>): ProductVariant[] {
  return product.variants.length > 0
    ? product.variants
    : [{ name: '', pricePence: product.pricePence, stock: product.stock }];
}

/** Stock the shelves hold in all (null: some of it is not counted). */
export function totalStock(product: Pick<ProductItem, 'pricePence' | 'stock' | 'variants'>): number | null {
  let total = 0;
  for (const choice of productChoices(product)) {
    if (choice.stock === null) return null;
    total += choice.stock;
  }
  return total;
}

export function isSoldOut(product: Pick<ProductItem, 'pricePence' | 'stock' | 'variants'>): boolean {
  return totalStock(product) === 0;
}

/** "£4.50", or "From £11.00" when its options cost different amounts. */
export function priceText(product: Pick<ProductItem, 'pricePence' | 'stock' | 'variants'>): string {
  const prices = productChoices(product).map((choice) => choice.pricePence);
  const lowest = Math.min(...prices);
  return prices.some((price) => price !== lowest) ? `From ${formatPence(lowest)}` : formatPence(lowest);
}

/** Before saving: the product's own price and stock summarise its variants (the table and cards read them). */
export function summariseVariants(product: ProductItem): ProductItem {
  if (product.variants.length === 0) return product;
  return {
    ...product,
    pricePence: Math.min(...product.variants.map((variant) => variant.pricePence)),
    stock: totalStock(product),
  };
}

/**
 * "Keep my version" in a product's save conflict: the editor's product with the server's stock, its own
 * and each variant's (matched by name; a variant the server does not have keeps the editor's count).
 * Confirming orders takes stock on the server, so an editor's older count would sell what is gone.
 */
export function withServerStock(mine: ProductItem, theirs: ProductItem): ProductItem {
  return {
    ...mine,
    stock: theirs.stock,
    variants: mine.variants.map((variant) => {
      const server = theirs.variants.find((item) => item.name === variant.name);
      return server ? { ...variant, stock: server.stock } : variant;
    }),
  };
}
