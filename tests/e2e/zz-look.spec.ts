import { test } from '@playwright/test';
import { signInThroughForm } from './auth-support';

const pages = [
  '/market',
  '/market/castle-street-bakery-pantry',
  '/shop',
  '/shop/volunteer-hoodie',
  '/shop/pressed-apple-juice',
];
for (const width of [360, 1280]) {
  test(`look ${width}`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const path of pages) {
      await page.goto(path);
      await page.waitForTimeout(2500);
      await page.screenshot({ path: `/tmp/shots/${width}${path.replace(/\//g, '_')}.png`, fullPage: true });
    }
  });
}
test('seller dashboard', async ({ page }) => {
  await page.goto('/dashboard/products');
  await signInThroughForm(page, 'seller');
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots/seller-products.png`, fullPage: true });
  await page.goto('/dashboard/products/new');
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots/seller-new.png`, fullPage: true });
  await page.goto('/dashboard/shops');
  await page.waitForTimeout(3000);
  await page.screenshot({ path: `/tmp/shots/seller-shops.png`, fullPage: true });
});
