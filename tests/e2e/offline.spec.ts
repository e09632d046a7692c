import { expect, test } from './fixtures';
import { PUBLIC_PAGES } from './support';
import { waitForPrecache, waitForServiceWorkerControl } from './pwa-support';

test.describe('offline', () => {
  test('once visited, every public page opens with no network: reload, direct visits and in-app links', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);
    await expect(page.getByTestId('connection-status')).toHaveText('Online');

    await context.setOffline(true);
    await expect(page.getByTestId('connection-status')).toHaveText('Offline');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Thornbury Community Hub' })).toBeVisible();

    for (const { path, heading } of PUBLIC_PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page.getByTestId('connection-status')).toHaveText('Offline');
    }

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Privacy policy' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeVisible();
    await expect(page.getByText('UK GDPR').first()).toBeVisible();
    await context.setOffline(false);
  });

  test('an unknown address offline still shows the not-found page, not a browser error', async ({ page, context }) => {
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);
    await context.setOffline(true);
    await page.goto('/somewhere/else');
    await expect(page.getByTestId('error-message')).toHaveText('Page not found: /somewhere/else');
    await context.setOffline(false);
  });
});
