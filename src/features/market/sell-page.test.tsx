// @vitest-environment happy-dom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { renderInRouter } from '@/components/router-test-helpers';
import type { StoredRequest } from '@/domains/seller-requests/seller-requests-data';
import { connectivityStore } from '@/stores/connectivity-store';
import { setSessionUser } from '@/stores/session-store';
import SellPage from './sell-page';

/**
 * The member's own request on /market/sell. Firestore cannot run here: the live read and the send are
 * stand-ins with the data module's interface, driven by each test (the real round trip is in
 * tests/e2e/seller-requests.spec.ts).
 */
const backend = vi.hoisted(() => ({
  watching: false,
  show: (_request: StoredRequest | undefined): void => undefined,
  reachServer: (): void => undefined,
  refuse: (): void => undefined,
}));
vi.mock('@/domains/seller-requests/seller-requests-data', () => ({
  watchOwnRequest: (_uid: string, onChange: (request: StoredRequest | undefined) => void) => {
    backend.show = onChange;
    backend.watching = true;
    return Promise.resolve(() => undefined);
  },
  sendRequest: (uid: string, fields: Record<string, unknown>) => {
    const sent = new Promise<void>((resolve, reject) => {
      backend.reachServer = () => {
        backend.show({ id: uid, data: { ...fields, createdAt: new Date() }, pending: false });
        resolve();
      };
      backend.refuse = () => {
        backend.show(undefined);
        reject(new Error('permission-denied'));
      };
    });
    // Firestore shows the device's copy at once.
    backend.show({ id: uid, data: { ...fields, createdAt: new Date() }, pending: true });
    return Promise.resolve({ sent });
  },
}));

async function askToSell(): Promise<void> {
  renderInRouter(<SellPage />, '/market/sell');
  await waitFor(() => expect(backend.watching).toBe(true));
  backend.show(undefined);
  fireEvent.change(await screen.findByRole('textbox', { name: /Shop or stall name/ }), {
    target: { value: 'Hive and Wick' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /What you would sell/ }), {
    target: { value: 'Honey and beeswax candles' },
  });
  fireEvent.click(screen.getByRole('button', { name: 'Ask to sell' }));
  await screen.findByText(connectivityStore.online ? 'Sending your request…' : /Saved on this device/);
}

beforeEach(() => {
  backend.watching = false;
  setSessionUser({ uid: 'demo-member', email: 'member@thornbury-hub.test', displayName: 'Mo Member' });
  connectivityStore.online = true;
});
afterEach(cleanup);

describe('asking to sell', () => {
  it('says "we have your request" only once the server has it', async () => {
    await askToSell();
    expect(screen.queryByText(/we have your request/)).toBeNull();
    backend.reachServer();
    expect(await screen.findByText(/we have your request/)).toBeTruthy();
  });

  it('keeps showing the request on its way when a read without it arrives meanwhile, not an empty form', async () => {
    await askToSell();
    backend.show(undefined);
    await waitFor(() => expect(screen.getByText('Sending your request…')).toBeTruthy());
    expect(screen.queryByRole('button', { name: 'Ask to sell' })).toBeNull();
  });

  it('offline, says the request is kept on this device until the connection returns', async () => {
    connectivityStore.online = false;
    await askToSell();
    expect(screen.getByText(/Saved on this device\. You are offline/)).toBeTruthy();
  });

  it('when the server refuses it, gives the form back with the answers and says it was not sent', async () => {
    await askToSell();
    backend.refuse();
    expect(await screen.findByText('Your request was not sent')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: /Shop or stall name/ }) as HTMLInputElement).value).toBe(
      'Hive and Wick',
    );
    expect((screen.getByRole('textbox', { name: /Your name/ }) as HTMLInputElement).value).toBe('Mo Member');
  });
});
