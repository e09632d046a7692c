import { fileURLToPath } from 'node:url';
import type { Request } from '@playwright/test';
import { test, expect } from './fixtures';
import { startSignedIn } from './auth-support';
import { axeViolations, openTableRowBySearch } from './support';
import { getDocument, goOffline, goOnline } from './backend-support';
import { waitForFirebaseCode, waitForPrecache, waitForServiceWorkerControl } from './pwa-support';

/** The Storage emulator the app uses in tests (scripts/emulators.mjs, port 9199; bucket of demo-community). */
const STORAGE = 'http://127.0.0.1:9199';
const BUCKET = 'demo-community.appspot.com';
/** A real JPEG from the repository (the install screenshot): prepared on the device like any photo. */
const PHOTO = fileURLToPath(new URL('../../public/screenshots/wide-home.jpg', import.meta.url));

/** Objects in the Storage emulator under `prefix` (its REST listing, as the SDK's listAll uses). */
async function storedObjects(prefix: string): Promise<string[]> {
  const response = await fetch(`${STORAGE}/v0/b/${BUCKET}/o?prefix=${encodeURIComponent(prefix)}`, {
    headers: { Authorization: 'Bearer owner' },
  });
  if (!response.ok) return [];
  const listing = (await response.json()) as { items?: { name: string }[] };
  return (listing.items ?? []).map((item) => item.name).sort();
}

/** The object name an upload request starts (a resumable upload's `start`, or a one-shot `multipart`). */
function uploadStarted(request: Request): string | undefined {
  if (!request.url().startsWith(`${STORAGE}/v0/b/`) || request.method() !== 'POST') return undefined;
  const url = new URL(request.url());
  const command = request.headers()['x-goog-upload-command'];
  if (command !== undefined && command !== 'start') return undefined;
  return url.searchParams.get('name') ?? undefined;
}

test.describe('photos upload from the outbox', () => {
  test('an editor offline picks a photo for an event, saves, reloads, goes online: the photo reaches Storage once and shows on the public page', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    const started: string[] = [];
    page.on('request', (request) => {
      const name = uploadStarted(request);
      if (name) started.push(name);
    });

    await startSignedIn(page, 'editor');
    await page.goto('/dashboard/events');
    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);
    await waitForFirebaseCode(page);
    await openTableRowBySearch(page, { searchLabel: 'Search events', query: 'repair café', title: 'Repair Café' });
    await expect(page.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible();
    const id = page.url().split('/').at(-1) ?? '';
    const before = await getDocument('events', id);

    await goOffline(context);
    await context.route(`${STORAGE}/**`, (route) => route.abort('internetdisconnected'));
    await page.getByTestId('image-file-image').setInputFiles(PHOTO);
    const description = 'Volunteers mending a bicycle at the Repair Café';
    await page.getByLabel(/Describe the photo/).fill(description);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(page.getByTestId('editor-sync')).toHaveText('Saved on this device · waiting to sync');
    await expect(page.getByTestId('upload-status')).toContainText('1 photo waiting to upload');
    await expect(page.getByRole('img', { name: description })).toHaveAttribute('src', /^blob:/);

    // A reload with no signal loses nothing: the photo is still waiting, shown from this device.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByTestId('upload-status')).toContainText('1 photo waiting to upload', { timeout: 20_000 });
    await expect(page.getByRole('img', { name: description })).toHaveAttribute('src', /^blob:/);
    await expect(page.getByText('Waiting to upload. It will go when there is a connection.')).toBeVisible();
    // The picker with a waiting photo passes axe (the empty picker is checked in accessibility-events).
    expect(await axeViolations(page), 'editor with a waiting photo').toEqual([]);
    expect(started).toEqual([]);

    await context.unroute(`${STORAGE}/**`);
    await goOnline(context, [page]);
    // The document gets its download addresses (a normal versioned save after the editor's own).
    await expect
      .poll(async () => (await getDocument('events', id))?.fields.image?.mapValue?.fields?.url?.stringValue ?? '', {
        timeout: 45_000,
      })
      .toMatch(/^http:\/\/127\.0\.0\.1:9199\//);
    await expect(page.getByTestId('upload-status')).toHaveCount(0);
    const image = (await getDocument('events', id))?.fields.image?.mapValue?.fields ?? {};
    const largePath = image.path?.stringValue ?? '';
    const small = image.small?.mapValue?.fields ?? {};
    expect(largePath).toMatch(new RegExp(`^images/events/${id}/[a-z0-9]+\\.(jpg|webp)$`));
    expect(small.url?.stringValue).toMatch(/^http:\/\/127\.0\.0\.1:9199\//);
    expect(image.alt?.stringValue).toBe(description);
    const after = await getDocument('events', id);
    // The editor's save and the outbox's url save: two versions, no more.
    expect(Number(after?.fields.version?.integerValue)).toBe(Number(before?.fields.version?.integerValue) + 2);

    // Once: each file was sent once, and Storage holds exactly the two files.
    expect(started.sort()).toEqual([largePath, small.path?.stringValue ?? ''].sort());
    expect(await storedObjects(`images/events/${id}/`)).toEqual(started.sort());

    // The public page shows it (the large file on the detail page).
    await page.goto('/events/repair-cafe');
    const shown = page.getByRole('img', { name: description });
    await expect(shown).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(() => shown.evaluate((element) => (element as HTMLImageElement).naturalWidth), { timeout: 20_000 })
      .toBeGreaterThan(0);
  });
});
