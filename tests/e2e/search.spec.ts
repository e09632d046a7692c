import type { Page } from '@playwright/test';
import { startSignedIn } from './auth-support';
import { expect, test } from './fixtures';
import { waitForPrecache, waitForServiceWorkerControl } from './pwa-support';
import { expectNoViolationsInBothModes } from './support';

/** Opens the site-wide search with the keyboard and types `text`. */
async function searchFor(page: Page, text: string) {
  await page.keyboard.press('Control+K');
  const box = page.getByRole('combobox', { name: /^Search the site/ });
  await expect(box).toBeFocused();
  await box.fill(text);
  return box;
}

/** Presses ↓ until the result named `name` is the chosen one. */
async function arrowTo(page: Page, name: string) {
  const option = page.getByRole('option', { name, exact: true });
  await expect(option).toBeVisible();
  for (let presses = 0; presses < 12 && (await option.getAttribute('aria-selected')) !== 'true'; presses++) {
    await page.keyboard.press('ArrowDown');
  }
  await expect(option).toHaveAttribute('aria-selected', 'true');
}

test.describe('site-wide search', () => {
  test('after one visit it works offline: a misspelt business found with the keyboard opens its page', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);

    // Online: the index is made from the device's copy of the published content. A visitor never finds drafts.
    await searchFor(page, 'morgans deli');
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('status')).toHaveText(
      /results?$|Nothing found/,
    );
    await expect(page.getByRole('option', { name: /Morgan/ })).toHaveCount(0);
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.fill('castle street bakery');
    await expect(page.getByRole('option', { name: 'Castle Street Bakery', exact: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(box).toBeHidden();

    // No signal, and a cold start: the index kept on the device answers.
    await context.setOffline(true);
    await page.reload();
    await searchFor(page, 'castel stret bakry');
    await expect(page.getByRole('group', { name: 'Businesses' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Search' }).getByRole('status')).toHaveText(/\d+ results?/);
    await arrowTo(page, 'Castle Street Bakery');
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Castle Street Bakery' })).toBeVisible();
    await expect(page).toHaveURL(/\/businesses\/castle-street-bakery$/);
  });

  test('keys typed straight after Ctrl-K, before the search has loaded, all reach the box', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Search' }).first()).toBeAttached();
    // No pause: the first keys arrive while the search's code and index are still on their way.
    await page.keyboard.press('Control+K');
    await page.keyboard.type('castle street');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await expect(box).toHaveValue('castle street');
    await expect(box).toBeFocused();
    await page.keyboard.type(' bakery');
    await expect(box).toHaveValue('castle street bakery');
    const status = page.getByRole('dialog', { name: 'Search' }).getByRole('status');
    await expect(status).not.toHaveText(/Nothing found/);
    await expect(page.getByRole('option', { name: 'Castle Street Bakery', exact: true })).toBeVisible();
  });

  test('in the dashboard an editor also finds drafts, which open in the editor; the open search passes axe', async ({
    page,
  }) => {
    await startSignedIn(page, 'editor');
    await page.goto('/dashboard');
    await expect(page.getByRole('banner').getByRole('button', { name: 'Your account' })).toBeVisible();
    await searchFor(page, 'morgan deli');
    // A first search in a fresh browser reads every type's recent items and the drafts from the server
    // before it can answer: under CI's load that has taken more than 12 s (issue 27 is to shorten it).
    await expect(page.getByRole('option', { name: /Morgan’s Deli/ })).toContainText('Draft', { timeout: 30_000 });
    await expectNoViolationsInBothModes(page, 'the open search in the dashboard');
    await arrowTo(page, 'Morgan’s Deli Draft');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard\/businesses\/[^/]+$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Edit business' })).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Business name' })).toHaveValue('Morgan’s Deli');
  });
});
