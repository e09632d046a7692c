import { orderOutbox } from './order-outbox';
import { forgetOrderDrafts, orderDraftsKept, readShopValue, SHOP_KEYS, updateShopValue } from './shop-device';

/**
 * A visitor's orders on a shared device (issue 25): someone who orders without an account gets an
 * anonymous one on this device, and the order form keeps their name, email address and phone for the next
 * order. The next person at the library PC must not find them, so they can say "Forget me on this
 * device", and the device forgets them by itself this long after their last order or typing.
 */
export const SHOPPER_KEPT_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** When the shopper last ordered or typed into an order form here (ms), or undefined. */
const parseTime = (raw: unknown): number | undefined =>
  typeof raw === 'number' && Number.isFinite(raw) ? raw : undefined;

/** Notes that the shopper used the device now: their 30 days start again. */
export async function noteShopperActivity(now = Date.now()): Promise<void> {
  await updateShopValue(SHOP_KEYS.shopperSeen, parseTime, () => now, undefined);
}

/**
 * Whether the shopper's details are past keeping: 30 days since they last ordered or typed. Nothing noted
 * (a device from before this was noted) is not past it: the days start when the app next looks.
 */
export function shopperExpired(lastSeen: number | undefined, now: number, days = SHOPPER_KEPT_DAYS): boolean {
  return lastSeen !== undefined && now - lastSeen >= days * DAY_MS;
}

/** Order requests made without an account that still wait to be sent from this device. */
export const anonymousRequestsWaiting = (): Promise<number> => orderOutbox.countWaitingOf(null);

/** How long "Forget me" lets waiting requests reach the server before it asks about them. */
const SEND_FIRST_MS = 8_000;

/**
 * Before "Forget me" warns about requests waiting here: sends them (when online) and waits a little for
 * the server's answer, so a request the server already has is not reported as waiting, and one that can
 * go now does. Then counts what still waits.
 */
export async function anonymousRequestsStillWaiting(): Promise<number> {
  if ((await anonymousRequestsWaiting()) === 0) return 0;
  await orderOutbox.sendAndWait(SEND_FIRST_MS);
  return anonymousRequestsWaiting();
}

/**
 * Forgets what this device keeps of a visitor's orders: the order forms' details, the requests made
 * without an account (the caller has warned about any not sent yet) and the note of when they last came.
 * The anonymous account itself is signed out by the caller (with the device's copy of its orders).
 */
export async function forgetShopperDetails(): Promise<void> {
  await Promise.all([
    forgetOrderDrafts(),
    orderOutbox.forgetAccount(null),
    updateShopValue(SHOP_KEYS.shopperSeen, parseTime, () => undefined, undefined),
  ]);
}

/**
 * At start: past 30 days, the device forgets the visitor's details and signs out its anonymous account
 * (`signOutAnonymous`). A request still waiting to be sent is never forgotten silently: then nothing is.
 * Details kept from before the time was noted start their 30 days now. Returns whether it forgot.
 */
export async function forgetShopperIfExpired(
  signOutAnonymous: () => Promise<void>,
  now = Date.now(),
): Promise<boolean> {
  const lastSeen = await readShopValue(SHOP_KEYS.shopperSeen, parseTime);
  if (lastSeen === undefined) {
    if (await orderDraftsKept()) await noteShopperActivity(now);
    return false;
  }
  if (!shopperExpired(lastSeen, now) || (await anonymousRequestsWaiting()) > 0) return false;
  await forgetShopperDetails();
  await signOutAnonymous();
  return true;
}
