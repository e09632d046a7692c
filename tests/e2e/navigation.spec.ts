import { expect, test, withoutServiceWorker } from './fixtures';
import { readIdbValue } from './support';

withoutServiceWorker();

test('a sidebar group closes and opens, and stays as left after a reload', async ({ page }) => {
  await page.goto('/about');
  const nav = page.getByRole('navigation', { name: 'Site' });
  const policies = nav.getByRole('button', { name: 'Policies' });
  await expect(policies).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Cookies policy' })).toBeVisible();

  await policies.click();
  await expect(policies).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Cookies policy' })).toHaveCount(0);
  await expect.poll(() => readIdbValue(page, 'sidebarGroupState')).toEqual({ policies: false });

  await page.reload();
  await expect(nav.getByRole('button', { name: 'Policies' })).toHaveAttribute('aria-expanded', 'false');
  await expect(nav.getByRole('link', { name: 'Cookies policy' })).toHaveCount(0);
  // Other groups were never recorded, so they count as open.
  await expect(nav.getByRole('button', { name: 'Pages' })).toHaveAttribute('aria-expanded', 'true');

  await nav.getByRole('button', { name: 'Policies' }).press('Enter');
  await expect(nav.getByRole('link', { name: 'Cookies policy' })).toBeVisible();
  await expect.poll(() => readIdbValue(page, 'sidebarGroupState')).toEqual({ policies: true });
});

test('on a wide screen the menu can be hidden and shown again', async ({ page }) => {
  await page.goto('/');
  const nav = page.getByRole('navigation', { name: 'Site' });
  await expect(nav).toBeInViewport();
  await page.getByRole('button', { name: 'Hide menu' }).click();
  await expect(nav).not.toBeInViewport();
  await page.getByRole('button', { name: 'Show menu' }).click();
  await expect(nav).toBeInViewport();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('the navigation is a drawer that opens from the menu button and closes after choosing a page', async ({
    page,
  }) => {
    await page.goto('/');
    const nav = page.getByRole('navigation', { name: 'Site' });
    await expect(nav).not.toBeInViewport();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(nav).toBeInViewport();
    await nav.getByRole('link', { name: 'Clubs' }).click();
    await expect(page).toHaveURL(/\/clubs$/);
    await expect(nav).not.toBeInViewport();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute('aria-expanded', 'false');
  });
});

test('the whole site can be used with a keyboard: skip link, menu and appearance controls', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to main content' });
  await expect(skip).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.locator('#main-content')).toBeFocused();

  await page.getByRole('button', { name: /^Appearance/ }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
});
