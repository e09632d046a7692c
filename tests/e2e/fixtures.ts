import { test as base } from '@playwright/test';
import { keepOfflineAcrossNavigations } from './offline-state';

/**
 * Pages arrive prerendered, so links and buttons are on screen before the app has started; a
 * person clicking that early gets a full page load, which is fine, but tests that check in-app
 * behaviour must wait until the app has taken over (`html[data-app-ready]`).
 */
// A test may end offline: each has its own context. Going back online as a last step starts the app's
// reload for code it could not fetch offline, and closing the context during that reload kept Chromium 156
// from closing for the whole test timeout (3 runs in 6 of offline.spec).
export const test = base.extend({
  context: async ({ context }, provide) => {
    await keepOfflineAcrossNavigations(context);
    await provide(context);
  },
  page: async ({ page, javaScriptEnabled }, provide) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      const ready = () => page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      page.goto = async (...args) => {
        const response = await goto(...args);
        await ready();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await ready();
        return response;
      };
    }
    await provide(page);
  },
});

export { expect } from '@playwright/test';

/**
 * For a spec about nothing the service worker does: none is installed, which spares each test the
 * precache's few hundred requests on a shared 2-core machine (routes.spec.ts ran in 46–49 s without one
 * against 55 s with it). Call it at the top of the file, as `test.use`.
 */
export function withoutServiceWorker(): void {
  test.use({ serviceWorkers: 'block' });
}
