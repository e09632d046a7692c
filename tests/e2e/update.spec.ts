import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startStaticServer } from '../../scripts/static-server.mjs';
import { waitForFirebaseCode, waitForPrecache, waitForServiceWorkerControl } from './pwa-support';

/**
 * Build A (the normal production build) is served and visited; build B then replaces it on the same
 * server. The app must notice B, say so, and land on B at the next navigation (or wait while a form
 * has unsaved changes).
 */
const PORT = 4175 + (Number(process.env.E2E_PORT ?? 4173) % 100);
const BUILD_B = join(process.cwd(), 'dist-e2e-build-b');
let siteRoot: string;
let server: Server;

function publish(build: string): void {
  rmSync(siteRoot, { recursive: true, force: true });
  cpSync(build, siteRoot, { recursive: true });
}

function buildId(build: string): string {
  return (JSON.parse(readFileSync(join(build, 'version.json'), 'utf8')) as { buildId: string }).buildId;
}

/** The update check also runs whenever the tab becomes visible again: the same path a person triggers. */
async function tabBecomesVisible(page: Page): Promise<void> {
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(120_000);
  execFileSync('node', ['scripts/build.mjs', '--out-dir', BUILD_B], {
    env: { ...process.env, BUILD_ID: `e2e-build-b-${Date.now()}` },
    stdio: 'pipe',
  });
  siteRoot = mkdtempSync(join(tmpdir(), 'community-hub-site-'));
  server = await startStaticServer(siteRoot, PORT);
});

test.afterAll(() => {
  server?.close();
  rmSync(siteRoot, { recursive: true, force: true });
  rmSync(BUILD_B, { recursive: true, force: true });
});

test('a new build is noticed and the next navigation lands on it, at the page the visitor chose', async ({ page }) => {
  const base = `http://127.0.0.1:${PORT}`;
  publish('dist');
  const idA = buildId('dist');
  const idB = buildId(BUILD_B);
  expect(idA).not.toBe(idB);

  await page.goto(`${base}/about`);
  await expect(page.getByTestId('build-id')).toHaveText(idA);
  await waitForServiceWorkerControl(page);
  await waitForPrecache(page);

  publish(BUILD_B);
  await tabBecomesVisible(page);
  const notice = page.getByTestId('update-notice');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('A new version is ready');
  await expect(page.getByTestId('build-id')).toHaveText(idA);

  // Mark this document: a full page load clears it, an in-app navigation keeps it.
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'Events' }).click();
  await expect(page).toHaveURL(`${base}/events`);
  await expect(page.getByRole('heading', { level: 1, name: 'Events' })).toBeVisible();
  await page.waitForFunction(() => !(window as unknown as { sameDocument?: boolean }).sameDocument);
  await expect(page.getByTestId('update-notice')).toHaveCount(0);

  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByTestId('build-id')).toHaveText(idB);
});

test('with unsaved changes in a form, the update waits; "Update now" is not offered until they are saved', async ({
  page,
}) => {
  const base = `http://127.0.0.1:${PORT}`;
  publish('dist');
  const idA = buildId('dist');

  await page.goto(`${base}/contact`);
  await waitForServiceWorkerControl(page);
  await waitForPrecache(page);
  await page.getByRole('textbox', { name: 'Message' }).fill('I would like to help with the summer fair.');

  publish(BUILD_B);
  await tabBecomesVisible(page);
  const notice = page.getByTestId('update-notice');
  await expect(notice).toBeVisible({ timeout: 20_000 });
  await expect(notice).toContainText('It will wait until your changes are saved.');
  await expect(notice.getByRole('button', { name: 'Update now' })).toHaveCount(0);

  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await page.getByRole('navigation', { name: 'Site' }).getByRole('link', { name: 'About' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'About' })).toBeVisible();
  await expect(page.getByTestId('build-id')).toHaveText(idA);
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('"Update now" applies the new version at once, on the same page', async ({ page }) => {
  const base = `http://127.0.0.1:${PORT}`;
  publish('dist');
  await page.goto(`${base}/about`);
  await waitForServiceWorkerControl(page);
  await waitForPrecache(page);
  publish(BUILD_B);
  await tabBecomesVisible(page);
  await page.getByTestId('update-notice').getByRole('button', { name: 'Update now' }).click();
  await expect(page.getByTestId('build-id')).toHaveText(buildId(BUILD_B), { timeout: 15_000 });
  await expect(page).toHaveURL(`${base}/about`);
});

test('an update keeps Firebase’s code on a device that has used it, and drops the previous build’s copy', async ({
  page,
}) => {
  const base = `http://127.0.0.1:${PORT}`;
  publish('dist');
  await page.goto(`${base}/about`);
  await waitForServiceWorkerControl(page);
  await waitForPrecache(page);
  // The app starts Firebase a few seconds after the page is ready; the worker then keeps its code.
  await waitForFirebaseCode(page);
  const stale = '/assets/firebase-sdk-firestore-EarlierBuild.js';
  const dropped = await page.evaluate(async (stalePath) => {
    const cache = await caches.open('firebase-code');
    await cache.put(
      stalePath,
      new Response('// from an earlier build', { headers: { 'Content-Type': 'text/javascript' } }),
    );
    // One file lost (storage pressure, say): installing the update must fetch it again.
    const auth = (await cache.keys()).find((request) => request.url.includes('/assets/firebase-sdk-auth-'));
    if (auth) await cache.delete(auth);
    return auth?.url;
  }, stale);
  expect(dropped).toBeTruthy();

  publish(BUILD_B);
  await tabBecomesVisible(page);
  await page.getByTestId('update-notice').getByRole('button', { name: 'Update now' }).click();
  await expect(page.getByTestId('build-id')).toHaveText(buildId(BUILD_B), { timeout: 15_000 });

  const kept = await page.evaluate(async () =>
    (await (await caches.open('firebase-code')).keys()).map((request) => new URL(request.url).pathname),
  );
  expect(kept).not.toContain(stale);
  expect(kept).toContain(new URL(dropped ?? '').pathname);
  expect(kept.some((path) => path.startsWith('/assets/firebase-sdk-firestore-'))).toBe(true);
});
