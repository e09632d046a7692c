import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { newSignedInContext, type AccountName } from './auth-support';
import { findDocuments, getDocument, goOffline, goOnline } from './backend-support';
import { waitForFirebaseCode, waitForOfflineCopy, waitForPrecache, waitForServiceWorkerControl } from './pwa-support';
import { detailItem, PUBLIC_TYPES, REGISTRY_TYPES, type RegistryType } from './registry-support';
import { watchPolicies } from './policy-support';
import { expectNoViolationsInBothModes, expectPublicPage, PUBLIC_PAGES } from './support';

/**
 * Every content type in the registry, against the seeded emulators: what visitors see, offline, and the
 * editor. The types and their items come from src/app/collection-registry.ts and scripts/seed-data.mjs
 * (tests/e2e/registry-support.ts), so a type added to the registry is tested here with no edit.
 */

/** Pages opened outside the `page` fixture must still wait until the app has taken over. */
async function open(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
}

// One test per type (its lists, its hidden items, one detail page), in one browser context: a test for each
// of the three cost a context each, and the run grows with every type. Axe checks each list and the detail
// page on the same visits, once their seeded items are on screen (a run straight after the heading can
// finish before the data arrives): a visit of its own in accessibility.spec.ts cost a page load per page. The
// lists' title and layout (routes.spec.ts) are checked there too, and every visit is watched for anything the
// host's security policy refuses.
test.describe('every public list and detail page', () => {
  for (const type of PUBLIC_TYPES) {
    test(`${type.publicPath}: its lists show published items only, hidden items are not available, a page carries its structured data; axe passes in light and dark mode`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      const problems = await watchPolicies(page);
      for (const list of type.lists) {
        await test.step(`${list.path} shows every published ${type.singular.toLowerCase()} it lists, and no drafts or scheduled ones; axe passes`, async () => {
          await page.emulateMedia({ colorScheme: 'light' });
          await page.goto(list.path);
          const main = page.locator('#main-content');
          const first = list.shown[0];
          if (first)
            await expect(main.getByRole('link', { name: first.title }).first()).toBeVisible({ timeout: 15_000 });
          else await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
          // What every public page shows (routes.spec.ts' list of them), checked on this visit.
          const route = PUBLIC_PAGES.find((entry) => entry.path === list.path);
          if (route) await expectPublicPage(page, route);
          await expectNoViolationsInBothModes(page, list.path);
          if (!first) return;
          // Long lists show a page at a time: open them all, so every title can be looked for.
          const more = main.getByRole('button', { name: /^Show more/ });
          for (let pages = 0; pages < 30 && (await more.isVisible()); pages += 1) await more.click();
          for (const item of list.shown) {
            await expect(main.getByRole('link', { name: item.title }).first(), item.title).toBeVisible();
          }
          for (const item of list.absent) {
            await expect(main, item.title).not.toContainText(item.title);
          }
        });
      }

      await test.step('hidden items’ own pages say they are not available', async () => {
        // One of each way an item is hidden (a draft, scheduled, archived, left out by a fixed filter): the
        // same page says the same for every item hidden the same way, and each visit costs a page load.
        const oneOfEach = type.hidden.filter(
          (item, index) => type.hidden.findIndex((other) => other.why === item.why) === index,
        );
        for (const item of oneOfEach) {
          await page.goto(item.url);
          await expect(page.getByText(/not available/i).first(), `${item.url} (${item.why})`).toBeVisible({
            timeout: 15_000,
          });
          await expect(page.getByRole('heading', { level: 1, name: item.title })).toHaveCount(0);
        }
      });

      await test.step('a detail page carries its structured data and sharing tags; axe passes', async () => {
        const item = detailItem(type);
        await page.emulateMedia({ colorScheme: 'light' });
        await page.goto(item.url);
        await expect(page.getByRole('heading', { level: 1, name: item.title })).toBeVisible({ timeout: 15_000 });
        await expectNoViolationsInBothModes(page, item.url);
        const block = page.locator('script#structured-data');
        await expect(block).toHaveAttribute('type', 'application/ld+json');
        const data = JSON.parse((await block.textContent()) ?? '{}') as Record<string, unknown>;
        expect(data['@context']).toBe('https://schema.org');
        expect(typeof data['@type'] === 'string' || Array.isArray(data['@type']), 'an @type').toBe(true);
        expect(data.name).toBe(item.title);
        await expect(page.locator('meta[property="og:title"]')).toHaveAttribute(
          'content',
          new RegExp(escape(item.title)),
        );
        await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', /.+/);
        await expect(page.locator('meta[property="og:description"]')).toHaveAttribute('content', /.+/);
        await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
          'content',
          new RegExp(`${escape(item.url)}$`),
        );
      });
      expect(problems, 'nothing refused by the security policy').toEqual([]);
    });
  }
});

test('offline after one online visit to any page: every list and one page of each type open', async ({
  page,
  context,
}) => {
  test.setTimeout(60_000 + PUBLIC_TYPES.length * 15_000);
  await page.goto('/about');
  await waitForServiceWorkerControl(page);
  await waitForPrecache(page);
  // The app keeps every type's published items on the device once it has been online.
  await waitForOfflineCopy(page);
  await waitForFirebaseCode(page);

  await goOffline(context);
  for (const type of PUBLIC_TYPES) {
    const item = detailItem(type);
    for (const list of type.lists) {
      await page.goto(list.path);
      await expect(page.getByRole('heading', { level: 1, name: list.title }), list.path).toBeVisible();
      const first = list.shown[0];
      if (first) {
        await expect(page.getByRole('link', { name: first.title }).first(), list.path).toBeVisible({
          timeout: 15_000,
        });
      }
    }
    await page.goto(item.url);
    await expect(page.getByRole('heading', { level: 1, name: item.title }), item.url).toBeVisible({
      timeout: 15_000,
    });
    await expect(page.getByTestId('connection-status')).toHaveText('Offline');
  }
});

/** Types with items to create (not fixed pages). */
const CREATABLE_TYPES = REGISTRY_TYPES.filter((type) => type.creatable);

/** The least account that may edit every type: an editor, unless a type needs more. */
const EDITOR: AccountName = REGISTRY_TYPES.some((type) => type.access.edit === 'admin') ? 'admin' : 'editor';

/** Each type once online; the last one once more, offline. */
test.describe('an editor creates, edits and publishes one item of each type', () => {
  // One tab for all the types, signed in with the session global-setup.ts kept: each test carries on in it.
  test.describe.configure({ mode: 'serial' });
  let context: BrowserContext;
  let page: Page;

  test.beforeAll(async ({ browser }: { browser: Browser }) => {
    test.setTimeout(60_000);
    context = await newSignedInContext(browser, EDITOR);
    page = await context.newPage();
  });

  test.afterAll(async () => {
    await context.close();
  });

  /** Opens a new item's editor and types a valid item: the title, then the type's sample inputs. */
  async function fillNewItem(type: RegistryType, title: string): Promise<void> {
    await page.getByLabel(type.titleLabel, { exact: true }).fill(title);
    for (const { label, value } of type.sampleInputs) {
      const input = page.getByLabel(label, { exact: true });
      // A pick-list (a product's shop) is chosen by the option's words; other inputs are typed.
      if ((await input.evaluate((element) => element.tagName)) === 'SELECT') {
        await expect(input.locator('option', { hasText: value })).toHaveCount(1);
        await input.selectOption({ label: value });
        continue;
      }
      await input.fill(value);
      // A suggestion list (categories) must not cover the next input.
      await page.keyboard.press('Escape');
    }
    // A file field (documents) gets a small PDF: it waits in the upload outbox and goes when it can.
    for (const field of type.fields.filter((candidate) => candidate.kind === 'file')) {
      await page.getByTestId(`file-input-${field.name}`).setInputFiles({
        name: 'end-to-end.pdf',
        mimeType: 'application/pdf',
        buffer: Buffer.from('%PDF-1.4\n%%EOF\n', 'latin1'),
      });
    }
  }

  for (const type of CREATABLE_TYPES) {
    test(`${type.dashboardPath}: create, publish, then edit`, async () => {
      test.setTimeout(60_000);
      const title = `End-to-end ${type.singular.toLowerCase()} ${Date.now()}`;
      await open(page, `${type.dashboardPath}/new`);
      await expect(page.getByRole('heading', { level: 1, name: `New ${type.singular.toLowerCase()}` })).toBeVisible({
        timeout: 15_000,
      });
      await fillNewItem(type, title);
      // Every main heading shown from here on: the form must stay while the new item's address takes over.
      await page.evaluate(() => {
        const headings: string[] = [];
        (window as unknown as { seenHeadings: string[] }).seenHeadings = headings;
        new MutationObserver(() => {
          const text = document.querySelector('main h1')?.textContent ?? '';
          if (headings.at(-1) !== text) headings.push(text);
        }).observe(document.body, { subtree: true, childList: true, characterData: true });
      });
      await page.getByRole('button', { name: 'Publish now' }).click();
      await expect(page.getByTestId('editor-sync')).toHaveText('Saved', { timeout: 15_000 });
      await expect(page).toHaveURL(new RegExp(`${escape(type.dashboardPath)}/[A-Za-z0-9]{20}$`));
      const headings = await page.evaluate(() => (window as unknown as { seenHeadings: string[] }).seenHeadings);
      expect(headings.filter((heading) => !heading.endsWith(type.singular.toLowerCase()))).toEqual([]);
      const id = page.url().split('/').at(-1) ?? '';
      const created = await getDocument(type.path, id);
      expect(created?.fields[type.titleField]?.stringValue).toBe(title);
      expect(created?.fields.status?.stringValue).toBe('published');
      // A type with a file (documents): the outbox uploads it and saves its address, a second version.
      const uploads = type.fields.filter((field) => field.kind === 'file').map((field) => field.name);
      for (const name of uploads) {
        await expect
          .poll(async () => (await getDocument(type.path, id))?.fields[name]?.mapValue?.fields?.url?.stringValue, {
            timeout: 30_000,
          })
          .toMatch(/^http:\/\/127\.0\.0\.1:9199\//);
      }
      const versionAfterCreate = 1 + uploads.length;
      expect((await getDocument(type.path, id))?.fields.version?.integerValue).toBe(String(versionAfterCreate));

      await page.getByLabel(type.titleLabel, { exact: true }).fill(`${title} (edited)`);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect(page.getByTestId('editor-sync')).toHaveText('Saved', { timeout: 15_000 });
      await expect
        .poll(async () => (await getDocument(type.path, id))?.fields[type.titleField]?.stringValue)
        .toBe(`${title} (edited)`);
      const edited = await getDocument(type.path, id);
      expect(edited?.fields.version?.integerValue).toBe(String(versionAfterCreate + 1));
      expect(edited?.fields.status?.stringValue).toBe('published');
    });
  }

  const offlineType = CREATABLE_TYPES.at(-1);
  if (offlineType) {
    test(`offline: a new ${offlineType.singular.toLowerCase()} is published on the device and reaches the server once back online`, async () => {
      test.setTimeout(90_000);
      const type = offlineType;
      const title = `Offline ${type.singular.toLowerCase()} ${Date.now()}`;
      await open(page, `${type.dashboardPath}/new`);
      await waitForServiceWorkerControl(page);
      await waitForPrecache(page);
      await waitForFirebaseCode(page);
      await expect(page.getByRole('heading', { level: 1, name: `New ${type.singular.toLowerCase()}` })).toBeVisible();

      await goOffline(context);
      try {
        await fillNewItem(type, title);
        await page.getByRole('button', { name: 'Publish now' }).click();
        await expect(page.getByTestId('editor-sync')).toHaveText('Saved on this device · waiting to sync');
        await expect(page).toHaveURL(new RegExp(`${escape(type.dashboardPath)}/[A-Za-z0-9]{20}$`));
        const id = page.url().split('/').at(-1) ?? '';
        expect(await findDocuments(type.path, type.titleField, title)).toHaveLength(0);

        await goOnline(context, [page]);
        await expect(page.getByTestId('editor-sync')).toHaveText('Saved', { timeout: 20_000 });
        await expect
          .poll(async () => (await findDocuments(type.path, type.titleField, title)).map((document) => document.id), {
            timeout: 20_000,
          })
          .toEqual([id]);
        const created = await getDocument(type.path, id);
        expect(created?.fields.status?.stringValue).toBe('published');
        expect(created?.fields.version?.integerValue).toBe('1');
      } finally {
        await goOnline(context, [page]);
      }
    });
  }
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
