import { describe, expect, it } from 'vitest';
import { productJsonLd, schemaPrice, shopJsonLd } from './market-structured-data';
import type { ProductItem } from './product-schema';
import type { ShopItem } from './shop-schema';

const url = 'https://thornbury-hub.org.uk/shop/volunteer-hoodie';

describe('structured data', () => {
  it('writes prices from whole pence, with no floating point', () => {
    expect(schemaPrice(2800)).toBe('28.00');
    expect(schemaPrice(5)).toBe('0.05');
    expect(schemaPrice(123456)).toBe('1234.56');
  });

  it('a product has an Offer per option, in pounds, in or out of stock, collected in person', () => {
    const data = productJsonLd(
      {
        title: 'Volunteer hoodie',
        summary: 'Soft and warm.',
        category: 'Clothing',
        image: null,
        images: [],
        pricePence: 2800,
        stock: 5,
        variants: [
          { name: 'Small', pricePence: 2800, stock: 5 },
          { name: 'Extra large', pricePence: 3000, stock: 0 },
        ],
      } as unknown as ProductItem,
      url,
    );
    expect(data).toMatchObject({ '@type': 'Product', name: 'Volunteer hoodie', description: 'Soft and warm.' });
    expect(data.offers).toEqual([
      expect.objectContaining({
        name: 'Small',
        price: '28.00',
        priceCurrency: 'GBP',
        availability: 'https://schema.org/InStock',
      }),
      expect.objectContaining({ name: 'Extra large', price: '30.00', availability: 'https://schema.org/OutOfStock' }),
    ]);
  });

  it('a product without options has one Offer', () => {
    const data = productJsonLd(
      {
        title: 'Jam',
        summary: '',
        category: 'Preserves',
        image: null,
        images: [],
        pricePence: 450,
        stock: 0,
        variants: [],
      } as unknown as ProductItem,
      url,
    );
    expect(data.offers).toMatchObject({ price: '4.50', availability: 'https://schema.org/OutOfStock' });
  });

  it('a shop is a Store with its address and ways to pay', () => {
    const data = shopJsonLd(
      {
        title: 'Orchard Lane Growers',
        description: 'Apples.',
        image: null,
        location: 'Orchard Lane Farm gate',
        paymentOptions: ['cash', 'bank-transfer'],
        contact: { email: 'hello@orchard-lane.example', phone: null, website: null },
      } as unknown as ShopItem,
      'https://thornbury-hub.org.uk/market/orchard-lane-growers',
    );
    expect(data).toMatchObject({
      '@type': 'Store',
      paymentAccepted: 'Cash, Bank transfer',
      address: { streetAddress: 'Orchard Lane Farm gate' },
      email: 'hello@orchard-lane.example',
    });
  });
});
