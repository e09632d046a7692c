import { expect, type Page } from '@playwright/test';

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

/**
 * Waits until every file of the app is kept for offline use, so offline visits do not depend on timing:
 * the precache is full once the worker is active, and the rest of the app's code (kept after the site is
 * ready, src/pwa/app-code-cache.ts) is asked for here, the worker answering when all of it is kept.
 */
export async function waitForPrecache(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller?.state === 'activated');
  await expect
    .poll(
      () =>
        page.evaluate(
          () =>
            new Promise<boolean>((resolve) => {
              const channel = new MessageChannel();
              channel.port1.onmessage = (event: MessageEvent<{ kept?: boolean }>) => resolve(event.data?.kept === true);
              navigator.serviceWorker.controller?.postMessage({ type: 'KEEP_APP_CODE' }, [channel.port2]);
            }),
        ),
      { timeout: 60_000 },
    )
    .toBe(true);
}

/** How many of Firebase's SDK files the service worker keeps for offline use on this device. */
export function keptFirebaseFiles(page: Page): Promise<number> {
  return page.evaluate(async () => {
    if (!(await caches.keys()).includes('firebase-code')) return 0;
    return (await (await caches.open('firebase-code')).keys()).length;
  });
}

/**
 * Waits until Firebase's code (app, Firestore, Auth) is kept for offline use: it is not precached,
 * the service worker keeps it once the app has loaded it.
 */
export async function waitForFirebaseCode(page: Page): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async () => {
          if (!(await caches.keys()).includes('firebase-code')) return [];
          const kept = await (await caches.open('firebase-code')).keys();
          return ['firestore', 'auth', 'app'].filter((name) =>
            kept.some((request) => new URL(request.url).pathname.startsWith(`/assets/firebase-sdk-${name}-`)),
          );
        }),
      { timeout: 20_000 },
    )
    .toEqual(['firestore', 'auth', 'app']);
}

/**
 * Waits until the app has kept every published item on the device (the offline copy it warms once it
 * has been online): what a page shows offline after a first visit.
 */
export async function waitForOfflineCopy(page: Page): Promise<void> {
  await expect
    .poll(() => page.evaluate(() => localStorage.getItem('offline-copy-warmed-at')), { timeout: 20_000 })
    .toMatch(/^\d+$/);
}
