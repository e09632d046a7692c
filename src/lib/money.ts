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
