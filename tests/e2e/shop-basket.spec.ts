import { test, expect } from './fixtures';
import { findDocuments, goOffline, goOnline, setStrings } from './backend-support';
import { waitForFirebaseCode, waitForOfflineCopy, waitForPrecache, waitForServiceWorkerControl } from './pwa-support';
import { axeViolations } from './support';

/**
 * The customer's side of the market (issue 14): a visitor fills a basket and sends an order request with
 * no signal; on reconnect exactly one order reaches the emulator, and its page shows the live status.
 * Selectors are roles and labels only, so the spec runs the same on the lead's product pages.
 */
const SAVED_ON_PHONE = 'Your order request is saved on this phone and will be sent when you are back online.';
const SHOP = 'Castle Street Bakery Pantry';

test('a basket filled and sent offline arrives as exactly one order, and its page shows the status', async ({
  page,
  context,
}) => {
  // A service worker, offline visits, a sign-in and a sync: more than the default on 2 busy cores.
  test.setTimeout(90_000);
  await page.goto('/shop/damson-jam');
  await expect(page.getByRole('heading', { level: 1, name: 'Damson jam' })).toBeVisible();
  await waitForServiceWorkerControl(page);
  await waitForPrecache(page);
  await waitForFirebaseCode(page);
  // The app keeps every published product and shop on the device once it has been online (cache warming).
  await waitForOfflineCopy(page);
  // Seen once online, so this device has the product and its shop.
  await page.goto('/shop/christmas-pudding');
  await expect(page.getByRole('heading', { level: 1, name: 'Christmas pudding' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Sold by' }).getByRole('link', { name: SHOP })).toBeVisible();

  await goOffline(context);
  await page.reload();
  await page.getByLabel('Choose').selectOption('Large (serves 8)');
  await expect(page.getByRole('region', { name: 'Add to basket' }).getByText('Only 4 left')).toBeVisible();
  await page.getByLabel('Quantity').selectOption('2');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').getByText('Added 2 to your basket.')).toBeVisible();

  await page.goto('/shop/damson-jam');
  await page.getByRole('button', { name: 'Add to basket' }).click();
  await expect(page.getByRole('status').getByText('Added 1 to your basket.')).toBeVisible();

  await page.goto('/basket');
  const shop = page.getByRole('region', { name: SHOP, exact: true });
  await expect(shop.getByRole('list', { name: `Your items from ${SHOP}` }).getByRole('listitem')).toHaveCount(2);
  await expect(shop.getByText('£44.50')).toBeVisible();
  // Bounded by the stock last seen: 4 large puddings at most.
  await shop.getByRole('button', { name: 'One more Christmas pudding (Large (serves 8))' }).click();
  await shop.getByRole('button', { name: 'One more Christmas pudding (Large (serves 8))' }).click();
  await expect(shop.getByRole('button', { name: 'One more Christmas pudding (Large (serves 8))' })).toBeDisabled();
  await shop.getByRole('button', { name: 'One fewer Christmas pudding (Large (serves 8))' }).click();
  await shop.getByRole('button', { name: 'One fewer Christmas pudding (Large (serves 8))' }).click();
  await expect(shop.getByText('£44.50')).toBeVisible();

  // A missing answer is named, and what was typed survives a reload.
  await shop.getByRole('button', { name: `Send order request to ${SHOP}` }).click();
  await expect(shop.getByText('Please give your name, so the seller knows whose order it is.')).toBeVisible();
  await shop.getByLabel('Your name').fill('Priya Shah');
  await shop.getByLabel('Your email address').fill('priya@example.co.uk');
  await shop.getByLabel('Note for the seller (optional)').fill('I will come on Saturday.');
  await page.waitForTimeout(600);
  await page.reload();
  await expect(shop.getByLabel('Your name')).toHaveValue('Priya Shah');
  await expect(shop.getByLabel('Note for the seller (optional)')).toHaveValue('I will come on Saturday.');
  // The shop's collection times, when it lists some (the seed gives the shops some on the lead's branch).
  const collect = shop.getByLabel('When and where to collect');
  if ((await collect.count()) > 0) await collect.selectOption({ index: 1 });
  await shop.getByLabel('I agree my details are shared with the seller to arrange collection.').check();
  expect(await axeViolations(page), '/basket').toEqual([]);

  await shop.getByRole('button', { name: `Send order request to ${SHOP}` }).click();
  await expect(page).toHaveURL(/\/orders\/[A-Za-z0-9]{20}$/);
  const orderId = new URL(page.url()).pathname.split('/').at(-1) ?? '';
  const reference = orderId.slice(0, 6).toUpperCase();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: SAVED_ON_PHONE })).toBeVisible();
  await expect(page.getByText('Waiting to send')).toBeVisible();
  expect(await findDocuments('orders', 'reference', reference)).toHaveLength(0);

  // Still offline after a reload: the request is still on this phone, and its lines left the basket.
  await page.reload();
  await expect(page.getByRole('status').filter({ hasText: SAVED_ON_PHONE })).toBeVisible();

  await goOnline(context, [page]);
  await expect
    .poll(async () => (await findDocuments('orders', 'reference', reference)).length, { timeout: 20_000 })
    .toBe(1);
  await expect(page.getByText('Requested: waiting for the seller to confirm')).toBeVisible({ timeout: 20_000 });

  // Exactly once: nothing else arrives after another visit.
  await page.reload();
  await expect(page.getByText('Requested: waiting for the seller to confirm')).toBeVisible({ timeout: 20_000 });
  const stored = await findDocuments('orders', 'reference', reference);
  expect(stored).toHaveLength(1);
  expect(stored[0]?.id).toBe(orderId);
  const fields = stored[0]?.fields ?? {};
  expect(fields.status?.stringValue).toBe('requested');
  expect(fields.shopId?.stringValue).toBe('castle-street-bakery-pantry');
  expect(fields.totals?.mapValue?.fields?.totalPence?.integerValue).toBe('4450');
  expect(fields.customer?.mapValue?.fields?.uid?.stringValue).toMatch(/.+/);
  expect(fields.updatedBy?.stringValue).toBe(fields.customer?.mapValue?.fields?.uid?.stringValue);
  expect(await axeViolations(page), '/orders/{id}').toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await axeViolations(page, { contrastOnly: true }), '/orders/{id} in dark mode').toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });

  // The customer sees each step live. The seller's own screens for these steps are driven in
  // shop-orders.spec.ts; here the steps are set directly, so no stock moves under the other spec.
  for (const [status, words] of [
    ['confirmed', 'Confirmed'],
    ['ready', 'Ready to collect'],
    ['collected', 'Collected'],
  ] as const) {
    await setStrings('orders', orderId, { status });
    await expect(page.getByText(words, { exact: true }).first()).toBeVisible({ timeout: 20_000 });
  }

  await page.goto('/orders');
  await expect(page.getByRole('link', { name: `Order ${reference}` })).toBeVisible({ timeout: 20_000 });
  expect(await axeViolations(page), '/orders').toEqual([]);
  await page.goto('/basket');
  await expect(page.getByText('Your basket is empty.')).toBeVisible();
});
