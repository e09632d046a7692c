import type { Parsed } from '@/collections/converter';
import { productChoices, type ProductItem } from './product-schema';

/** The product grid's filters as the address keeps them (`?q=jam&category=Preserves&shop=…&inStock=1`). */
export interface ProductFilters {
  q: string;
  category: string;
  /** A shop's slug. */
  shop: string;
  /** '1' for "in stock only". */
  inStock: string;
}

export function readProductFilters(params: URLSearchParams): ProductFilters {
  return {
    q: params.get('q') ?? '',
    category: params.get('category') ?? '',
    shop: params.get('shop') ?? '',
    inStock: params.get('inStock') === '1' ? '1' : '',
  };
}

/** Something of it can be bought: an option with stock, or made to order. */
export function inStock(product: Pick<ProductItem, 'pricePence' | 'stock' | 'variants'>): boolean {
  return productChoices(product).some((choice) => choice.stock === null || choice.stock > 0);
}

/**
 * The products meeting the filters, A–Z. Every word searched for must appear in the title, summary,
 * category, tags or an option's name. `shop` is matched by the shop's slug, which the caller maps.
 */
export function filterProducts<Product extends Parsed<ProductItem>>(
  products: readonly Product[],
  filters: ProductFilters,
  shopSlugs: ReadonlyMap<string, string> = new Map(),
): Product[] {
  const words = filters.q.trim().toLowerCase().split(/\s+/).filter(Boolean);
  return products
    .filter((product) => {
      if (filters.category && product.category !== filters.category) return false;
      if (filters.shop && (shopSlugs.get(product.shopId) ?? product.shopId) !== filters.shop) return false;
      if (filters.inStock && !inStock(product)) return false;
      const text = [
        product.title,
        product.summary,
        product.category,
        product.tags.join(' '),
        product.variants.map((variant) => variant.name).join(' '),
      ]
        .join(' ')
        .toLowerCase();
      return words.every((word) => text.includes(word));
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));
}

/** The categories in use, A–Z, as select options. */
export function productCategories(
  products: readonly Pick<ProductItem, 'category'>[],
): { value: string; label: string }[] {
  return [...new Set(products.map((product) => product.category))]
    .sort((a, b) => a.localeCompare(b, 'en-GB'))
    .map((category) => ({ value: category, label: category }));
}
