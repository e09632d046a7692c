import { describe, expect, it } from 'vitest';
import {
  ADD_PROBLEM_TEXT,
  addToBasket,
  boundedQuantity,
  groupByShop,
  itemCount,
  lineKey,
  maxQuantity,
  parseBasket,
  removeLine,
  removeOrdered,
  setLineQuantity,
  type BasketLineInput,
} from './basket';
import { stockText } from './stock-text';

const honey: BasketLineInput = {
  shopId: 'castle-street-bakery-pantry',
  productId: 'thornbury-wildflower-honey',
  productSlug: 'thornbury-wildflower-honey',
  name: 'Thornbury wildflower honey',
  variant: '',
  unitPence: 750,
  stockAsLastSeen: 18,
};
const largePudding: BasketLineInput = {
  ...honey,
  productId: 'christmas-pudding',
  productSlug: 'christmas-pudding',
  name: 'Christmas pudding',
  variant: 'Large (serves 8)',
  unitPence: 2000,
  stockAsLastSeen: 2,
};
const tote: BasketLineInput = {
  shopId: 'community-hub-shop',
  productId: 'thornbury-tote-bag',
  productSlug: 'thornbury-tote-bag',
  name: 'Thornbury tote bag',
  variant: '',
  unitPence: 1200,
  stockAsLastSeen: null,
};

describe('the basket', () => {
  it('adds to one line per product and variant', () => {
    let { lines } = addToBasket([], honey, 2);
    ({ lines } = addToBasket(lines, honey, 1));
    ({ lines } = addToBasket(lines, largePudding, 1));
    ({ lines } = addToBasket(lines, { ...largePudding, variant: 'Small (serves 4)', unitPence: 1200 }, 1));
    expect(lines.map((line) => [line.name, line.variant, line.quantity])).toEqual([
      ['Thornbury wildflower honey', '', 3],
      ['Christmas pudding', 'Large (serves 8)', 1],
      ['Christmas pudding', 'Small (serves 4)', 1],
    ]);
  });

  it('never holds more than the stock last seen', () => {
    const first = addToBasket([], largePudding, 5);
    expect(first.lines[0]?.quantity).toBe(2);
    expect(first.added).toBe(2);
    expect(first.problem).toBe('stock-limit');
    const again = addToBasket(first.lines, largePudding, 1);
    expect(again.lines[0]?.quantity).toBe(2);
    expect(again.added).toBe(0);
    expect(again.problem).toBe('stock-limit');
    // Stock seen lower since: the line comes down to it.
    const lower = addToBasket(first.lines, { ...largePudding, stockAsLastSeen: 1 }, 0);
    expect(lower.lines[0]?.quantity).toBe(1);
  });

  it('adds nothing that is sold out', () => {
    const result = addToBasket([], { ...honey, stockAsLastSeen: 0 }, 1);
    expect(result).toEqual({ lines: [], added: 0, problem: 'sold-out' });
  });

  it('holds 1 to 99 of a line when the stock is not counted', () => {
    const result = addToBasket([], tote, 150);
    expect(result.lines[0]?.quantity).toBe(99);
    expect(result.problem).toBe('quantity-limit');
    expect(maxQuantity(tote)).toBe(99);
    expect(maxQuantity({ stockAsLastSeen: 3 })).toBe(3);
    expect(boundedQuantity(tote, 0)).toBe(1);
    expect(boundedQuantity(tote, 2.7)).toBe(2);
    expect(boundedQuantity({ stockAsLastSeen: 0 }, 5)).toBe(0);
  });

  it('holds at most 5 lines per shop (what the rules check in full), and more for another shop', () => {
    let lines = addToBasket([], tote, 1).lines;
    for (let index = 0; index < 5; index += 1) {
      lines = addToBasket(lines, { ...honey, productId: `jar-${index}` }, 1).lines;
    }
    const refused = addToBasket(lines, { ...honey, productId: 'jar-5' }, 1);
    expect(refused.problem).toBe('too-many-lines');
    expect(ADD_PROBLEM_TEXT['too-many-lines']).toBe(
      'An order to one shop can have up to 5 different items. Send this order first, then start another.',
    );
    expect(refused.lines).toHaveLength(6);
    // An existing line may still grow.
    expect(addToBasket(lines, { ...honey, productId: 'jar-3' }, 1).problem).toBeNull();
    expect(addToBasket(lines, { ...tote, productId: 'mug' }, 1).lines).toHaveLength(7);
  });

  it('sets quantities within bounds, and removes a line at zero', () => {
    const { lines } = addToBasket([], largePudding, 1);
    const key = lineKey(largePudding);
    expect(setLineQuantity(lines, key, 2)[0]?.quantity).toBe(2);
    expect(setLineQuantity(lines, key, 9)[0]?.quantity).toBe(2);
    expect(setLineQuantity(lines, key, 0)).toEqual([]);
    expect(removeLine(lines, key)).toEqual([]);
  });

  it('groups per shop, with each shop’s total in pence', () => {
    let { lines } = addToBasket([], honey, 3);
    ({ lines } = addToBasket(lines, tote, 2));
    ({ lines } = addToBasket(lines, largePudding, 1));
    const shops = groupByShop(lines);
    expect(shops.map((shop) => [shop.shopId, shop.lines.length, shop.totalPence, shop.itemCount])).toEqual([
      ['castle-street-bakery-pantry', 2, 3 * 750 + 2000, 4],
      ['community-hub-shop', 1, 2400, 2],
    ]);
    expect(itemCount(lines)).toBe(6);
    // Ordering one shop's lines leaves the other shop's.
    expect(removeOrdered(lines, shops[0]?.lines ?? [])).toEqual(shops[1]?.lines);
  });

  it('reads a stored basket line by line, dropping damage and applying the bounds again', () => {
    expect(parseBasket('nonsense')).toBeUndefined();
    const stored = [
      { ...honey, quantity: 2 },
      { ...honey, quantity: 1 },
      { ...largePudding, quantity: 40 },
      { ...tote, quantity: 1.5 },
      { ...tote, unitPence: 12.5, quantity: 1 },
      { name: 'Half a line' },
      null,
    ];
    expect(parseBasket(stored)?.map((line) => [line.productId, line.quantity])).toEqual([
      ['thornbury-wildflower-honey', 3],
      ['christmas-pudding', 2],
    ]);
  });

  it('says when stock is low or gone', () => {
    expect(stockText(2)).toBe('Only 2 left');
    expect(stockText(0)).toBe('Sold out');
    expect(stockText(40)).toBeNull();
    expect(stockText(null)).toBeNull();
  });
});
