// @vitest-environment happy-dom
import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInRouter } from '@/components/router-test-helpers';
import { clear } from 'idb-keyval';
import { AddToBasket, type AddToBasketProduct } from './add-to-basket';
import { basketStore, resetBasketForTests } from './basket-store';
import { shopDeviceStore } from './shop-device';

const hoodie: AddToBasketProduct = {
  id: 'volunteer-hoodie',
  slug: 'volunteer-hoodie',
  title: 'Volunteer hoodie',
  shopId: 'community-hub-shop',
  pricePence: 2800,
  stock: 5,
  variants: [
    { name: 'Small', pricePence: 2800, stock: 0 },
    { name: 'Medium', pricePence: 2800, stock: 8 },
    { name: 'Extra large', pricePence: 3000, stock: 2 },
  ],
};

const show = (product: AddToBasketProduct) => renderInRouter(<AddToBasket product={product} />);

describe('Add to basket', () => {
  beforeEach(async () => {
    resetBasketForTests();
    await clear(shopDeviceStore());
  });
  afterEach(cleanup);

  it('starts on a variant in stock, shows its price and stock, and adds no more than are left', async () => {
    show(hoodie);
    const choice = screen.getByLabelText<HTMLSelectElement>('Choose');
    expect(choice.value).toBe('Medium');
    fireEvent.change(choice, { target: { value: 'Extra large' } });
    expect(screen.getByText('£30.00')).toBeTruthy();
    expect(screen.getByText('Only 2 left')).toBeTruthy();
    const quantity = screen.getByLabelText<HTMLSelectElement>('Quantity');
    expect([...quantity.options].map((option) => option.value)).toEqual(['1', '2']);
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(screen.getByText(/Added 1 to your basket/)).toBeTruthy());
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(basketStore.lines[0]?.quantity).toBe(2));
    // Both left are in the basket: nothing more can be added.
    await waitFor(() =>
      expect(screen.getByRole<HTMLButtonElement>('button', { name: 'Add to basket' }).disabled).toBe(true),
    );
    // Its place in the product's variants: how the rules find the price the order must have.
    expect(basketStore.lines[0]).toMatchObject({
      variant: 'Extra large',
      unitPence: 3000,
      variantIndex: 2,
      stockAsLastSeen: 2,
    });
  });

  it('says a sold-out variant is sold out and cannot be added', () => {
    show(hoodie);
    fireEvent.change(screen.getByLabelText('Choose'), { target: { value: 'Small' } });
    const button = screen.getByRole<HTMLButtonElement>('button', { name: 'Sold out' });
    expect(button.disabled).toBe(true);
    expect(screen.getAllByText('Sold out').length).toBeGreaterThan(0);
  });

  it('adds a product without variants at its own price', async () => {
    show({ ...hoodie, variants: [], stock: null, pricePence: 450 });
    expect(screen.queryByLabelText('Choose')).toBeNull();
    expect(screen.getByText('£4.50')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to basket' }));
    await waitFor(() => expect(basketStore.lines).toHaveLength(1));
    expect(basketStore.lines[0]).toMatchObject({
      variant: '',
      unitPence: 450,
      variantIndex: 0,
      stockAsLastSeen: null,
      quantity: 1,
    });
  });
});
