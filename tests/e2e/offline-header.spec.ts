import { test, expect } from './fixtures';
import { startSignedIn } from './auth-support';
import { goOffline } from './backend-support';
import { waitForFirebaseCode, waitForPrecache, waitForServiceWorkerControl } from './pwa-support';

/**
 * Signed in, then offline (no network, the emulators unreachable): public pages show the person's account
 * in the header, not "Sign in", while their changes wait to be sent, even before Firebase has loaded on
 * the page (it starts a few seconds after a public page, and here its kept code is gone, so it never
 * does). Runs against the emulators with seed data.
 */
test('a signed-in person offline sees their account in the header, not “Sign in”, before Firebase loads', async ({
  page,
  context,
}) => {
  test.setTimeout(90_000);
  await startSignedIn(page, 'member');
  await page.goto('/events');
  const account = page.getByRole('button', { name: 'Your account' });
  await expect(account).toBeVisible({ timeout: 15_000 });
  await waitForServiceWorkerControl(page);
  await waitForPrecache(page);
  await waitForFirebaseCode(page);

  await goOffline(context);
  // Firebase's code no longer on the device (the browser may evict it): the session cannot be checked.
  await page.evaluate(() => caches.delete('firebase-code'));
  for (const path of ['/', '/about']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await expect(account, path).toBeVisible();
    await expect(page.getByRole('link', { name: 'Sign in' }), path).toHaveCount(0);
  }
  await account.click();
  await expect(page.getByRole('dialog', { name: 'Your account' }).getByText('member@thornbury-hub.test')).toBeVisible();
});
