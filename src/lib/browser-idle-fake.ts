import { vi } from 'vitest';

/**
 * For tests: the browser stays busy (requestIdleCallback callbacks are held) until the test says it is
 * idle. Undo with `vi.unstubAllGlobals()`.
 */
export function holdIdleCallbacks(): { held: () => number; becomeIdle: () => void } {
  const callbacks: (() => void)[] = [];
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => callbacks.push(callback));
  return {
    held: () => callbacks.length,
    becomeIdle: () => {
      for (const callback of callbacks.splice(0)) callback();
    },
  };
}
