import { get } from 'idb-keyval';
import { proxy } from 'valtio';
import { SHOP_KEYS, shopDeviceStore } from './shop-device';

/**
 * How many items the basket holds, for the header's link: a number and a tiny reader, with none of the
 * basket's code, so the link costs the first page load next to nothing. basket-store.ts keeps it
 * current as the basket changes; other tabs' changes arrive on the channel.
 */
export const basketCount = proxy({ count: 0 });

export const BASKET_CHANNEL = 'community-basket';

/** Counts the items of a stored basket, trusting only whole positive quantities. */
export function countStoredItems(raw: unknown): number {
  if (!Array.isArray(raw)) return 0;
  let count = 0;
  for (const line of raw as { quantity?: unknown }[]) {
    const quantity = line?.quantity;
    if (typeof quantity === 'number' && Number.isInteger(quantity) && quantity > 0 && quantity < 100) count += quantity;
  }
  return count;
}

async function readCount(): Promise<void> {
  try {
    basketCount.count = countStoredItems(await get(SHOP_KEYS.basket, shopDeviceStore()));
  } catch {
    // No storage on this device: the count stays as this page knows it.
  }
}

let watching = false;

/** Reads the count from the device once, and again whenever another tab changes the basket. */
export function watchBasketCount(): void {
  if (watching) return;
  watching = true;
  void readCount();
  if (typeof BroadcastChannel === 'undefined') return;
  new BroadcastChannel(BASKET_CHANNEL).addEventListener('message', () => void readCount());
}
