import { describe, expect, it } from 'vitest';
import { cacheSizeFromEnv, DEFAULT_CACHE_SIZE_BYTES } from './firebase-app';

describe('Firestore cache size', () => {
  it('comes from VITE_FIRESTORE_CACHE_MB in whole megabytes', () => {
    expect(cacheSizeFromEnv('250')).toBe(250 * 1024 * 1024);
  });
  it.each([undefined, '', 'lots', '10', '2.5', '-100'])('falls back to 100 MB for %j', (value) => {
    expect(cacheSizeFromEnv(value)).toBe(DEFAULT_CACHE_SIZE_BYTES);
  });
});
