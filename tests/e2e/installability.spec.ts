import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';

/** What Chromium's install prompt and the app stores need (section 3 of the PWA brief). */
const REQUIRED_FIELDS = {
  id: '/',
  name: 'Thornbury Community Hub',
  short_name: 'Thornbury Hub',
  lang: 'en-GB',
  dir: 'ltr',
  start_url: '/?source=pwa',
  scope: '/',
  display: 'standalone',
  display_override: ['window-controls-overlay', 'standalone', 'minimal-ui'],
  orientation: 'any',
  theme_color: '#2b7a3b',
  background_color: '#ffffff',
  categories: ['social', 'lifestyle', 'news', 'events'],
};

const SHORTCUTS = [
  { name: 'Events', url: '/events' },
  { name: 'Creative trail', url: '/creative-trail' },
  { name: 'Dashboard', url: '/dashboard' },
];

type JsonRecord = Record<string, unknown>;

interface ImageResource {
  where: string;
  src: string;
  sizes: string;
  type: string;
  purpose: string[];
}

function isRecord(value: unknown): value is JsonRecord {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function recordAt(value: unknown, where: string): JsonRecord {
  expect(isRecord(value), `${where} is an object`).toBe(true);
  return value as JsonRecord;
}

function arrayAt(value: unknown, where: string): unknown[] {
  expect(Array.isArray(value), `${where} is an array`).toBe(true);
  return value as unknown[];
}

function stringAt(value: unknown, where: string): string {
  expect(typeof value, `${where} is a string`).toBe('string');
  expect((value as string).trim(), `${where} is not empty`).not.toBe('');
  return value as string;
}

function imageResource(value: unknown, where: string): ImageResource {
  const entry = recordAt(value, where);
  const purpose = entry.purpose === undefined ? 'any' : stringAt(entry.purpose, `${where}.purpose`);
  return {
    where,
    src: stringAt(entry.src, `${where}.src`),
    sizes: stringAt(entry.sizes, `${where}.sizes`),
    type: stringAt(entry.type, `${where}.type`),
    purpose: purpose.split(/\s+/),
  };
}

/** Width and height from a PNG's IHDR chunk (bytes 16 and 20, big-endian). */
function pngSize(bytes: Buffer): { width: number; height: number } | null {
  const signature = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length < 24 || signature.some((byte, index) => bytes[index] !== byte)) return null;
  if (bytes.toString('latin1', 12, 16) !== 'IHDR') return null;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Width and height from a JPEG's SOF0 (baseline), SOF1 or SOF2 (progressive) marker. */
function jpegSize(bytes: Buffer): { width: number; height: number } | null {
  if (bytes[0] !== 0xff || bytes[1] !== 0xd8) return null;
  let offset = 2;
  while (offset + 9 < bytes.length) {
    if (bytes[offset] !== 0xff) return null;
    const marker = bytes[offset + 1];
    if (marker === 0xff) {
      offset += 1;
    } else if (marker === 0xc0 || marker === 0xc1 || marker === 0xc2) {
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    } else if (marker === 0xd9 || marker === 0xda) {
      return null;
    } else {
      offset += 2 + bytes.readUInt16BE(offset + 2);
    }
  }
  return null;
}

/** Fetches a PNG or JPEG and checks its status, content type and real pixel size against what was declared. */
async function expectRasterImage(
  request: APIRequestContext,
  url: string,
  expected: { type: 'image/png' | 'image/jpeg'; sizes: string; where: string },
): Promise<void> {
  const response = await request.get(url);
  expect(response.status(), `${expected.where}: GET ${url}`).toBe(200);
  const contentType = response.headers()['content-type'] ?? '';
  expect(contentType.split(';')[0]?.trim(), `${expected.where}: content-type of ${url}`).toBe(expected.type);
  const bytes = await response.body();
  const size = expected.type === 'image/png' ? pngSize(bytes) : jpegSize(bytes);
  expect(size, `${expected.where}: ${url} is a readable ${expected.type}`).not.toBeNull();
  expect(`${size?.width}x${size?.height}`, `${expected.where}: real pixel size of ${url}`).toBe(expected.sizes);
}

function rasterType(image: ImageResource): 'image/png' | 'image/jpeg' | null {
  if (image.type === 'image/png' || /\.png(\?|$)/i.test(image.src)) return 'image/png';
  if (image.type === 'image/jpeg' || /\.jpe?g(\?|$)/i.test(image.src)) return 'image/jpeg';
  return null;
}

/** Attributes of every `<tag …>` in some HTML, keys lower-cased. */
function tagsIn(html: string, tag: string): Record<string, string>[] {
  const tags = html.match(new RegExp(`<${tag}\\b[^>]*>`, 'gi')) ?? [];
  return tags.map((source) => {
    const attributes: Record<string, string> = {};
    for (const match of source.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
      const name = match[1];
      if (name) attributes[name.toLowerCase()] = match[2] ?? match[3] ?? match[4] ?? '';
    }
    return attributes;
  });
}

/** Waits for `navigator.serviceWorker.ready`, or gives up after `timeoutMs` (returns false). */
function serviceWorkerReady(page: Page, timeoutMs: number): Promise<boolean> {
  return page.evaluate(
    (timeout) =>
      Promise.race([
        navigator.serviceWorker.ready.then(() => true),
        new Promise<boolean>((resolve) => setTimeout(() => resolve(false), timeout)),
      ]),
    timeoutMs,
  );
}

/**
 * Chromium reports every off-the-record profile as `in-incognito`, and Playwright's ordinary contexts are
 * off-the-record, so this test launches its own browser with a real (temporary) profile, using the
 * project's launch options (Debian's Chromium and its flags).
 */
test('Chromium finds the app installable, with a controlling service worker', async ({
  playwright,
  launchOptions,
  headless,
  baseURL,
}) => {
  const profile = await mkdtemp(join(tmpdir(), 'installability-'));
  const context = await playwright.chromium.launchPersistentContext(profile, {
    ...launchOptions,
    headless,
    baseURL,
    serviceWorkers: 'allow',
    viewport: { width: 1280, height: 800 },
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/');
    expect(await serviceWorkerReady(page, 15_000), 'a service worker registers and activates').toBe(true);

    // A worker that calls clients.claim() takes control a moment after it activates; otherwise a reload does it.
    const isControlled = () =>
      page
        .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 3_000 })
        .then(
          () => true,
          () => false,
        );
    if (!(await isControlled())) {
      await page.reload();
      expect(await serviceWorkerReady(page, 15_000), 'the service worker is still ready after a reload').toBe(true);
      await isControlled();
    }
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null), 'the page is controlled').toBe(true);

    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);

    const appManifest = await cdp.send('Page.getAppManifest');
    expect(appManifest.url, 'the page links the one manifest, /manifest.webmanifest (not a hashed copy)').toBe(
      new URL('/manifest.webmanifest', page.url()).href,
    );
    expect(appManifest.errors).toEqual([]);
    await cdp.detach();
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('the web app manifest is complete and every image it names is real and the declared size', async ({
  request,
  baseURL,
}) => {
  const manifestUrl = new URL('/manifest.webmanifest', baseURL);
  const response = await request.get(manifestUrl.href);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type'] ?? '').toMatch(/^application\/(manifest\+)?json\b/);
  const manifest = recordAt((await response.json()) as unknown, 'manifest');

  for (const [field, value] of Object.entries(REQUIRED_FIELDS)) {
    expect(manifest[field], `manifest.${field}`).toEqual(value);
  }
  stringAt(manifest.description, 'manifest.description');

  // Icons
  const icons = arrayAt(manifest.icons, 'manifest.icons').map((icon, index) =>
    imageResource(icon, `manifest.icons[${index}]`),
  );
  const rasterAnyIcons = icons.filter((icon) => icon.purpose.includes('any') && rasterType(icon) !== null);
  expect(rasterAnyIcons.map((icon) => icon.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
  expect(icons.filter((icon) => icon.purpose.includes('maskable')).length, 'maskable icons').toBeGreaterThan(0);
  expect(icons).toContainEqual(expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192' }));
  expect(icons).toContainEqual(expect.objectContaining({ src: '/icons/icon-512.png', sizes: '512x512' }));
  expect(icons).toContainEqual(
    expect.objectContaining({ src: '/icons/maskable-192.png', sizes: '192x192', purpose: ['maskable'] }),
  );
  expect(icons).toContainEqual(
    expect.objectContaining({ src: '/icons/maskable-512.png', sizes: '512x512', purpose: ['maskable'] }),
  );
  expect(icons).toContainEqual(
    expect.objectContaining({ src: '/icons/icon.svg', sizes: 'any', type: 'image/svg+xml', purpose: ['any'] }),
  );

  // Screenshots
  const screenshots = arrayAt(manifest.screenshots, 'manifest.screenshots').map((entry, index) => {
    const where = `manifest.screenshots[${index}]`;
    const screenshot = recordAt(entry, where);
    stringAt(screenshot.label, `${where}.label`);
    return { ...imageResource(entry, where), formFactor: screenshot.form_factor };
  });
  expect(screenshots.map((screenshot) => screenshot.formFactor).sort()).toEqual(['narrow', 'wide']);

  // Shortcuts
  const shortcuts = arrayAt(manifest.shortcuts, 'manifest.shortcuts').map((entry, index) => {
    const where = `manifest.shortcuts[${index}]`;
    const shortcut = recordAt(entry, where);
    stringAt(shortcut.short_name, `${where}.short_name`);
    stringAt(shortcut.description, `${where}.description`);
    const shortcutIcons = arrayAt(shortcut.icons, `${where}.icons`).map((icon, iconIndex) =>
      imageResource(icon, `${where}.icons[${iconIndex}]`),
    );
    expect(shortcutIcons, `${where}.icons`).toContainEqual(
      expect.objectContaining({ src: '/icons/icon-192.png', sizes: '192x192' }),
    );
    return {
      name: stringAt(shortcut.name, `${where}.name`),
      url: stringAt(shortcut.url, `${where}.url`),
      icons: shortcutIcons,
    };
  });
  expect(shortcuts.map(({ name, url }) => ({ name, url }))).toEqual(SHORTCUTS);

  // Every PNG or JPEG named anywhere: served, with the right content type and its declared pixel size.
  const images = [...icons, ...screenshots, ...shortcuts.flatMap((shortcut) => shortcut.icons)];
  const checked = new Set<string>();
  for (const image of images) {
    const type = rasterType(image);
    if (type === null) continue;
    expect(image.type, `${image.where}.type`).toBe(type);
    const url = new URL(image.src, manifestUrl).href;
    if (checked.has(`${url} ${image.sizes}`)) continue;
    checked.add(`${url} ${image.sizes}`);
    await expectRasterImage(request, url, { type, sizes: image.sizes, where: image.where });
  }
  expect(checked.size, 'distinct raster images checked').toBeGreaterThanOrEqual(6);

  // The SVG icon is served too.
  const svg = await request.get(new URL('/icons/icon.svg', manifestUrl).href);
  expect(svg.status()).toBe(200);
  expect(svg.headers()['content-type'] ?? '').toMatch(/^image\/svg\+xml\b/);
});

test('index.html has the Apple touch icon, the standalone capability and the theme colour', async ({ request }) => {
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();

  const links = tagsIn(html, 'link');
  const appleTouchIcon = links.find((link) => (link.rel ?? '').toLowerCase().split(/\s+/).includes('apple-touch-icon'));
  expect(appleTouchIcon, '<link rel="apple-touch-icon"> in index.html').toBeDefined();
  const href = appleTouchIcon?.href ?? '';
  expect(href, 'apple-touch-icon href').not.toBe('');
  await expectRasterImage(request, href, { type: 'image/png', sizes: '180x180', where: 'apple-touch-icon' });

  const metas = tagsIn(html, 'meta');
  const capable = metas.find((meta) =>
    ['apple-mobile-web-app-capable', 'mobile-web-app-capable'].includes((meta.name ?? '').toLowerCase()),
  );
  expect(capable, '<meta name="apple-mobile-web-app-capable"> or "mobile-web-app-capable"').toBeDefined();
  expect(capable?.content).toBe('yes');

  const themeColor = metas.find((meta) => (meta.name ?? '').toLowerCase() === 'theme-color');
  expect(themeColor, '<meta name="theme-color">').toBeDefined();
  expect(themeColor?.content ?? '').toMatch(/^#[0-9a-f]{3,8}$/i);
});
