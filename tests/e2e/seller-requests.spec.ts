import { expect, test, withoutServiceWorker } from './fixtures';
import { ACCOUNTS, signInThroughForm } from './auth-support';
import { deleteDocument, getDocument } from './backend-support';
import { axeViolations } from './support';

withoutServiceWorker();

/**
 * Becoming a seller (issue 14): a signed-in member asks at /market/sell, an admin approves at
 * /dashboard/seller-requests, and the new shop is in the emulator, a draft owned by the member.
 * Against the seeded emulators.
 */
test('a member asks to sell; an admin approves; the shop exists with the member as owner', async ({ browser }) => {
  const shopName = `Test Stall ${Date.now()}`;
  // A retry starts as the first attempt did: the member has not asked yet (the request's id is their uid).
  await deleteDocument('sellerRequests', ACCOUNTS.member.uid);

  const memberContext = await browser.newContext();
  const member = await memberContext.newPage();
  await member.goto('/market/sell');
  await expect(member.getByText('Sign in to ask to sell at the market.')).toBeVisible();
  expect(await axeViolations(member), '/market/sell signed out').toEqual([]);
  await member.getByRole('link', { name: 'Sign in to ask to sell at the market' }).click();
  await signInThroughForm(member, 'member');
  await expect(member).toHaveURL(/\/market\/sell$/);
  const form = member.getByRole('main');
  await expect(form.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(ACCOUNTS.member.email);
  expect(await axeViolations(member), '/market/sell').toEqual([]);
  await form.getByRole('textbox', { name: 'Your name' }).fill('Priya Shah');
  await form.getByRole('textbox', { name: 'Shop or stall name' }).fill(shopName);
  await form.getByRole('textbox', { name: 'What you would sell' }).fill('Honey and beeswax candles');
  await form.getByRole('button', { name: 'Ask to sell' }).click();
  await expect(member.getByText('we have your request')).toBeVisible();
  await expect
    .poll(async () => (await getDocument('sellerRequests', ACCOUNTS.member.uid))?.fields['status'])
    .toEqual({
      stringValue: 'pending',
    });

  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await admin.goto('/dashboard/seller-requests');
  await signInThroughForm(admin, 'admin');
  const card = admin.getByRole('article', { name: 'Request from Priya Shah' });
  await expect(card.getByRole('heading', { name: shopName })).toBeVisible();
  expect(await axeViolations(admin), '/dashboard/seller-requests').toEqual([]);
  await card.getByRole('button', { name: 'Approve and make the shop' }).click();
  await expect(card.getByText('Approved')).toBeVisible();

  let shopId = '';
  await expect
    .poll(async () => {
      const request = await getDocument('sellerRequests', ACCOUNTS.member.uid);
      shopId = request?.fields['shopId']?.stringValue ?? '';
      return request?.fields['status'];
    })
    .toEqual({ stringValue: 'approved' });
  const shop = await getDocument('shops', shopId);
  expect(shop?.fields['ownerUid']).toEqual({ stringValue: ACCOUNTS.member.uid });
  expect(shop?.fields['title']).toEqual({ stringValue: shopName });
  expect(shop?.fields['status']).toEqual({ stringValue: 'draft' });

  // The member sees the decision live.
  await expect(member.getByText('your shop is ready')).toBeVisible();
  await memberContext.close();
  await adminContext.close();
});
