import { absoluteSafeUrl } from '@/lib/safe-url';
import type { ProductItem } from './product-schema';
import { productChoices } from './product-schema';
import type { ShopItem } from './shop-schema';
import { PAYMENT_LABELS } from './shop-schema';

/** "12.50" from 1250: schema.org prices as text, made from whole pence without floating point. */
export function schemaPrice(pence: number): string {
  return `${Math.floor(pence / 100)}.${String(pence % 100).padStart(2, '0')}`;
}

function availability(stock: number | null): string {
  return stock === 0 ? 'https://schema.org/OutOfStock' : 'https://schema.org/InStock';
}

/**
 * schema.org `Product` with an `Offer` per choice (GBP, in or out of stock, collected in store), so
 * search engines can show the price and whether it is in stock. Plain data: runs in the browser and the build.
 */
export function productJsonLd(item: ProductItem, url: string): Record<string, unknown> {
  const offers = productChoices(item).map((choice) => ({
    '@type': 'Offer',
    ...(choice.name ? { name: choice.name } : {}),
    price: schemaPrice(choice.pricePence),
    priceCurrency: 'GBP',
    availability: availability(choice.stock),
    availableDeliveryMethod: 'https://schema.org/OnSitePickup',
    url,
  }));
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: item.title,
    url,
    category: item.category,
    offers: offers.length === 1 ? offers[0] : offers,
  };
  if (item.summary.trim()) data.description = item.summary.trim();
  const images = [item.image, ...item.images]
    .flatMap((image) => (image ? [absoluteSafeUrl(image.url, url)] : []))
    .filter((image): image is string => image !== null);
  if (images.length > 0) data.image = images.length === 1 ? images[0] : images;
  return data;
}

/** schema.org `Store` for a shop's page: what it sells, where to collect, how to pay and get in touch. */
export function shopJsonLd(item: ShopItem, url: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'Store',
    name: item.title,
    url,
    description: item.description,
    paymentAccepted: item.paymentOptions.map((option) => PAYMENT_LABELS[option]).join(', '),
    currenciesAccepted: 'GBP',
  };
  const logo = item.image ? absoluteSafeUrl(item.image.url, url) : null;
  if (logo) data.logo = logo;
  if (item.location?.trim()) {
    data.address = { '@type': 'PostalAddress', streetAddress: item.location.trim(), addressCountry: 'GB' };
  }
  if (item.contact?.phone) data.telephone = item.contact.phone;
  if (item.contact?.email) data.email = item.contact.email;
  return data;
}
