import { describe, expect, it, vi } from 'vitest';
import { formatBytes, persistenceWords, readStorageState, requestPersistentStorage } from './storage-state';

const storage = (overrides: Partial<StorageManager>) => ({ storage: overrides as StorageManager });

describe('requestPersistentStorage', () => {
  it('asks only when not already persistent', async () => {
    const persist = vi.fn(async () => true);
    expect(await requestPersistentStorage(storage({ persisted: async () => true, persist }))).toBe(true);
    expect(persist).not.toHaveBeenCalled();
    expect(await requestPersistentStorage(storage({ persisted: async () => false, persist }))).toBe(true);
    expect(persist).toHaveBeenCalledTimes(1);
  });

  it('says no when the browser has no such thing or throws', async () => {
    expect(await requestPersistentStorage(storage({}))).toBe(false);
    const persist = async () => {
      throw new Error('denied');
    };
    expect(await requestPersistentStorage(storage({ persisted: async () => false, persist }))).toBe(false);
  });
});

describe('readStorageState', () => {
  it('reports persistence and usage', async () => {
    const state = await readStorageState(
      storage({ persisted: async () => true, estimate: async () => ({ usage: 2048, quota: 1_000_000 }) }),
    );
    expect(state).toEqual({ persisted: true, usageBytes: 2048, quotaBytes: 1_000_000 });
  });
});

describe('formatBytes', () => {
  it.each([
    [undefined, 'unknown'],
    [512, '512 bytes'],
    [1536, '1.5 KB'],
    [5 * 1024 * 1024, '5.0 MB'],
    [300 * 1024 * 1024, '300 MB'],
  ])('%s → %s', (bytes, text) => {
    expect(formatBytes(bytes)).toBe(text);
  });
});

describe('persistenceWords', () => {
  it('says whether the offline copy is kept, in plain words', () => {
    expect(persistenceWords(undefined)).toBe('Checking…');
    expect(persistenceWords(true)).toMatch(/^Kept/);
    expect(persistenceWords(false)).toMatch(/may be cleared/i);
  });
});
