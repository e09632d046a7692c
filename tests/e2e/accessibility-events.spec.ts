import { expect, test } from './fixtures';
import { signInThroughForm } from './auth-support';
import { axeViolations } from './support';

/** The event pages with their data on screen (the route-level axe run can finish before data arrives). */
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`events pass axe (WCAG 2.2 AA) in ${colorScheme} mode`, () => {
    test.use({ colorScheme });

    // The list and a detail page are checked for every type in accessibility.spec.ts.
    test('the calendar', async ({ page }) => {
      await page.goto('/events');
      await expect(page.getByRole('link', { name: 'Community Choir rehearsal' }).first()).toBeVisible();
      await page.getByText('Calendar', { exact: true }).click();
      await expect(page.getByRole('table')).toBeVisible();
      expect(await axeViolations(page), 'calendar').toEqual([]);
    });

    test('the dashboard table and the editor', async ({ page }) => {
      await page.goto('/dashboard/events');
      await signInThroughForm(page, 'editor');
      // This check is about accessibility, not speed: when it runs first, the Firestore emulator's first
      // signed-in query on a cold Java VM has taken more than the usual 7 s in CI.
      await expect(page.getByTestId('table-row').first()).toBeVisible({ timeout: 20_000 });
      expect(await axeViolations(page), 'table').toEqual([]);
      await page.getByTestId('table-row').getByRole('link').first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible();
      expect(await axeViolations(page), 'editor').toEqual([]);
    });
  });
}
