/**
 * "£4.00" or "£1,250.00", as Intl writes pounds in en-GB. Written out by hand: the first Intl number
 * format a page makes costs a slow phone about 45 ms, and every card shows a price.
 */
export function formatPence(amountPence: number): string {
  const pence = Math.round(Math.abs(amountPence));
  const pounds = String(Math.floor(pence / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${amountPence < 0 ? '−' : ''}£${pounds}.${String(pence % 100).padStart(2, '0')}`;
}

/** Pence from what someone typed ("12", "£12.50", "1,250.5"), or null when it is not an amount. */
export function parsePounds(text: string): number | null {
  const match = /^£?\s*(\d{1,3}(?:,\d{3})*|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim());
  if (!match?.[1]) return null;
  const pounds = Number(match[1].replace(/,/g, ''));
  const pence = Number((match[2] ?? '0').padEnd(2, '0'));
  return pounds * 100 + pence;
}

/**
 * Integer-pence arithmetic for baskets and orders. Prices are kept and added as whole pence, never as
 * pounds with a decimal point (0.1 + 0.2 is not 0.3 in floating point). Every result is checked to be a
 * safe integer, so a wrong input fails loudly instead of rounding quietly.
 */
function assertPence(value: number, what: string): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`${what} must be a whole number of pence, not ${value}.`);
  return value;
}

/** `unitPence` × `quantity`, in pence. */
export function multiplyPence(unitPence: number, quantity: number): number {
  assertPence(unitPence, 'A price');
  if (!Number.isSafeInteger(quantity) || quantity < 0) throw new RangeError(`A quantity must be a whole number ≥ 0.`);
  return assertPence(unitPence * quantity, 'A line total');
}

/** The sum of amounts in pence. */
export function sumPence(amounts: Iterable<number>): number {
  let total = 0;
  for (const amount of amounts) total += assertPence(amount, 'An amount');
  return assertPence(total, 'A total');
}

/** One line of a basket or order: the price of one, in pence, and how many. */
export interface PricedLine {
  unitPence: number;
  quantity: number;
}

/** A line's total in pence. */
export function lineTotalPence(line: PricedLine): number {
  return multiplyPence(line.unitPence, line.quantity);
}

/** The total of every line, in pence. */
export function linesTotalPence(lines: Iterable<PricedLine>): number {
  const totals: number[] = [];
  for (const line of lines) totals.push(lineTotalPence(line));
  return sumPence(totals);
}

/**
 * The price of one of a product, in pence: the chosen variant's own price when it has variants (each
 * variant has its own), otherwise the product's. Null when the variant is not (or no longer) offered.
 */
export function unitPriceOf(
  product: { pricePence: number; variants: readonly { name: string; pricePence: number }[] },
  variant: string,
): number | null {
  if (product.variants.length === 0) return variant === '' ? product.pricePence : null;
  return product.variants.find((item) => item.name === variant)?.pricePence ?? null;
}
