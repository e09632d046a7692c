/**
 * Files from Firebase Storage (event photos, documents) that the service worker keeps: what they are
 * called, how they are asked for, and how a device forgets them when someone signs out. No Workbox code
 * here, so pages can use it too (the strategy itself is in storage-downloads-strategy.ts).
 */

/** The cache that holds Storage downloads. */
export const STORAGE_DOWNLOADS_CACHE = 'storage-downloads';

/** The message a page sends when someone signs out: the kept downloads (and their records) go. */
export const FORGET_STORAGE_DOWNLOADS_MESSAGE = 'FORGET_STORAGE_DOWNLOADS';

/**
 * A file of the documents library (`documents/…` in the bucket, as the address's last part, encoded).
 * The worker does not keep these: a document is kept on purpose, with "Keep offline", in its own store
 * (src/features/documents/kept-documents.ts); a second copy here would count against the device twice.
 */
export function isDocumentFileDownload(url: URL): boolean {
  return /\/o\/documents(%2F|\/)/i.test(url.pathname);
}

/** Firebase Storage's download addresses (and the Storage emulator's). */
export function isStorageDownload(url: URL): boolean {
  return (
    url.hostname === 'firebasestorage.googleapis.com' ||
    url.hostname.endsWith('.firebasestorage.app') ||
    (url.hostname === '127.0.0.1' && url.port === '9199')
  );
}

/**
 * The same file asked for with CORS. An `<img>` asks without it ("no-cors"), and the answer is then
 * opaque: its status cannot be seen (a 403 or 500 would be kept as if it were the picture) and Chrome
 * counts each opaque answer as several megabytes of the device's storage, which the database holding
 * unsent edits shares. Storage's download addresses allow CORS, and carry their own token, so no
 * cookies are sent.
 */
export function corsRequest(request: Request): Request {
  if (request.mode === 'cors' && request.credentials === 'omit') return request;
  return new Request(request.url, {
    method: request.method,
    headers: request.headers,
    mode: 'cors',
    credentials: 'omit',
    referrerPolicy: request.referrerPolicy,
  });
}

interface PageSide {
  caches?: Pick<CacheStorage, 'delete'>;
  navigator: { serviceWorker?: Pick<ServiceWorkerContainer, 'getRegistration'> };
}

/**
 * Forgets every kept Storage download. The page deletes the cache itself (it works with no service
 * worker running), and asks the worker to drop its records of them too (their addresses hold the
 * files' tokens). Waits for the worker at most `timeoutMs`. Never throws.
 */
export async function forgetStorageDownloads(page: PageSide, timeoutMs = 2_000): Promise<void> {
  try {
    await page.caches?.delete(STORAGE_DOWNLOADS_CACHE);
    const worker = (await page.navigator.serviceWorker?.getRegistration())?.active;
    if (!worker) return;
    await new Promise<void>((resolve) => {
      const channel = new MessageChannel();
      const timer = setTimeout(resolve, timeoutMs);
      channel.port1.onmessage = () => {
        clearTimeout(timer);
        resolve();
      };
      worker.postMessage({ type: FORGET_STORAGE_DOWNLOADS_MESSAGE }, [channel.port2]);
    });
  } catch (error) {
    console.warn('Could not remove the files kept from Storage', error);
  }
}
