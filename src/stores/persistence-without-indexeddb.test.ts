// No fake-indexeddb here: this file checks what happens when IndexedDB is missing or broken.
import { afterEach, describe, expect, it, vi } from 'vitest';

const parseNumber = (raw: unknown) => (typeof raw === 'number' ? raw : undefined);

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

/** Fresh modules, so idb-keyval opens its store against the IndexedDB stubbed below. */
async function freshPersistence() {
  vi.resetModules();
  return import('./persistence');
}

describe('when IndexedDB throws (some private browsing modes)', () => {
  it('keeps defaults, loses no other work and warns once rather than on every call', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const error = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const persistence = await freshPersistence();

    expect(await persistence.readStored('darkMode', parseNumber)).toBeUndefined();
    expect(await persistence.readStored('seasonalTheme', parseNumber)).toBeUndefined();
    persistence.writeStored('darkMode', 1);
    await expect(persistence.flushStored()).resolves.toBeUndefined();

    expect(warn).toHaveBeenCalledTimes(1);
    expect(error).not.toHaveBeenCalled();
  });
});

describe('when IndexedDB is missing', () => {
  it('reads nothing and does not throw', async () => {
    vi.stubGlobal('indexedDB', undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const persistence = await freshPersistence();
    await expect(persistence.readStored('darkMode', parseNumber)).resolves.toBeUndefined();
    persistence.writeStored('darkMode', 1);
    await expect(persistence.flushStored()).resolves.toBeUndefined();
  });
});

describe('theme store over a broken IndexedDB', () => {
  it('keeps its defaults', async () => {
    vi.stubGlobal('indexedDB', {
      open: () => {
        throw new Error('boom');
      },
    });
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.resetModules();
    const theme = await import('./theme-store');
    await theme.hydrateTheme();
    expect({ ...theme.themeStore }).toEqual({ darkMode: 'System', seasonalTheme: 'spring' });
  });
});
