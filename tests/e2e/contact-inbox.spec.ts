import { test, expect } from './fixtures';
import { signInThroughForm, startSignedIn } from './auth-support';
import { FIRESTORE, findDocuments, getDocument, goOffline, goOnline } from './backend-support';
import { waitForFirebaseCode, waitForPrecache, waitForServiceWorkerControl } from './pwa-support';
import { REGISTRY_TYPES } from './registry-support';
import { expectNoViolationsInBothModes } from './support';

/**
 * The contact form sends to Firestore (`messages`), offline too; admins read, handle and reply in the
 * inbox; the dashboard home counts what needs attention. Against the seeded emulators.
 */
const SAVED_OFFLINE = 'Saved on this phone. We’ll send it when you’re back online.';
const SENT = 'Thank you: your message has been sent';

/** Writes a message straight into the emulator, as another visitor's phone would. */
async function messageFromElsewhere(subject: string): Promise<void> {
  const string = (value: string) => ({ stringValue: value });
  const response = await fetch(`${FIRESTORE}/v1/projects/demo-community/databases/(default)/documents/messages`, {
    method: 'POST',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fields: {
        name: string('Sam Lee'),
        email: string('sam@example.org'),
        subject: string(subject),
        body: string('Is the library open on bank holidays?'),
        consent: { booleanValue: true },
        handled: { booleanValue: false },
        createdAt: { timestampValue: new Date().toISOString() },
      },
    }),
  });
  expect(response.ok).toBe(true);
}

/**
 * Axe on what is on screen now, in light and then dark mode (the app follows the system setting live; dark
 * mode by colour contrast, as everywhere: expectNoViolationsInBothModes), then back to light.
 */
async function expectAccessible(page: import('@playwright/test').Page, label: string): Promise<void> {
  await expectNoViolationsInBothModes(page, label);
  await page.emulateMedia({ colorScheme: 'light' });
}

async function fillContactForm(page: import('@playwright/test').Page, subject: string): Promise<void> {
  await page.getByLabel('Your name').fill('Priya Shah');
  await page.getByLabel('Your email address').fill('priya@example.co.uk');
  await page.getByLabel('Subject').fill(subject);
  await page.getByRole('textbox', { name: 'Message' }).fill('Hello,\n\nCould I book a stall for my cakes?');
  await page.getByLabel('You may use my name and email address to reply to this message.').check();
}

test.describe('contact messages and the inbox', () => {
  test('a message written offline survives a reload, arrives once on reconnect, and an admin handles it', async ({
    page,
    context,
  }) => {
    // The service worker, an offline reload, a sync, a sign-in and the inbox: well over the 30 s default on
    // a busy machine.
    test.setTimeout(90_000);
    const subject = `Stall booking ${Date.now()}`;
    await page.goto('/contact');
    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);
    await waitForFirebaseCode(page);

    await goOffline(context);
    await fillContactForm(page, subject);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: SAVED_OFFLINE })).toBeVisible();
    // The form is cleared for the next message; the draft it held is gone with it.
    await expect(page.getByLabel('Subject')).toHaveValue('');
    await expectAccessible(page, '/contact with a message saved on the phone');

    // Still offline: after a reload the message is still on this phone, and says so.
    await page.reload();
    await expect(page.getByRole('status').filter({ hasText: SAVED_OFFLINE })).toBeVisible({ timeout: 20_000 });
    expect(await findDocuments('messages', 'subject', subject)).toHaveLength(0);

    await goOnline(context, [page]);
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible({ timeout: 20_000 });
    await expect
      .poll(async () => (await findDocuments('messages', 'subject', subject)).length, { timeout: 20_000 })
      .toBe(1);
    // Exactly once: nothing else arrives after a while, nor after another visit to the page.
    await page.reload();
    await page.waitForTimeout(2_000);
    const stored = await findDocuments('messages', 'subject', subject);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.fields.handled?.booleanValue).toBe(false);
    expect(stored[0]?.fields.email?.stringValue).toBe('priya@example.co.uk');
    expect(stored[0]?.fields.website).toBeUndefined();
    const id = stored[0]?.id ?? '';

    // The admin's inbox lists it, newest first, with an unhandled count in the menu.
    await page.goto('/dashboard/messages');
    await signInThroughForm(page, 'admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
    const menuLink = page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Messages/ });
    const menuCount = menuLink.getByText(/^\d+\+? not handled$/);
    await expect(menuCount).toBeVisible({ timeout: 20_000 });
    const unhandledBefore = Number((await menuCount.textContent())?.match(/\d+/)?.[0]);
    await page.getByLabel('Search messages').fill(subject);
    const row = page.getByRole('list', { name: 'Messages, newest first' }).getByRole('button');
    await expect(row).toHaveCount(1);
    await row.click();
    await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    const reply = page.getByRole('link', { name: 'Reply by email' });
    const href = (await reply.getAttribute('href')) ?? '';
    const mailto = new URL(href);
    expect(decodeURIComponent(mailto.pathname)).toBe('priya@example.co.uk');
    expect(mailto.searchParams.get('subject')).toBe(`Re: ${subject}`);
    expect(mailto.searchParams.get('body')).toContain('> Could I book a stall for my cakes?');
    await expectAccessible(page, '/dashboard/messages with a message open');

    // Mark handled: stored on the server, the count goes down, and it leaves the "not handled" list.
    await page.getByRole('button', { name: 'Mark as handled' }).click();
    await expect
      .poll(async () => (await getDocument('messages', id))?.fields.handled?.booleanValue, { timeout: 20_000 })
      .toBe(true);
    if (unhandledBefore < 99) {
      await expect
        .poll(async () => Number((await menuLink.textContent())?.match(/\d+/)?.[0] ?? 0))
        .toBe(unhandledBefore - 1);
    }
    await expect(row).toHaveCount(0);
    await page.getByText('All', { exact: true }).click();
    await expect(row).toHaveCount(1);

    // Live: a message sent from another phone appears without a reload.
    const live = `Bank holidays ${Date.now()}`;
    await page.getByLabel('Search messages').fill(live);
    await messageFromElsewhere(live);
    await expect(row).toHaveCount(1, { timeout: 20_000 });
    await expect(row).toContainText('Sam Lee');

    // Delete asks first.
    await row.click();
    await page.getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete this message?' });
    await expect(confirm).toBeVisible();
    await expectAccessible(page, 'the delete confirmation');
    await confirm.getByRole('button', { name: 'Yes, delete it' }).click();
    await expect(row).toHaveCount(0);
    await expect.poll(async () => (await findDocuments('messages', 'subject', live)).length).toBe(0);
  });

  test('the dashboard home counts drafts of every type, unhandled messages and what waits on this device', async ({
    page,
  }) => {
    await startSignedIn(page, 'admin');
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    const counts = page.getByTestId('home-counts');
    await expect(counts).toBeVisible({ timeout: 20_000 });
    for (const type of REGISTRY_TYPES) {
      const drafts = (await findDocuments(type.path, 'status', 'draft')).length;
      await expect(counts.locator(`tr[data-type="${type.path}"]`).getByTestId('drafts'), type.path).toHaveText(
        String(drafts),
      );
      await expect(counts.locator(`tr[data-type="${type.path}"]`).getByTestId('scheduled')).toHaveText(/^\d+$/);
    }
    await expect(page.getByTestId('home-unhandled')).toHaveText(/not handled yet|every message has been handled/, {
      timeout: 20_000,
    });
    await expect(page.getByTestId('home-recent').getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Waiting to sync on this device' })).toBeVisible();
    await expect(page.getByText('Nothing: everything made on this device has reached the server.')).toBeVisible();
    await expectAccessible(page, '/dashboard with its counts');
  });

  test('a member cannot open the inbox, and sees no messages or count', async ({ page }) => {
    await startSignedIn(page, 'member');
    await page.goto('/dashboard/messages');
    await expect(page.getByRole('heading', { name: /You need admin access/ })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: /^Messages/ }),
    ).toHaveCount(0);
    await expect(page.getByRole('list', { name: 'Messages, newest first' })).toHaveCount(0);
  });

  test('a second message within a minute waits on this device, says when it goes, and survives a reload', async ({
    page,
  }) => {
    test.setTimeout(60_000);
    const first = `Stall booking ${Date.now()}`;
    const second = `And one more thing ${Date.now()}`;
    await page.goto('/contact');
    await fillContactForm(page, first);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible({ timeout: 20_000 });
    // Sent with the visitor's anonymous account, which the rules throttle.
    const [stored] = await findDocuments('messages', 'subject', first);
    const senderUid = stored?.fields.senderUid?.stringValue ?? '';
    expect(senderUid).not.toBe('');
    expect((await getDocument('messageSenders', senderUid))?.fields.dayCount?.integerValue).toBe('1');

    await fillContactForm(page, second);
    await page.getByRole('button', { name: 'Send message' }).click();
    const held = page.getByRole('status').filter({ hasText: 'You have sent a message in the last minute' });
    await expect(held).toBeVisible({ timeout: 20_000 });
    await expect(held).toContainText(/goes at \w+day \d\d:\d\d/);
    await expectAccessible(page, '/contact with a message held by the throttle');
    expect(await findDocuments('messages', 'subject', second)).toHaveLength(0);

    await page.reload();
    await expect(held).toBeVisible({ timeout: 20_000 });
    expect(await findDocuments('messages', 'subject', second)).toHaveLength(0);
  });

  test('a filled-in hidden field is thanked and nothing is sent', async ({ page }) => {
    const subject = `Cheap pills ${Date.now()}`;
    await page.goto('/contact');
    await fillContactForm(page, subject);
    await page.locator('input[name="website"]').fill('http://spam.example', { force: true });
    await page.waitForTimeout(3_000);
    await page.getByRole('button', { name: 'Send message' }).click();
    await expect(page.getByRole('status').filter({ hasText: SENT })).toBeVisible();
    await page.waitForTimeout(2_000);
    expect(await findDocuments('messages', 'subject', subject)).toHaveLength(0);
  });
});
