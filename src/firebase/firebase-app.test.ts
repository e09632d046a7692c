import { describe, expect, it } from 'vitest';
import { cacheSizeFromEnv, DEFAULT_CACHE_SIZE_BYTES, settleWithin } from './firebase-app';

describe('Firestore cache size', () => {
  it('comes from VITE_FIRESTORE_CACHE_MB in whole megabytes', () => {
    expect(cacheSizeFromEnv('250')).toBe(250 * 1024 * 1024);
  });
  it.each([undefined, '', 'lots', '10', '2.5', '-100'])('falls back to 100 MB for %j', (value) => {
    expect(cacheSizeFromEnv(value)).toBe(DEFAULT_CACHE_SIZE_BYTES);
  });
});

describe('waiting a bounded time for the device’s copy to be cleared', () => {
  it('true when it is done in time; false when it fails or takes too long', async () => {
    expect(await settleWithin(Promise.resolve(), 1_000)).toBe(true);
    expect(await settleWithin(Promise.reject(new Error('blocked')), 1_000)).toBe(false);
    expect(await settleWithin(new Promise(() => undefined), 10)).toBe(false);
  });
});
