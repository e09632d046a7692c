import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page } from '@playwright/test';

const require = createRequire(import.meta.url);
const axeSource = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const BRAND = 'Thornbury Community Hub';

/** Public routes a visitor can reach, with the title each shows (docs/specification.md §2). */
export const PUBLIC_PAGES: { path: string; title: string; heading: string | RegExp }[] = [
  { path: '/', title: BRAND, heading: BRAND },
  { path: '/events', title: `Events · ${BRAND}`, heading: 'Events' },
  { path: '/workshops', title: `Workshops · ${BRAND}`, heading: 'Workshops' },
  { path: '/articles', title: BRAND, heading: 'News and articles' },
  { path: '/blog/summer-fair-2026', title: `Article not available · ${BRAND}`, heading: 'Article not available' },
  { path: '/creative-trail', title: `Creative trail · ${BRAND}`, heading: 'Creative trail' },
  { path: '/clubs', title: `Clubs · ${BRAND}`, heading: 'Clubs' },
  { path: '/businesses', title: `Businesses · ${BRAND}`, heading: 'Businesses' },
  { path: '/committees', title: `Committees · ${BRAND}`, heading: 'Committees' },
  { path: '/organisations', title: `Organisations · ${BRAND}`, heading: 'Organisations' },
  { path: '/shop', title: `Shop · ${BRAND}`, heading: 'Shop' },
  { path: '/market', title: `Community market · ${BRAND}`, heading: 'Community market' },
  { path: '/basket', title: `Your basket · ${BRAND}`, heading: 'Your basket' },
  { path: '/orders', title: `Your orders · ${BRAND}`, heading: 'Your orders' },
  { path: '/about', title: `About · ${BRAND}`, heading: 'About' },
  { path: '/contact', title: `Contact us · ${BRAND}`, heading: 'Contact us' },
  { path: '/sign-in', title: `Sign in · ${BRAND}`, heading: 'Sign in' },
  { path: '/policies', title: `Policies · ${BRAND}`, heading: 'Policies' },
  { path: '/policies/cookies-policy', title: `Cookies policy · ${BRAND}`, heading: 'Cookies policy' },
  { path: '/policies/privacy-policy', title: `Privacy policy · ${BRAND}`, heading: 'Privacy policy' },
  { path: '/policies/code-of-conduct', title: `Code of conduct · ${BRAND}`, heading: 'Code of conduct' },
  { path: '/policies/gdpr-and-uk-gdpr', title: `GDPR and UK GDPR · ${BRAND}`, heading: 'GDPR and UK GDPR' },
];

/** A public page as visitors get it: its heading and title, the public layout with the site's menu, and the copyright line. */
export async function expectPublicPage(
  page: Page,
  { path, title, heading }: (typeof PUBLIC_PAGES)[number],
): Promise<void> {
  await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
  await expect(page, path).toHaveTitle(title);
  await expect(page.locator('[data-layout="public"]'), path).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Site' }), path).toBeVisible();
  await expect(page.getByTestId('copyright'), path).toHaveText(
    /^© 2025(–\d{4})? Thornbury Community Hub\. All rights reserved\.$/,
  );
}

export const DASHBOARD_PAGES: { path: string; title: string }[] = [
  { path: '/dashboard', title: 'Dashboard' },
  { path: '/dashboard/myfeed', title: 'My feed' },
  { path: '/dashboard/messages', title: 'Messages' },
  { path: '/dashboard/events', title: 'Manage events' },
  { path: '/dashboard/workshops', title: 'Manage workshops' },
  { path: '/dashboard/blogs', title: 'Manage articles' },
  { path: '/dashboard/documents', title: 'Manage documents' },
  { path: '/dashboard/clubs', title: 'Manage clubs' },
  { path: '/dashboard/businesses', title: 'Manage businesses' },
  { path: '/dashboard/committees', title: 'Manage committees' },
  { path: '/dashboard/shops', title: 'Manage shops' },
  { path: '/dashboard/products', title: 'Manage products' },
  { path: '/dashboard/accounts', title: 'Accounts' },
  { path: '/dashboard/settings', title: 'Site settings' },
];

export const DEVELOPMENT_PATHS = [
  '/development',
  '/test-layout',
  '/test-generic',
  '/test-codeblock',
  '/test-component',
  '/test-experiment',
];

/**
 * Runs axe-core for WCAG 2.0, 2.1 and 2.2 A/AA and returns the violations, summarised for readable failures.
 * `contrastOnly`: colour contrast alone, for a second colour mode of a page already checked in full (the
 * modes differ only in colours: the same elements, names and roles).
 */
export async function axeViolations(page: Page, { contrastOnly = false } = {}): Promise<string[]> {
  // Evaluated by the test, not added as an inline <script>: the site's Content-Security-Policy refuses those.
  // Once per page: axe is half a megabyte of script.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  const violations = await page.evaluate(async (onlyContrast) => {
    const axe = (
      window as unknown as {
        axe: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; impact: string; nodes: { target: string[]; failureSummary: string }[] }[];
          }>;
        };
      }
    ).axe;
    const result = await axe.run(document, {
      runOnly: onlyContrast
        ? { type: 'rule', values: ['color-contrast'] }
        : { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] },
    });
    return result.violations;
  }, contrastOnly);
  return violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes
        .slice(0, 3)
        .map((node) => `${node.target.join(' ')} — ${node.failureSummary}`)
        .join(' | ')}`,
  );
}

/** Switches the system's colour mode, which the app follows, and waits until its colours have settled. */
export async function switchColourMode(page: Page, colorScheme: 'light' | 'dark'): Promise<void> {
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
}

/**
 * Axe in light mode, then in dark mode on the same page: the app follows the system's setting as it changes,
 * so one load serves both (half the page loads of a run per mode, which grew with every content type).
 * Every rule runs in light mode; dark mode changes colours only (the same elements, names and roles), so
 * there axe checks colour contrast, the one thing that can differ. Leaves the page in dark mode.
 */
export async function expectNoViolationsInBothModes(page: Page, label: string): Promise<void> {
  for (const colorScheme of ['light', 'dark'] as const) {
    await switchColourMode(page, colorScheme);
    expect(
      await axeViolations(page, { contrastOnly: colorScheme === 'dark' }),
      `${label} in ${colorScheme} mode`,
    ).toEqual([]);
  }
}

/** Writes a raw value into idb-keyval's default store, as a stale or corrupt save would leave it. */
export async function putRawIdbValue(page: Page, key: string, value: unknown): Promise<void> {
  await page.evaluate(
    ([storeKey, storeValue]) =>
      new Promise<void>((resolve, reject) => {
        const request = indexedDB.open('keyval-store');
        request.onupgradeneeded = () => request.result.createObjectStore('keyval');
        request.onsuccess = () => {
          const tx = request.result.transaction('keyval', 'readwrite');
          tx.objectStore('keyval').put(storeValue, storeKey as string);
          tx.oncomplete = () => {
            request.result.close();
            resolve();
          };
          tx.onerror = () => reject(tx.error);
        };
        request.onerror = () => reject(request.error);
      }),
    [key, value] as const,
  );
}

/** Reads a value from idb-keyval's default store. */
export async function readIdbValue(page: Page, key: string): Promise<unknown> {
  return page.evaluate(
    (storeKey) =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('keyval-store');
        request.onupgradeneeded = () => request.result.createObjectStore('keyval');
        request.onsuccess = () => {
          const get = request.result.transaction('keyval').objectStore('keyval').get(storeKey);
          get.onsuccess = () => {
            request.result.close();
            resolve(get.result);
          };
          get.onerror = () => reject(get.error);
        };
        request.onerror = () => reject(request.error);
      }),
    key,
  );
}

/**
 * Searches a dashboard table and opens the item titled exactly `title`. The search reaches the server after a pause in
 * typing, and other items can match the same words (a summary that mentions them, "Repair Café fixers’ training"
 * beside "Repair Café"), in an order that moves with the date, so this waits for that item's link, not for whichever
 * row comes first.
 */
export async function openTableRowBySearch(
  page: Page,
  { searchLabel, query, title }: { searchLabel: string; query: string; title: string },
): Promise<void> {
  await page.getByLabel(searchLabel).fill(query);
  // The search has reached the table once it is in the address; the same title may be on the unsearched first page,
  // and a click before then let the late search write `?q=` onto the editor's address.
  await expect(page).toHaveURL(/[?&]q=/, { timeout: 15_000 });
  const link = page.getByTestId('table-row').getByRole('link', { name: title, exact: true }).first();
  await expect(link).toBeVisible({ timeout: 15_000 });
  await link.click();
}
