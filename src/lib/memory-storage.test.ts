import { afterEach, describe, expect, it, vi } from 'vitest';
import { browserLocalStorage, memoryStorage } from './memory-storage';

afterEach(() => vi.unstubAllGlobals());

describe('browserLocalStorage', () => {
  it('gives the browser’s localStorage', () => {
    const storage = memoryStorage({ season: 'winter' });
    vi.stubGlobal('window', { localStorage: storage });
    expect(browserLocalStorage()?.getItem('season')).toBe('winter');
  });

  it('gives nothing where the browser refuses it, rather than throwing', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      },
    });
    expect(browserLocalStorage()).toBeUndefined();
  });
});
