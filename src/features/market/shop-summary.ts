import { useEffect, useState } from 'react';
import type { CollectionOption } from './order-request';

/**
 * What the basket and order pages need of a shop (contract: `shops/{id}`), read leniently: a field the
 * shop does not have yet reads as empty, so an older shop document still shows.
 */
export interface ShopSummary {
  id: string;
  name: string;
  slug: string;
  location: string | null;
  collectionInfo: string;
  collectionOptions: CollectionOption[];
  paymentOptions: string[];
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export function shopSummaryOf(id: string, data: Record<string, unknown>): ShopSummary {
  const options = Array.isArray(data.collectionOptions) ? (data.collectionOptions as unknown[]) : [];
  const payments = Array.isArray(data.paymentOptions) ? (data.paymentOptions as unknown[]) : [];
  return {
    id,
    name: text(data.title) || 'This shop',
    slug: text(data.slug),
    location: text(data.location) || null,
    collectionInfo: text(data.collectionInfo),
    collectionOptions: options.flatMap((option) => {
      const { id: optionId, label } = (option ?? {}) as { id?: unknown; label?: unknown };
      return typeof optionId === 'string' && typeof label === 'string' && optionId && label
        ? [{ id: optionId, label }]
        : [];
    }),
    paymentOptions: payments.filter((payment): payment is string => typeof payment === 'string'),
  };
}

/**
 * A shop, live, read from Firestore (this device's copy when offline); null until read or when it cannot
 * be. Firebase loads with the first page that asks.
 */
export function useShop(shopId: string | null): ShopSummary | null {
  const [shop, setShop] = useState<ShopSummary | null>(null);
  useEffect(() => {
    if (!shopId) return undefined;
    let stop: (() => void) | undefined;
    let stopped = false;
    void import('@/domains/orders/orders-data')
      .then((data) =>
        data.watchPublicDocument('shops', shopId, (found) => setShop(found ? shopSummaryOf(shopId, found) : null)),
      )
      .then(
        (unsubscribe) => {
          if (stopped) unsubscribe();
          else stop = unsubscribe;
        },
        () => undefined,
      );
    return () => {
      stopped = true;
      stop?.();
    };
  }, [shopId]);
  return shop;
}
