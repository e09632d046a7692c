import { expect, test, withoutServiceWorker } from './fixtures';

withoutServiceWorker();

/**
 * What is special about clubs, against the production build and the seeded emulators (the registry's
 * own spec covers lists, details, offline, the editor and axe for every type): the next meeting worked
 * out, the fee as money with its note, tap to call, and SportsClub / Organization structured data.
 * With CLUBS_SCREENSHOTS=dir set it also saves the list and a page at 360 and 1280 px wide.
 */
test.describe('clubs', () => {
  test('a club page: next meeting, fee, contact and SportsClub JSON-LD', async ({ page }) => {
    await page.goto('/clubs/thornbury-running-club');
    await expect(page.getByRole('heading', { level: 1, name: 'Thornbury Running Club' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByRole('heading', { name: 'When and where we meet' })).toBeVisible();
    await expect(page.getByText(/^Next: (today, |tomorrow, )?(Tuesday|Thursday) \d{1,2} \w+/)).toBeVisible();
    await expect(page.getByText('£30.00 a year (first month free)')).toBeVisible();
    await expect(page.getByRole('link', { name: '01632 960201' })).toHaveAttribute('href', 'tel:+441632960201');
    await expect(page.getByRole('link', { name: 'Open in maps' })).toBeVisible();
    const jsonLd = JSON.parse((await page.locator('#structured-data').textContent()) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(jsonLd['@type']).toBe('SportsClub');
    expect(jsonLd['sameAs']).toContain('https://facebook.example/thornburyrunning');

    await page.goto('/clubs/thornbury-camera-club');
    await expect(page.getByRole('heading', { level: 1, name: 'Thornbury Camera Club' })).toBeVisible({
      timeout: 15_000,
    });
    await expect
      .poll(async () => JSON.parse((await page.locator('#structured-data').textContent()) ?? '{}')['@type'])
      .toBe('Organization');
  });

  test('the list shows published clubs with their category and next meeting, and no draft or scheduled one', async ({
    page,
  }) => {
    await page.goto('/clubs');
    const running = page
      .getByRole('article')
      .filter({ has: page.getByRole('link', { name: 'Thornbury Running Club' }) });
    await expect(running).toBeVisible({ timeout: 15_000 });
    await expect(running.getByText('Sport', { exact: true })).toBeVisible();
    await expect(running.getByText(/^Next meeting: /)).toBeVisible();
    await expect(page.getByRole('link', { name: 'Knit and Natter' })).toBeVisible();
    await expect(page.getByText('Thornbury Table Tennis Club')).toHaveCount(0);
    await expect(page.getByText('Thornbury Scrabble Club')).toHaveCount(0);
  });

  const shots = process.env['CLUBS_SCREENSHOTS'];
  test('screenshots of the list and a page at 360 and 1280 px', async ({ page }) => {
    test.skip(!shots, 'Set CLUBS_SCREENSHOTS to a folder to take them.');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/clubs');
      await expect(page.getByRole('link', { name: 'Thornbury Running Club' })).toBeVisible({ timeout: 15_000 });
      await page.screenshot({ path: `${shots}/clubs-list-${width}.png`, fullPage: true });
      await page.goto('/clubs/thornbury-running-club');
      await expect(page.getByRole('heading', { name: 'Joining' })).toBeVisible({ timeout: 15_000 });
      await page.screenshot({ path: `${shots}/club-detail-${width}.png`, fullPage: true });
    }
  });
});
