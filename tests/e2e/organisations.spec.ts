import { expect, test } from '@playwright/test';

// Nothing here is about the service worker or offline use: none is installed, which spares each test the
// precache's few hundred requests on a shared 2-core machine.
test.use({ serviceWorkers: 'block' });

/** Organisations on the production build with the seeded emulators: list, a charity's page and its JSON-LD. */

const SHOTS = process.env.ORGANISATION_SHOTS;

test('the list shows published organisations with their kind, and not the draft or the scheduled one', async ({
  page,
}) => {
  await page.goto('/organisations');
  await expect(page.getByRole('link', { name: 'Thornbury Food Larder' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Thornbury Town Council' })).toBeVisible();
  await expect(page.getByText('Registered charity').first()).toBeVisible();
  await expect(page.getByText('Thornbury Youth Forum')).toHaveCount(0);
  await expect(page.getByText('Thornbury Carers’ Support Group')).toHaveCount(0);
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/list-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: `${SHOTS}/list-360.png`, fullPage: true });
  }
});

test('a charity’s page links its number to the register and says it is an NGO in its JSON-LD', async ({ page }) => {
  await page.goto('/organisations/thornbury-food-larder');
  await expect(page.getByRole('heading', { level: 1, name: 'Thornbury Food Larder' })).toBeVisible();
  await expect(page.getByRole('link', { name: /1190457/ })).toHaveAttribute(
    'href',
    'https://register-of-charities.charitycommission.gov.uk/charity-search/-/charity-details/1190457',
  );
  await expect(page.getByRole('link', { name: '01632 960102' })).toHaveAttribute('href', 'tel:+441632960102');
  const jsonLd = JSON.parse((await page.locator('#structured-data').textContent()) ?? '{}') as Record<string, unknown>;
  expect(jsonLd['@type']).toBe('NGO');
  expect(jsonLd.identifier).toMatchObject({ value: '1190457' });
  if (SHOTS) {
    await page.screenshot({ path: `${SHOTS}/detail-1280.png`, fullPage: true });
    await page.setViewportSize({ width: 360, height: 740 });
    await page.screenshot({ path: `${SHOTS}/detail-360.png`, fullPage: true });
  }
});
