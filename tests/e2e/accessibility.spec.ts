import { expect, test, withoutServiceWorker } from './fixtures';
import { PUBLIC_TYPES } from './registry-support';
import { startSignedIn } from './auth-support';
import { watchPolicies } from './policy-support';
import {
  axeViolations,
  DASHBOARD_PAGES,
  expectNoViolationsInBothModes,
  expectPublicPage,
  PUBLIC_PAGES,
  switchColourMode,
} from './support';

withoutServiceWorker();

/** Content types' lists are checked with their items on screen, in content-types.spec.ts. */
const TYPE_LISTS = new Set(PUBLIC_TYPES.flatMap((type) => type.lists.map((list) => list.path)));

const PAGES = [
  ...PUBLIC_PAGES.map((page) => page.path).filter((path) => !TYPE_LISTS.has(path)),
  // Signed out, every dashboard address shows the same sign-in form: checked once here, and each page
  // signed in below.
  '/dashboard',
  '/no-such-page',
  '/blog/BAD',
];

test.describe('axe finds no WCAG 2.2 AA problems, in light and in dark mode', () => {
  test.use({ colorScheme: 'light' });
  // The pages in two halves, each in one browser context (a context per page cost more than the checks). The
  // same visits check what every public page shows (its title, layout, menu and copyright, routes.spec.ts'
  // list) and are watched for anything the host's security policy refuses.
  const middle = Math.ceil(PAGES.length / 2);
  for (const [index, paths] of [PAGES.slice(0, middle), PAGES.slice(middle)].entries()) {
    test(`pages without a content type's items, part ${index + 1} of 2, with their title and layout`, async ({
      page,
    }) => {
      test.setTimeout(120_000);
      const problems = await watchPolicies(page);
      for (const path of paths) {
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(path);
        const route = PUBLIC_PAGES.find((entry) => entry.path === path);
        if (route) await expectPublicPage(page, route);
        else await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
        await expectNoViolationsInBothModes(page, path);
      }
      expect(problems).toEqual([]);
    });
  }
  // Every type's lists and one detail page, with their items on screen: content-types.spec.ts, on the visits
  // that check what they show.
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
    await startSignedIn(page, 'admin');
    const problems = await watchPolicies(page);
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
  // Four loads of the home page, one per season, each checked in light and then dark mode: the app follows
  // the system's mode as it changes when no mode is saved (every rule runs on the home page above).
  test.setTimeout(60_000);
  for (const season of ['spring', 'summer', 'autumn', 'winter']) {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await page.evaluate((s) => {
      localStorage.setItem('season', s);
      localStorage.removeItem('color-mode');
    }, season);
    await page.evaluate(() => indexedDB.deleteDatabase('keyval-store'));
    await page.reload();
    await expect(page.locator('html')).toHaveAttribute('data-season', season);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const mode of ['light', 'dark'] as const) {
      await switchColourMode(page, mode);
      // Each season's colours: contrast is what they change.
      expect(await axeViolations(page, { contrastOnly: true }), `${season} ${mode}`).toEqual([]);
    }
  }
});
