import type { Page } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './fixtures';
import { putRawIdbValue, readIdbValue } from './support';

withoutServiceWorker();

const scheme = (page: Page) => page.locator('html').getAttribute('data-mantine-color-scheme');
const season = (page: Page) => page.locator('html').getAttribute('data-season');
/** A new visitor's season: the site's default follows the calendar (src/lib/season-calendar.ts). */
const seasonOfToday = (): string => {
  const month = new Date().getMonth();
  return month === 11 || month < 2 ? 'winter' : month < 5 ? 'spring' : month < 8 ? 'summer' : 'autumn';
};

async function choose(page: Page, label: string): Promise<void> {
  const dialog = page.getByRole('dialog');
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: /^Appearance/ }).click();
  await dialog.getByText(label, { exact: true }).click();
}

test('colour mode and season are saved at once and survive a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  expect(await scheme(page)).toBe('light');
  expect(await season(page)).toBe(seasonOfToday());

  await choose(page, 'Dark');
  await choose(page, 'Winter');
  await expect.poll(() => scheme(page)).toBe('dark');
  await expect.poll(() => season(page)).toBe('winter');
  await expect.poll(() => readIdbValue(page, 'darkMode')).toBe('DarkMode');
  await expect.poll(() => readIdbValue(page, 'seasonalTheme')).toBe('winter');

  await page.reload();
  await expect.poll(() => scheme(page)).toBe('dark');
  await expect.poll(() => season(page)).toBe('winter');
  await expect(page.getByText('Winter in Thornbury')).toBeVisible();
});

test('the radio groups say which choice is selected', async ({ page }) => {
  await page.goto('/');
  await choose(page, 'Autumn');
  await expect(page.getByRole('radio', { name: 'Autumn' })).toBeChecked();
  await expect(page.getByRole('radio', { name: 'Match device' })).toBeChecked();
});

test('invalid saved values are ignored and the defaults kept', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await putRawIdbValue(page, 'darkMode', 'Sepia');
  await putRawIdbValue(page, 'seasonalTheme', { season: 'winter' });
  await putRawIdbValue(page, 'sidebarGroupState', 'everything open');
  await page.evaluate(() => {
    localStorage.setItem('color-mode', 'purple');
    localStorage.setItem('season', 'monsoon');
  });
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForTimeout(300);
  expect(await scheme(page)).toBe('light');
  expect(await season(page)).toBe(seasonOfToday());
  await expect(
    page.getByRole('navigation', { name: 'Site' }).getByRole('button', { name: 'Policies' }),
  ).toHaveAttribute('aria-expanded', 'true');
  expect(errors).toEqual([]);
});

test('Match device follows the operating system live, without a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  expect(await scheme(page)).toBe('light');
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect.poll(() => scheme(page)).toBe('dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => scheme(page)).toBe('light');

  await choose(page, 'Dark');
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => scheme(page)).toBe('dark');
});

test('a saved dark mode is painted dark from the very first frame', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await choose(page, 'Dark');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('color-mode'))).toBe('dark');

  // Record the background before the first frame is painted, on the next load.
  await page.addInitScript(() => {
    requestAnimationFrame(() => {
      const html = getComputedStyle(document.documentElement).backgroundColor;
      const body = document.body ? getComputedStyle(document.body).backgroundColor : 'none';
      (window as unknown as { firstFrame: object }).firstFrame = {
        html,
        body,
        scheme: document.documentElement.getAttribute('data-mantine-color-scheme'),
      };
    });
  });
  await page.reload();
  const firstFrame = await page.waitForFunction(() => (window as unknown as { firstFrame?: object }).firstFrame);
  const recorded = (await firstFrame.jsonValue()) as { html: string; body: string; scheme: string };
  expect(recorded.scheme).toBe('dark');
  expect(recorded.html).toBe('rgb(36, 36, 36)');
  expect(['rgba(0, 0, 0, 0)', 'rgb(36, 36, 36)']).toContain(recorded.body);
});

test('a route that forces a colour mode does not change the saved choice', async ({ page }) => {
  // /test-experiment forces dark but exists only in development builds; the production check is
  // that the saved preference is untouched by visiting other pages.
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await choose(page, 'Light');
  await page.goto('/about');
  await expect.poll(() => page.evaluate(() => localStorage.getItem('color-mode'))).toBe('light');
  expect(await scheme(page)).toBe('light');
});
