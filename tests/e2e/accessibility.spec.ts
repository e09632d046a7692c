import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { detailItem, PUBLIC_TYPES } from './registry-support';
import { signInThroughForm } from './auth-support';
import { watchPolicies } from './policy-support';
import { axeViolations, DASHBOARD_PAGES, PUBLIC_PAGES } from './support';

/** Content types' lists are checked below with their items on screen, not here. */
const TYPE_LISTS = new Set(PUBLIC_TYPES.flatMap((type) => type.lists.map((list) => list.path)));

const PAGES = [
  ...PUBLIC_PAGES.map((page) => page.path).filter((path) => !TYPE_LISTS.has(path)),
  // Signed out, every dashboard address shows the same sign-in form: checked once here, and each page
  // signed in below.
  '/dashboard',
  '/no-such-page',
  '/blog/BAD',
];

/**
 * Axe in light mode, then in dark mode on the same page: the app follows the system's setting as it changes,
 * so one load serves both (half the page loads of a run per mode, which grew with every content type).
 * Every rule runs in light mode; dark mode changes colours only (the same elements, names and roles), so
 * there axe checks colour contrast, the one thing that can differ.
 */
async function expectNoViolationsInBothModes(page: Page, label: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    // Colours may ease from one mode to the other: let every finite animation finish before measuring contrast.
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    expect(
      await axeViolations(page, { contrastOnly: colorScheme === 'dark' }),
      `${label} in ${colorScheme} mode`,
    ).toEqual([]);
  }
}

test.describe('axe finds no WCAG 2.2 AA problems, in light and in dark mode', () => {
  test.use({ colorScheme: 'light' });
  // The pages in two halves, each in one browser context (a context per page cost more than the checks).
  const middle = Math.ceil(PAGES.length / 2);
  for (const [index, paths] of [PAGES.slice(0, middle), PAGES.slice(middle)].entries()) {
    test(`pages without a content type's items, part ${index + 1} of 2`, async ({ page }) => {
      test.setTimeout(120_000);
      for (const path of paths) {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expectNoViolationsInBothModes(page, path);
      }
    });
  }

  // Every type in the registry: its list and one detail page, each once its seeded items are on screen
  // (a run straight after the heading can finish before the data arrives).
  for (const type of PUBLIC_TYPES) {
    test(`${type.plural}: every list and one page, with their items`, async ({ page }) => {
      const item = detailItem(type);
      for (const list of type.lists) {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(list.path);
        const first = list.shown[0];
        if (first) await expect(page.getByRole('link', { name: first.title }).first()).toBeVisible({ timeout: 15_000 });
        else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
        await expectNoViolationsInBothModes(page, list.path);
      }
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(item.url);
      await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible({ timeout: 15_000 });
      await expectNoViolationsInBothModes(page, item.url);
    });
  }
});

// Signed in as an admin, who sees every page with its tables and forms, in two halves that run side by side;
// the same visits are watched for anything the host's security policy refuses.
const DASHBOARD_HALVES = [
  DASHBOARD_PAGES.slice(0, Math.ceil(DASHBOARD_PAGES.length / 2)),
  DASHBOARD_PAGES.slice(Math.ceil(DASHBOARD_PAGES.length / 2)),
];
for (const [index, pages] of DASHBOARD_HALVES.entries()) {
  test(`signed in as an admin, dashboard pages part ${index + 1} of 2, in both modes`, async ({ page }) => {
    test.setTimeout(120_000);
    const problems = await watchPolicies(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto(pages[0]?.path ?? '/dashboard');
    await signInThroughForm(page, 'admin');
    for (const { path, title } of pages) {
      await page.emulateMedia({ colorScheme: 'light' });
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText('Please sign in to use this part of the site.')).toHaveCount(0);
      await expectNoViolationsInBothModes(page, `${path} signed in`);
    }
    expect(problems).toEqual([]);
  });
}

test('each season passes colour contrast in both modes on the home page', async ({ page }) => {
  // Eight loads of the home page, each with axe: about 25 s on a busy 2-core machine.
  test.setTimeout(60_000);
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
      // Each season's colours: contrast is what they change (every rule runs on the home page above).
      expect(await axeViolations(page, { contrastOnly: true }), `${season} ${mode}`).toEqual([]);
    }
  }
});
