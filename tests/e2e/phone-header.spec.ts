import type { BrowserContext, Page } from '@playwright/test';
import { ACCOUNTS, signInThroughForm } from './auth-support';
import { expect, test } from './fixtures';
import { waitForPrecache, waitForServiceWorkerControl } from './pwa-support';

/**
 * On a phone every header control must be on screen and big enough for a thumb: a header that pushed
 * the account button off the right edge left signed-in phone users with no way to sign out.
 */

async function headerControlProblems(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((banner) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    const seen: { name: string; box: DOMRect; element: HTMLElement }[] = [];
    // The controls, and the connection badge (its words pushed the controls over the menu button once).
    for (const control of banner.querySelectorAll<HTMLElement>('button, a[href], [data-testid="connection-status"]')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // Not shown at this width.
      const name =
        control.getAttribute('aria-label') ?? control.getAttribute('title') ?? control.textContent?.trim() ?? '';
      if (box.left < 0 || box.right > width)
        problems.push(`${name} is outside the screen (${box.left}–${box.right} of ${width})`);
      for (const other of seen) {
        const overlaps =
          box.left < other.box.right - 1 &&
          other.box.left < box.right - 1 &&
          box.top < other.box.bottom - 1 &&
          other.box.top < box.bottom - 1;
        const nested = control.contains(other.element) || other.element.contains(control);
        if (overlaps && !nested) problems.push(`${name} overlaps ${other.name}`);
      }
      seen.push({ name, box, element: control });
      if (control.dataset.testid === 'connection-status') continue; // A status, not a tap target.
      // The brand link is text, not a tap target of its own size.
      if (!control.closest('[data-brand]') && (box.width < 44 || box.height < 44)) {
        problems.push(`${name} is ${Math.round(box.width)}×${Math.round(box.height)} px, under 44×44`);
      }
    }
    return problems;
  });
}

/** The browser offers to install the app and the connection is lost: the header's most crowded state. */
async function showWidestHeader(page: Page, context: BrowserContext): Promise<void> {
  await waitForServiceWorkerControl(page);
  await waitForPrecache(page);
  await page.evaluate(() => {
    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: () => Promise.resolve(),
      userChoice: Promise.resolve({ outcome: 'dismissed' }),
    });
    window.dispatchEvent(offer);
  });
  await expect(page.getByRole('banner').getByRole('button', { name: 'Install app' })).toBeVisible();
  await context.setOffline(true);
  await expect(page.getByTestId('connection-status')).toHaveText('Offline');
  expect(await headerControlProblems(page)).toEqual([]);
  // The menu button still takes a tap (the badge's words once covered it).
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'Close menu' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  await context.setOffline(false);
  await page.evaluate(() => window.dispatchEvent(new Event('online')));
}

for (const width of [360, 390, 414]) {
  test.describe(`a phone ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });

    test('every header control is on screen, clear of the others and at least 44 px, signed out and signed in, offline with the install offer; signing out works', async ({
      page,
      context,
    }) => {
      await page.goto('/events');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeInViewport();
      expect(await headerControlProblems(page)).toEqual([]);

      await page.goto('/dashboard');
      await signInThroughForm(page, 'editor');
      const account = page.getByRole('banner').getByRole('button', { name: 'Your account' });
      await expect(account).toBeInViewport({ ratio: 1 });
      expect(await headerControlProblems(page)).toEqual([]);
      // The widest header there is, on the narrowest phone: the browser offers to install the app, and the
      // connection is lost (once the page's code is on the device, so the page stays).
      if (width === 360) await showWidestHeader(page, context);
      await account.click();
      // The account menu, not the drawer's own Sign out (the closed drawer is still in the page).
      const menu = page.getByRole('dialog', { name: 'Your account' });
      await expect(menu.getByText(ACCOUNTS.editor.email)).toBeInViewport();
      await menu.getByRole('button', { name: 'Sign out' }).click();
      // Signing out clears the device's copy and reloads the page, which takes a while on a busy machine.
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible({ timeout: 15_000 });
    });
  });
}
