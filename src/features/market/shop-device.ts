import { createStore, delMany, get, keys, update, type UseStore } from 'idb-keyval';

/**
 * The shop's data kept on this device, in an IndexedDB database of its own (as documents kept offline
 * are): the basket, the order requests waiting to be sent, and the order forms' drafts. Not in
 * idb-keyval's default store, so the settings' batched writes and the basket never touch each other.
 */
export const SHOP_DATABASE = 'community-shop';
export const SHOP_STORE = 'keyval';

export const SHOP_KEYS = {
  basket: 'basket',
  outbox: 'orderOutbox',
  draft: (shopId: string) => `orderDraft/${shopId}`,
  /** When a visitor last ordered or typed into an order form here (forget-shopper.ts). */
  shopperSeen: 'shopperSeen',
} as const;

let database: UseStore | undefined;
export const shopDeviceStore = (): UseStore => (database ??= createStore(SHOP_DATABASE, SHOP_STORE));

/** For tests: the next use opens the database again. */
export function resetShopDeviceStoreForTests(): void {
  database = undefined;
}

/** Reads a value; missing, invalid or unreadable gives undefined. Never throws. */
export async function readShopValue<T>(key: string, parse: (raw: unknown) => T | undefined): Promise<T | undefined> {
  try {
    const raw: unknown = await get(key, shopDeviceStore());
    return raw === undefined ? undefined : parse(raw);
  } catch (error) {
    console.warn('Could not read the shop’s data on this device', error);
    return undefined;
  }
}

/**
 * Changes a value in one IndexedDB transaction (so two tabs changing the basket at once both count),
 * and returns the new value. Where the device cannot store anything, the change is worked out all the
 * same from `fallback` and returned (it then lasts until the page closes).
 */
export async function updateShopValue<T>(
  key: string,
  parse: (raw: unknown) => T | undefined,
  change: (current: T | undefined) => T,
  fallback: T | undefined,
): Promise<T> {
  let result: T | undefined;
  try {
    await update(
      key,
      (raw: unknown) => {
        result = change(raw === undefined ? undefined : parse(raw));
        return result;
      },
      shopDeviceStore(),
    );
  } catch (error) {
    console.warn('Could not keep the shop’s data on this device', error);
    result = change(fallback);
  }
  return result as T;
}

/** Whether any order request waits on this device (a cheap look, before the outbox's code loads). */
export async function ordersWaiting(): Promise<boolean> {
  const entries = await readShopValue(SHOP_KEYS.outbox, (raw) => (Array.isArray(raw) ? raw : undefined));
  return (entries?.length ?? 0) > 0;
}

/** Whether any order form's details are kept on this device. Never throws. */
export async function orderDraftsKept(): Promise<boolean> {
  try {
    return (await keys(shopDeviceStore())).some(
      (key) => typeof key === 'string' && key.startsWith(SHOP_KEYS.draft('')),
    );
  } catch {
    return false;
  }
}

/**
 * Forgets the order forms' drafts (names, email addresses, phone numbers): at sign-out, so the next
 * person on a shared device does not find them. Never throws.
 */
export async function forgetOrderDrafts(): Promise<void> {
  try {
    const drafts = (await keys(shopDeviceStore())).filter(
      (key) => typeof key === 'string' && key.startsWith(SHOP_KEYS.draft('')),
    );
    await delMany(drafts, shopDeviceStore());
  } catch (error) {
    console.warn('Could not forget the order forms on this device', error);
  }
}
