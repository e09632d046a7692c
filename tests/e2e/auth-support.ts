import { expect, type Page } from '@playwright/test';

/** The seeded demo accounts (scripts/seed-data.mjs). */
export const ACCOUNTS = {
  admin: { email: 'admin@thornbury-hub.test', password: 'demo-admin-pass', uid: 'demo-admin' },
  editor: { email: 'editor@thornbury-hub.test', password: 'demo-editor-pass', uid: 'demo-editor' },
  member: { email: 'member@thornbury-hub.test', password: 'demo-member-pass', uid: 'demo-member' },
  seller: { email: 'seller@thornbury-hub.test', password: 'demo-seller-pass', uid: 'demo-seller' },
} as const;

export type AccountName = keyof typeof ACCOUNTS;

/** Signs in through the form on the current page (a dashboard page or /sign-in), as a person would. */
export async function signInThroughForm(page: Page, who: AccountName): Promise<void> {
  const account = ACCOUNTS[who];
  const form = page.getByRole('region', { name: 'Sign in' });
  await expect(form).toBeVisible();
  await form.getByLabel('Email address').fill(account.email);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(account.password);
  await form.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible({ timeout: 15_000 });
}

/** Firestore's on-device copy: every key of every store, as text (to check what a device still holds). */
export async function firestoreCacheText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const names = (await indexedDB.databases())
      .map((entry) => entry.name ?? '')
      .filter((name) => name.startsWith('firestore/'));
    const texts: string[] = [];
    for (const name of names) {
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
      for (const store of Array.from(database.objectStoreNames)) {
        const values = await new Promise<unknown[]>((resolve, reject) => {
          const request = database.transaction(store, 'readonly').objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result as unknown[]);
          request.onerror = () => reject(request.error);
        });
        texts.push(JSON.stringify(values));
      }
      database.close();
    }
    return texts.join('\n');
  });
}
