import * as z from 'zod';
import { formatPence, linesTotalPence, unitPriceOf } from '@/lib/money';
import type { OrderLine } from './order-schema';

/**
 * Stock for an order, worked out from the products as they are now (read inside the transaction that
 * writes the result). Pure: no Firebase. The security rules cannot look at fifty products per order, so
 * this is where each line is checked against its product: it exists, is in the order's shop, is on sale,
 * its variant still exists and its price is the price now (the rules check the price when the order is
 * placed; a seller may change it while the order waits). `stock: null` means made to order (not counted).
 */

const variantSchema = z.object({
  name: z.string(),
  pricePence: z.number(),
  stock: z.number().int().min(0).nullable(),
});
export type StockVariant = z.infer<typeof variantSchema>;

/** The parts of a product (docs/content-model.md `products`) that ordering reads; other fields are left alone. */
export const stockProductSchema = z.object({
  shopId: z.string(),
  title: z.string(),
  status: z.string(),
  publishAt: z.date().nullable().optional(),
  pricePence: z.number(),
  stock: z.number().int().min(0).nullable(),
  variants: z.array(variantSchema).default([]),
});
export type StockProduct = z.infer<typeof stockProductSchema>;

/** New stock for one product: `stock`, and `variants` when a variant's count changed. */
export interface StockChange {
  productId: string;
  stock: number | null;
  variants?: StockVariant[];
}

/** `lineIndex`: the line at fault, when one is (not for a total that does not add up). */
export type StockResult = { ok: true; changes: StockChange[] } | { ok: false; message: string; lineIndex?: number };

/** How a line is named to the seller: "Volunteer hoodie (Large)". */
export function lineName(line: Pick<OrderLine, 'name' | 'variant'>): string {
  return line.variant ? `${line.name} (${line.variant})` : line.name;
}

function isOnSale(product: StockProduct, now: Date): boolean {
  return product.status === 'published' && (product.publishAt == null || product.publishAt <= now);
}

/** Why a line cannot be confirmed as its product is now, or null when it can. */
function lineProblem(line: OrderLine, product: StockProduct | undefined, shopId: string, now: Date): string | null {
  const name = lineName(line);
  if (!product) return `${name} is no longer in the shop, so this order cannot be confirmed as it is.`;
  if (product.shopId !== shopId) return `${name} belongs to another shop, so this order cannot be confirmed.`;
  if (!isOnSale(product, now)) return `${name} is not on sale at the moment, so this order cannot be confirmed.`;
  if (line.variant !== '' && !product.variants.some((variant) => variant.name === line.variant)) {
    return `${line.name} no longer comes in “${line.variant}”, so this order cannot be confirmed as it is.`;
  }
  if (line.variant === '' && product.variants.length > 0) {
    return `${line.name} now comes in several options and the order does not say which, so it cannot be confirmed as it is.`;
  }
  const price = unitPriceOf(product, line.variant);
  if (price !== null && price !== line.pricePence) {
    return `${name} costs ${formatPence(price)} now, not ${formatPence(line.pricePence)} as in the order, so this order cannot be confirmed as it is.`;
  }
  return null;
}

function shortMessage(line: OrderLine, left: number, asked: number): string {
  const name = lineName(line);
  return left === 0
    ? `${name} is sold out; the order asks for ${asked}.`
    : `Only ${left} of ${name} left; the order asks for ${asked}.`;
}

/** The product's own count when it has variants: their sum, if every one is counted; else unchanged. */
function summedStock(product: StockProduct, variants: StockVariant[]): number | null {
  if (variants.length === 0 || variants.some((variant) => variant.stock === null)) return product.stock;
  return variants.reduce((sum, variant) => sum + (variant.stock ?? 0), 0);
}

/**
 * Applies `sign × quantity` of every line to copies of the products' counts. Lines for the same product
 * (or the same variant) add up. Returns the new counts per product, and, when taking, the first line
 * whose stock is short (with the total asked for that product or variant).
 */
function moveStock(
  lines: readonly OrderLine[],
  products: ReadonlyMap<string, StockProduct>,
  sign: 1 | -1,
): { changes: StockChange[]; short?: { lineIndex: number; left: number; asked: number } } {
  const working = new Map<string, { stock: number | null; variants: StockVariant[]; touchedVariants: boolean }>();
  const asked = new Map<string, number>();
  for (const line of lines) {
    const key = `${line.productId}\n${line.variant}`;
    asked.set(key, (asked.get(key) ?? 0) + line.quantity);
  }
  let short: { lineIndex: number; left: number; asked: number } | undefined;
  lines.forEach((line, lineIndex) => {
    const product = products.get(line.productId);
    if (!product) return;
    let entry = working.get(line.productId);
    if (!entry) {
      entry = {
        stock: product.stock,
        variants: product.variants.map((variant) => ({ ...variant })),
        touchedVariants: false,
      };
      working.set(line.productId, entry);
    }
    const variant = line.variant === '' ? undefined : entry.variants.find((v) => v.name === line.variant);
    if (line.variant !== '' && !variant) return;
    const before = variant ? variant.stock : entry.stock;
    if (before === null) return;
    if (sign === -1 && before < line.quantity && !short) {
      // Report the original count against the total asked (two lines of the same item add up).
      const original = variant
        ? (product.variants.find((v) => v.name === line.variant)?.stock ?? 0)
        : (product.stock ?? 0);
      short = { lineIndex, left: original, asked: asked.get(`${line.productId}\n${line.variant}`) ?? line.quantity };
    }
    const after = Math.max(0, before + sign * line.quantity);
    if (variant) {
      variant.stock = after;
      entry.touchedVariants = true;
    } else {
      entry.stock = after;
    }
  });
  const changes: StockChange[] = [];
  for (const [productId, entry] of working) {
    const product = products.get(productId);
    if (!product) continue;
    if (entry.touchedVariants) {
      changes.push({
        productId,
        stock: summedStock(product, entry.variants),
        variants: entry.variants,
      });
    } else if (entry.stock !== product.stock) {
      changes.push({ productId, stock: entry.stock });
    }
  }
  return short ? { changes, short } : { changes };
}

/**
 * Confirming: every line must still be orderable, and every counted line must have enough stock, or
 * the whole confirmation is refused, naming the first line at fault. Otherwise the new counts.
 */
export function stockForConfirming(
  order: { shopId: string; items: readonly OrderLine[]; totals?: { itemsPence: number; totalPence: number } },
  products: ReadonlyMap<string, StockProduct | undefined>,
  now: Date = new Date(),
): StockResult {
  if (order.totals) {
    const sum = linesTotalPence(order.items.map((line) => ({ unitPence: line.pricePence, quantity: line.quantity })));
    if (order.totals.itemsPence !== sum || order.totals.totalPence !== sum) {
      return {
        ok: false,
        message: `The order’s total (${formatPence(order.totals.totalPence)}) is not what its lines add up to (${formatPence(sum)}), so it cannot be confirmed as it is.`,
      };
    }
  }
  const known = new Map<string, StockProduct>();
  for (const [lineIndex, line] of order.items.entries()) {
    const product = products.get(line.productId);
    const problem = lineProblem(line, product, order.shopId, now);
    if (problem) return { ok: false, message: problem, lineIndex };
    if (product) known.set(line.productId, product);
  }
  const { changes, short } = moveStock(order.items, known, -1);
  if (short) {
    const line = order.items[short.lineIndex];
    if (line) return { ok: false, message: shortMessage(line, short.left, short.asked), lineIndex: short.lineIndex };
  }
  return { ok: true, changes };
}

/**
 * Cancelling an order whose stock was taken: the counts go back up. Never refused: a product since
 * deleted, moved to another shop, or a variant since removed, is skipped (there is nothing to put back
 * into), and made-to-order lines were never counted.
 */
export function stockForReturning(
  order: { shopId: string; items: readonly OrderLine[] },
  products: ReadonlyMap<string, StockProduct | undefined>,
): StockChange[] {
  const known = new Map<string, StockProduct>();
  for (const line of order.items) {
    const product = products.get(line.productId);
    if (product && product.shopId === order.shopId) known.set(line.productId, product);
  }
  return moveStock(order.items, known, 1).changes;
}
