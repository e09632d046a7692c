import * as z from 'zod';
import { linesTotalPence } from '@/lib/money';
import { singleLineString } from '@/lib/plain-text';
import { MAX_LINE_QUANTITY, MAX_ORDER_LINES, MAX_PRICE_PENCE, orderLineSchema } from './order-schema';

/**
 * The basket: what a customer means to order, kept on their device (basket-store.ts keeps it in
 * IndexedDB). Pure functions over a list of lines, so every bound is tested without a browser. An order
 * goes to one shop, so the basket is grouped per shop: each shop's lines become one order request.
 */

export interface BasketLine {
  shopId: string;
  productId: string;
  productSlug: string;
  name: string;
  /** The variant's name ("Large"), '' when the product has none. */
  variant: string;
  /** The price of one, in pence, as last seen on the product. */
  unitPence: number;
  /** Where the variant is in the product's list (0 when it has none); absent on lines kept before it was. */
  variantIndex?: number;
  quantity: number;
  /** The stock as last seen (of the variant, when it has one); null when not counted (made to order). */
  stockAsLastSeen: number | null;
}

/** What the "Add to basket" button knows of a product and the choice made. */
export type BasketLineInput = Omit<BasketLine, 'quantity'>;

export const basketLineSchema = z.object({
  shopId: singleLineString().min(1).max(128),
  productId: singleLineString().min(1).max(128),
  productSlug: singleLineString().max(140),
  name: singleLineString().min(1).max(140),
  variant: singleLineString().max(60),
  unitPence: z.number().int().min(0).max(MAX_PRICE_PENCE),
  variantIndex: orderLineSchema.shape.variantIndex,
  quantity: z.number().int().min(1).max(MAX_LINE_QUANTITY),
  stockAsLastSeen: z.number().int().min(0).nullable(),
});

/** The same product and variant is one line. */
export const lineKey = (line: Pick<BasketLine, 'shopId' | 'productId' | 'variant'>): string =>
  `${line.shopId}\n${line.productId}\n${line.variant}`;

/** The most of a line the basket allows: 99, and no more than the stock last seen. */
export function maxQuantity(line: Pick<BasketLine, 'stockAsLastSeen'>): number {
  return line.stockAsLastSeen === null ? MAX_LINE_QUANTITY : Math.min(MAX_LINE_QUANTITY, line.stockAsLastSeen);
}

/** `quantity` brought within 1 and the line's most (0 when none are left). */
export function boundedQuantity(line: Pick<BasketLine, 'stockAsLastSeen'>, quantity: number): number {
  const most = maxQuantity(line);
  if (most < 1) return 0;
  const whole = Number.isFinite(quantity) ? Math.floor(quantity) : 1;
  return Math.max(1, Math.min(most, whole));
}

/**
 * The stored basket, checked line by line: a damaged line is dropped, not the whole basket; repeats
 * are merged into their first line; bounds are applied again (the storage is not to be trusted).
 */
export function parseBasket(raw: unknown): BasketLine[] | undefined {
  if (!Array.isArray(raw)) return undefined;
  let lines: BasketLine[] = [];
  for (const item of raw) {
    const result = basketLineSchema.safeParse(item);
    if (result.success) lines = addToBasket(lines, result.data, result.data.quantity).lines;
  }
  return lines;
}

/** Why an "Add" did not add all that was asked. */
export type AddProblem = 'sold-out' | 'stock-limit' | 'quantity-limit' | 'too-many-lines';

export const ADD_PROBLEM_TEXT: Record<AddProblem, string> = {
  'sold-out': 'Sorry, this is sold out.',
  'stock-limit': 'Your basket already has all that are left.',
  'quantity-limit': `You can order up to ${MAX_LINE_QUANTITY} of one item.`,
  'too-many-lines': `An order to one shop can have up to ${MAX_ORDER_LINES} different items. Send this order first, then start another.`,
};

/**
 * Adds `quantity` of a product (and variant) to the basket: to its line if there is one (its price,
 * name and stock updated to what was just seen), or as a new line. The quantity is bounded by the
 * stock as last seen and by 99; a shop's basket holds at most MAX_ORDER_LINES (5) lines.
 */
export function addToBasket(
  lines: readonly BasketLine[],
  input: BasketLineInput,
  quantity: number,
): { lines: BasketLine[]; added: number; problem: AddProblem | null } {
  const key = lineKey(input);
  const existing = lines.find((line) => lineKey(line) === key);
  const already = existing?.quantity ?? 0;
  const most = maxQuantity(input);
  if (most < 1) {
    // Sold out as last seen: a line already in the basket keeps its place, so the page can say so.
    return { lines: [...lines], added: 0, problem: 'sold-out' };
  }
  if (!existing && lines.filter((line) => line.shopId === input.shopId).length >= MAX_ORDER_LINES) {
    return { lines: [...lines], added: 0, problem: 'too-many-lines' };
  }
  const wanted = already + Math.max(0, Math.floor(quantity));
  const next = Math.min(most, wanted);
  const problem: AddProblem | null =
    next >= wanted ? null : most < MAX_LINE_QUANTITY ? 'stock-limit' : 'quantity-limit';
  if (next < 1) return { lines: [...lines], added: 0, problem };
  const line: BasketLine = { ...input, quantity: next };
  const updated = existing ? lines.map((item) => (lineKey(item) === key ? line : item)) : [...lines, line];
  return { lines: updated, added: Math.max(0, next - already), problem };
}

/** Sets a line's quantity (bounded); 0 or less removes it. */
export function setLineQuantity(lines: readonly BasketLine[], key: string, quantity: number): BasketLine[] {
  if (quantity < 1) return removeLine(lines, key);
  return lines.map((line) =>
    lineKey(line) === key ? { ...line, quantity: Math.max(1, boundedQuantity(line, quantity)) } : line,
  );
}

export function removeLine(lines: readonly BasketLine[], key: string): BasketLine[] {
  return lines.filter((line) => lineKey(line) !== key);
}

/** Removes the lines an order request took (after it was made); lines added since stay. */
export function removeOrdered(
  lines: readonly BasketLine[],
  ordered: readonly Pick<BasketLine, 'shopId' | 'productId' | 'variant'>[],
): BasketLine[] {
  const keys = new Set(ordered.map(lineKey));
  return lines.filter((line) => !keys.has(lineKey(line)));
}

/** One shop's part of the basket: what one order request holds. */
export interface ShopBasket {
  shopId: string;
  lines: BasketLine[];
  totalPence: number;
  itemCount: number;
}

/** The basket per shop, in the order shops were first added to it. */
export function groupByShop(lines: readonly BasketLine[]): ShopBasket[] {
  const shops = new Map<string, BasketLine[]>();
  for (const line of lines) shops.set(line.shopId, [...(shops.get(line.shopId) ?? []), line]);
  return [...shops].map(([shopId, shopLines]) => ({
    shopId,
    lines: shopLines,
    totalPence: linesTotalPence(shopLines),
    itemCount: shopLines.reduce((count, line) => count + line.quantity, 0),
  }));
}

/** How many items the basket holds in all (the header's count). */
export function itemCount(lines: readonly Pick<BasketLine, 'quantity'>[]): number {
  return lines.reduce((count, line) => count + line.quantity, 0);
}
