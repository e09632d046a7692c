import './worker-globals-fake';
import { describe, expect, it } from 'vitest';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import {
  corsRequest,
  forgetStorageDownloads,
  isDocumentFileDownload,
  isStorageDownload,
  STORAGE_DOWNLOADS_CACHE,
} from './storage-downloads';
import {
  corsPlugin,
  STORAGE_CACHEABLE_STATUSES,
  storageDownloadsPlugins,
  storageDownloadsStrategy,
} from './storage-downloads-strategy';

const DOWNLOAD = 'https://firebasestorage.googleapis.com/v0/b/demo/o/events%2Fa.jpg?alt=media&token=abc';

/** What the route's plugins decide about keeping an answer with this status. */
async function kept(status: number): Promise<boolean> {
  const plugins = storageDownloadsPlugins();
  // An opaque answer has status 0, which `new Response` refuses: a real one with its status overridden.
  let response: Response | null = new Response('file', { status: status === 0 ? 200 : status });
  if (status === 0) Object.defineProperty(response, 'status', { value: 0 });
  for (const plugin of plugins) {
    if (!plugin.cacheWillUpdate || !response) continue;
    response = (await plugin.cacheWillUpdate({ request: new Request(DOWNLOAD), response, state: {} } as never)) ?? null;
  }
  return response !== null;
}

describe('Storage downloads in the service worker', () => {
  it('keeps only a 200 answer: never an opaque one, a refusal or a server error', async () => {
    expect(STORAGE_CACHEABLE_STATUSES).toEqual([200]);
    expect(storageDownloadsPlugins().some((plugin) => plugin instanceof CacheableResponsePlugin)).toBe(true);
    expect(await kept(200)).toBe(true);
    for (const status of [0, 403, 404, 500, 503]) expect(await kept(status)).toBe(false);
  });

  it('asks with CORS and no cookies, whatever mode the page asked in', async () => {
    const fromImage = new Request(DOWNLOAD, { mode: 'no-cors' });
    const request = await corsPlugin.requestWillFetch?.({ request: fromImage, state: {} } as never);
    expect(request?.mode).toBe('cors');
    expect(request?.credentials).toBe('omit');
    expect(request?.url).toBe(DOWNLOAD);
    const already = new Request(DOWNLOAD, { mode: 'cors', credentials: 'omit' });
    expect(corsRequest(already)).toBe(already);
  });

  it('the route keeps them in their own cache, asks first with CORS, then the status check', () => {
    const strategy = storageDownloadsStrategy();
    expect(strategy.cacheName).toBe(STORAGE_DOWNLOADS_CACHE);
    expect(strategy.plugins[0]).toBe(corsPlugin);
  });

  it('matches Storage’s download addresses only', () => {
    expect(isStorageDownload(new URL(DOWNLOAD))).toBe(true);
    expect(isStorageDownload(new URL('http://127.0.0.1:9199/v0/b/demo/o/a.jpg'))).toBe(true);
    // Documents' files are kept only on purpose ("Keep offline"), never by the worker.
    expect(
      isDocumentFileDownload(new URL('http://127.0.0.1:9199/v0/b/demo/o/documents%2Fagm%2Fseed%2Fagm.pdf?alt=media')),
    ).toBe(true);
    expect(isDocumentFileDownload(new URL('http://127.0.0.1:9199/v0/b/demo/o/images%2Fevents%2Fe1%2Fa.jpg'))).toBe(
      false,
    );
    expect(isStorageDownload(new URL('https://example.org/a.jpg'))).toBe(false);
    expect(isStorageDownload(new URL('http://127.0.0.1:4173/a.jpg'))).toBe(false);
  });

  it('a page forgets them: the cache goes, and the worker is asked to drop its records', async () => {
    const deleted: string[] = [];
    const messages: unknown[] = [];
    const worker = {
      postMessage: (message: unknown, [port]: MessagePort[]) => {
        messages.push(message);
        port?.postMessage('done');
      },
    };
    await forgetStorageDownloads({
      caches: { delete: async (name: string) => Boolean(deleted.push(name)) },
      navigator: { serviceWorker: { getRegistration: async () => ({ active: worker }) as never } },
    });
    expect(deleted).toEqual([STORAGE_DOWNLOADS_CACHE]);
    expect(messages).toEqual([{ type: 'FORGET_STORAGE_DOWNLOADS' }]);
  });
});
