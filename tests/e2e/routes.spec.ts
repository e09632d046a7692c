import { expect, test, withoutServiceWorker } from './fixtures';
import { watchPolicies } from './policy-support';
import { BRAND, DASHBOARD_PAGES, DEVELOPMENT_PATHS } from './support';

withoutServiceWorker();

/** A list in two halves, each checked in one page (a test per route cost a new browser context each). */
function halves<Item>(items: readonly Item[]): Item[][] {
  const middle = Math.ceil(items.length / 2);
  return [items.slice(0, middle), items.slice(middle)];
}

// Each page is also watched for anything the host's security headers refuse (security-headers.spec.ts
// covers the headers themselves), so the list of routes is loaded once, not once per spec. The public pages
// (PUBLIC_PAGES: heading, title, layout, menu and copyright, within the policy) are checked on the visits that
// run axe on them: accessibility.spec.ts, and content-types.spec.ts for content types' lists (expectPublicPage).
test.describe('every seed route renders with its title and layout, within the security policy', () => {
  for (const [index, pages] of halves(DASHBOARD_PAGES).entries()) {
    test(`dashboard pages signed out, part ${index + 1} of 2`, async ({ page }) => {
      const problems = await watchPolicies(page);
      for (const { path, title } of pages) {
        await page.goto(path);
        await expect(page.getByRole('heading', { level: 1, name: title }), path).toBeVisible();
        await expect(page, path).toHaveTitle(`${title} · ${BRAND}`);
        await expect(page.locator('[data-layout="dashboard"]'), path).toBeVisible();
        await expect(page.getByRole('navigation', { name: 'Dashboard' }), path).toBeVisible();
        await expect(page.getByText('Please sign in to use this part of the site.'), path).toBeVisible();
      }
      expect(problems).toEqual([]);
    });
  }
});

test('the footer shows the copyright for the current year', async ({ page }) => {
  const year = new Date().getFullYear();
  await page.goto('/about');
  await expect(page.getByTestId('copyright')).toHaveText(
    year > 2025 ? `© 2025–${year} ${BRAND}. All rights reserved.` : `© 2025 ${BRAND}. All rights reserved.`,
  );
});

test('an unmatched path shows the non-fatal not-found page inside the layout', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveText('Page not found: /no/such/page');
  await expect(page).toHaveTitle(`Page Not Found · ${BRAND}`);
  await expect(page.locator('[data-layout="public"]')).toBeVisible();
});

test('a route whose validate check fails shows the fatal 404 as a full page', async ({ page }) => {
  await page.goto('/blog/Not_A_Valid_Slug');
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /blog/Not_A_Valid_Slug');
  await expect(page).toHaveTitle(`Page Not Found · ${BRAND}`);
  await expect(page.locator('[data-layout]')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('a fatal 404 reached by in-app navigation also fills the page', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    history.pushState({}, '', '/blog/BAD');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /blog/BAD');
  await expect(page.locator('[data-layout]')).toHaveCount(0);
});

test('a path redirect navigates in the app, old post addresses included', async ({ page }) => {
  // The server answers these addresses with a 301 (not-found-status.spec.ts); in the app the router does.
  await page.goto('/');
  for (const [from, to, heading] of [
    ['/blog', /\/articles$/, 'News and articles'],
    ['/news', /\/articles$/, 'News and articles'],
    ['/articles/repair-cafe-hits-600-fixes', /\/blog\/repair-cafe-hits-600-fixes$/, /Repair Café/i],
  ] as const) {
    await page.evaluate((path) => {
      history.pushState({}, '', path);
      dispatchEvent(new PopStateEvent('popstate'));
    }, from);
    await expect(page, from).toHaveURL(to);
    await expect(page.getByRole('heading', { level: 1, name: heading }), from).toBeVisible();
  }
});

test('development pages do not exist in the production build', async ({ page }) => {
  for (const path of DEVELOPMENT_PATHS) {
    await page.goto(path);
    await expect(page.getByTestId('error-message'), path).toHaveText(`Page not found: ${path}`);
  }
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Site' }).getByText('Testing')).toHaveCount(0);
});

test('navigating in the app updates the title and moves focus to the new page', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page).toHaveTitle(`About · ${BRAND}`);
  await expect(page.locator('#main-content')).toBeFocused();
});

test('the page loads no fonts or scripts from other sites', async ({ page }) => {
  const external: string[] = [];
  page.on('request', (request) => {
    if (!request.url().startsWith('http://127.0.0.1')) external.push(request.url());
  });
  await page.goto('/');
  await page.goto('/policies/privacy-policy');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(external).toEqual([]);
});
