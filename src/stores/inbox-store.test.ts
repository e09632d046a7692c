import { beforeEach, describe, expect, it, vi } from 'vitest';

const saved = vi.hoisted(() => new Map<string, unknown>());
vi.mock('@/stores/persistence', () => ({
  readStored: (key: string, parse: (raw: unknown) => unknown) =>
    Promise.resolve(saved.has(key) ? parse(saved.get(key)) : undefined),
  writeStored: (key: string, value: unknown) => saved.set(key, value),
}));

/** A fresh store, as after a reload (what was saved on the device stays). */
async function reload() {
  vi.resetModules();
  return import('./inbox-store');
}

beforeEach(() => saved.clear());

describe('the unhandled count', () => {
  it('is the server’s count, exact', async () => {
    const { inboxStore, setUnhandledMessages } = await reload();
    setUnhandledMessages(7);
    expect(inboxStore).toEqual({ unhandled: 7, exact: true });
  });

  it('offline, keeps the last count, marked as possibly out of date', async () => {
    const { inboxStore, keepLastUnhandledCount, setUnhandledMessages } = await reload();
    setUnhandledMessages(7);
    await keepLastUnhandledCount();
    expect(inboxStore).toEqual({ unhandled: 7, exact: false });
  });

  it('offline after a reload, shows the last count this device had', async () => {
    (await reload()).setUnhandledMessages(131);
    const { inboxStore, keepLastUnhandledCount } = await reload();
    expect(inboxStore.unhandled).toBeNull();
    await keepLastUnhandledCount();
    expect(inboxStore).toEqual({ unhandled: 131, exact: false });
  });

  it('offline with no count ever made on this device, stays unknown', async () => {
    const { inboxStore, keepLastUnhandledCount } = await reload();
    await keepLastUnhandledCount();
    expect(inboxStore.unhandled).toBeNull();
  });
});
