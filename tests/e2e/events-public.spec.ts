import { test, expect } from './fixtures';
import { firestoreCacheText } from './auth-support';
import { findDocuments, goOffline } from './backend-support';
import { waitForFirebaseCode, waitForOfflineCopy, waitForPrecache, waitForServiceWorkerControl } from './pwa-support';

/**
 * Visitors and events against the Firestore emulator with seed data: what they may see, and browsing
 * with no signal after one online visit to any page.
 */
test.describe('events for visitors', () => {
  test('after one online visit to any page, events open with no network: list, calendar and details', async ({
    page,
    context,
  }) => {
    await page.goto('/about');
    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);
    // The app keeps every published event on the device once it has been online.
    await expect.poll(() => firestoreCacheText(page), { timeout: 20_000 }).toContain('repair-cafe');
    await expect.poll(() => firestoreCacheText(page), { timeout: 20_000 }).toContain('bike-maintenance-basics');
    // Done once, then not again for a few hours (each refresh reads every published item).
    await waitForOfflineCopy(page);
    // Firebase's code is not precached: the service worker keeps it once the app has used it.
    await waitForFirebaseCode(page);

    await goOffline(context);
    await page.goto('/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Community Choir rehearsal' }).first()).toBeVisible({
      timeout: 15_000,
    });

    await page.getByText('Calendar', { exact: true }).click();
    const calendar = page.getByRole('table');
    await expect(calendar).toBeVisible();
    // The weekly series starts at its next Tuesday (seed), which late in a month is in next month's
    // calendar: go there, offline, as a visitor would.
    const [choir] = await findDocuments('events', 'title', 'Community Choir rehearsal');
    const firstRehearsal = new Date(choir?.fields.startsAt?.timestampValue ?? Number.NaN);
    const month = firstRehearsal.toLocaleDateString('en-GB', {
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/London',
    });
    if (!(await page.getByRole('heading', { level: 2, name: month }).isVisible())) {
      await page.getByRole('button', { name: /^Next month/ }).click();
    }
    await expect(page.getByRole('heading', { level: 2, name: month })).toBeVisible();
    await expect(calendar.getByRole('link', { name: /Community Choir rehearsal/ }).first()).toBeVisible();

    for (const [path, title] of [
      ['/events/repair-cafe', 'Repair Café'],
      ['/events/community-choir-rehearsal', 'Community Choir rehearsal'],
      ['/workshops/bike-maintenance-basics', 'Bike maintenance basics'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible({ timeout: 15_000 });
      await expect(page.getByRole('heading', { name: 'When' })).toBeVisible();
    }
  });

  test('visitors never see drafts or events scheduled for later', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('link', { name: 'Community Choir rehearsal' }).first()).toBeVisible({
      timeout: 15_000,
    });
    // Searched by name, so the check does not depend on how many dates the list shows at once.
    for (const title of ['Schools sports day', 'Family film night', 'Gardening Club show', 'Makers’ craft fair']) {
      await page.getByLabel('Search events').fill(title);
      await expect(page.getByText(/No upcoming events found/)).toBeVisible();
      await expect(page.getByRole('link', { name: title })).toHaveCount(0);
    }
    // The same search finds a published event, so the search itself works.
    await page.getByLabel('Search events').fill('Repair Café');
    await expect(page.getByRole('link', { name: 'Repair Café' }).first()).toBeVisible();
    for (const path of [
      '/events/schools-sports-day',
      '/events/makers-craft-fair',
      '/workshops/advanced-wheel-throwing',
    ]) {
      await page.goto(path);
      await expect(page.getByText(/not available/i).first()).toBeVisible({ timeout: 15_000 });
    }
  });

  test('the home page lists what is coming up and the latest news, from the live data too', async ({ page }) => {
    await page.goto('/');
    const comingUp = page.locator('section[aria-labelledby="next-events-heading"]');
    const latestNews = page.locator('section[aria-labelledby="latest-news-heading"]');
    // After the app has read the live lists (the offline copy is kept after them): the prerendered
    // lists are not simply left in place, and a query the server answers with nothing would show here.
    await waitForOfflineCopy(page);
    await expect(comingUp.locator('a[href^="/events/"], a[href^="/workshops/"]').first()).toBeVisible();
    await expect(comingUp.getByText(/Nothing is planned/)).toHaveCount(0);
    await expect(latestNews.locator('a[href^="/blog/"]')).toHaveCount(3);
  });

  test('an event page carries its structured data and sharing tags', async ({ page }) => {
    await page.goto('/events/repair-cafe');
    await expect(page.getByRole('heading', { level: 1, name: 'Repair Café' })).toBeVisible({ timeout: 15_000 });
    const data = JSON.parse((await page.locator('script#structured-data').textContent()) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({ '@type': 'Event', name: 'Repair Café' });
    expect(String(data.startDate)).toMatch(/^\d{4}-\d{2}-\d{2}T10:00:00Z|\+00:00$/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', /Repair Café/);
    await expect(page).toHaveTitle(/^Repair Café · /);
  });
});
