import { expect, test } from './fixtures';
import { startSignedIn } from './auth-support';

const SHOTS = '/tmp/shots';
const sizes = [
  { name: '360', width: 360, height: 780 },
  { name: '1280', width: 1280, height: 800 },
];

for (const scheme of ['light', 'dark'] as const) {
  for (const size of sizes) {
    test(`readers ${scheme} ${size.name}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(size);
      await startSignedIn(page, 'admin');
      await page.goto('/dashboard/committee-readers');
      await expect(page.getByRole('heading', { level: 1, name: 'Who reads the papers' })).toBeVisible({ timeout: 15_000 });
      await page.getByLabel('Committee').selectOption({ label: 'Trail and Arts Committee' });
      const picker = page.getByRole('combobox', { name: 'Add an account' });
      await picker.click();
      await picker.pressSequentially('mem');
      await page.waitForTimeout(800);
      await page.screenshot({ path: `${SHOTS}/readers-${scheme}-${size.name}.png`, fullPage: false });
      const option = page.getByRole('option', { name: /Priya Shah/ });
      const box = await option.boundingBox();
      const inputBox = await picker.boundingBox();
      console.log('OPTION', scheme, size.name, JSON.stringify(box), JSON.stringify(inputBox));
    });
    test(`orders ${scheme} ${size.name}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(size);
      await startSignedIn(page, 'seller');
      await page.goto('/dashboard/orders');
      await page.waitForTimeout(3000);
      await page.screenshot({ path: `${SHOTS}/seller-orders-${scheme}-${size.name}.png`, fullPage: true });
      await page.context().clearCookies();
    });
    test(`forget ${scheme} ${size.name}`, async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme });
      await page.setViewportSize(size);
      await page.goto('/orders');
      await page.waitForTimeout(1500);
      await page.screenshot({ path: `${SHOTS}/orders-${scheme}-${size.name}.png`, fullPage: true });
      await page.getByRole('button', { name: 'Search' }).first().click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `${SHOTS}/search-${scheme}-${size.name}.png` });
    });
  }
}
