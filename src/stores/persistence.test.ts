import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clear, get, set } from 'idb-keyval';
import {
  flushStored,
  readStored,
  removeStoredWhere,
  resetStorageWarningForTests,
  storedEntries,
  writeStored,
} from './persistence';

const parseNumber = (raw: unknown) => (typeof raw === 'number' ? raw : undefined);

beforeEach(async () => {
  await clear();
  resetStorageWarningForTests();
});

afterEach(() => {
  vi.useRealTimers();
});

describe('readStored', () => {
  it('returns a valid saved value', async () => {
    await set('k', 42);
    expect(await readStored('k', parseNumber)).toBe(42);
  });

  it('returns undefined for a missing or invalid value', async () => {
    expect(await readStored('missing', parseNumber)).toBeUndefined();
    await set('k', 'forty-two');
    expect(await readStored('k', parseNumber)).toBeUndefined();
  });
});

describe('writeStored', () => {
  it('gathers a burst of writes into one batch, the last value winning', async () => {
    vi.useFakeTimers();
    for (let index = 0; index < 50; index += 1) writeStored('k', index);
    expect(await get('k')).toBeUndefined();
    await vi.runAllTimersAsync();
    vi.useRealTimers();
    await flushStored();
    expect(await get('k')).toBe(49);
  });

  it('flushes at once on request', async () => {
    writeStored('a', 1);
    writeStored('b', 2);
    await flushStored();
    expect([await get('a'), await get('b')]).toEqual([1, 2]);
  });
});

describe('storedEntries and removeStoredWhere', () => {
  it('see queued writes as well as saved ones, and a removed queued write is never flushed', async () => {
    await set('draft:a', 1);
    await set('other', 2);
    writeStored('draft:b', 3);
    expect(new Map(await storedEntries('draft:'))).toEqual(
      new Map([
        ['draft:a', 1],
        ['draft:b', 3],
      ]),
    );
    await removeStoredWhere('draft:', (_key, value) => value !== 1);
    await flushStored();
    expect(await storedEntries('draft:')).toEqual([['draft:a', 1]]);
    expect(await get('draft:b')).toBeUndefined();
    expect(await get('other')).toBe(2);
  });
});
