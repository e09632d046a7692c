import { expect, test } from './fixtures';
import { PUBLIC_PAGES } from './support';
import { keptFirebaseFiles, waitForPrecache, waitForServiceWorkerControl } from './pwa-support';

test.describe('offline', () => {
  test('once visited, every public page opens with no network: reload, direct visits and in-app links', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByTestId('connection-status')).toHaveText('Online');
    // The first visit says once that the site now works with no signal: its install held only what every
    // page runs, and this page's own code was kept before it said so; the rest of the app's code (here the
    // dashboard's) was not part of the install (src/pwa/app-code-cache.ts).
    await expect(page.getByTestId('offline-ready')).toHaveText('Ready to use offline');
    const kept = await page.evaluate(async () => {
      const files = async (name: string) =>
        (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname);
      const precache = (await caches.keys()).find((key) => key.startsWith('workbox-precache')) ?? '';
      return { precache: await files(precache), appCode: await files('app-code') };
    });
    expect(kept.precache.some((path) => /^\/assets\/index-[\w-]+\.js$/.test(path))).toBe(true);
    expect(kept.precache.filter((path) => /\/(dashboard-home-route|home-route)-/.test(path))).toEqual([]);
    expect(kept.appCode.filter((path) => path.startsWith('/assets/home-route-'))).toHaveLength(1);

    await context.setOffline(true);
    await expect(page.getByTestId('connection-status')).toHaveText('Offline');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Thornbury Community Hub' })).toBeVisible();
    await expect(page.getByTestId('connection-status')).toHaveText('Offline');
    await expect(page.getByTestId('offline-ready')).toHaveCount(0);

    // The rest of the app's code follows in the background; once it is kept, every page opens offline.
    await context.setOffline(false);
    await waitForPrecache(page);
    expect(
      await page.evaluate(async () =>
        (await (await caches.open('app-code')).keys()).some((request) =>
          new URL(request.url).pathname.startsWith('/assets/dashboard-home-route-'),
        ),
      ),
    ).toBe(true);
    await context.setOffline(true);

    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      // An article address the device has no copy of: offline, the app cannot tell a missing article from
      // one it has not saved yet (the warming of the offline copy may still be under way), and says which.
      const offlineHeading = path.startsWith('/blog/') ? /^Article not (available|saved on this device)$/ : heading;
      await expect(page.getByRole('heading', { level: 1, name: offlineHeading }), path).toBeVisible();
      await expect(page.getByTestId('connection-status')).toHaveText('Offline');
    }

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByText('UK GDPR').first()).toBeVisible();
  });

  test('an unknown address offline still shows the not-found page, not a browser error', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);
    await context.setOffline(true);
    await page.goto('/somewhere/else');
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /somewhere/else');
  });

  test('offline before the data code was ever fetched: pages say so plainly, then fill in when back online', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    // A first visit that never reached Firebase's code, which is kept on first use rather than precached.
    const firebaseCode = '**/assets/firebase-sdk-*';
    await context.route(firebaseCode, (route) => route.abort());
    await page.goto('/about');
    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);
    expect(await keptFirebaseFiles(page)).toBe(0);

    await context.setOffline(true);
    await context.unroute(firebaseCode);
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page.getByText('Not saved on this device yet')).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('error-message')).toHaveCount(0);

    for (const path of ['/dashboard', '/sign-in']) {
      await page.goto(path);
      await expect(page.getByTestId('sign-in-needs-connection'), path).toBeVisible({ timeout: 15_000 });
    }

    await page.goto('/events/repair-cafe');
    await expect(page.getByText(/has not been saved on this device yet/)).toBeVisible({ timeout: 15_000 });

    // Back online, the page carries on by itself (it loads again: a page keeps a failed import's failure
    // for its whole life), and Firebase's code is kept from then on. The browser's own `online` event may
    // already have started that load, so the nudge below may find the page gone.
    await context.setOffline(false);
    await page.evaluate(() => window.dispatchEvent(new Event('online'))).catch(() => undefined);
    await expect(page.getByRole('heading', { level: 1, name: 'Repair Café' })).toBeVisible({ timeout: 20_000 });
    await expect.poll(() => keptFirebaseFiles(page), { timeout: 20_000 }).toBeGreaterThanOrEqual(3);
  });
});
