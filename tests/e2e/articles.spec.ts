import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { startSignedIn } from './auth-support';
import { findDocuments, getDocument, goOffline, goOnline } from './backend-support';
import { waitForFirebaseCode, waitForOfflineCopy, waitForPrecache, waitForServiceWorkerControl } from './pwa-support';
import { PUBLIC_TYPES } from './registry-support';

/**
 * What is particular to news and articles (content-types.spec.ts covers every registry type's lists,
 * offline reading, the editor and axe): newest first, the category, tag and search filters in the
 * address, an article's byline, BlogPosting data and article tags, "More news" and previous/next, the
 * news feed, every article offline after one visit, and an article written offline that appears once.
 */

const posts = PUBLIC_TYPES.find((type) => type.path === 'posts');
if (!posts) throw new Error('posts are not in the registry');
const list = posts.lists[0];
if (!list) throw new Error('posts have no list');

async function cardTitles(page: Page): Promise<string[]> {
  return page.locator('#main-content article h2').allTextContents();
}

test.describe('news and articles for visitors', () => {
  test('the list: newest first, no drafts or scheduled articles, filters kept in the address', async ({ page }) => {
    await page.goto('/articles');
    await expect(page.getByRole('heading', { level: 1, name: 'News and articles' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'A year of the Food Larder' })).toBeVisible({ timeout: 15_000 });
    const titles = await cardTitles(page);
    expect(titles).toHaveLength(list.shown.length);
    expect(titles[0]).toBe('A year of the Food Larder');
    expect(titles.at(-1)).toBe('Welcome to the new Community Hub website');
    await expect(page.locator('#main-content')).not.toContainText('Draft: our plans');
    await expect(page.locator('#main-content')).not.toContainText('Community fun day');
    // Each card has its date and reading time.
    await expect(page.locator('#main-content article').first()).toContainText(/\d{1,2} \w+ 20\d\d · \d+ min read/);

    await page.getByLabel('Category').selectOption('Community');
    await expect(page).toHaveURL(/\/articles\?category=Community$/);
    await expect.poll(() => cardTitles(page)).toEqual(['A year of the Food Larder', 'Repair Café hits 600 fixes']);

    await page.getByLabel('Tag').selectOption('volunteering');
    await expect(page).toHaveURL(/category=Community&tag=volunteering/);
    await page.getByLabel('Search articles').fill('repair');
    await expect.poll(() => cardTitles(page)).toEqual(['Repair Café hits 600 fixes']);
    await expect(page).toHaveURL(/q=repair/);

    // A shared link opens the same list.
    await page.goto('/articles?tag=business');
    await expect
      .poll(() => cardTitles(page))
      .toEqual(['Shop local this season', 'Meet the maker: the Old Forge Pottery']);
  });

  test('an article: byline, category and tags linking to the list, BlogPosting data, article tags, more news', async ({
    page,
  }) => {
    await page.goto('/blog/repair-cafe-hits-600-fixes');
    await expect(page.getByRole('heading', { level: 1, name: 'Repair Café hits 600 fixes' })).toBeVisible({
      timeout: 15_000,
    });
    await expect(page).toHaveTitle(/^Repair Café hits 600 fixes · /);
    const byline = page.getByTestId('post-byline');
    await expect(byline).toContainText(/By Tom Ashby · Published \d{1,2} \w+ 20\d\d · 1 min read/);
    await expect(byline.getByRole('link', { name: 'Community' })).toHaveAttribute(
      'href',
      '/articles?category=Community',
    );
    await expect(byline.getByRole('link', { name: '#repair' })).toHaveAttribute('href', '/articles?tag=repair');

    const data = JSON.parse((await page.locator('script#structured-data').textContent()) ?? '{}') as Record<
      string,
      unknown
    >;
    expect(data).toMatchObject({
      '@type': 'BlogPosting',
      headline: 'Repair Café hits 600 fixes',
      author: { '@type': 'Person', name: 'Tom Ashby' },
    });
    expect(String(data.url)).toMatch(/\/blog\/repair-cafe-hits-600-fixes$/);
    expect(Date.parse(String(data.datePublished))).not.toBeNaN();
    expect(Date.parse(String(data.dateModified))).not.toBeNaN();
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute('content', 'article');
    await expect(page.locator('meta[property="article:published_time"]')).toHaveAttribute(
      'content',
      String(data.datePublished),
    );
    await expect(page.locator('meta[property="article:author"]')).toHaveAttribute('content', 'Tom Ashby');
    await expect(page.locator('meta[property="article:tag"]')).toHaveCount(3);
    await expect(page.locator('link[rel="alternate"][href="/news.rss"]')).toHaveCount(1);

    const more = page.getByRole('region', { name: 'More news' });
    await expect(more.getByRole('article')).toHaveCount(3, { timeout: 15_000 });
    const around = page.getByRole('navigation', { name: 'Previous and next articles' });
    await expect(
      around.getByRole('link', { name: /Previous: Welcome to the new Community Hub website/ }),
    ).toBeVisible();
    await around.getByRole('link', { name: /Next: Wildflowers return/ }).click();
    await expect(
      page.getByRole('heading', { level: 1, name: 'Wildflowers return to Mundy Playing Fields' }),
    ).toBeVisible();

    // The category link opens the filtered list.
    await page.getByTestId('post-byline').getByRole('link', { name: 'Environment' }).click();
    await expect(page).toHaveURL(/\/articles\?category=Environment$/);
    await expect.poll(() => cardTitles(page)).toEqual(['Wildflowers return to Mundy Playing Fields']);
  });

  test('/blog opens the list; the news feed lists the published articles and is linked from the footer', async ({
    page,
    request,
  }) => {
    await page.goto('/blog');
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByRole('contentinfo').getByRole('link', { name: 'News feed (RSS)' })).toHaveAttribute(
      'href',
      '/news.rss',
    );
    const feed = await request.get('/news.rss');
    expect(feed.ok()).toBe(true);
    const text = await feed.text();
    expect(text).toContain('<rss version="2.0"');
    expect(text.match(/<item>/g)).toHaveLength(list.shown.length);
    expect(text).not.toContain('town-hall-garden');
  });
});

test('every published article reads offline after one visit', async ({ page, context }) => {
  test.setTimeout(90_000);
  await page.goto('/articles');
  await waitForServiceWorkerControl(page);
  await waitForPrecache(page);
  await waitForOfflineCopy(page);
  await waitForFirebaseCode(page);

  await goOffline(context);
  try {
    for (const item of list.shown) {
      await page.goto(item.url);
      await expect(page.getByRole('heading', { level: 1, name: item.title }), item.url).toBeVisible({
        timeout: 15_000,
      });
      await expect(page.getByTestId('post-byline')).toContainText('min read');
    }
    await expect(page.getByTestId('connection-status')).toHaveText('Offline');
  } finally {
    await goOnline(context, [page]);
  }
});

test('an editor writes an article offline, reloads, reconnects, and it appears on /articles once', async ({
  page,
  context,
}) => {
  test.setTimeout(120_000);
  const title = `Written offline ${Date.now()}`;
  await startSignedIn(page, 'editor');
  await page.goto('/dashboard/blogs/new');
  await expect(page.getByRole('heading', { level: 1, name: 'New article' })).toBeVisible({ timeout: 15_000 });
  await waitForServiceWorkerControl(page);
  await waitForPrecache(page);
  await waitForFirebaseCode(page);

  await goOffline(context);
  let id: string;
  try {
    await page.getByLabel('Title', { exact: true }).fill(title);
    await page.getByLabel('Summary', { exact: true }).fill('Written on a train with no signal.');
    const body = page.getByLabel('Article text', { exact: true });
    await body.fill('Hello from the train. ');
    await page.getByRole('button', { name: 'Bold' }).click();
    await expect(body).toHaveValue('Hello from the train. **bold text**');
    await page.getByLabel('Author', { exact: true }).fill('Sam Jones');
    await page.getByLabel('Category', { exact: true }).fill('News');
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Publish now' }).click();
    await expect(page.getByTestId('editor-sync')).toHaveText('Saved on this device · waiting to sync');
    await expect(page).toHaveURL(/\/dashboard\/blogs\/[A-Za-z0-9]{20}$/);
    id = page.url().split('/').at(-1) ?? '';
    expect(await findDocuments('posts', 'title', title)).toHaveLength(0);

    // Still offline: the page comes back from the device, with the article waiting to sync.
    await page.reload();
    await expect(page.getByLabel('Title', { exact: true })).toHaveValue(title, { timeout: 15_000 });
  } finally {
    await goOnline(context, [page]);
  }

  await expect
    .poll(async () => (await findDocuments('posts', 'title', title)).map((document) => document.id), {
      timeout: 30_000,
    })
    .toEqual([id]);
  const stored = await getDocument('posts', id);
  expect(stored?.fields.status?.stringValue).toBe('published');
  expect(stored?.fields.publishedAt?.timestampValue).toMatch(/^20\d\d-/);
  expect(stored?.fields.author?.mapValue?.fields?.name?.stringValue).toBe('Sam Jones');

  await page.goto('/articles');
  await expect(page.getByRole('link', { name: title })).toHaveCount(1, { timeout: 15_000 });
  expect((await cardTitles(page))[0]).toBe(title);
});
