import { expect, test, withoutServiceWorker } from './fixtures';
import { startSignedIn } from './auth-support';
import { expectNoViolationsInBothModes } from './support';

withoutServiceWorker();

/**
 * The event pages with their data on screen (the route-level axe run can finish before data arrives), each
 * in light mode and then dark mode on one load (every rule in light, colour contrast in dark, as in
 * accessibility.spec.ts).
 */
test.describe('events pass axe (WCAG 2.2 AA) in light and dark mode', () => {
  test.use({ colorScheme: 'light' });

  // The list and a detail page are checked for every type in accessibility.spec.ts.
  test('the calendar', async ({ page }) => {
    await page.goto('/events');
    await expect(page.getByRole('link', { name: 'Community Choir rehearsal' }).first()).toBeVisible();
    await page.getByText('Calendar', { exact: true }).click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectNoViolationsInBothModes(page, 'calendar');
  });

  test('the dashboard table and the editor, signed in as an editor', async ({ page }) => {
    await startSignedIn(page, 'editor');
    await page.goto('/dashboard/events');
    // This check is about accessibility, not speed: when it runs first, the Firestore emulator's first
    // signed-in query on a cold Java VM has taken more than the usual 7 s in CI.
    await expect(page.getByTestId('table-row').first()).toBeVisible({ timeout: 20_000 });
    await expectNoViolationsInBothModes(page, 'table');
    await page.emulateMedia({ colorScheme: 'light' });
    await page.getByTestId('table-row').getByRole('link').first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible();
    await expectNoViolationsInBothModes(page, 'editor');
  });
});
