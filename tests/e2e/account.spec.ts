import { readFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test, withoutServiceWorker } from './fixtures';
import { FIRESTORE, getDocument } from './backend-support';
import { expectNoViolationsInBothModes } from './support';

withoutServiceWorker();

/**
 * The person's own account (issue 15): "Download my data" gives a file with their orders, and "Delete my
 * account" removes the account and its document, and anonymises their orders. Each test makes its own
 * throwaway account through the Auth emulator's REST API (with no role: the page is for everyone signed
 * in), so no seeded account or order changes, and removes the order it made.
 */

const AUTH = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';
const DOCUMENTS = `${FIRESTORE}/v1/projects/demo-community/databases/(default)/documents`;
const OWNER = { Authorization: 'Bearer owner', 'Content-Type': 'application/json' };
const PASSWORD = 'throwaway-pass-1';
const PHOTO = fileURLToPath(new URL('../../public/screenshots/wide-home.jpg', import.meta.url));

type Plain = string | number | boolean | null | Date | Plain[] | { [key: string]: Plain };

/** A value in the Firestore REST API's shape. */
function restValue(value: Plain): Record<string, unknown> {
  if (value === null) return { nullValue: null };
  if (value instanceof Date) return { timestampValue: value.toISOString() };
  if (typeof value === 'string') return { stringValue: value };
  if (typeof value === 'boolean') return { booleanValue: value };
  if (typeof value === 'number') return { integerValue: String(value) };
  if (Array.isArray(value)) return { arrayValue: { values: value.map(restValue) } };
  return {
    mapValue: { fields: Object.fromEntries(Object.entries(value).map(([key, item]) => [key, restValue(item)])) },
  };
}

/** Writes a document as the emulator's owner, past the rules. */
async function putDocument(path: string, fields: Record<string, Plain>): Promise<void> {
  const body = { fields: Object.fromEntries(Object.entries(fields).map(([key, value]) => [key, restValue(value)])) };
  const response = await fetch(`${DOCUMENTS}/${path}`, { method: 'PATCH', headers: OWNER, body: JSON.stringify(body) });
  if (!response.ok) throw new Error(`PATCH ${path}: ${response.status} ${await response.text()}`);
}

async function deleteDocument(path: string): Promise<void> {
  await fetch(`${DOCUMENTS}/${path}`, { method: 'DELETE', headers: OWNER });
}

/** A new account (no roles) with its users document and one collected order; returns its uid, email and order id. */
async function throwawayWithOrder(label: string): Promise<{ uid: string; email: string; orderId: string }> {
  const stamp = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const email = `${label}-${stamp}@example.org`;
  const response = await fetch(`${AUTH}/accounts:signUp?key=demo-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
  });
  const { localId: uid } = (await response.json()) as { localId: string };
  await putDocument(`users/${uid}`, {
    displayName: 'Sam Throwaway',
    email,
    photoURL: null,
    roles: [],
    createdAt: new Date(),
  });
  const orderId = `Acct${stamp}`.padEnd(20, 'x').slice(0, 20);
  const placed = new Date();
  await putDocument(`orders/${orderId}`, {
    shopId: 'no-such-shop',
    reference: orderId.slice(0, 6).toUpperCase(),
    items: [{ productId: 'jar', name: 'Jar of honey', variant: '', quantity: 2, pricePence: 450 }],
    totals: { itemsPence: 900, totalPence: 900, currency: 'GBP' },
    customer: { name: 'Sam Throwaway', email, phone: '07700 900123', uid },
    collectionOptionId: '',
    collectionLabel: '',
    note: 'Leave it with the neighbour',
    consent: true,
    status: 'collected',
    statusTimes: { requested: placed, confirmed: placed, ready: placed, collected: placed },
    cancelReason: null,
    createdAt: placed,
    updatedAt: placed,
    updatedBy: uid,
  });
  return { uid, email, orderId };
}

/** Opens the account page and signs in through the form it shows. */
async function openAccountPage(page: Page, email: string): Promise<void> {
  await page.goto('/dashboard/account');
  const form = page.getByRole('region', { name: 'Sign in' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Your account', level: 1 })).toBeVisible({ timeout: 15_000 });
}

test('Download my data gives a file with the person’s orders; the page passes axe in light and dark', async ({
  page,
}) => {
  const { uid, email, orderId } = await throwawayWithOrder('download');
  try {
    await openAccountPage(page, email);
    // The order shows, linked to its page.
    const orders = page.getByRole('region', { name: 'Your orders' });
    await expect(orders.getByRole('link', { name: orderId.slice(0, 6).toUpperCase() })).toHaveAttribute(
      'href',
      `/orders/${orderId}`,
    );
    // A photo: prepared on the device, sent by the upload outbox, its address then written into the account.
    await page.getByTestId('image-file-photo').setInputFiles(PHOTO);
    await page.getByRole('button', { name: 'Save photo' }).click();
    await expect(page.getByText(/^Your photo (has been saved|is saved on this device)/)).toBeVisible();
    await expect
      .poll(
        async () => {
          const photo = (await getDocument('users', uid))?.fields.photo as unknown as
            { mapValue?: { fields?: { url?: { stringValue?: string }; path?: { stringValue?: string } } } } | undefined;
          return `${photo?.mapValue?.fields?.path?.stringValue ?? ''} ${photo?.mapValue?.fields?.url?.stringValue ?? ''}`;
        },
        { timeout: 30_000 },
      )
      .toMatch(new RegExp(`^images/users/${uid}/[a-z0-9]+\\.(jpg|webp) http`));
    // With the deletion form open too (its warning and red button).
    await page.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page.getByRole('button', { name: 'Delete my account for good' })).toBeDisabled();
    await expectNoViolationsInBothModes(page, '/dashboard/account');
    await page.getByRole('button', { name: 'Keep my account' }).click();

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download my data' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^thornbury-hub-my-data-\d{4}-\d{2}-\d{2}\.json$/);
    const file = JSON.parse(await readFile(await download.path(), 'utf8')) as {
      account: { uid: string; email: string };
      orders: { id: string; customer: { uid: string }; totals: { totalPence: number } }[];
    };
    expect(file.account).toMatchObject({ uid, email });
    expect(file.orders).toEqual([
      expect.objectContaining({ id: orderId, customer: expect.objectContaining({ uid }), totals: expect.anything() }),
    ]);
  } finally {
    await deleteDocument(`orders/${orderId}`);
  }
});

test('Delete my account removes the account, its document and its request to sell, and anonymises its orders', async ({
  page,
}) => {
  const { uid, email, orderId } = await throwawayWithOrder('delete');
  await putDocument(`sellerRequests/${uid}`, {
    uid,
    name: 'Sam Throwaway',
    email,
    phone: '07700 900123',
    shopName: 'Sam’s Jams',
    whatTheySell: 'Jam',
    status: 'declined',
    createdAt: new Date(),
    decidedAt: new Date(),
    decidedBy: 'demo-admin',
    shopId: null,
  });
  try {
    await openAccountPage(page, email);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const confirm = page.getByRole('button', { name: 'Delete my account for good' });
    await expect(confirm).toBeDisabled();
    await page.getByLabel(/to confirm/).fill('delete my account');
    await page.getByLabel('Your password').fill(PASSWORD);
    await confirm.click();
    // Signed out, this device's copy cleared, at the home page.
    await expect(page).toHaveURL(/\/$/, { timeout: 20_000 });
    await expect(page.getByRole('link', { name: 'Sign in' })).toBeVisible();

    expect(await getDocument('users', uid)).toBeUndefined();
    expect(await getDocument('sellerRequests', uid)).toBeUndefined();
    const order = await getDocument('orders', orderId);
    expect(order?.fields['customer']).toEqual(
      restValue({ name: 'Deleted account', email: 'deleted-account@invalid', phone: null, uid }),
    );
    expect(order?.fields['note']).toEqual({ stringValue: '' });
    const signIn = await fetch(`${AUTH}/accounts:signInWithPassword?key=demo-key`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD, returnSecureToken: true }),
    });
    expect(signIn.ok).toBe(false);
  } finally {
    await deleteDocument(`orders/${orderId}`);
  }
});
