import type { Page } from '@playwright/test';
import { ACCOUNTS, signInThroughForm } from './auth-support';
import { expect, test } from './fixtures';

/**
 * On a phone every header control must be on screen and big enough for a thumb: a header that pushed
 * the account button off the right edge left signed-in phone users with no way to sign out.
 */

async function headerControlProblems(page: Page): Promise<string[]> {
  return page.getByRole('banner').evaluate((banner) => {
    const problems: string[] = [];
    const width = document.documentElement.clientWidth;
    for (const control of banner.querySelectorAll<HTMLElement>('button, a[href]')) {
      const box = control.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue; // Not shown at this width.
      const name = control.getAttribute('aria-label') ?? control.textContent?.trim() ?? control.tagName;
      if (box.left < 0 || box.right > width)
        problems.push(`${name} is outside the screen (${box.left}–${box.right} of ${width})`);
      // The brand link is text, not a tap target of its own size.
      if (!control.closest('[data-brand]') && (box.width < 44 || box.height < 44)) {
        problems.push(`${name} is ${Math.round(box.width)}×${Math.round(box.height)} px, under 44×44`);
      }
    }
    return problems;
  });
}

for (const width of [360, 390, 414]) {
  test.describe(`a phone ${width} px wide`, () => {
    test.use({ viewport: { width, height: 800 }, hasTouch: true, isMobile: true });

    test('every header control is on screen and at least 44 px, signed out and signed in; signing out works', async ({
      page,
    }) => {
      await page.goto('/events');
      await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeInViewport();
      expect(await headerControlProblems(page)).toEqual([]);

      await page.goto('/dashboard');
      await signInThroughForm(page, 'editor');
      const account = page.getByRole('banner').getByRole('button', { name: 'Your account' });
      await expect(account).toBeInViewport({ ratio: 1 });
      expect(await headerControlProblems(page)).toEqual([]);
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
