import type { Page } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './fixtures';
import { expectNoViolationsInBothModes } from './support';

withoutServiceWorker();

/**
 * Maps of places through the engine (issue 16), against the production build and the seeded emulators:
 * the businesses list's Map view (markers as links named after the businesses shown, the filters applied
 * to the map, the choice remembered on the device) and the small map on a club's page. The map's own
 * drawing is the map module's test (map.spec.ts). With PLACES_SCREENSHOTS=dir set it also saves both
 * pages at 360 and 1280 px wide.
 */
const SHOTS = process.env['PLACES_SCREENSHOTS'];

/** With PLACES_SCREENSHOTS set: the page at 1280 and 360 px, nothing wider than the screen. */
async function screenshots(page: Page, name: string): Promise<void> {
  if (!SHOTS) return;
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await expect.poll(() => page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

test('the businesses’ Map view: a marker linking to each business shown, filtered with the list, and remembered', async ({
  page,
}) => {
  await page.goto('/businesses');
  const cards = page.getByRole('article');
  await expect(cards.getByRole('link', { name: 'Castle Street Bakery' })).toBeVisible({ timeout: 15_000 });
  const listed = await cards.getByRole('link').allTextContents();

  // The choice works from the keyboard: a radio group, List then Map.
  await page.getByRole('radio', { name: 'List' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('radio', { name: 'Map' })).toBeChecked();
  await expect(page).toHaveURL(/[?&]view=map/);

  const map = page.getByLabel('Map of businesses');
  const markers = map.getByRole('link');
  // Every business shown that has a position, by name; the one without is counted, and still in the list.
  await expect(markers).toHaveCount(listed.length - 1);
  expect((await markers.evaluateAll((links) => links.map((link) => link.getAttribute('aria-label')))).sort()).toEqual(
    listed.filter((name) => name !== 'Severn Vale Electrical').sort(),
  );
  await expect(page.getByText('1 business has no position and is only in the list.')).toBeVisible();
  await expect(cards.getByRole('link', { name: 'Severn Vale Electrical' })).toBeVisible();
  await expect(map.getByRole('link', { name: 'The Swan Inn' })).toHaveAttribute('href', /\/businesses\/the-swan-inn$/);

  // The filters apply to the map too.
  await page.getByRole('searchbox', { name: 'Search businesses' }).fill('bakery');
  await expect(markers).toHaveCount(1);
  await expect(map.getByRole('link', { name: 'Castle Street Bakery' })).toBeVisible();
  await expect(page.getByText(/no position/)).toHaveCount(0);

  // Remembered on this device: the plain address opens the map again.
  await page.goto('/businesses');
  await expect(page.getByRole('radio', { name: 'Map' })).toBeChecked({ timeout: 15_000 });
  await expect(markers).toHaveCount(listed.length - 1);
  await expectNoViolationsInBothModes(page, 'The businesses’ Map view');
  await screenshots(page, 'businesses-map');
});

test('a club’s page shows where it meets on a small map; a business with no position shows none', async ({ page }) => {
  await page.goto('/clubs/thornbury-running-club');
  await expect(page.getByRole('heading', { level: 1, name: 'Thornbury Running Club' })).toBeVisible({
    timeout: 15_000,
  });
  const smallMap = page.getByLabel('Map showing Thornbury Leisure Centre');
  await expect(smallMap).toBeVisible();
  // It waits for a tap: the map's code is not loaded with the page.
  await smallMap.getByRole('button', { name: 'Show the map' }).click();
  await expect(page.locator('.site-map')).toHaveAttribute('data-map-drawn', 'true', { timeout: 15_000 });
  // Directions stay with the phone's own maps.
  await expect(page.getByRole('link', { name: 'Open in maps' })).toBeVisible();
  await expectNoViolationsInBothModes(page, 'A club’s page with its map');
  await screenshots(page, 'club-map');

  await page.goto('/businesses/severn-vale-electrical');
  await expect(page.getByRole('heading', { level: 1, name: 'Severn Vale Electrical' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.getByLabel(/^Map showing/)).toHaveCount(0);
});
