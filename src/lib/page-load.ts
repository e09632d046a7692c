/**
 * Work that waits for the page: once it has loaded, and once the browser is also idle. On a prerendered page
 * the app's code itself starts after the load event, so these check rather than wait.
 */
export function whenLoaded(start: () => void): void {
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
}

export function whenLoadedAndIdle(start: () => void): void {
  whenLoaded(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(start, { timeout: 3_000 });
    else setTimeout(start, 500);
  });
}
