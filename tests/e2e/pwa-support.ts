import type { Page } from '@playwright/test';

/** Waits until the service worker is active and controls the page (reloading once if it must). */
export async function waitForServiceWorkerControl(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    if (registration.active?.state !== 'activated') {
      await new Promise<void>((resolve) => {
        registration.active?.addEventListener('statechange', () => {
          if (registration.active?.state === 'activated') resolve();
        });
      });
    }
  });
  const controlled = await page.evaluate(() => Boolean(navigator.serviceWorker.controller));
  if (!controlled) await page.reload();
  await page.waitForFunction(() => Boolean(navigator.serviceWorker.controller));
}

/** Waits until every precached file is in the cache, so offline visits do not depend on timing. */
export async function waitForPrecache(page: Page): Promise<void> {
  await page.waitForFunction(async () => {
    const keys = await caches.keys();
    const precache = keys.find((key) => key.startsWith('workbox-precache'));
    if (!precache) return false;
    const cached = await (await caches.open(precache)).keys();
    return cached.length > 10;
  });
}
