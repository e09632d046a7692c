import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

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

/** A browser context's saved state (`context.storageState({ indexedDB: true })`); a new context takes it back. */
export type SavedState = Awaited<ReturnType<BrowserContext['storageState']>>;
/** Playwright's types leave out a saved origin's IndexedDB part (kept opaque); only database names are read here. */
type SavedOrigin = SavedState['origins'][number] & { indexedDB?: { name: string }[] };

/** Where tests/e2e/global-setup.ts leaves each account's session for the workers. */
export const SESSION_ENV: Record<AccountName, string> = {
  admin: 'E2E_SESSION_ADMIN',
  editor: 'E2E_SESSION_EDITOR',
  member: 'E2E_SESSION_MEMBER',
};

/** Firebase Auth's record of who is signed in on this device (its IndexedDB persistence). */
const AUTH_DATABASE = 'firebaseLocalStorageDb';

/** Of a saved state, only Firebase Auth's own database: the session, and nothing else of the device. */
export function storedSession(state: SavedState): SavedState | undefined {
  const origins = (state.origins as SavedOrigin[]).flatMap((origin) => {
    const databases = (origin.indexedDB ?? []).filter((database) => database.name === AUTH_DATABASE);
    return databases.length ? [{ origin: origin.origin, localStorage: [], indexedDB: databases }] : [];
  });
  return origins.length ? { cookies: [], origins } : undefined;
}

/**
 * The session of `who`, signed in once through the form by tests/e2e/global-setup.ts: a context with it
 * starts as a device where that account signed in earlier (the app checks the saved session and reads the
 * account's roles, as after any restart), with nothing else of that device kept.
 */
export function savedSession(who: AccountName): SavedState {
  const text = process.env[SESSION_ENV[who]];
  if (!text) throw new Error(`No saved session for ${who}: tests/e2e/global-setup.ts must run first.`);
  return JSON.parse(text) as SavedState;
}

/**
 * Starts `page`'s context with `who` signed in, for tests that need someone signed in but are not about
 * signing in (auth.spec.ts proves the form): call it before the first visit.
 */
export async function startSignedIn(page: Page, who: AccountName): Promise<void> {
  await page.context().setStorageState(savedSession(who));
}

/** A second browser context (another device or person) with `who` signed in; close it when done. */
export function newSignedInContext(browser: Browser, who: AccountName): Promise<BrowserContext> {
  return browser.newContext({ storageState: savedSession(who) });
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
