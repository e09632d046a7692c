import { expect, test, withoutServiceWorker } from './fixtures';
import { ACCOUNTS, startSignedIn } from './auth-support';
import { FIRESTORE, getDocument } from './backend-support';
import { expectNoViolationsInBothModes } from './support';

withoutServiceWorker();

/**
 * Accounts and roles (issue 15) against the seeded emulators: an admin makes a new account an editor, who
 * then opens the editors' pages; the only admin cannot remove their own admin role; axe on both pages.
 * The new account is made here (Auth emulator REST, its users document past the rules), so the seeded
 * accounts other specs rely on keep their roles.
 */

const AUTH = 'http://127.0.0.1:9099/identitytoolkit.googleapis.com/v1';

/** A new account with no role: signed up in the Auth emulator, with the users document sign-up makes. */
async function throwawayAccount(): Promise<{ uid: string; email: string; password: string; name: string }> {
  const stamp = Date.now().toString(36);
  const email = `new-editor-${stamp}@thornbury-hub.test`;
  const password = `pass-${stamp}`;
  const name = `Robin Newcomer ${stamp}`;
  const signUp = await fetch(`${AUTH}/accounts:signUp?key=demo-api-key`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName: name, returnSecureToken: true }),
  });
  const { localId: uid } = (await signUp.json()) as { localId: string };
  const profile = await fetch(`${FIRESTORE}/v1/projects/demo-community/databases/(default)/documents/users/${uid}`, {
    method: 'PATCH',
    headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
    body: JSON.stringify({
      fields: {
        displayName: { stringValue: name },
        email: { stringValue: email },
        photoURL: { nullValue: null },
        roles: { arrayValue: {} },
        createdAt: { timestampValue: new Date().toISOString() },
      },
    }),
  });
  if (!profile.ok) throw new Error(`users/${uid}: ${profile.status} ${await profile.text()}`);
  return { uid, email, password, name };
}

test('an admin makes a new account an editor, who then manages events', async ({ page, browser }) => {
  const newcomer = await throwawayAccount();
  await startSignedIn(page, 'admin');
  await page.goto(`/dashboard/accounts/${newcomer.uid}`);
  await expect(page.getByRole('heading', { level: 1, name: newcomer.name })).toBeVisible();

  await page.getByRole('checkbox', { name: 'Editor' }).check();
  await page.getByRole('button', { name: 'Change roles' }).click();
  const confirmation = page.getByRole('group', { name: `Change ${newcomer.name}’s roles?` });
  await expect(confirmation).toContainText('Becomes an editor: can add, change, publish and archive everything');
  await confirmation.getByRole('button', { name: 'Yes, change the roles' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Roles changed' })).toBeVisible();
  expect((await getDocument('users', newcomer.uid))?.fields['roles']).toEqual({
    arrayValue: { values: [{ stringValue: 'editor' }] },
  });

  const context = await browser.newContext();
  try {
    const editor = await context.newPage();
    await editor.goto('/dashboard/events');
    const form = editor.getByRole('region', { name: 'Sign in' });
    await form.getByLabel('Email address').fill(newcomer.email);
    await form.getByRole('textbox', { name: 'Password', exact: true }).fill(newcomer.password);
    await form.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(editor.getByText('Create, edit, schedule and publish events')).toBeVisible({ timeout: 15_000 });
  } finally {
    await context.close();
  }
});

test('the only admin cannot remove their own admin role; both pages pass axe', async ({ page }) => {
  await startSignedIn(page, 'admin');
  await page.goto('/dashboard/accounts');
  await expect(page.getByRole('article', { name: 'Margaret Hale' })).toContainText(ACCOUNTS.admin.email);
  await expectNoViolationsInBothModes(page, '/dashboard/accounts');
  await page.getByRole('searchbox', { name: 'Search by name or email' }).fill('margaret');
  await expect(page.getByRole('article')).toHaveCount(1);
  await page.getByRole('link', { name: 'Margaret Hale' }).click();
  await expect(page.getByRole('checkbox', { name: 'Admin' })).toBeChecked();
  await expectNoViolationsInBothModes(page, 'an account’s page');
  await page.getByRole('checkbox', { name: 'Admin' }).uncheck();
  await page.getByRole('button', { name: 'Change roles' }).click();
  await expect(page.getByRole('alert')).toContainText('You are the only admin, so you cannot remove your admin role');
  expect((await getDocument('users', ACCOUNTS.admin.uid))?.fields['roles']).toEqual({
    arrayValue: { values: [{ stringValue: 'member' }, { stringValue: 'editor' }, { stringValue: 'admin' }] },
  });
});
