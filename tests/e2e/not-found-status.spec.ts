import { startStaticServer } from '../../scripts/static-server.mjs';
import { expect, test } from './fixtures';
import { BRAND } from './support';

/**
 * Only the route table's addresses are the app's (firebase.json's rewrites, scripts/route-rewrites.mjs):
 * any other address is answered with the site's not-found page and status 404, not a "soft 404" that
 * says 200. `vite preview` answers as the host does; so does the static server the update test uses.
 */

const APP_ADDRESSES = ['/', '/events', '/events/some-slug', '/dashboard/events', '/dashboard/events/new', '/about'];
const FILES = ['/manifest.webmanifest', '/version.json', '/sw.js'];

test('an unknown address is a 404 with the not-found page', async ({ request }) => {
  for (const path of ['/no-such-page', '/events/a/b', '/wp-login.php']) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(404);
    expect(response.headers()['content-type'], path).toContain('text/html');
    const html = await response.text();
    expect(html, path).toContain('Page Not Found');
    expect(html, path).toContain('Page not found.');
    // The host's security headers are on it too.
    expect(response.headers()['content-security-policy'], path).toBeTruthy();
  }
});

/** Old addresses the host moves permanently (firebase.json's redirects), with where they go now. */
const MOVED = [
  ['/articles/repair-cafe-hits-600-fixes', '/blog/repair-cafe-hits-600-fixes'],
  ['/news', '/articles'],
  ['/blog', '/articles'],
] as const;

test('old addresses answer 301 with where the page is now', async ({ request }) => {
  for (const [from, to] of MOVED) {
    const response = await request.get(from, { maxRedirects: 0 });
    expect(response.status(), from).toBe(301);
    expect(response.headers().location, from).toBe(to);
  }
  expect((await request.get('/news?page=2', { maxRedirects: 0 })).headers().location).toBe('/articles?page=2');
});

test('the app’s addresses and real files answer 200', async ({ request }) => {
  for (const path of [...APP_ADDRESSES, ...FILES]) {
    const response = await request.get(path);
    expect(response.status(), path).toBe(200);
  }
  expect(await (await request.get('/events/some-slug')).text()).not.toContain('Page not found.');
});

test('in the browser an unknown address shows the site’s not-found page for that address', async ({ page }) => {
  const response = await page.goto('/no-such-page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('error-message')).toHaveText('Page not found: /no-such-page');
  await expect(page).toHaveTitle(`Page Not Found · ${BRAND}`);
  await expect(page.locator('[data-layout="public"]')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Go to the home page' })).toBeVisible();
});

test('a known address with a bad parameter is the app’s: 200, and the app shows not found', async ({ page }) => {
  // The host cannot tell a good slug from a bad one; the app can (the route's validate check).
  const response = await page.goto('/blog/Not_A_Valid_Slug');
  expect(response?.status()).toBe(200);
  await expect(page.getByTestId('error-message')).toHaveText('Page Not Found: /blog/Not_A_Valid_Slug');
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});

test('an item that is not there answers 200 (only the app can tell), so its page asks not to be indexed', async ({
  page,
}) => {
  const response = await page.goto('/blog/no-such-post');
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: 'Article not available' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
  await page.getByRole('link', { name: 'See all articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'News and articles' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveCount(0);
});

test('the static test server answers as the host does', async ({ request }) => {
  const port = 4275 + (Number(process.env.E2E_PORT ?? 4173) % 100);
  const server = await startStaticServer('dist', port);
  try {
    const base = `http://127.0.0.1:${port}`;
    const missing = await request.get(`${base}/no-such-page`);
    expect(missing.status()).toBe(404);
    expect(await missing.text()).toContain('Page not found.');
    for (const path of [...APP_ADDRESSES, ...FILES]) {
      expect((await request.get(`${base}${path}`)).status(), path).toBe(200);
    }
    for (const [from, to] of MOVED) {
      const moved = await request.get(`${base}${from}`, { maxRedirects: 0 });
      expect(moved.status(), from).toBe(301);
      expect(moved.headers().location, from).toBe(to);
    }
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});
