import { test, expect } from './fixtures';
import { startSignedIn } from './auth-support';
import { FIRESTORE, goOffline, goOnline } from './backend-support';
import { axeViolations } from './support';

/**
 * The seller's side of orders against the seeded emulators: the seed's member runs Castle Street Bakery
 * Pantry. Orders are written straight into the emulator (as a customer's device would send them), so
 * this spec does not depend on the customer's pages.
 */

const DOCUMENTS = `${FIRESTORE}/v1/projects/demo-community/databases/(default)/documents`;
/** The emulator lets "owner" past the security rules. */
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const PANTRY = 'castle-street-bakery-pantry';
const HUB_SHOP = 'community-hub-shop';

type Plain = string | number | boolean | null | Date | Plain[] | { [key: string]: Plain };
type RestValue = Record<string, unknown>;

function toValue(value: Plain): RestValue {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(toValue) } };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number')
    return Number.isInteger(value) ? { integerValue: String(value) } : { doubleValue: value };
  return { mapValue: { fields: Object.fromEntries(Object.entries(value).map(([key, item]) => [key, toValue(item)])) } };
}

function fromValue(value: RestValue | undefined): Plain {
  if (!value) return null;
  if ('integerValue' in value) return Number(value.integerValue);
  if ('stringValue' in value) return value.stringValue as string;
  if ('booleanValue' in value) return value.booleanValue as boolean;
  if ('arrayValue' in value) {
    return ((value.arrayValue as { values?: RestValue[] }).values ?? []).map(fromValue);
  }
  if ('mapValue' in value) {
    const fields = (value.mapValue as { fields?: Record<string, RestValue> }).fields ?? {};
    return Object.fromEntries(Object.entries(fields).map(([key, item]) => [key, fromValue(item)]));
  }
  return null;
}

async function write(path: string, data: Record<string, Plain>, mask?: string[]): Promise<void> {
  const query = mask ? `?${mask.map((field) => `updateMask.fieldPaths=${field}`).join('&')}` : '';
  const response = await fetch(`${DOCUMENTS}/${path}${query}`, {
    method: 'PATCH',
    headers: OWNER,
    body: JSON.stringify({
      fields: Object.fromEntries(Object.entries(data).map(([key, item]) => [key, toValue(item)])),
    }),
  });
  expect(response.ok, await response.text()).toBe(true);
}

async function read(path: string): Promise<Record<string, Plain>> {
  const response = await fetch(`${DOCUMENTS}/${path}`, { headers: OWNER });
  const document = (await response.json()) as { fields: Record<string, RestValue> };
  return fromValue({ mapValue: { fields: document.fields } }) as Record<string, Plain>;
}

const ID_LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** A Firestore-like id (20 random letters and digits), new on every run: its first six characters are the reference. */
function newOrderId(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(20)), (byte) => ID_LETTERS[byte % ID_LETTERS.length]).join(
    '',
  );
}

interface Line {
  productId: string;
  name: string;
  variant?: string;
  quantity: number;
  pricePence: number;
}

/** Writes an order in the contract's shape and returns its id and reference. */
async function placeOrder(
  lines: Line[],
  { shopId = PANTRY, status = 'requested', customer = 'Ada Customer' } = {},
): Promise<{ id: string; reference: string }> {
  const id = newOrderId();
  const reference = id.slice(0, 6).toUpperCase();
  const items = lines.map((line) => ({ variant: '', ...line }));
  const total = items.reduce((sum, line) => sum + line.quantity * line.pricePence, 0);
  const now = new Date();
  await write(`orders/${id}`, {
    shopId,
    reference,
    items,
    totals: { itemsPence: total, totalPence: total, currency: 'GBP' },
    customer: { name: customer, email: 'ada@example.org', phone: '07700 900123', uid: 'e2e-customer' },
    collectionOptionId: '',
    collectionLabel: '',
    note: 'Please leave it at the counter.',
    consent: true,
    status,
    statusTimes: status === 'requested' ? { requested: now } : { requested: now, [status]: now },
    cancelReason: null,
    createdAt: now,
    updatedAt: now,
    updatedBy: 'e2e-customer',
  });
  return { id, reference };
}

const stockOf = async (productId: string) => (await read(`products/${productId}`)).stock;
const variantStock = async (productId: string, name: string) => {
  const variants = (await read(`products/${productId}`)).variants as { name: string; stock: number }[];
  return variants.find((variant) => variant.name === name)?.stock;
};

test.describe('a seller’s orders', () => {
  test('a new order arrives live; confirming takes the stock, then ready and collected', async ({ page }) => {
    test.setTimeout(90_000);
    await startSignedIn(page, 'member');
    await page.goto('/dashboard/orders');
    await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /\d+ orders?$/ })).toBeVisible();

    const jamBefore = await stockOf('damson-jam');
    // The small pudding: the basket spec counts on the large one's stock as seeded ("Only 4 left").
    const puddingBefore = await variantStock('christmas-pudding', 'Small (serves 4)');
    const order = await placeOrder([
      { productId: 'damson-jam', name: 'Damson jam', quantity: 2, pricePence: 450 },
      {
        productId: 'christmas-pudding',
        name: 'Christmas pudding',
        variant: 'Small (serves 4)',
        quantity: 1,
        pricePence: 1200,
      },
    ]);
    // Live: no reload.
    const link = page.getByRole('link', { name: order.reference, exact: true });
    await expect(link).toBeVisible({ timeout: 15_000 });
    await expect(page.getByTestId('new-orders-count')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await link.click();
    await expect(page.getByRole('heading', { level: 1, name: `Order ${order.reference}` })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Christmas pudding (Small (serves 4))' })).toBeVisible();
    await expect(page.getByText('£21.00')).toBeVisible();
    expect(await axeViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Mark ready' })).toBeVisible({ timeout: 15_000 });
    expect(await stockOf('damson-jam')).toBe(Number(jamBefore) - 2);
    expect(await variantStock('christmas-pudding', 'Small (serves 4)')).toBe(Number(puddingBefore) - 1);
    expect((await read(`orders/${order.id}`)).status).toBe('confirmed');

    await page.getByRole('button', { name: 'Mark ready' }).click();
    await page.getByRole('button', { name: 'Mark collected' }).click();
    await expect(page.getByText('This order is collected: nothing more to do.')).toBeVisible();
    await expect.poll(async () => (await read(`orders/${order.id}`)).status, { timeout: 15_000 }).toBe('collected');
    const times = (await read(`orders/${order.id}`)).statusTimes as Record<string, unknown>;
    expect(Object.keys(times).sort()).toEqual(['collected', 'confirmed', 'ready', 'requested']);
    await expect(page.getByRole('region', { name: 'History' }).getByRole('listitem')).toHaveCount(4);
  });

  test('an oversell is refused naming the line; offline confirming says so; cancelling offline puts the stock back on reconnect; other shops stay hidden; the pick list', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await write('products/lardy-cake', { stock: 6 }, ['stock']);
    const greedy = await placeOrder([{ productId: 'lardy-cake', name: 'Lardy cake', quantity: 7, pricePence: 650 }]);
    const elsewhere = await placeOrder(
      [{ productId: 'thornbury-tote-bag', name: 'Thornbury tote bag', quantity: 1, pricePence: 1200 }],
      { shopId: HUB_SHOP },
    );
    const toPick = await placeOrder(
      [{ productId: 'shortbread-rounds', name: 'Shortbread rounds', quantity: 3, pricePence: 550 }],
      { status: 'confirmed', customer: 'Pick Listed' },
    );

    await startSignedIn(page, 'member');
    await page.goto(`/dashboard/orders/${greedy.id}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${greedy.reference}` })).toBeVisible();

    await goOffline(context);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText(
      'Confirming needs a connection: try again when you are back online.',
    );
    await goOnline(context, [page]);

    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('alert')).toContainText('Only 6 of Lardy cake left; the order asks for 7.', {
      timeout: 15_000,
    });
    await expect(page.getByRole('row', { name: /Lardy cake \(cannot be confirmed\)/ })).toBeVisible();
    expect(await stockOf('lardy-cake')).toBe(6);
    expect((await read(`orders/${greedy.id}`)).status).toBe('requested');

    // Cancelling a confirmed order works offline; its stock goes back once the connection returns.
    const shortbreadBefore = Number(await stockOf('shortbread-rounds'));
    const changedMind = await placeOrder([
      { productId: 'shortbread-rounds', name: 'Shortbread rounds', quantity: 2, pricePence: 550 },
    ]);
    await page.goto(`/dashboard/orders/${changedMind.id}`);
    await page.getByRole('button', { name: 'Confirm', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Mark ready' })).toBeVisible({ timeout: 15_000 });
    expect(await stockOf('shortbread-rounds')).toBe(shortbreadBefore - 2);
    await goOffline(context);
    await page.getByRole('button', { name: 'Cancel order' }).click();
    await page.getByLabel('Why is the order cancelled?').fill('The customer is away that day');
    await page.getByRole('button', { name: 'Cancel the order' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Cancelled on this device' })).toBeVisible();
    await expect(
      page.getByText('Its stock goes back to the shop’s counts as soon as this device is online.'),
    ).toBeVisible();
    expect(await stockOf('shortbread-rounds')).toBe(shortbreadBefore - 2);
    await goOnline(context, [page]);
    await expect.poll(() => stockOf('shortbread-rounds'), { timeout: 20_000 }).toBe(shortbreadBefore);
    expect(await read(`orders/${changedMind.id}`)).toMatchObject({ status: 'cancelled', stockTaken: false });
    await expect(
      page.getByText('Its stock goes back to the shop’s counts as soon as this device is online.'),
    ).toBeHidden();

    await page.goto('/dashboard/orders?status=all');
    await expect(page.getByRole('link', { name: greedy.reference, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: toPick.reference, exact: true })).toBeVisible();
    await expect(page.getByRole('link', { name: elsewhere.reference, exact: true })).toHaveCount(0);
    await page.goto(`/dashboard/orders/${elsewhere.id}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Order not available' })).toBeVisible();
    await expect(page.getByText('It is not an order for a shop you run.')).toBeVisible();

    await page.goto(`/dashboard/orders/pick-list?shop=${PANTRY}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Pick list' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: `${toPick.reference} · Pick Listed` })).toBeVisible();
    await expect(page.getByTestId('pick-total').filter({ hasText: 'Shortbread rounds' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 4, name: new RegExp(elsewhere.reference) })).toHaveCount(0);
    expect(await axeViolations(page)).toEqual([]);
    // Printed, the sheet stands alone: no site header or menu.
    await page.emulateMedia({ media: 'print' });
    await expect(page.locator('#side-navigation')).toBeHidden();
    await expect(page.getByRole('button', { name: 'Print' })).toBeHidden();
    await expect(page.getByTestId('pick-total').first()).toBeVisible();
  });
});
