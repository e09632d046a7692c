import { openTableRowBySearch } from './support';
import type { BrowserContext, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { ACCOUNTS, signInThroughForm } from './auth-support';
import { findDocuments, goOffline, goOnline } from './backend-support';
import { waitForFirebaseCode, waitForOfflineCopy, waitForPrecache, waitForServiceWorkerControl } from './pwa-support';

const AUTH_EMULATOR = 'http://127.0.0.1:9099/';

/**
 * A shared device (a library PC, the hall's laptop): after someone signs out, in any of several tabs,
 * nothing of theirs stays, on screen or on the device, and the next person gets none of it. Runs
 * against the Auth and Firestore emulators with seed data.
 */

/** In the seed data, only in the unpublished event "Schools sports day": editors can read it, visitors cannot. */
const PRIVATE_TEXT = 'Severn Vale Schools Partnership sports day';

/** A Storage download address (the Storage emulator's host; the tests answer for it). */
const storageFile = (name: string) =>
  `http://127.0.0.1:9199/v0/b/demo-community.appspot.com/o/events%2F${name}?alt=media&token=secret-${name}`;

/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Everything this origin keeps: every IndexedDB database (every store's records), localStorage and
 * the addresses in Cache Storage, as text. A database that vanishes while being listed is not re-created.
 */
async function deviceText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await new Promise<IDBDatabase | undefined>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onupgradeneeded = () => request.transaction?.abort();
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => (request.error?.name === 'AbortError' ? resolve(undefined) : reject(request.error));
      });
      if (!database) continue;
      for (const store of Array.from(database.objectStoreNames)) {
        const [keys, values] = await Promise.all(
          ['getAllKeys', 'getAll'].map(
            (method) =>
              new Promise<unknown[]>((resolve, reject) => {
                const objectStore = database.transaction(store, 'readonly').objectStore(store);
                const request = method === 'getAll' ? objectStore.getAll() : objectStore.getAllKeys();
                request.onsuccess = () => resolve(request.result as unknown[]);
                request.onerror = () => reject(request.error);
              }),
          ),
        );
        texts.push(`${name}/${store}: ${JSON.stringify(keys)} ${JSON.stringify(values)}`);
      }
      database.close();
    }
    texts.push(`localStorage: ${JSON.stringify({ ...localStorage })}`);
    for (const cacheName of await caches.keys()) {
      const requests = await (await caches.open(cacheName)).keys();
      texts.push(`cache ${cacheName}: ${requests.map((request) => request.url).join(' ')}`);
    }
    return texts.join('\n');
  });
}

/** The addresses the service worker keeps in `cacheName`. */
function cachedUrls(page: Page, cacheName: string): Promise<string[]> {
  return page.evaluate(async (name) => {
    if (!(await caches.keys()).includes(name)) return [];
    return (await (await caches.open(name)).keys()).map((request) => request.url);
  }, cacheName);
}

/** Shows an image as a page would (an `<img>`, no crossorigin attribute); true if it loaded. */
function showImage(page: Page, src: string): Promise<boolean> {
  return page.evaluate(
    (url) =>
      new Promise<boolean>((resolve) => {
        const image = document.createElement('img');
        image.alt = '';
        image.onload = () => resolve(image.naturalWidth > 0);
        image.onerror = () => resolve(false);
        image.src = url;
        document.body.append(image);
      }),
    src,
  );
}

/** Answers for Storage: a picture with CORS allowed (as Storage does), or `status` for addresses with "broken". */
async function serveStorage(context: BrowserContext, seen: { url: string; origin: string | undefined }[] = []) {
  await context.route('http://127.0.0.1:9199/**', async (route) => {
    const request = route.request();
    seen.push({ url: request.url(), origin: await request.headerValue('origin').then((value) => value ?? undefined) });
    const broken = request.url().includes('broken');
    await route.fulfill({
      status: broken ? 403 : 200,
      contentType: broken ? 'application/json' : 'image/png',
      headers: { 'Access-Control-Allow-Origin': '*' },
      body: broken ? '{"error":{"code":403}}' : PNG,
    });
  });
}

/**
 * With no signal, sends the basket's order request to `shopName` as `customer`: it waits on this device.
 * Returns the order's reference (its page's address is `/orders/{id}`).
 */
async function sendOrderOffline(
  page: Page,
  context: BrowserContext,
  shopName: string,
  customer: { name: string; email: string; phone?: string },
): Promise<string> {
  await goOffline(context);
  await page.goto('/basket');
  const shop = page.getByRole('region', { name: shopName, exact: true });
  await expect(shop.getByRole('region', { name: `Order request to ${shopName}` })).toBeVisible();
  await shop.getByLabel('Your name').fill(customer.name);
  await shop.getByLabel('Your email address').fill(customer.email);
  if (customer.phone) await shop.getByLabel('Phone (optional)').fill(customer.phone);
  const collect = shop.getByLabel('When and where to collect');
  if ((await collect.count()) > 0) await collect.selectOption({ index: 1 });
  await shop.getByLabel('I agree my details are shared with the seller to arrange collection.').check();
  await shop.getByRole('button', { name: `Send order request to ${shopName}` }).click();
  await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9]{20}$/);
  return (new URL(page.url()).pathname.split('/').at(-1) ?? '').slice(0, 6).toUpperCase();
}

test.describe('a shared device', () => {
  test('signing out in one tab clears every tab: no private document, draft or kept file stays, and the next account gets no draft', async ({
    page: editor,
    context,
  }) => {
    test.setTimeout(120_000);
    const draftText = `Unpublished change ${Date.now()}`;
    const keptFile = storageFile('poster.png');
    await serveStorage(context);

    await editor.goto('/dashboard/events');
    await signInThroughForm(editor, 'editor');
    await waitForServiceWorkerControl(editor);
    expect(await showImage(editor, keptFile)).toBe(true);
    await expect.poll(() => cachedUrls(editor, 'storage-downloads')).toEqual([keptFile]);

    // The unpublished event, open in the editor: it is now in Firestore's copy on this device.
    await openTableRowBySearch(editor, {
      searchLabel: 'Search events',
      query: 'Schools sports day',
      title: 'Schools sports day',
    });
    await expect(editor.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible();
    await expect(editor.getByLabel('Summary')).toHaveValue(new RegExp(PRIVATE_TEXT));
    await expect.poll(() => deviceText(editor), { timeout: 15_000 }).toContain(PRIVATE_TEXT);

    // A second tab, signed in as the same account.
    const other = await context.newPage();
    await other.goto('/dashboard');
    await other.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await expect(other.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();

    // A third tab on a public page, with its Firestore and sign-in code running. The header shows the
    // account at once, from the device's note of who was signed in last, before that code starts (seconds
    // after a public page): only Auth's check of the session, from this tab, shows it has started, and
    // without it the tab would have nothing to let go of when the account signs out.
    const visitor = await context.newPage();
    const sessionChecked = visitor.waitForResponse((response) => response.url().startsWith(AUTH_EMULATOR), {
      timeout: 20_000,
    });
    await visitor.goto('/events');
    await sessionChecked;
    await expect(visitor.getByRole('button', { name: 'Your account' })).toBeVisible({ timeout: 15_000 });
    await visitor.evaluate(() => Object.assign(window, { openedBeforeSignOut: true }));

    // A change typed in the editor and not saved: a draft on this device.
    await editor.getByLabel('Summary').fill(draftText);
    await expect.poll(() => deviceText(editor)).toContain(draftText);

    // Signing out in the other tab warns about the draft first.
    await other.getByRole('button', { name: 'Your account' }).click();
    await other.getByRole('button', { name: 'Sign out' }).click();
    const warning = other.getByRole('alert').filter({ hasText: 'Changes not saved yet' });
    await expect(warning).toContainText('You have changes to 1 item that you have not saved yet.');
    // "all of them" when a write of the app's own (made at sign-in) is also still on its way under load.
    await expect(warning).toContainText(/Signing out removes (all of )?them from this device\./);
    await warning.getByRole('button', { name: 'Sign out anyway' }).click();
    await expect(other).toHaveURL(/\/$/, { timeout: 15_000 });
    await expect(other.getByRole('link', { name: 'Sign in' })).toBeVisible();

    // The editor's tab follows: it reloads where it was, signed out, with nothing of the account on screen.
    await expect(editor.getByText('Please sign in to use this part of the site.')).toBeVisible({ timeout: 15_000 });
    await expect(editor.getByLabel('Summary')).toHaveCount(0);

    // Nothing private stays on the device: not the unpublished event, the account, the draft or the file.
    await expect.poll(() => deviceText(other), { timeout: 15_000 }).not.toContain(PRIVATE_TEXT);
    const left = await deviceText(other);
    expect(left).not.toContain(PRIVATE_TEXT);
    expect(left).not.toContain(ACCOUNTS.editor.email);
    expect(left).not.toContain(draftText);
    expect(left).not.toContain('secret-poster.png');
    expect(await cachedUrls(other, 'storage-downloads')).toEqual([]);

    // Public pages still work in every tab, in-app too: the public tab let go of the old copy and
    // started afresh, signed out, and Firestore starts again for the visitor.
    await visitor.waitForFunction(() => !('openedBeforeSignOut' in window), undefined, { timeout: 15_000 });
    await visitor.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await expect(visitor.getByRole('link', { name: 'Sign in' })).toBeVisible();
    await visitor.getByRole('link', { name: 'Community Choir rehearsal' }).first().click();
    await expect(visitor.getByRole('heading', { level: 1, name: 'Community Choir rehearsal' })).toBeVisible({
      timeout: 15_000,
    });
    await other.goto('/events');
    await expect(other.getByRole('link', { name: 'Community Choir rehearsal' }).first()).toBeVisible({
      timeout: 15_000,
    });

    // The next person signs in on the same editor: the previous account's draft is not restored.
    await signInThroughForm(editor, 'admin');
    await expect(editor.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible();
    await expect(editor.getByLabel('Summary')).toHaveValue(new RegExp(PRIVATE_TEXT));
    await expect(editor.getByText('Your unsaved changes are back')).toHaveCount(0);
  });

  test('a draft comes back only for the account that wrote it, even when the session ended without signing out', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const draftText = `Editor’s unsaved summary ${Date.now()}`;
    await page.goto('/dashboard/events');
    await signInThroughForm(page, 'editor');
    await openTableRowBySearch(page, {
      searchLabel: 'Search events',
      query: 'Schools sports day',
      title: 'Schools sports day',
    });
    await expect(page.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible();
    const editorUrl = page.url();
    await page.getByLabel('Summary').fill(draftText);
    await expect.poll(() => deviceText(page)).toContain(draftText);

    // The session ends without the sign-out button (as when it expires): Auth's record on the device goes.
    await page.evaluate(() => window.location.assign('/robots.txt'));
    await page.waitForURL(/robots\.txt$/);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
        }),
    );
    expect(await deviceText(page)).toContain(draftText);

    // Someone else signs in and opens the same editor: the draft is not theirs, so it does not come back.
    await page.goto(editorUrl);
    await signInThroughForm(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Edit event' })).toBeVisible();
    await expect(page.getByLabel('Summary')).toHaveValue(new RegExp(PRIVATE_TEXT));
    await expect(page.getByText('Your unsaved changes are back')).toHaveCount(0);

    // They sign out; the editor signs in again and gets their draft back.
    await page.getByRole('button', { name: 'Your account' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
    await page.goto(editorUrl);
    await signInThroughForm(page, 'editor');
    await expect(page.getByText('Your unsaved changes are back')).toBeVisible();
    await expect(page.getByLabel('Summary')).toHaveValue(draftText);
  });

  test('files from Storage are asked for with CORS and kept only when the answer is good', async ({
    page,
    context,
  }) => {
    const seen: { url: string; origin: string | undefined }[] = [];
    await serveStorage(context, seen);
    await page.goto('/');
    await waitForServiceWorkerControl(page);
    const good = storageFile('good.png');
    const broken = storageFile('broken.png');

    expect(await showImage(page, good)).toBe(true);
    expect(await showImage(page, broken)).toBe(false);
    await expect.poll(() => cachedUrls(page, 'storage-downloads')).toEqual([good]);
    // A CORS request carries the page's origin; an `<img>`'s own request would not.
    expect(seen.find((request) => request.url === good)?.origin).toBe(new URL(page.url()).origin);

    // Kept: given again with no request to Storage. The refusal was not kept: Storage is asked again.
    const before = seen.length;
    const status = (url: string) => page.evaluate(async (address) => (await fetch(address)).status, url);
    expect(await status(good)).toBe(200);
    expect(await status(broken)).toBe(403);
    expect(seen.slice(before).map((request) => request.url)).toEqual([broken]);
  });

  test('a visitor who ordered without an account can say “Forget me on this device”, warned while a request waits', async ({
    page,
    context,
  }) => {
    test.setTimeout(120_000);
    const shopName = 'Castle Street Bakery Pantry';
    await page.goto('/shop/damson-jam');
    await expect(page.getByRole('heading', { level: 1, name: 'Damson jam' })).toBeVisible();
    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);
    await waitForFirebaseCode(page);
    // The app keeps every published product and shop on the device once it has been online.
    await waitForOfflineCopy(page);
    await expect(page.getByRole('region', { name: 'Sold by' }).getByRole('link', { name: shopName })).toBeVisible();
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('status').getByText('Added 1 to your basket.')).toBeVisible();

    // Sent with no signal, so it waits on this device.
    const reference = await sendOrderOffline(page, context, shopName, {
      name: 'Priya Shared-Device',
      email: 'priya.shared@example.co.uk',
      phone: '07700 900456',
    });

    // Forgetting now would lose the request: the page says so, and keeping it keeps everything.
    await page.goto('/orders');
    await page.getByRole('button', { name: 'Forget me on this device' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'An order request has not been sent yet' })).toBeVisible();
    await page.getByRole('button', { name: 'Keep my details' }).click();
    await expect(page.getByRole('link', { name: `Order ${reference}` })).toBeVisible();

    await goOnline(context, [page]);
    await expect
      .poll(async () => (await findDocuments('orders', 'reference', reference)).length, { timeout: 30_000 })
      .toBe(1);
    await page.reload();
    await expect(page.getByRole('link', { name: `Order ${reference}` })).toBeVisible({ timeout: 20_000 });

    // Sent: forgetting asks nothing more, and the next person finds no order and no details.
    await page.getByRole('button', { name: 'Forget me on this device' }).click();
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await page.goto('/orders');
    await expect(page.getByText(/No orders on this device yet/)).toBeVisible({ timeout: 20_000 });
    expect(await deviceText(page)).not.toContain('priya.shared@example.co.uk');
    await page.goto('/shop/damson-jam');
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await page.goto('/basket');
    await expect(page.getByLabel('Your name')).toHaveValue('');
  });
  test('an order request waiting when the session ends by itself is kept for that account, not shown to the next person, and goes when they sign in again', async ({
    page,
    context,
  }) => {
    test.setTimeout(150_000);
    const shopName = 'Castle Street Bakery Pantry';
    await page.goto('/sign-in');
    await signInThroughForm(page, 'member');
    await page.goto('/shop/damson-jam');
    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);
    await waitForFirebaseCode(page);
    await waitForOfflineCopy(page);
    await page.getByRole('button', { name: 'Add to basket' }).click();
    await expect(page.getByRole('status').getByText('Added 1 to your basket.')).toBeVisible();

    // Sent with no signal: it waits on this device, made by the member.
    const reference = await sendOrderOffline(page, context, shopName, {
      name: 'Priya Held-Request',
      email: 'priya.held@example.co.uk',
    });

    // The session ends without the sign-out button (password changed elsewhere, account disabled): Auth's
    // record on the device goes, and the app next starts with nobody signed in. (The site answers again so
    // a page without the app can load; Firestore and Auth stay out of reach.)
    await context.setOffline(false);
    await page.evaluate(() => window.location.assign('/robots.txt'));
    await page.waitForURL(/robots\.txt$/);
    await page.evaluate(
      () =>
        new Promise<void>((resolve, reject) => {
          const request = indexedDB.deleteDatabase('firebaseLocalStorageDb');
          request.onsuccess = () => resolve();
          request.onerror = () => reject(request.error);
        }),
    );
    expect(await deviceText(page)).toContain('priya.held@example.co.uk');

    // Back online, with nobody signed in: the member's request is not shown on this device, nor sent.
    await goOnline(context, [page]);
    await page.goto('/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Your orders' })).toBeVisible();
    await expect(page.getByText(/No orders on this device yet/)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('link', { name: `Order ${reference}` })).toHaveCount(0);
    expect(await findDocuments('orders', 'reference', reference)).toEqual([]);
    expect(await deviceText(page)).toContain('priya.held@example.co.uk');

    // The member signs in again: told their work waited, and the request goes, as theirs.
    await page.goto('/sign-in');
    await signInThroughForm(page, 'member');
    await expect(page.getByRole('status').filter({ hasText: 'Welcome back' })).toContainText(
      /You have \d+ changes? from your last session waiting on this device/,
      { timeout: 20_000 },
    );
    await expect
      .poll(async () => (await findDocuments('orders', 'reference', reference)).length, { timeout: 30_000 })
      .toBe(1);
    const [order] = await findDocuments('orders', 'reference', reference);
    expect(JSON.stringify(order)).toContain(ACCOUNTS.member.uid);
  });
});
