/** Lets the browser handle input and paint before the next piece of work. */
export function yieldToBrowser(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (typeof scheduler?.yield === 'function') return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * Loads a module after its heaviest libraries, each started in a task of its own. The browser runs a
 * newly loaded module together with everything it imports in one go, and for a page that needs the
 * form checks (zod) and repeat rules (rrule) that was 50 to 100 ms on a mid-range phone during which
 * a tap did nothing; loaded first, each library runs on its own and the page's code after it. A
 * library that fails to load fails the whole import, as a single import would.
 */
export async function importInStages<Module>(
  libraries: readonly (() => Promise<unknown>)[],
  load: () => Promise<Module>,
): Promise<Module> {
  for (const library of libraries) {
    await library();
    await yieldToBrowser();
  }
  return load();
}

let firstRender: Promise<void> = Promise.resolve();
let releaseFirstRender: () => void = () => undefined;

/**
 * Called by the app's entry before its first render; `browserIdle` then waits for `firstRenderDone`. React
 * adopts a prerendered page's markup in slices and the browser can be idle between them (while a page's code
 * loads): a store changed then would make React render again at once, and a component showing this device's
 * state (a follow, "Ready to use offline") would no longer match the page, so React would throw the page's
 * markup away and build it all anew.
 */
export function holdIdleWorkUntilFirstRender(): void {
  firstRender = new Promise((resolve) => {
    releaseFirstRender = resolve;
  });
}

/** Settles once the app's first render is on the page (at once where the app has not asked to wait for it). */
export function afterFirstRender(): Promise<void> {
  return firstRender;
}

/** The app's first render is on the page (AppProviders). */
export function firstRenderDone(): void {
  releaseFirstRender();
}

/**
 * Settles when the browser is idle, at most `timeoutMs` later (soon where it cannot say), and never before the
 * app's first render is on the page (holdIdleWorkUntilFirstRender).
 *
 * For writes to a store that nothing is waiting on: when a store that components read changes while React
 * renders in the background (a transition, as the app's first render is), React throws that work away and
 * renders the whole view again at once so no part shows the old value, one long task on a phone (measured
 * 29 November 2026: 200 to 500 ms at 4× CPU slowdown, when the device's follows or "Ready to use offline"
 * arrived during the first render). The browser is not idle while React renders.
 */
export async function browserIdle(timeoutMs: number): Promise<void> {
  await firstRender;
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    else setTimeout(resolve, 0);
  });
}
