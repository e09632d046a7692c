import { expect, test, type ConsoleMessage, type Page } from '@playwright/test';
import { ACCOUNTS, startSignedIn } from './auth-support';
import { PUBLIC_PAGES } from './support';

// Nothing here is about the service worker or offline use: none is installed, which spares each test the
// precache's few hundred requests on a shared 2-core machine.
test.use({ serviceWorkers: 'block' });

test.describe('prerendered pages', () => {
  test.use({ javaScriptEnabled: false });

  test('every public page arrives with its content, title and description before any code runs', async ({ page }) => {
    for (const { path, title, heading } of PUBLIC_PAGES.filter((entry) => !entry.path.includes('/blog/'))) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }), path).toBeVisible();
      await expect(page, path).toHaveTitle(title);
    }
    await page.goto('/policies/privacy-policy');
    await expect(page.locator('meta[name="description"]')).toHaveAttribute(
      'content',
      'What personal information we hold, why, and your rights.',
    );
    // Tokens in the shipped texts are filled in at build time, links included.
    await expect(page.locator('a[href^="mailto:privacy@"]').first()).toBeVisible();
  });

  test('the contact page and the footer carry the contact details from the site settings, as live pages do', async ({
    page,
  }) => {
    // The seed's settings (scripts/seed-data.mjs), not the shipped defaults (The Old Library, 12 High Street).
    await page.goto('/contact');
    await expect(page.locator('main address')).toContainText('Thornbury Town Hall, 35 High Street');
    await expect(page.locator('main a[href="mailto:hello@thornbury-hub.example"]')).toBeVisible();
    const footer = page.getByTestId('footer-contact');
    await expect(footer).toContainText('35 High Street');
    await expect(footer.locator('a[href="mailto:hello@thornbury-hub.example"]')).toBeVisible();
    await expect(page.locator('body')).not.toContainText('The Old Library');
  });

  test('the articles list and each published article arrive with their text, made from the published data', async ({
    page,
  }) => {
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'News and articles' })).toBeVisible();
    for (const title of ['A year of the Food Larder', 'Repair Café hits 600 fixes']) {
      await expect(page.getByRole('link', { name: title })).toBeVisible();
    }

    await page.goto('/blog/repair-cafe-hits-600-fixes');
    await expect(page.getByRole('heading', { level: 1, name: 'Repair Café hits 600 fixes' })).toBeVisible();
    await expect(page.getByText('This month we logged our six hundredth repair')).toBeVisible();
    await expect(page).toHaveTitle('Repair Café hits 600 fixes · Thornbury Community Hub');
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute('content', 'Repair Café hits 600 fixes');
    const structured = JSON.parse((await page.locator('script#structured-data').textContent()) ?? 'null') as {
      '@type': string;
      headline: string;
      url: string;
    };
    expect(structured['@type']).toBe('BlogPosting');
    expect(structured.headline).toBe('Repair Café hits 600 fixes');
    expect(structured.url).toMatch(/\/blog\/repair-cafe-hits-600-fixes$/);
  });

  test('a club’s page arrives with the events it runs, so the app need not ask the database as it starts', async ({
    page,
  }) => {
    await page.goto('/clubs/thornbury-running-club');
    const events = page.getByRole('region', { name: 'Events by Thornbury Running Club' });
    await expect(events.getByRole('link', { name: 'Thornbury 10k' })).toHaveAttribute('href', '/events/thornbury-10k');
    await expect(events.getByRole('link', { name: 'See all events' })).toHaveAttribute('href', '/events');
  });

  test('a dashboard page arrives with its heading and introduction while the account is checked', async ({ page }) => {
    await page.goto('/dashboard/events');
    await expect(page.getByRole('heading', { level: 1, name: 'Manage events' })).toBeVisible();
    await expect(page.getByText('Create, edit, schedule and publish events, including repeating ones.')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Checking your account…' })).toBeVisible();
  });

  test('an app address with no page of its own gets the empty app shell, never another page', async ({ page }) => {
    await page.goto('/events/no-such-event');
    await expect(page.locator('#root')).toBeEmpty();
    await expect(page).toHaveTitle('Thornbury Community Hub');
  });

  test('an address that is not the app’s gets the not-found page', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeVisible();
    await expect(page).toHaveTitle('Page Not Found · Thornbury Community Hub');
  });
});

test('the page stays on screen while the app starts: no blank frame, no layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const record = { blank: false, shift: 0 };
    (window as unknown as { startRecord: typeof record }).startRecord = record;
    // Blank means the page's content went away once shown. While a slow machine is still parsing the
    // HTML, #root can exist before its children have arrived: that is not the app emptying it.
    let shown = false;
    new MutationObserver(() => {
      const count = document.getElementById('root')?.childElementCount ?? 0;
      if (count > 0) shown = true;
      else if (shown) record.blank = true;
    }).observe(document, { childList: true, subtree: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) record.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/about');
  await expect(page.getByRole('button', { name: /^Appearance/ })).toBeVisible();
  await page.waitForTimeout(500);
  const record = await page.evaluate(
    () => (window as unknown as { startRecord: { blank: boolean; shift: number } }).startRecord,
  );
  expect(record.blank).toBe(false);
  expect(record.shift).toBeLessThan(0.01);
});

test('a prerendered article stays on screen as the app starts: no "Loading", no layout shift', async ({ page }) => {
  await page.addInitScript(() => {
    const record = { loading: false, headingGone: false, shift: 0 };
    (window as unknown as { startRecord: typeof record }).startRecord = record;
    let headingShown = false;
    new MutationObserver(() => {
      const root = document.getElementById('root');
      if (!root) return;
      if (/Loading/.test(root.textContent ?? '')) record.loading = true;
      const heading = root.querySelector('h1')?.textContent === 'Repair Café hits 600 fixes';
      if (heading) headingShown = true;
      else if (headingShown) record.headingGone = true;
    }).observe(document, { childList: true, subtree: true, characterData: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) record.shift += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('/blog/repair-cafe-hits-600-fixes');
  await expect(page.getByRole('heading', { level: 1, name: 'Repair Café hits 600 fixes' })).toBeVisible();
  // The app has started once its own controls work.
  await expect(page.getByRole('button', { name: /^Appearance/ })).toBeVisible();
  await page.waitForTimeout(1_000);
  const record = await page.evaluate(
    () => (window as unknown as { startRecord: { loading: boolean; headingGone: boolean; shift: number } }).startRecord,
  );
  expect(record.loading).toBe(false);
  expect(record.headingGone).toBe(false);
  expect(record.shift).toBeLessThan(0.01);
});

// The app adopts a prerendered page's markup as it is (React hydrates it): it builds nothing anew, so the
// browser neither recalculates the page's styles nor finds a new largest paint. A first render that differs
// from the page makes React report it and build the page again, which these would catch.
test.describe('the app keeps the prerendered page it starts on', () => {
  /** The page's own elements that the app must keep: its header and its heading. */
  const PAGE_ELEMENTS = ['#root header', '#root h1'];
  type MarkedElement = Element & { fromPage?: boolean };
  type PageMarks = { pageHad?: string[] };

  /**
   * Loads `path` and checks that the app adopted its markup: no error from React, and the same elements of
   * `kept` that the page had (its header and, where it has one, its heading).
   */
  async function expectPageKept(page: Page, path: string, kept = PAGE_ELEMENTS): Promise<void> {
    const problems: string[] = [];
    const listen = (message: string) => problems.push(message);
    const onError = (error: Error) => listen(error.message);
    const onConsole = (message: ConsoleMessage) => {
      if (message.type() === 'error') listen(message.text());
    };
    page.on('pageerror', onError);
    page.on('console', onConsole);
    await page.goto(path);
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    await page.waitForTimeout(500);
    page.off('pageerror', onError);
    page.off('console', onConsole);
    const marked = await page.evaluate(() =>
      ((window as unknown as PageMarks).pageHad ?? []).map(
        (selector) =>
          [selector, (document.querySelector(selector) as MarkedElement | null)?.fromPage === true] as const,
      ),
    );
    expect(
      problems.filter((problem) => /react|hydrat/i.test(problem)),
      path,
    ).toEqual([]);
    const checked = marked.filter(([selector]) => kept.includes(selector));
    expect(checked.length, path).toBeGreaterThan(0);
    expect(checked, path).toEqual(checked.map(([selector]) => [selector, true]));
  }

  test.beforeEach(async ({ page }) => {
    // Marks the page's own elements as the HTML arrives, before any of the app's code has run.
    await page.addInitScript((selectors) => {
      document.addEventListener('DOMContentLoaded', () => {
        const marks = window as unknown as PageMarks;
        marks.pageHad = [];
        for (const selector of selectors) {
          const element = document.querySelector(selector) as MarkedElement | null;
          if (!element) continue;
          element.fromPage = true;
          marks.pageHad.push(selector);
        }
      });
    }, PAGE_ELEMENTS);
  });

  for (const path of [
    '/',
    '/events',
    '/events/walking-football',
    '/clubs/thornbury-running-club',
    '/committees/events-committee',
    '/market',
    '/shop/volunteer-hoodie',
    '/contact',
  ]) {
    test(path, async ({ page }) => {
      await expectPageKept(page, path);
    });
  }

  // What a page says about today (the upcoming events, a club's next meeting, whether a business is open) is
  // drawn for the moment the build drew it, which the page carries: a visit on a later day once drew other
  // words in its first render, and React built every such page anew (found when a CI run crossed midnight).
  test('a week after the build: the page is kept as drawn, then says what is true on the visitor’s day', async ({
    page,
  }) => {
    const club = '/clubs/thornbury-running-club';
    const built = (await (await page.request.get(club)).text()).match(/Next: [^<]+/)?.[0];
    expect(built, 'the club page names its next meeting').toBeDefined();
    await page.clock.setFixedTime(new Date(Date.now() + 8 * 24 * 60 * 60 * 1000));
    for (const path of ['/events', '/clubs', '/committees/events-committee', '/businesses/castle-court-pharmacy', club])
      await expectPageKept(page, path);
    // A weekly club meets on another day than the one the page named a week before.
    const next = page.locator('main').getByText(/^Next: /);
    await expect(next).toBeVisible();
    await expect(next).not.toHaveText(built ?? '');
  });

  // The build draws every page for a visitor; a device where someone signed in shows their account in the
  // header from its first render, which once made React build every page anew for everyone signed in.
  test('signed in: a public page and a dashboard page, then the account in the header', async ({ page }) => {
    await startSignedIn(page, 'editor');
    const { uid, email } = ACCOUNTS.editor;
    await page.addInitScript((user) => localStorage.setItem('session-last-user', JSON.stringify(user)), {
      uid,
      email,
      displayName: null,
    });
    await expectPageKept(page, '/events/walking-football');
    // A dashboard page is built with its heading and "Checking your account…"; once the account is known the
    // page draws its own heading in its place.
    await expectPageKept(page, '/dashboard', ['#root header']);
    await expect(page.getByRole('button', { name: 'Your account' })).toBeVisible();
  });

  test('a visitor’s own season replaces the one the page was built in, once the app has started', async ({ page }) => {
    await page.addInitScript(() => localStorage.setItem('season', 'winter'));
    await page.goto('/about');
    await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
    // The build draws every page in the default season (spring); the app adopts it so, then draws winter.
    await expect
      .poll(() => page.evaluate(() => document.querySelector('style[data-mantine-styles]')?.textContent ?? ''))
      .toContain('--mantine-primary-color-filled: var(--mantine-color-winter-filled)');
    await expect(page.locator('html')).toHaveAttribute('data-season', 'winter');
  });
});
