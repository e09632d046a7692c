import { test } from './fixtures';

for (const width of [360, 1280]) {
  for (const [name, path] of [
    ['list', '/committees'],
    ['detail', '/committees/events-committee'],
    ['dashboard', '/committees/finance-and-governance-committee'],
  ] as const) {
    test(`screens ${name} ${width}`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(path);
      await page.waitForTimeout(3000);
      await page.screenshot({ path: `/tmp/committees-shots/${name}-${width}.png`, fullPage: true });
    });
  }
}
