import { useEffect } from 'react';
import { proxy, useSnapshot } from 'valtio';
import {
  addToBasket,
  itemCount,
  parseBasket,
  removeLine,
  removeOrdered,
  setLineQuantity,
  type AddProblem,
  type BasketLine,
  type BasketLineInput,
} from './basket';
import { browserIdle } from '@/lib/staged-import';
import { BASKET_CHANNEL, basketCount } from './basket-count';
import { readShopValue, SHOP_KEYS, updateShopValue } from './shop-device';

/**
 * The basket on this device: a valtio store the pages read, kept in IndexedDB (shop-device.ts) so it
 * survives reloads and works with no signal. Every change is made inside one IndexedDB transaction over
 * what is stored, so a change made before the stored basket was read, or in another tab at the same
 * moment, is never lost. Other open tabs are told, and read it again.
 */
export const basketStore = proxy<{ lines: BasketLine[]; hydrated: boolean }>({ lines: [], hydrated: false });

let channel: BroadcastChannel | undefined;
function tabs(): BroadcastChannel | undefined {
  if (typeof BroadcastChannel === 'undefined') return undefined;
  if (!channel) {
    channel = new BroadcastChannel(BASKET_CHANNEL);
    channel.addEventListener('message', () => void readBasket());
  }
  return channel;
}

function show(lines: BasketLine[]): void {
  basketStore.lines = lines;
  basketStore.hydrated = true;
  basketCount.count = itemCount(lines);
}

/** A basket read from the device is shown at most this long after it is read (see browserIdle). */
const SHOW_READ_WITHIN_MS = 1_000;

/** Changes made on this page so far: a read older than the latest change is not shown over it. */
let changesMade = 0;

async function readBasket(): Promise<void> {
  const changesBefore = changesMade;
  const lines = (await readShopValue(SHOP_KEYS.basket, parseBasket)) ?? [];
  // Usually read while the page's first view is being made: shown once the browser is idle, as a store
  // written meanwhile makes React make the view again at once (browserIdle).
  await browserIdle(SHOW_READ_WITHIN_MS);
  if (changesMade === changesBefore) show(lines);
}

let hydration: Promise<void> | undefined;

/** Reads the basket from the device, once per page load (later calls wait for the same read). */
export function hydrateBasket(): Promise<void> {
  tabs();
  hydration ??= readBasket();
  return hydration;
}

/** For tests: as at page load. */
export function resetBasketForTests(): void {
  hydration = undefined;
  channel?.close();
  channel = undefined;
  basketStore.lines = [];
  basketStore.hydrated = false;
  basketCount.count = 0;
}

async function change(apply: (lines: BasketLine[]) => BasketLine[]): Promise<BasketLine[]> {
  const lines = await updateShopValue(
    SHOP_KEYS.basket,
    parseBasket,
    (stored) => apply(stored ?? []),
    basketStore.lines.map((line) => ({ ...line })),
  );
  changesMade += 1;
  show(lines);
  tabs()?.postMessage({ type: 'changed' });
  return lines;
}

/** Adds to the basket; says how many were added and why not all, when not. */
export async function addLineToBasket(
  input: BasketLineInput,
  quantity: number,
): Promise<{ added: number; problem: AddProblem | null }> {
  let outcome: { added: number; problem: AddProblem | null } = { added: 0, problem: null };
  await change((lines) => {
    const result = addToBasket(lines, input, quantity);
    outcome = { added: result.added, problem: result.problem };
    return result.lines;
  });
  return outcome;
}

export const setBasketQuantity = (key: string, quantity: number) =>
  change((lines) => setLineQuantity(lines, key, quantity));

export const removeBasketLine = (key: string) => change((lines) => removeLine(lines, key));

/** After an order request is made: its lines leave the basket. */
export const removeOrderedLines = (ordered: readonly Pick<BasketLine, 'shopId' | 'productId' | 'variant'>[]) =>
  change((lines) => removeOrdered(lines, ordered));

/** The basket, live, read from the device on first use. */
export function useBasket(): { lines: readonly BasketLine[]; hydrated: boolean } {
  const snapshot = useSnapshot(basketStore);
  useEffect(() => {
    void hydrateBasket();
  }, []);
  return snapshot;
}
