// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, renderHook, waitFor } from '@testing-library/react';
import { sessionStore } from '@/stores/session-store';
import { watchShops } from './order-data';
import { useOrdersScope, useShopsInScope } from './use-seller-orders';

vi.mock('@/collections/firestore-access', () => ({ loadDatabase: () => Promise.resolve({}) }));
vi.mock('./order-data', () => ({
  countOrders: vi.fn(),
  watchOrder: vi.fn(),
  watchOrders: vi.fn(),
  watchStockToReturn: vi.fn(),
  watchShops: vi.fn((_db: unknown, _viewer: unknown, onChange: (shops: unknown[]) => void) => {
    onChange([{ id: 'jam', title: 'Jam stall', collectionOptions: [] }]);
    return () => undefined;
  }),
}));

function signIn(uid: string, roles: string[]) {
  Object.assign(sessionStore, { status: 'signed-in', uid, roles, rolesKnown: true });
}

beforeEach(() => {
  vi.mocked(watchShops).mockClear();
});
afterEach(cleanup);

describe('whose orders a person may see', () => {
  it('gives an editor every order without reading the shops, for the menu count', () => {
    signIn('ed', ['editor']);
    const { result } = renderHook(() => useOrdersScope());
    expect(result.current).toMatchObject({ kind: 'ready', value: { shops: [], scope: { all: true, shopIds: [] } } });
    expect(watchShops).not.toHaveBeenCalled();
  });

  it("reads a seller's own shops, which are their scope", async () => {
    signIn('seller', []);
    const { result } = renderHook(() => useOrdersScope());
    await waitFor(() =>
      expect(result.current).toMatchObject({ kind: 'ready', value: { scope: { all: false, shopIds: ['jam'] } } }),
    );
    expect(watchShops).toHaveBeenCalledWith(
      {},
      { uid: 'seller', editor: false },
      expect.any(Function),
      expect.any(Function),
    );
  });

  it("reads every shop for an editor's order pages, which show their names", async () => {
    signIn('ed', ['editor']);
    const { result } = renderHook(() => useShopsInScope());
    await waitFor(() => expect(result.current).toMatchObject({ kind: 'ready', value: { shops: [{ id: 'jam' }] } }));
  });
});
