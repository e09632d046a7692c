import { beforeEach, describe, expect, it } from 'vitest';
import { connectivityStore, setDatabaseConnected, watchConnectivity } from './connectivity-store';

function fakeWindow(onLine: boolean) {
  const target = new EventTarget() as EventTarget & { navigator: { onLine: boolean } };
  target.navigator = { onLine };
  return target;
}

beforeEach(() => {
  connectivityStore.databaseConnected = undefined;
});

describe('connectivity', () => {
  it('follows the browser’s online and offline events', () => {
    const target = fakeWindow(true);
    const stop = watchConnectivity(target as unknown as Window);
    expect(connectivityStore.online).toBe(true);
    target.navigator.onLine = false;
    target.dispatchEvent(new Event('offline'));
    expect(connectivityStore.online).toBe(false);
    target.navigator.onLine = true;
    target.dispatchEvent(new Event('online'));
    expect(connectivityStore.online).toBe(true);
    stop();
  });

  it('counts as offline when the database lost its connection, even if the browser has a network', () => {
    const stop = watchConnectivity(fakeWindow(true) as unknown as Window);
    setDatabaseConnected(false);
    expect(connectivityStore.online).toBe(false);
    setDatabaseConnected(true);
    expect(connectivityStore.online).toBe(true);
    stop();
  });

  it('stays offline when the browser has no network, whatever the database last said', () => {
    const stop = watchConnectivity(fakeWindow(false) as unknown as Window);
    setDatabaseConnected(true);
    expect(connectivityStore.online).toBe(false);
    stop();
  });
});
