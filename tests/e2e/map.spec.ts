import type { Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoViolationsInBothModes } from './support';
import { waitForOfflineCopy, waitForServiceWorkerControl } from './pwa-support';

/** The map's code: MapLibre's chunk and its worker (src/lib/map-files.ts). */
const MAP_CODE = /\/assets\/(?:map-code-[\w-]+\.js|maplibre-gl-worker-[\w-]+\.mjs)$/;
/** A page that shows a map with several places (MAP_E2E_PATH for another). */
const MAP_PAGE = process.env.MAP_E2E_PATH ?? '/businesses?view=map';
const ARCHIVE = '/map/demo-basemap.pmtiles';

function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const pathOf = (request: Request) => new URL(request.url()).pathname;

test.describe('maps', () => {
  test('the first page load fetches no map code, and the precache holds none', async ({ page }) => {
    const requests = recordRequests(page);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await waitForServiceWorkerControl(page);
    expect(requests.map(pathOf).filter((path) => MAP_CODE.test(path) || path.endsWith('.pmtiles'))).toEqual([]);
    const precached = await page.evaluate(async () => {
      const name = (await caches.keys()).find((key) => key.startsWith('workbox-precache'));
      return name ? (await (await caches.open(name)).keys()).map((request) => new URL(request.url).pathname) : [];
    });
    expect(precached.length).toBeGreaterThan(10);
    expect(precached.filter((path) => MAP_CODE.test(path))).toEqual([]);
  });

  test('a map draws from this site’s archive, its places are named links, and it draws offline', async ({
    page,
    context,
  }) => {
    const requests = recordRequests(page);
    await page.goto(MAP_PAGE);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const map = page.locator('.site-map');
    await expect(map).toHaveAttribute('data-map-drawn', 'true', { timeout: 15_000 });
    await expect(map.locator('canvas')).toHaveAttribute('aria-hidden', 'true');
    const ranges = requests.filter((request) => pathOf(request) === ARCHIVE);
    expect(ranges.length).toBeGreaterThan(0);
    expect(await Promise.all(ranges.map(async (request) => (await request.response())?.status()))).toContain(206);
    const markers = map.locator('a.site-map-marker');
    expect(await markers.count()).toBeGreaterThan(1);
    await expect(markers.first()).toHaveAttribute('aria-label', /\S/);
    await expect(map.getByRole('button', { name: 'Zoom in' })).toBeVisible();
    await expect(map.getByText("Demo map drawn from this site's own data")).toBeVisible();
    await expectNoViolationsInBothModes(page, 'the map');

    // Offline: the map's code kept by the service worker (this first visit loaded it before the worker took
    // over: the page asks it to keep it), the archive stored whole (as the trail's "Get the trail for
    // offline" does), every range answered by the worker.
    await waitForServiceWorkerControl(page);
    await expect
      .poll(() =>
        page.evaluate(
          async () => (await caches.has('map-code')) && (await (await caches.open('map-code')).keys()).length,
        ),
      )
      .toBe(2);
    await page.evaluate(async (archive) => (await caches.open('map-data')).add(archive), ARCHIVE);
    // The places on the map are the page's list, kept on the device once it has been online.
    await waitForOfflineCopy(page);
    await context.setOffline(true);
    requests.length = 0;
    await page.reload();
    await expect(map).toHaveAttribute('data-map-drawn', 'true', { timeout: 15_000 });
    const offlineRanges = requests.filter((request) => pathOf(request) === ARCHIVE);
    expect(offlineRanges.length).toBeGreaterThan(0);
    for (const request of offlineRanges) expect((await request.response())?.fromServiceWorker()).toBe(true);
  });
});
