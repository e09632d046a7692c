import type { Page } from '@playwright/test';
import { FIRESTORE, findDocuments, goOffline, goOnline } from './backend-support';
import { expect, test } from './fixtures';
import { waitForPrecache, waitForServiceWorkerControl } from './pwa-support';

/**
 * Pictures on public pages: cards take the small file, an item's page the large one, they keep their space
 * while loading, and once seen they show with no network (the service worker's images cache). The file is the
 * site's own app-store screenshot (served, not precached, 1280 × 800); the "small copy" is the same file at
 * another address, offered as 640 wide, so the browser's choice shows in which address it fetched.
 */
const DOCUMENTS = `${FIRESTORE}/v1/projects/demo-community/databases/(default)/documents`;
const SLUG = 'pictures-offline-check';
const TITLE = 'Pictures offline check';
const LARGE = { path: 'screenshots/wide-home.jpg', url: '/screenshots/wide-home.jpg', width: 1280, height: 800 };
const SMALL = {
  path: 'screenshots/wide-home-small.jpg',
  url: '/screenshots/wide-home.jpg?size=small',
  width: 640,
  height: 400,
};

const int = (value: number) => ({ integerValue: String(value) });
const text = (value: string) => ({ stringValue: value });

/**
 * The size each picture's box has the moment it enters the page, before its file can have arrived (an init
 * script, before any of the app's code): a picture that keeps its space has the same box once loaded.
 */
function recordPictureBoxes(page: Page) {
  return page.addInitScript(() => {
    const boxes: { alt: string; width: number; height: number; complete: boolean }[] = [];
    Object.assign(window, { __pictureBoxes: boxes });
    new MutationObserver((mutations) => {
      for (const mutation of mutations)
        for (const node of mutation.addedNodes) {
          if (!(node instanceof Element)) continue;
          for (const img of [node, ...node.querySelectorAll('img')]) {
            if (!(img instanceof HTMLImageElement)) continue;
            const { width, height } = img.getBoundingClientRect();
            boxes.push({ alt: img.alt, width, height, complete: img.complete });
          }
        }
    }).observe(document, { childList: true, subtree: true });
  });
}

/** The picture's box when it entered the page and now that its file has loaded: the same, and not empty. */
async function expectNoShiftFromPicture(page: Page, selector: string) {
  const img = page.locator(selector).first();
  const alt = await img.getAttribute('alt');
  const now = await img.evaluate((el) => el.getBoundingClientRect());
  const first = await page.evaluate(
    (alt) =>
      (
        window as unknown as { __pictureBoxes: { alt: string; width: number; height: number; complete: boolean }[] }
      ).__pictureBoxes.find((box) => box.alt === alt),
    alt,
  );
  expect(first, 'the picture was added to the page by the app').toBeDefined();
  // Usually its file has not arrived yet when the app adds it; a copy already in the browser's memory can be
  // there at once, so the space is also checked to come from its width and height, not from the file.
  const [width, height] = [await img.getAttribute('width'), await img.getAttribute('height')];
  expect(await img.evaluate((el) => getComputedStyle(el).aspectRatio)).toBe(`auto ${width} / ${height}`);
  if (first?.complete) test.info().annotations.push({ type: 'note', description: `${selector}: file there at once` });
  expect(first?.height).toBeGreaterThan(0);
  expect(Math.abs((first?.height ?? 0) - now.height)).toBeLessThan(1);
  expect(Math.abs((first?.width ?? 0) - now.width)).toBeLessThan(1);
}

/** The picture's file, once it has loaded: which address the browser chose, and its real width. */
async function loaded(page: Page, selector: string) {
  const img = page.locator(selector).first();
  await img.scrollIntoViewIfNeeded();
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth > 0)).toBe(true);
  return img.evaluate((el: HTMLImageElement) => ({
    file: new URL(el.currentSrc).pathname + new URL(el.currentSrc).search,
    // With srcset, naturalWidth is in CSS pixels (the file's width over the density it was chosen for).
    shown: el.naturalWidth > 0,
    width: el.getAttribute('width'),
    height: el.getAttribute('height'),
  }));
}

const keptPictures = (page: Page) =>
  page.evaluate(async () =>
    (await caches.keys()).includes('images')
      ? (await (await caches.open('images')).keys())
          .map(({ url }) => new URL(url).pathname + new URL(url).search)
          .sort()
      : [],
  );

test.describe('pictures', () => {
  // In order, in one worker: the article written before them is deleted after both.
  test.describe.configure({ mode: 'default' });

  test.beforeAll(async () => {
    // A copy of a seeded article with a picture and its small copy, written past the rules; dated long ago,
    // so it sits at the end of the list and never among another article's "more news".
    const [source] = await findDocuments('posts', 'status', 'published');
    if (!source) throw new Error('No published article in the seed.');
    const image = {
      mapValue: {
        fields: {
          ...Object.fromEntries(
            Object.entries(LARGE).map(([key, value]) => [key, typeof value === 'number' ? int(value) : text(value)]),
          ),
          alt: text('The Community Hub’s home page'),
          small: {
            mapValue: {
              fields: Object.fromEntries(
                Object.entries(SMALL).map(([key, value]) => [
                  key,
                  typeof value === 'number' ? int(value) : text(value),
                ]),
              ),
            },
          },
        },
      },
    };
    const fields = {
      ...source.fields,
      slug: text(SLUG),
      title: text(TITLE),
      image,
      publishedAt: { timestampValue: '2020-01-06T10:00:00Z' },
    };
    const response = await fetch(`${DOCUMENTS}/posts/${SLUG}`, {
      method: 'PATCH',
      headers: { Authorization: 'Bearer owner', 'Content-Type': 'application/json' },
      body: JSON.stringify({ fields }),
    });
    expect(response.ok).toBe(true);
  });

  test.afterAll(async () => {
    await fetch(`${DOCUMENTS}/posts/${SLUG}`, { method: 'DELETE', headers: { Authorization: 'Bearer owner' } });
  });

  test('a list takes the small file and an article the large one; seen once, both show offline; no layout shift', async ({
    page,
    context,
  }) => {
    test.setTimeout(90_000);
    await recordPictureBoxes(page);
    await page.goto('/articles');
    await waitForServiceWorkerControl(page);
    await waitForPrecache(page);

    const card = `article:has(a:text-is("${TITLE}")) img`;
    const cardPicture = await loaded(page, card);
    // At most 24rem wide in the grid at 1280 px: the 640 px file is enough.
    expect(cardPicture).toEqual({ file: SMALL.url, shown: true, width: '1280', height: '800' });
    await expect(page.locator(card)).toHaveAttribute('loading', 'lazy');
    await expectNoShiftFromPicture(page, card);

    await page.goto(`/blog/${SLUG}`);
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 20_000 });
    const main = 'main img[alt="The Community Hub’s home page"]';
    expect(await loaded(page, main)).toEqual({
      file: LARGE.url,
      shown: true,
      width: '1280',
      height: '800',
    });
    await expect(page.locator(main)).toHaveAttribute('fetchpriority', 'high');
    await expectNoShiftFromPicture(page, main);

    // The service worker kept both files: the list's too, though on this first visit the page showed it before
    // the worker took control (the page tells it, pictures-seen.ts). The icons it precaches are not kept twice.
    await expect.poll(() => keptPictures(page)).toEqual([SMALL.url, LARGE.url].sort());

    await goOffline(context);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: TITLE })).toBeVisible({ timeout: 20_000 });
    expect(await loaded(page, main)).toEqual({ file: LARGE.url, shown: true, width: '1280', height: '800' });

    await page.goto('/articles');
    expect(await loaded(page, card)).toEqual({ file: SMALL.url, shown: true, width: '1280', height: '800' });
    await goOnline(context, [page]);
  });

  const shots = process.env['IMAGES_SCREENSHOTS'];
  test('screenshots of the list and the article with its picture at 360 and 1280 px', async ({ page }) => {
    test.skip(!shots, 'Set IMAGES_SCREENSHOTS to a folder to take them.');
    for (const width of [360, 1280]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/articles');
      await loaded(page, `article:has(a:text-is("${TITLE}")) img`);
      await page.screenshot({ path: `${shots}/articles-list-${width}.png`, fullPage: true });
      await page.goto(`/blog/${SLUG}`);
      await loaded(page, 'main img');
      await page.screenshot({ path: `${shots}/article-detail-${width}.png`, fullPage: true });
    }
  });
});
