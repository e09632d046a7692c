import type { Route } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './fixtures';
import { ACCOUNTS, firestoreCacheText, signInThroughForm } from './auth-support';

withoutServiceWorker();

/**
 * Sign-in and roles against the Auth and Firestore emulators with the seeded accounts
 * (`npm test` runs this file inside `scripts/emulators.mjs exec`).
 */
test.describe('signing in and roles', () => {
  test('a visitor opening a dashboard page gets the sign-in form, and signing in as an editor opens it', async ({
    page,
  }) => {
    await page.goto('/dashboard/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage events' })).toBeVisible();
    await expect(page.getByText('Please sign in to use this part of the site.')).toBeVisible();
    await signInThroughForm(page, 'editor');
    await expect(page).toHaveURL(/\/dashboard\/events$/);
    await expect(page.getByText('Create, edit, schedule and publish events')).toBeVisible();
    // The logged-in flag follows: the public site's menu now offers the way back to the dashboard.
    await page.goto('/about');
    await expect(page.locator('#side-navigation').getByText('Dashboard', { exact: true }).first()).toBeVisible();
  });

  test('a wrong password says so plainly and keeps what was typed', async ({ page }) => {
    await page.goto('/sign-in');
    const form = page.getByRole('region', { name: 'Sign in' });
    await form.getByLabel('Email address').fill(ACCOUNTS.editor.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('That email address and password do not match');
    await expect(form.getByLabel('Email address')).toHaveValue(ACCOUNTS.editor.email);
  });

  test('a member is refused the editors’ pages with a clear page, and may use the member pages', async ({ page }) => {
    await page.goto('/dashboard/events');
    await signInThroughForm(page, 'member');
    await expect(page.getByRole('heading', { level: 1, name: 'You need editor access' })).toBeVisible();
    await expect(page.getByText(`You are signed in as ${ACCOUNTS.member.email}`)).toBeVisible();
    // Their menu offers only what their account may use.
    const menu = page.getByRole('navigation', { name: 'Dashboard' });
    await expect(menu.getByRole('link', { name: 'My feed' })).toBeVisible();
    await expect(menu.locator('a[href="/dashboard/events"]')).toHaveCount(0);
    await page.getByRole('link', { name: 'Go to your dashboard' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
  });

  test('an editor is refused the admin-only pages; an admin may use them', async ({ page }) => {
    await page.goto('/dashboard/accounts');
    await signInThroughForm(page, 'editor');
    await expect(page.getByRole('heading', { level: 1, name: 'You need admin access' })).toBeVisible();
    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await page.goto('/dashboard/settings');
    await signInThroughForm(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Site settings' })).toBeVisible();
  });

  test('the sign-in page goes on to the page that asked for it, and the session survives a reload', async ({
    page,
  }) => {
    await page.goto('/sign-in?next=/dashboard/blogs');
    await signInThroughForm(page, 'editor');
    await expect(page).toHaveURL(/\/dashboard\/blogs$/);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Manage articles' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  });

  // A direct load of a dashboard page once showed "Checking your account…" for seconds, until Firebase had
  // loaded and checked the saved session: with the account and roles this device last knew, it opens at once.
  test('a dashboard page opens at once as the device last knew the account; Firebase then confirms or ends it', async ({
    page,
  }) => {
    await page.goto('/dashboard/events');
    await signInThroughForm(page, 'editor');
    // The page itself, past the check (its heading and introduction show while the account is checked too):
    // the device has read the account's roles.
    const pageItself = page.getByRole('link', { name: 'New event' });
    await expect(pageItself).toBeVisible();

    // Firebase's code is held back: the page cannot hear from it.
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/assets\/firebase-sdk-auth-[\w-]+\.js$/, (route) =>
      holding ? void held.push(route) : route.continue(),
    );
    await page.reload();
    await expect(pageItself).toBeVisible();
    await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
    await expect(page.getByText('Checking your account…')).toHaveCount(0);
    expect(held.length, 'the page asked for Firebase').toBeGreaterThan(0);
    holding = false;
    for (const route of held) await route.continue();
    await expect(page.getByRole('link', { name: 'Walking Football' }).first()).toBeVisible();

    // The saved session ends on this device (Firebase's own copy of it is gone): the page then asks them to
    // sign in, and the device forgets the account.
    await page.evaluate(
      () =>
        new Promise((resolve) => {
          const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
          request.onsuccess = request.onerror = request.onblocked = resolve;
        }),
    );
    await page.goto('/about');
    await page.goto('/dashboard/events');
    await expect(page.getByText('Please sign in to use this part of the site.')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('session-last-user'))).toBeNull();
  });

  test('signing out clears this device’s copy of the data', async ({ page }) => {
    await page.goto('/dashboard');
    await signInThroughForm(page, 'editor');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    // The editor's own account document is now in Firestore's cache on this device.
    await expect.poll(() => firestoreCacheText(page)).toContain(ACCOUNTS.editor.email);
    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();
    expect(await firestoreCacheText(page)).not.toContain(ACCOUNTS.editor.email);
    await page.goto('/dashboard/events');
    await expect(page.getByText('Please sign in to use this part of the site.')).toBeVisible();
  });

  test('people can create an account; it is not a member until an admin adds it', async ({ page }) => {
    const email = `new-${Date.now()}@example.com`;
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Create an account' }).click();
    const form = page.getByRole('region', { name: 'Create an account' });
    await form.getByLabel('Your name').fill('Sam Newcomer');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('short');
    await form.getByLabel('Password again').fill('short');
    await form.getByRole('button', { name: 'Create my account' }).click();
    await expect(form.getByText('Please choose a password of at least 8 characters.')).toBeVisible();
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill('a good long password');
    await form.getByLabel('Password again').fill('a good long password');
    await form.getByRole('button', { name: 'Create my account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'You need member access' })).toBeVisible();
    await page.goto('/dashboard/events');
    await expect(page.getByRole('heading', { level: 1, name: 'You need editor access' })).toBeVisible();
  });

  test('forgotten passwords: the reset link is sent without saying whether the account exists', async ({ page }) => {
    await page.goto('/sign-in');
    await page.getByRole('button', { name: 'Forgotten your password?' }).click();
    const form = page.getByRole('region', { name: 'Reset your password' });
    await form.getByLabel('Email address').fill('nobody@example.com');
    await form.getByRole('button', { name: 'Send me a reset link' }).click();
    await expect(page.getByText('If there is an account for nobody@example.com')).toBeVisible();
  });
});
