/**
 * "Sold out", "Only 2 left", or null when there are plenty (more than five) or it is not counted (made
 * to order). One wording for the product page, its cards, Add to basket and the basket.
 */
export function stockText(stock: number | null): string | null {
  if (stock === null || stock > 5) return null;
  if (stock <= 0) return 'Sold out';
  return `Only ${stock} left`;
}
