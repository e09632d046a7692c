import { expect, test, withoutServiceWorker } from './fixtures';
import { startSignedIn } from './auth-support';
import { getDocument } from './backend-support';

withoutServiceWorker();

/**
 * Business owners against the seeded emulators: the seed's member account manages Castle Street
 * Bakery. They edit that listing from the dashboard (saving, never publishing) and cannot open another.
 */
test.describe('a business owner', () => {
  test('edits their own listing and it reaches the server, without publish controls', async ({ page }) => {
    await startSignedIn(page, 'member');
    await page.goto('/dashboard/businesses/castle-street-bakery');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit business' })).toBeVisible();
    await expect(page.getByText('You manage this listing.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);

    const summary = `Sourdough and lardy cake, fresh at ${Date.now()}.`;
    await page.getByLabel('One-line summary').fill(summary);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(async () => (await getDocument('businesses', 'castle-street-bakery'))?.fields.summary?.stringValue, {
        timeout: 15_000,
      })
      .toBe(summary);
    const saved = await getDocument('businesses', 'castle-street-bakery');
    expect(saved?.fields.ownerUid?.stringValue).toBe('demo-member');
    expect(saved?.fields.status?.stringValue).toBe('published');
  });

  test('cannot open another business’s listing, nor add one', async ({ page }) => {
    await startSignedIn(page, 'member');
    await page.goto('/dashboard/businesses/thornbury-hardware-and-home');
    await expect(page.getByRole('heading', { level: 1, name: 'You cannot edit this' })).toBeVisible();
    await expect(page.getByLabel('One-line summary')).toHaveCount(0);
    await page.goto('/dashboard/businesses/new');
    await expect(page.getByRole('heading', { level: 1, name: 'You cannot edit this' })).toBeVisible();
  });
});

test.describe('business pages', () => {
  test('a detail page says whether it is open now, lists the week and describes a LocalBusiness', async ({ page }) => {
    await page.goto('/businesses/the-swan-inn');
    await expect(page.getByRole('heading', { level: 1, name: 'The Swan Inn' })).toBeVisible();
    await expect(page.getByText(/^(Open now · closes .+|Closed · opens .+|Open 24 hours)$/).first()).toBeVisible();
    await expect(page.getByRole('row', { name: /Friday 12:00–01:00/ })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Open in maps' })).toBeVisible();
    const data = await page.locator('script[type="application/ld+json"]').first().textContent();
    const json = JSON.parse(data ?? '{}') as Record<string, unknown>;
    expect(json['@type']).toBe('LocalBusiness');
    expect(json.openingHoursSpecification).toEqual(
      expect.arrayContaining([expect.objectContaining({ dayOfWeek: ['Friday'], opens: '12:00', closes: '01:00' })]),
    );
  });

  test('the list shows opening status on cards and hides drafts and scheduled listings', async ({ page }) => {
    await page.goto('/businesses');
    await expect(page.getByRole('link', { name: 'Castle Street Bakery' })).toBeVisible();
    await expect(page.getByText(/^(Open now · closes|Closed · opens|Open 24 hours)/).first()).toBeVisible();
    await expect(page.getByRole('link', { name: 'Morgan’s Deli' })).toHaveCount(0);
    await expect(page.getByRole('link', { name: 'Thornbury Tap Room' })).toHaveCount(0);
  });
});
