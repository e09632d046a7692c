import { expect, test } from './fixtures';
import { detailItem, PUBLIC_TYPES } from './registry-support';
import { axeViolations, DASHBOARD_PAGES, PUBLIC_PAGES } from './support';

/** Content types' lists are checked below with their items on screen, not here. */
const TYPE_LISTS = new Set(PUBLIC_TYPES.flatMap((type) => type.lists.map((list) => list.path)));

const PAGES = [
  ...PUBLIC_PAGES.map((page) => page.path).filter((path) => !TYPE_LISTS.has(path)),
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

    // Every type in the registry: its list and one detail page, each once its seeded items are on screen
    // (a run straight after the heading can finish before the data arrives).
    for (const type of PUBLIC_TYPES) {
      test(`${type.plural}: every list and one page, with their items`, async ({ page }) => {
        const item = detailItem(type);
        for (const list of type.lists) {
          await page.goto(list.path);
          const first = list.shown[0];
          if (first)
            await expect(page.getByRole('link', { name: first.title }).first()).toBeVisible({ timeout: 15_000 });
          else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
          expect(await axeViolations(page), list.path).toEqual([]);
        }
        await page.goto(item.url);
        await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible({ timeout: 15_000 });
        expect(await axeViolations(page), item.url).toEqual([]);
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
