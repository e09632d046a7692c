import { useMemo } from 'react';
import { useSnapshot } from 'valtio';
import { assembleDefinition } from '@/collections/assemble-definition';
import type { Parsed } from '@/collections/converter';
import type { OlderItems } from '@/collections/define-collection';
import { useBeyondWindow } from '@/collections/use-beyond-window';
import { useCollectionList } from '@/collections/use-collection';
import { usePageClock } from '@/hooks/use-page-clock';
import { connectivityStore } from '@/stores/connectivity-store';
import type { ProductItem } from './product-schema';
import { productsModel } from './products-model';
import type { ShopItem } from './shop-schema';
import { productsManifest, shopsManifest } from './shops-manifest';
import { shopsModel } from './shops-model';

/** Shops and products as the engine's hooks read them: the models alone, no views or editor. */
const shopsCollection = assembleDefinition(shopsManifest, shopsModel, {});
const productsCollection = assembleDefinition(productsManifest, productsModel, {});

export type Shop = Parsed<ShopItem>;
export type Product = Parsed<ProductItem>;

/** The published shops, by id (empty until loaded; offline, this device's copy). */
export function useShops(): Map<string, Shop> {
  const list = useCollectionList(shopsCollection, { audience: 'public' });
  const items = list.state === 'ready' ? list.value.items : undefined;
  return useMemo(() => new Map((items ?? []).map((shop) => [shop.id, shop])), [items]);
}

/** The published products, or undefined while they load. */
const NO_PRODUCTS: Product[] = [];

/** The products' window, with any read past it (the market's "Show more products"). */
export function useProducts(): { products: Product[] | undefined; older: OlderItems | undefined } {
  const list = useCollectionList(productsCollection, { audience: 'public' });
  const { online } = useSnapshot(connectivityStore);
  const now = usePageClock();
  const { items, older } = useBeyondWindow(
    productsCollection,
    list.state === 'ready' ? list.value.items : NO_PRODUCTS,
    online,
    now,
  );
  return { products: list.state === 'ready' ? items : undefined, older };
}

/** One shop's products: the products' window with the shop's id in the query (manifest `listedBy`). */
export function useShopProducts(shopId: string): Product[] | undefined {
  const filters = useMemo(() => [{ field: 'shopId', op: '==' as const, value: shopId }], [shopId]);
  const list = useCollectionList(productsCollection, { audience: 'public', filters });
  return list.state === 'ready' ? list.value.items : undefined;
}

export function shopPath(shop: Pick<ShopItem, 'slug'>): string {
  return `${shopsManifest.publicPath}/${shop.slug}`;
}

export function productPath(product: Pick<ProductItem, 'slug'>): string {
  return `${productsManifest.publicPath}/${product.slug}`;
}
