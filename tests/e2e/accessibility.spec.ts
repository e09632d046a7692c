import { expect, test } from './fixtures';
import { axeViolations, DASHBOARD_PAGES, PUBLIC_PAGES } from './support';

const PAGES = [
  ...PUBLIC_PAGES.map((page) => page.path),
  ...DASHBOARD_PAGES.map((page) => page.path),
  '/no-such-page',
  '/blog/BAD',
];

for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`axe finds no WCAG 2.2 AA problems in ${colorScheme} mode`, () => {
    test.use({ colorScheme });
    for (const path of PAGES) {
      test(path, async ({ page }) => {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
        expect(await axeViolations(page)).toEqual([]);
      });
    }
  });
}

test('each season passes colour contrast in both modes on the home page', async ({ page }) => {
  for (const season of ['spring', 'summer', 'autumn', 'winter']) {
    for (const mode of ['light', 'dark']) {
      await page.goto('/');
      await page.evaluate(
        ([s, m]) => {
          localStorage.setItem('season', s as string);
          localStorage.setItem('color-mode', m as string);
        },
        [season, mode],
      );
      await page.evaluate(() => indexedDB.deleteDatabase('keyval-store'));
      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('data-season', season);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      expect(await axeViolations(page), `${season} ${mode}`).toEqual([]);
    }
  }
});
