import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clear } from 'idb-keyval';
import { holdIdleCallbacks } from '@/lib/browser-idle-fake';
import { lineKey, type BasketLineInput } from './basket';
import { countStoredItems, basketCount } from './basket-count';
import {
  addLineToBasket,
  basketStore,
  hydrateBasket,
  removeBasketLine,
  removeOrderedLines,
  resetBasketForTests,
  setBasketQuantity,
} from './basket-store';
import { DAMSON_JAM_LINE } from './order-test-helpers';
import { forgetOrderDrafts, readShopValue, SHOP_KEYS, shopDeviceStore, updateShopValue } from './shop-device';

const jam: BasketLineInput = { ...DAMSON_JAM_LINE, stockAsLastSeen: 3 };
const mug: BasketLineInput = { ...jam, shopId: 'community-hub-shop', productId: 'mug', name: 'Mug', variant: 'Cream' };

describe('the basket on the device', () => {
  beforeEach(async () => {
    resetBasketForTests();
    await clear(shopDeviceStore());
  });

  it('keeps the basket across a reload, within the stock last seen', async () => {
    expect(await addLineToBasket(jam, 2)).toEqual({ added: 2, problem: null });
    expect(await addLineToBasket(jam, 2)).toEqual({ added: 1, problem: 'stock-limit' });
    await addLineToBasket(mug, 1);
    expect(basketCount.count).toBe(4);

    // A new page load reads it back.
    resetBasketForTests();
    await hydrateBasket();
    expect(basketStore.lines.map((line) => [line.productId, line.quantity])).toEqual([
      ['damson-jam', 3],
      ['mug', 1],
    ]);
    expect(basketCount.count).toBe(4);
  });

  it('keeps a change made before the stored basket was read', async () => {
    await addLineToBasket(jam, 1);
    resetBasketForTests();
    // Tapped at once on a new page, before anything was read.
    await addLineToBasket(mug, 1);
    expect(basketStore.lines.map((line) => line.productId)).toEqual(['damson-jam', 'mug']);
  });

  describe('while the page is busy', () => {
    afterEach(() => vi.unstubAllGlobals());

    it('shows the basket read only when the browser is idle, and never over a change made meanwhile', async () => {
      await addLineToBasket(jam, 1);
      resetBasketForTests();
      const browser = holdIdleCallbacks();
      const reading = hydrateBasket();
      await vi.waitFor(() => expect(browser.held()).toBe(1));
      // Read, not shown yet: a store changed while React makes the page's first view makes it make it again.
      expect(basketStore.hydrated).toBe(false);
      // Tapped now: the change reads what is stored itself, and is shown at once.
      await addLineToBasket(mug, 1);
      expect(basketStore.lines.map((line) => line.productId)).toEqual(['damson-jam', 'mug']);
      browser.becomeIdle();
      await reading;
      expect(basketStore.lines.map((line) => line.productId)).toEqual(['damson-jam', 'mug']);
    });
  });

  it('changes quantities, removes lines and the lines an order took', async () => {
    await addLineToBasket(jam, 1);
    await addLineToBasket(mug, 1);
    await setBasketQuantity(lineKey(jam), 3);
    expect(basketStore.lines[0]?.quantity).toBe(3);
    await removeOrderedLines([jam]);
    expect(basketStore.lines.map((line) => line.productId)).toEqual(['mug']);
    await removeBasketLine(lineKey(mug));
    expect(basketStore.lines).toEqual([]);
    expect(await readShopValue(SHOP_KEYS.basket, (raw) => raw)).toEqual([]);
    expect(basketCount.count).toBe(0);
  });

  it('counts a stored basket for the header without trusting it', () => {
    expect(countStoredItems([{ quantity: 2 }, { quantity: 1 }, { quantity: 'lots' }, { quantity: 1e9 }, null])).toBe(3);
    expect(countStoredItems(undefined)).toBe(0);
  });
});

describe('signing out', () => {
  it('forgets the order forms’ drafts, and keeps the basket', async () => {
    await clear(shopDeviceStore());
    resetBasketForTests();
    await addLineToBasket(jam, 1);
    await updateShopValue(
      SHOP_KEYS.draft('castle-street-bakery-pantry'),
      (raw) => raw,
      () => ({ name: 'Priya' }),
      undefined,
    );
    await forgetOrderDrafts();
    expect(await readShopValue(SHOP_KEYS.draft('castle-street-bakery-pantry'), (raw) => raw)).toBeUndefined();
    expect(await readShopValue(SHOP_KEYS.basket, (raw) => raw)).toHaveLength(1);
  });
});
