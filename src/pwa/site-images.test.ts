import './worker-globals-fake';
import { describe, expect, it } from 'vitest';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { ExpirationPlugin } from 'workbox-expiration';
import { StaleWhileRevalidate } from 'workbox-strategies';
import {
  isSiteImage,
  SITE_IMAGES_CACHE,
  SITE_IMAGES_LIMITS,
  siteImagesPlugins,
  siteImagesStrategy,
} from './site-images';

const ORIGIN = 'http://127.0.0.1:4173';
const PRECACHED = new Set([`${ORIGIN}/icons/icon-192.png`, `${ORIGIN}/favicon.svg`]);
const image = { destination: 'image' } as const;

async function kept(status: number): Promise<boolean> {
  let response: Response | null = new Response('file', { status: status === 0 ? 200 : status });
  if (status === 0) Object.defineProperty(response, 'status', { value: 0 });
  for (const plugin of siteImagesPlugins()) {
    if (!plugin.cacheWillUpdate || !response) continue;
    const request = new Request(`${ORIGIN}/images/fair.jpg`);
    response = (await plugin.cacheWillUpdate({ request, response, state: {} } as never)) ?? null;
  }
  return response !== null;
}

describe('pictures from this site in the service worker', () => {
  it('takes this site’s pictures, not precached files, other hosts’ or other kinds of request', () => {
    const url = (path: string) => new URL(path, ORIGIN);
    expect(isSiteImage(image, url('/images/fair.jpg'), ORIGIN, PRECACHED)).toBe(true);
    expect(isSiteImage(image, url('/screenshots/wide-home.jpg?v=2'), ORIGIN, PRECACHED)).toBe(true);
    expect(isSiteImage(image, url('/icons/icon-192.png'), ORIGIN, PRECACHED)).toBe(false);
    expect(isSiteImage(image, url('/favicon.svg?x=1'), ORIGIN, PRECACHED)).toBe(false);
    expect(isSiteImage(image, new URL('https://example.org/a.jpg'), ORIGIN, PRECACHED)).toBe(false);
    expect(isSiteImage({ destination: 'document' }, url('/images/fair.jpg'), ORIGIN, PRECACHED)).toBe(false);
  });

  it('keeps only good answers, a bounded number for a bounded time, and gives them back when space runs short', async () => {
    expect(await kept(200)).toBe(true);
    for (const status of [0, 404, 500]) expect(await kept(status)).toBe(false);
    expect(SITE_IMAGES_LIMITS.maxEntries).toBeLessThanOrEqual(200);
    expect(SITE_IMAGES_LIMITS.maxAgeSeconds).toBeLessThanOrEqual(60 * 24 * 60 * 60);
    const expiration = siteImagesPlugins().find((plugin) => plugin instanceof ExpirationPlugin);
    expect(expiration).toBeDefined();
    expect(siteImagesPlugins().some((plugin) => plugin instanceof CacheableResponsePlugin)).toBe(true);
    const strategy = siteImagesStrategy();
    expect(strategy).toBeInstanceOf(StaleWhileRevalidate);
    expect(strategy.cacheName).toBe(SITE_IMAGES_CACHE);
  });
});
