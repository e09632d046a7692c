import { expect, test, withoutServiceWorker } from './fixtures';

withoutServiceWorker();

/** Chrome fires `beforeinstallprompt` when the app can be installed; here we fire the same event by hand. */
async function offerInstall(page: import('@playwright/test').Page, outcome: 'accepted' | 'dismissed') {
  await page.evaluate((choice) => {
    const event = new Event('beforeinstallprompt', { cancelable: true }) as Event & {
      prompt: () => Promise<void>;
      userChoice: Promise<{ outcome: string }>;
    };
    const record = window as unknown as { promptShown: number };
    record.promptShown = 0;
    event.prompt = async () => {
      record.promptShown += 1;
    };
    event.userChoice = Promise.resolve({ outcome: choice });
    window.dispatchEvent(event);
  }, outcome);
}

test('"Install app" appears only when the browser offers installation, and shows the browser prompt', async ({
  page,
}) => {
  await page.goto('/');
  const install = page.getByRole('banner').getByRole('button', { name: 'Install app' });
  await expect(install).toHaveCount(0);

  await offerInstall(page, 'accepted');
  await expect(install).toBeVisible();
  await install.click();
  await expect.poll(() => page.evaluate(() => (window as unknown as { promptShown: number }).promptShown)).toBe(1);
  await expect(install).toHaveCount(0);

  // Once installed, the button stays away.
  await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
  await offerInstall(page, 'accepted');
  await expect(install).toHaveCount(0);
});

test.describe('on an iPhone', () => {
  test.use({
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
    viewport: { width: 390, height: 844 },
  });

  test('Safari visitors get short Add to Home Screen steps instead of a prompt', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Install app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Install this app' });
    await expect(dialog).toContainText('Add to Home Screen');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);
  });
});
