import type { BrowserContext } from '@playwright/test';

const installed = new WeakSet<BrowserContext>();

declare global {
  interface Window {
    /** Set by the tests while their context is offline (see keepOfflineAcrossNavigations). */
    __e2eOffline?: boolean;
  }
}

/**
 * Makes `context.setOffline` hold across navigations. Chromium 150 with Playwright 1.65 keeps failing
 * requests while offline, but a document loaded after going offline (a reload, a new address) reads
 * `navigator.onLine` as true, which no phone does: the app would think it is online. So the offline
 * state is kept in an init script that every new document runs, and open pages are told at once (before
 * the browser's own `online` event, so handlers of that event read the new state). Idempotent.
 */
export async function keepOfflineAcrossNavigations(context: BrowserContext): Promise<void> {
  if (installed.has(context)) return;
  installed.add(context);
  await context.addInitScript(() => {
    const real = Object.getOwnPropertyDescriptor(Navigator.prototype, 'onLine')?.get;
    Object.defineProperty(Navigator.prototype, 'onLine', {
      configurable: true,
      get(this: Navigator): boolean {
        if (window.__e2eOffline === true) return false;
        return real ? (real.call(this) as boolean) : true;
      },
    });
  });
  const setOffline = context.setOffline.bind(context);
  const tell = async (offline: boolean): Promise<void> => {
    await context.addInitScript((flag: boolean) => {
      window.__e2eOffline = flag;
    }, offline);
    await Promise.all(
      context.pages().map((page) =>
        page
          .evaluate((flag: boolean) => {
            window.__e2eOffline = flag;
          }, offline)
          // A page in the middle of loading picks the state up from the init script instead.
          .catch(() => undefined),
      ),
    );
  };
  context.setOffline = async (offline: boolean): Promise<void> => {
    if (offline) {
      await setOffline(true);
      await tell(true);
    } else {
      await tell(false);
      await setOffline(false);
    }
  };
}
