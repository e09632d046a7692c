// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, screen } from '@testing-library/react';
import { renderInRouter } from '@/components/router-test-helpers';
import type { OrderRow } from './order-data';
import OrderPage from './seller-order-page';

const at = new Date('2026-11-21T10:00:00Z');
let customerEmail = '';

function order(): OrderRow {
  return {
    id: 'abc123',
    pending: false,
    shopId: 'shop',
    reference: 'ABC123',
    items: [{ productId: 'p', name: 'Jam', variant: '', quantity: 1, pricePence: 300 }],
    totals: { itemsPence: 300, totalPence: 300, currency: 'GBP' },
    customer: { name: 'Sam', email: customerEmail, phone: null, uid: 'customer' },
    collectionOptionId: '',
    collectionLabel: '',
    note: '',
    consent: true,
    status: 'requested',
    statusTimes: { requested: at },
    cancelReason: null,
    createdAt: at,
    updatedAt: at,
    updatedBy: 'customer',
  };
}

vi.mock('./use-seller-orders', () => ({
  useViewer: () => ({ uid: 'seller', editor: false }),
  useOrder: () => ({ kind: 'ready', value: order() }),
  useOrdersScope: () => ({ kind: 'loading' }),
  useStockReturns: () => undefined,
}));

afterEach(cleanup);

function showOrder(email: string) {
  customerEmail = email;
  renderInRouter([{ path: '/dashboard/orders/:orderId', element: <OrderPage /> }], '/dashboard/orders/abc123');
}

describe('the seller’s order page', () => {
  it('links to the customer’s email address encoded, so it cannot add recipients or a message', () => {
    showOrder('sam+jam@example.org');
    expect(screen.getByRole('link', { name: 'sam+jam@example.org' }).getAttribute('href')).toBe(
      'mailto:sam%2Bjam@example.org',
    );
    cleanup();
    showOrder('sam?cc=boss@example.org&body=Hello');
    expect(screen.getByRole('link', { name: 'sam?cc=boss@example.org&body=Hello' }).getAttribute('href')).toBe(
      'mailto:sam%3Fcc%3Dboss@example.org%26body%3DHello',
    );
  });
});
