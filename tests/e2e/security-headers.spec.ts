import {
  buildOutputProblems,
  EMULATOR_SOURCES,
  hostingSecurityHeaders,
  parseCsp,
  previewSecurityHeaders,
} from '../../scripts/security-headers.mjs';
import { startSignedIn } from './auth-support';
import { expect, test } from './fixtures';
import { waitForServiceWorkerControl } from './pwa-support';
import { watchPolicies } from './policy-support';

/**
 * The app under the production host's headers (firebase.json), which `vite preview` sends too
 * (vite.config.ts): no page, script, style, frame or connection may be refused by the policy.
 */

test('every response carries the host security headers, with frame-ancestors none', async ({ request }) => {
  const production = hostingSecurityHeaders();
  for (const path of ['/', '/about', '/no/such/page', '/sw.js', '/manifest.webmanifest', '/version.json']) {
    const response = await request.get(path);
    // An address that is not the app's is a real 404 (firebase.json's rewrites), with the same headers.
    expect(response.status(), path).toBe(path === '/no/such/page' ? 404 : 200);
    const headers = response.headers();
    const policy = parseCsp(headers['content-security-policy'] ?? '');
    expect(policy.get('frame-ancestors'), path).toEqual(["'none'"]);
    expect(headers['x-frame-options'], path).toBe('DENY');
    expect(headers['x-content-type-options'], path).toBe('nosniff');
    expect(headers['referrer-policy'], path).toBe('strict-origin-when-cross-origin');
    expect(headers['permissions-policy'], path).toContain('geolocation=(self)');
    expect(headers['permissions-policy'], path).toContain('camera=()');
    // The test build talks to the emulators: the production policy plus their addresses, nothing else.
    expect(headers['content-security-policy'], path).toBe(previewSecurityHeaders(true)['Content-Security-Policy']);
    for (const [name, sources] of parseCsp(production['Content-Security-Policy'] ?? '')) {
      expect(policy.get(name), name).toEqual([...sources, ...(EMULATOR_SOURCES[name] ?? [])]);
    }
  }
});

test('the deployed folder has no source maps, and the policy allows every inline script in it', () => {
  expect(buildOutputProblems('dist')).toEqual([]);
});

test.describe('no page breaks the policies', () => {
  // Every route's page is watched for violations in routes.spec.ts, which loads each one anyway; here, the
  // service worker (worker-src) and the code it precaches, which need the worker to take control.
  test('the service worker registers and precaches under the policy', async ({ page }) => {
    const problems = await watchPolicies(page);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(problems).toEqual([]);
  });

  test('an event page: data from Firestore, and its JSON-LD block (data, never run)', async ({ page }) => {
    const problems = await watchPolicies(page);
    await page.goto('/events/repair-cafe');
    await expect(page.getByRole('heading', { level: 1, name: 'Repair Café' })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
    expect(problems).toEqual([]);
  });

  // Every dashboard page signed in is watched in accessibility.spec.ts; here, the editor with its inputs.
  test('signed in as an editor, the table and the editor', async ({ page }) => {
    await startSignedIn(page, 'editor');
    const problems = await watchPolicies(page);
    await page.goto('/dashboard/events');
    await expect(page.getByTestId('table-row').first()).toBeVisible({ timeout: 15_000 });
    await page.goto('/dashboard/events/new');
    await expect(page.getByLabel('Summary')).toBeVisible();
    expect(problems).toEqual([]);
  });
});

test('another site cannot show the app in a frame', async ({ page, baseURL }) => {
  const problems = await watchPolicies(page);
  // A page of no origin of the app's (about:blank) embedding it, as a clickjacking page would.
  await page.setContent(`<!doctype html><title>Framing</title><iframe src="${baseURL}/about"></iframe>`);
  await expect
    .poll(() => problems.some((problem) => /frame-ancestors/.test(problem)), {
      message: 'the browser refuses the frame and says why',
    })
    .toBe(true);
  // Chromium shows its own error page in the frame instead: the app's page never appears in it.
  await expect(page.frameLocator('iframe').getByRole('heading', { name: 'About' })).toHaveCount(0);
});
