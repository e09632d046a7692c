import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStorage } from './memory-storage';
import {
  decideChunkFailure,
  handleChunkFailure,
  isChunkLoadError,
  isReloadingForChunk,
  reloadWhenBackOnline,
  LEAVING_MS,
  resetChunkGuardForTests,
  watchPageLeaving,
} from './chunk-reload-guard';

function fakeWindow(path: string, online = true, storage = memoryStorage(), controlled = false) {
  return {
    location: { pathname: path, reload: vi.fn() } as unknown as Location,
    navigator: { onLine: online, serviceWorker: { controller: controlled ? {} : null } } as unknown as Navigator,
    sessionStorage: storage,
  };
}

beforeEach(resetChunkGuardForTests);

describe('decideChunkFailure', () => {
  it('reloads the first time', () => {
    expect(decideChunkFailure(undefined, '/events', 1_000, true)).toBe('reload');
  });

  it('does not reload the same path again within 10 seconds', () => {
    expect(decideChunkFailure({ path: '/events', at: 1_000 }, '/events', 10_999, true)).toBe('show-error');
  });

  it('reloads again after the 10 seconds are up, or for another path', () => {
    expect(decideChunkFailure({ path: '/events', at: 1_000 }, '/events', 11_000, true)).toBe('reload');
    expect(decideChunkFailure({ path: '/events', at: 1_000 }, '/about', 2_000, true)).toBe('reload');
  });

  it('says offline rather than reloading with no network, unless the service worker keeps the app', () => {
    expect(decideChunkFailure(undefined, '/events', 1_000, false)).toBe('offline');
    expect(decideChunkFailure(undefined, '/events', 1_000, false, true)).toBe('reload');
    // That reload failed too: the page is not on this device, and another reload would loop.
    expect(decideChunkFailure({ path: '/events', at: 1_000 }, '/events', 3_000, false, true)).toBe('offline');
  });

  it('ignores a record from the future (clock changed)', () => {
    expect(decideChunkFailure({ path: '/events', at: 50_000 }, '/events', 1_000, true)).toBe('reload');
  });
});

describe('handleChunkFailure', () => {
  it('reloads once, and the record it leaves stops a second reload after the page comes back', () => {
    const storage = memoryStorage();
    const first = fakeWindow('/events', true, storage);
    expect(handleChunkFailure(first, 1_000)).toBe('reload');
    expect(first.location.reload).toHaveBeenCalledTimes(1);
    expect(isReloadingForChunk()).toBe(true);

    resetChunkGuardForTests(); // the reloaded page starts with fresh module state
    const second = fakeWindow('/events', true, storage);
    expect(handleChunkFailure(second, 5_000)).toBe('show-error');
    expect(second.location.reload).not.toHaveBeenCalled();
  });

  it('never reloads twice from the same page even if asked twice', () => {
    const win = fakeWindow('/events');
    handleChunkFailure(win, 1_000);
    handleChunkFailure(win, 1_001);
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('survives a corrupt record or blocked storage', () => {
    const storage = memoryStorage();
    storage.setItem('chunk-reload', '{not json');
    expect(handleChunkFailure(fakeWindow('/x', true, storage), 1_000)).toBe('reload');
    resetChunkGuardForTests();
    const blocked = memoryStorage();
    blocked.setItem = () => {
      throw new Error('QuotaExceededError');
    };
    expect(handleChunkFailure(fakeWindow('/x', true, blocked), 1_000)).toBe('reload');
  });

  it('does not reload offline without a service worker in control, and reloads once with one', () => {
    const win = fakeWindow('/events', false);
    expect(handleChunkFailure(win, 1_000)).toBe('offline');
    expect(win.location.reload).not.toHaveBeenCalled();

    const storage = memoryStorage();
    const controlled = fakeWindow('/events', false, storage, true);
    expect(handleChunkFailure(controlled, 1_000)).toBe('reload');
    expect(controlled.location.reload).toHaveBeenCalledTimes(1);
    resetChunkGuardForTests();
    const again = fakeWindow('/events', false, storage, true);
    expect(handleChunkFailure(again, 2_000)).toBe('offline');
    expect(again.location.reload).not.toHaveBeenCalled();
  });
});

describe('a download cut off because the visitor is leaving', () => {
  function leave(): void {
    const target = new EventTarget();
    watchPageLeaving(target as unknown as Window);
    target.dispatchEvent(new Event('beforeunload'));
  }

  it('does not reload over the address the visitor asked for', () => {
    vi.useFakeTimers();
    try {
      const win = fakeWindow('/blog/summer-fair', false, memoryStorage(), true);
      leave();
      expect(handleChunkFailure(win, Date.now())).toBe('leaving');
      expect(win.location.reload).not.toHaveBeenCalled();
      expect(isReloadingForChunk()).toBe(false);
    } finally {
      vi.useRealTimers();
    }
  });

  it('decides as usual once the page is still here after all (the departure was called off)', () => {
    vi.useFakeTimers();
    try {
      const win = fakeWindow('/events', true);
      const later = vi.fn();
      leave();
      expect(handleChunkFailure(win, Date.now(), later)).toBe('leaving');
      vi.advanceTimersByTime(LEAVING_MS);
      expect(later).toHaveBeenCalledWith('reload');
      expect(win.location.reload).toHaveBeenCalledTimes(1);

      // Long after a departure that was called off, a failure is handled at once.
      resetChunkGuardForTests();
      leave();
      vi.advanceTimersByTime(LEAVING_MS);
      const next = fakeWindow('/about', true);
      expect(handleChunkFailure(next, Date.now())).toBe('reload');
    } finally {
      vi.useRealTimers();
    }
  });
});

describe('isChunkLoadError', () => {
  it.each([
    'Failed to fetch dynamically imported module: http://x/assets/a.js',
    'Importing a module script failed.',
    'error loading dynamically imported module',
    'Unable to preload CSS for /assets/a.css',
  ])('recognises %s', (message) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(true);
  });

  it('ignores other errors', () => {
    expect(isChunkLoadError(new Error('Cannot read properties of undefined'))).toBe(false);
  });
});

describe('reloadWhenBackOnline', () => {
  function offlineWindow() {
    const target = new EventTarget();
    const win = Object.assign(target, fakeWindow('/events/repair-cafe', false));
    return win as unknown as Window & {
      location: { reload: ReturnType<typeof vi.fn> };
      navigator: { onLine: boolean };
    };
  }
  const failedImport = new TypeError('Failed to fetch dynamically imported module: /assets/firebase-sdk-app.js');

  it('loads the page again, once, when the connection returns after code failed to download offline', () => {
    const win = offlineWindow();
    reloadWhenBackOnline(failedImport, win);
    reloadWhenBackOnline(failedImport, win);
    expect(win.location.reload).not.toHaveBeenCalled();
    win.navigator.onLine = true;
    win.dispatchEvent(new Event('online'));
    win.dispatchEvent(new Event('online'));
    expect(win.location.reload).toHaveBeenCalledTimes(1);
  });

  it('does nothing for other errors, or when the failure happened online', () => {
    const win = offlineWindow();
    reloadWhenBackOnline(new Error('permission-denied'), win);
    win.navigator.onLine = true;
    reloadWhenBackOnline(failedImport, win);
    win.dispatchEvent(new Event('online'));
    expect(win.location.reload).not.toHaveBeenCalled();
  });
});
