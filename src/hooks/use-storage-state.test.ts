// @vitest-environment happy-dom
import { act, renderHook, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useStorageState } from './use-storage-state';

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('useStorageState', () => {
  it('reads how the device keeps the offline copy, and asks to keep it, showing the new answer', async () => {
    let persisted = false;
    const persist = vi.fn(async () => {
      persisted = true;
      return true;
    });
    vi.stubGlobal('navigator', {
      storage: {
        persisted: async () => persisted,
        persist,
        estimate: async () => ({ usage: 2048, quota: 1_000_000 }),
      },
    });
    const { result } = renderHook(() => useStorageState());
    expect(result.current.storage).toBeUndefined();
    await waitFor(() =>
      expect(result.current.storage).toEqual({ persisted: false, usageBytes: 2048, quotaBytes: 1_000_000 }),
    );

    await act(() => result.current.keep());
    expect(persist).toHaveBeenCalledTimes(1);
    expect(result.current.storage?.persisted).toBe(true);
  });
});
