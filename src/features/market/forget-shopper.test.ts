import 'fake-indexeddb/auto';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clear } from 'idb-keyval';
import {
  forgetShopperDetails,
  forgetShopperIfExpired,
  noteShopperActivity,
  SHOPPER_KEPT_DAYS,
  shopperExpired,
} from './forget-shopper';
import { newOrderId, type OutboxEntry } from './order-request';
import { jamOrderEntry } from './order-test-helpers';
import { readShopValue, SHOP_KEYS, shopDeviceStore, updateShopValue } from './shop-device';

/** Order ids as the app makes them (the outbox drops an entry whose id is not one). */
const ID = { anonymousSent: newOrderId(), memberWaiting: newOrderId(), anonymousWaiting: newOrderId() };
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.parse('2026-11-26T12:00:00Z');

function request(id: string, accountUid: string | null, state: OutboxEntry['state'] = 'waiting'): OutboxEntry {
  return jamOrderEntry(id, { accountUid, state });
}

const draft = { name: 'Priya Shah', email: 'priya@example.co.uk', phone: '07700 900123' };
const keep = <T>(key: string, value: T) =>
  updateShopValue(
    key,
    (raw) => raw as T,
    () => value,
    undefined,
  );
const stored = (key: string) => readShopValue(key, (raw) => raw);
const outboxIds = async () =>
  ((await stored(SHOP_KEYS.outbox)) as OutboxEntry[] | undefined)?.map((entry) => entry.id) ?? [];

describe('shopperExpired', () => {
  it(`is past keeping ${SHOPPER_KEPT_DAYS} days after the last order or typing, not before`, () => {
    expect(shopperExpired(NOW - 29 * DAY, NOW)).toBe(false);
    expect(shopperExpired(NOW - 30 * DAY + 1, NOW)).toBe(false);
    expect(shopperExpired(NOW - 30 * DAY, NOW)).toBe(true);
    expect(shopperExpired(NOW - 400 * DAY, NOW)).toBe(true);
    expect(shopperExpired(undefined, NOW)).toBe(false);
  });
});

describe('forgetting a visitor on this device', () => {
  beforeEach(async () => {
    await clear(shopDeviceStore());
    await keep(SHOP_KEYS.draft('castle-street-bakery-pantry'), draft);
    await keep(SHOP_KEYS.outbox, [request(ID.anonymousSent, null, 'refused'), request(ID.memberWaiting, 'u1')]);
  });

  it('forgets the order forms, the requests made without an account and the time noted; not an account’s', async () => {
    await noteShopperActivity(NOW);
    await forgetShopperDetails();
    expect(await stored(SHOP_KEYS.draft('castle-street-bakery-pantry'))).toBeUndefined();
    expect(await stored(SHOP_KEYS.shopperSeen)).toBeUndefined();
    expect(await outboxIds()).toEqual([ID.memberWaiting]);
  });

  it('forgets by itself 30 days after the last visit, signing the anonymous account out', async () => {
    await noteShopperActivity(NOW - 31 * DAY);
    const signOutAnonymous = vi.fn(async () => undefined);
    expect(await forgetShopperIfExpired(signOutAnonymous, NOW)).toBe(true);
    expect(signOutAnonymous).toHaveBeenCalledOnce();
    expect(await stored(SHOP_KEYS.draft('castle-street-bakery-pantry'))).toBeUndefined();
    expect(await outboxIds()).toEqual([ID.memberWaiting]);
  });

  it('keeps everything within the 30 days, and starts them when nothing was noted', async () => {
    const signOutAnonymous = vi.fn(async () => undefined);
    expect(await forgetShopperIfExpired(signOutAnonymous, NOW)).toBe(false);
    expect(await stored(SHOP_KEYS.shopperSeen)).toBe(NOW);
    expect(await forgetShopperIfExpired(signOutAnonymous, NOW + 29 * DAY)).toBe(false);
    expect(signOutAnonymous).not.toHaveBeenCalled();
    expect(await stored(SHOP_KEYS.draft('castle-street-bakery-pantry'))).toEqual(draft);
  });

  it('never forgets by itself while a request made without an account still waits to be sent', async () => {
    await keep(SHOP_KEYS.outbox, [request(ID.anonymousWaiting, null), request(ID.memberWaiting, 'u1')]);
    await noteShopperActivity(NOW - 31 * DAY);
    const signOutAnonymous = vi.fn(async () => undefined);
    expect(await forgetShopperIfExpired(signOutAnonymous, NOW)).toBe(false);
    expect(signOutAnonymous).not.toHaveBeenCalled();
    expect(await outboxIds()).toContain(ID.anonymousWaiting);
    expect(await stored(SHOP_KEYS.draft('castle-street-bakery-pantry'))).toEqual(draft);
  });
});
