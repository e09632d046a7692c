import type { Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { newSignedInContext } from './auth-support';
import { getDocument, goOffline, goOnline } from './backend-support';
import { waitForPrecache, waitForServiceWorkerControl } from './pwa-support';
import { expectNoViolationsInBothModes } from './support';

/** Stop 1 of the seed (scripts/seed-data.mjs): at the town pump. */
const PUMP = { latitude: 51.6112, longitude: -2.5262 };

test.describe('the creative trail', () => {
  test('get the trail for offline: the list, a stop’s picture and audio guide and the next stop work offline; near me', async ({
    page,
    context,
  }) => {
    test.setTimeout(60_000);
    await context.grantPermissions(['geolocation']);
    await context.setGeolocation({ ...PUMP, accuracy: 15 });
    await page.goto('/creative-trail');
    await expect(page.getByRole('heading', { level: 1, name: 'Creative trail' })).toBeVisible();
    // The seeded stops, whatever the content-types spec adds meanwhile and the other test swaps.
    const stops = page.getByTestId('trail-stop');
    await expect(stops.filter({ hasText: 'The Choir Bells' })).toBeVisible();
    await expect(stops.filter({ hasText: 'The Pump on the Plain' })).toContainText('Thornbury Heritage Society');
    await expect(page.getByTestId('trail-progress')).toHaveText(/^0 of 1\d visited$/);
    const structured = JSON.parse((await page.locator('#structured-data').textContent()) ?? '{}') as {
      '@type': string;
      itinerary: { itemListElement: unknown[] };
    };
    expect(structured['@type']).toBe('TouristTrip');
    expect(structured.itinerary.itemListElement.length).toBeGreaterThanOrEqual(10);

    // Near me, on a tap: the nearest stop.
    await page.getByRole('button', { name: 'Show where I am' }).click();
    await expect(page.getByTestId('trail-nearest')).toContainText('Nearest stop: 1. The Pump on the Plain');
    // Reaching a stop ticks it once that is turned on: the phone is at the pump, to within 15 m.
    await page.getByRole('checkbox', { name: 'Tick stops as I reach them' }).check();
    await expect(page.getByTestId('trail-progress')).toHaveText(/^1 of 1\d visited$/);

    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);
    // The stops' pictures and recordings, and the map's archive and code.
    await expect(page.getByTestId('trail-offline-size')).toHaveText(/^About [\d.]+ (KB|MB)$/);
    await page.getByRole('button', { name: 'Get the trail for offline' }).click();
    await expect(page.getByText('Ready for offline')).toBeVisible();
    await expectNoViolationsInBothModes(page, '/creative-trail');

    // List or Map is a radio group: the arrow keys choose.
    await page.getByRole('radio', { name: 'List' }).focus();
    await page.keyboard.press('ArrowRight');
    await expect(page.getByRole('radio', { name: 'Map' })).toBeChecked();
    // In the address like every list's choice, so a shared link opens the map.
    await expect(page).toHaveURL(/[?&]view=map/);
    await goOffline(context);
    // The map's tiles, read from the basemap archive: offline, every read answered by the service worker
    // from the downloaded copy.
    const tileReads: Request[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname.endsWith('.pmtiles')) tileReads.push(request);
    });
    // Opened again without the address's choice: the device remembers it. With the map, the ordered list
    // is still there.
    await page.goto('/creative-trail');
    await expect(stops.filter({ hasText: 'The Choir Bells' })).toBeVisible();
    await expect(page.getByRole('radio', { name: 'Map' })).toBeChecked();
    await expect(page.getByLabel(/^Map of the creative trail/).first()).toBeVisible();
    await expect(page.locator('.site-map')).toHaveAttribute('data-map-drawn', 'true', { timeout: 15_000 });
    expect(tileReads.length).toBeGreaterThan(0);
    for (const read of tileReads) {
      const answer = await read.response();
      expect(answer?.fromServiceWorker()).toBe(true);
      expect(answer?.status()).toBe(206);
    }

    // By keyboard (a link over two lines has a gap where a pointer would miss it).
    await page.getByRole('link', { name: 'Stop 2: The Weavers’ Wall' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'The Weavers’ Wall' })).toBeVisible();
    const picture = page.getByRole('img', { name: /Stop 2, The Weavers’ Wall/ }).first();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
      .toBeGreaterThan(0);
    await page.getByTestId('audio-guide').evaluate((audio: HTMLAudioElement) => (audio.muted = true));
    await page.getByRole('button', { name: 'Play the audio guide' }).click();
    await expect
      .poll(() => page.getByTestId('audio-guide').evaluate((audio: HTMLAudioElement) => audio.currentTime))
      .toBeGreaterThan(0.3);
    const walks = page.getByRole('navigation', { name: 'Previous and next stops' });
    await expect(walks).toContainText('About 70 m, 1 minute’s walk');
    await expect(walks).toContainText(/About \d+ m, \d+ minutes’ walk/);
    await page.getByRole('button', { name: 'Mark as visited' }).click();
    await page.getByRole('link', { name: /Next stop: 3\. Castle Gates Poem/ }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { level: 1, name: 'Castle Gates Poem' })).toBeVisible();
    await expectNoViolationsInBothModes(page, 'a trail stop');
    await goOnline(context, [page]);
  });

  test('denied location is explained plainly; an editor reorders the stops with the keyboard', async ({
    page,
    browser,
  }) => {
    // No permission granted: the browser refuses.
    await page.goto('/creative-trail');
    await page.getByRole('button', { name: 'Show where I am' }).click();
    await expect(page.getByRole('alert')).toContainText('Location is turned off for this site');

    const editorContext = await newSignedInContext(browser, 'editor');
    const editor = await editorContext.newPage();
    await editor.goto('/dashboard/trail-order');
    // The last two seeded stops (the other test walks the first three at the same time; the content-types
    // spec may add stops meanwhile, so places are compared, not counted).
    const rows = editor.getByTestId('trail-order-stop');
    await expect(rows.filter({ hasText: 'Brook Ripples' })).toBeVisible();
    const place = async (title: string) => (await rows.allTextContents()).findIndex((text) => text.includes(title));
    expect(await place('Brook Ripples')).toBe((await place('Castle Court Lanterns')) + 1);
    await editor.getByRole('button', { name: 'Move up: Brook Ripples' }).focus();
    await editor.keyboard.press('Enter');
    await expect.poll(async () => (await place('Brook Ripples')) - (await place('Castle Court Lanterns'))).toBe(-1);
    // The keyboard stays on the stop that moved, and its new place is announced.
    await expect(editor.getByRole('button', { name: 'Move up: Brook Ripples' })).toBeFocused();
    await expect(
      editor.getByRole('status').filter({ hasText: /^Brook Ripples is now stop \d+ of \d+\.$/ }),
    ).toHaveCount(1);
    const order = async (id: string) => Number((await getDocument('trailStops', id))?.fields.order?.integerValue);
    await expect.poll(async () => (await order('brook-ripples')) < (await order('castle-court-lanterns'))).toBe(true);
    await expectNoViolationsInBothModes(editor, '/dashboard/trail-order');
    // Put it back for the other specs.
    await editor.getByRole('button', { name: 'Move down: Brook Ripples' }).click();
    await expect.poll(async () => (await order('brook-ripples')) > (await order('castle-court-lanterns'))).toBe(true);
    await editorContext.close();
  });
});
