import type { Price } from './event-schema';

/**
 * "Free", "£4.00" or "£1,250.00", as Intl writes pounds in en-GB. Written out by hand: the first Intl
 * number format a page makes costs a slow phone about 45 ms, and every event card shows a price.
 */
export function priceText(price: Price): string {
  if (price.free) return 'Free';
  const pence = Math.round(price.amountPence);
  const pounds = String(Math.floor(pence / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `£${pounds}.${String(pence % 100).padStart(2, '0')}`;
}
