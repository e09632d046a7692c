import { expect, test } from './fixtures';

// Chunk failures happen when a page's code cannot be downloaded (a new release removed it, or the
// connection dropped mid-load), before a service worker could serve it; so no service worker here.
test.use({ serviceWorkers: 'block' });

/** Counts full page loads of this tab, across reloads. */
async function countDocumentLoads(page: import('@playwright/test').Page): Promise<() => Promise<number>> {
  await page.addInitScript(() => {
    const count = Number(sessionStorage.getItem('e2e-loads') ?? '0') + 1;
    sessionStorage.setItem('e2e-loads', String(count));
  });
  return () => page.evaluate(() => Number(sessionStorage.getItem('e2e-loads') ?? '0'));
}

test('a page whose code fails to download reloads exactly once, then shows the error page with a retry', async ({
  page,
}) => {
  const loads = await countDocumentLoads(page);
  // Background preloading of the About page fails too, and must not reload the page by itself.
  await page.route('**/assets/about-page-*.js', (route) => route.abort('failed'));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(500);
  expect(await loads()).toBe(1);

  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).click();

  await expect(page.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeVisible();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(/^Internal Server Error/);
  expect(await loads()).toBe(2);
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();

  // No further reloads happen on their own.
  await page.waitForTimeout(1_500);
  expect(await loads()).toBe(2);

  // Once the file can be downloaded again, "Try again" brings the page back.
  await page.unroute('**/assets/about-page-*.js');
  await page.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
});

test('offline, a page that was never downloaded says so instead of reloading', async ({ page, context }) => {
  const loads = await countDocumentLoads(page);
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await context.setOffline(true);
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Privacy policy' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'You are offline' })).toBeVisible();
  expect(await loads()).toBe(1);
  await context.setOffline(false);
});
