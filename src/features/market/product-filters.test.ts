import { describe, expect, it } from 'vitest';
import type { Parsed } from '@/collections/converter';
import { filterProducts, inStock, productCategories, readProductFilters } from './product-filters';
import type { ProductItem } from './product-schema';

function product(id: string, fields: Partial<ProductItem>): Parsed<ProductItem> {
  return {
    id,
    title: id,
    summary: '',
    tags: [],
    category: 'Preserves',
    shopId: 'pantry',
    pricePence: 100,
    stock: 3,
    variants: [],
    ...fields,
  } as Parsed<ProductItem>;
}

const jam = product('Damson jam', { summary: 'Made with damsons' });
const mug = product('Hub enamel mug', {
  category: 'Homeware',
  shopId: 'hub',
  stock: 0,
  variants: [{ name: 'Sage green', pricePence: 1100, stock: 0 }],
});
const cake = product('Lardy cake', { category: 'Cakes', stock: null });
const all = [mug, cake, jam];
const none = { q: '', category: '', shop: '', inStock: '' };

describe('the product grid’s filters', () => {
  it('reads them from the address', () => {
    expect(readProductFilters(new URLSearchParams('q=jam&category=Cakes&shop=hub&inStock=1'))).toEqual({
      q: 'jam',
      category: 'Cakes',
      shop: 'hub',
      inStock: '1',
    });
    expect(readProductFilters(new URLSearchParams('inStock=yes')).inStock).toBe('');
  });

  it('lists A–Z and finds words in the title, summary and option names', () => {
    expect(filterProducts(all, none).map((item) => item.id)).toEqual(['Damson jam', 'Hub enamel mug', 'Lardy cake']);
    expect(filterProducts(all, { ...none, q: 'DAMSONS made' }).map((item) => item.id)).toEqual(['Damson jam']);
    expect(filterProducts(all, { ...none, q: 'sage' }).map((item) => item.id)).toEqual(['Hub enamel mug']);
  });

  it('filters by category, by shop (its slug) and to what is in stock (made to order counts)', () => {
    expect(filterProducts(all, { ...none, category: 'Cakes' }).map((item) => item.id)).toEqual(['Lardy cake']);
    const slugs = new Map([['hub', 'community-hub-shop']]);
    expect(filterProducts(all, { ...none, shop: 'community-hub-shop' }, slugs).map((item) => item.id)).toEqual([
      'Hub enamel mug',
    ]);
    expect(filterProducts(all, { ...none, inStock: '1' }).map((item) => item.id)).toEqual(['Damson jam', 'Lardy cake']);
    expect(inStock(mug)).toBe(false);
    expect(inStock(cake)).toBe(true);
  });

  it('offers the categories in use, A–Z', () => {
    expect(productCategories(all).map((option) => option.value)).toEqual(['Cakes', 'Homeware', 'Preserves']);
  });
});
