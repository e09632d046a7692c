import { chromium, type FullConfig } from '@playwright/test';
import { ACCOUNTS, type AccountName, SESSION_ENV, signInThroughForm, storedSession } from './auth-support';

/**
 * Signs each seeded account in once, through the sign-in form, and keeps its Firebase session for the
 * tests that need someone signed in but are not about signing in (auth.spec.ts and the shared-device
 * tests prove the form and signing out). A UI sign-in per test cost a page of form filling and the
 * sign-in round trip in most dashboard tests.
 *
 * Only Firebase Auth's own IndexedDB database is kept (firebaseLocalStorageDb): nothing of Firestore's
 * copy, drafts or local settings, so each test still starts on a fresh device where that account had
 * signed in. The sessions reach the workers through the environment (set here, before they start).
 */
export default async function globalSetup(config: FullConfig): Promise<void> {
  const use = config.projects[0]?.use ?? {};
  const browser = await chromium.launch(use.launchOptions);
  try {
    await Promise.all(
      (Object.keys(ACCOUNTS) as AccountName[]).map(async (who) => {
        const context = await browser.newContext({ baseURL: use.baseURL, serviceWorkers: 'block' });
        try {
          const page = await context.newPage();
          await page.goto('/sign-in');
          await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
          await signInThroughForm(page, who);
          const state = await context.storageState({ indexedDB: true });
          const session = storedSession(state);
          if (!session) throw new Error(`Signing in as ${who} left no Firebase session on the device.`);
          process.env[SESSION_ENV[who]] = JSON.stringify(session);
        } finally {
          await context.close();
        }
      }),
    );
  } finally {
    await browser.close();
  }
}
