/**
 * The map for offline use, for "Get the trail for offline" (decision 0028): the basemap archive (stored
 * whole; the service worker answers MapLibre's range requests from it) and the map's code (MapLibre's
 * chunk and worker, kept in the cache the worker serves them from). No MapLibre here: pages import this
 * to show sizes and store files without loading the map.
 */
import { readBasemapSettings } from '@/config/basemap-config';
import { isMapCode, MAP_CODE_CACHE, MAP_DATA_CACHE, MAP_FILES_LIST } from '@/lib/map-files';

export interface MapFile {
  /** The file's address on this site. */
  url: string;
  /** Its size in bytes (as stored on the device). */
  bytes: number;
}

export interface MapOfflineDeps {
  fetch: (input: string, init?: RequestInit) => Promise<Response>;
  caches: Pick<CacheStorage, 'open' | 'delete' | 'has'>;
  /** The page's address, to make file addresses absolute (as the service worker sees them). */
  base: string;
  /** The basemap archive's address, or null when there is none. */
  archiveUrl: string | null;
}

const cacheFor = (url: string): string => (isMapCode(new URL(url).pathname) ? MAP_CODE_CACHE : MAP_DATA_CACHE);

function parseList(value: unknown): MapFile[] {
  if (typeof value !== 'object' || value === null || !('files' in value) || !Array.isArray(value.files)) return [];
  return value.files.flatMap((file: unknown) =>
    typeof file === 'object' &&
    file !== null &&
    'url' in file &&
    'bytes' in file &&
    typeof file.url === 'string' &&
    typeof file.bytes === 'number' &&
    isMapCode(file.url)
      ? [{ url: file.url, bytes: file.bytes }]
      : [],
  );
}

/** The four operations, over the given fetch and Cache Storage (the page's own below). */
export function createMapOffline({ fetch, caches, base, archiveUrl }: MapOfflineDeps) {
  const absolute = (url: string) => new URL(url, base).href;
  const listUrl = absolute(MAP_FILES_LIST);
  const archive = archiveUrl ? absolute(archiveUrl) : null;

  async function stored(url: string): Promise<Response | undefined> {
    if (!(await caches.has(cacheFor(url)))) return undefined;
    return (await caches.open(cacheFor(url))).match(url, { ignoreVary: true, ignoreSearch: true });
  }

  /** The map's code files: from the network, or the copy stored with the map when offline. */
  async function codeFiles(): Promise<{ files: MapFile[]; body: string | null }> {
    try {
      const response = await fetch(listUrl, { cache: 'no-cache' });
      if (response.ok) {
        const body = await response.text();
        return { files: parseList(JSON.parse(body)), body };
      }
    } catch {
      // Offline: the stored list below.
    }
    const copy = await stored(listUrl);
    return { files: copy ? parseList(await copy.json()) : [], body: null };
  }

  async function sizeOf(url: string): Promise<number> {
    const copy = await stored(url);
    if (copy) return (await copy.blob()).size;
    const response = await fetch(url, { method: 'HEAD', cache: 'no-cache' });
    const length = Number(response.headers.get('content-length'));
    if (!response.ok || !Number.isFinite(length)) throw new Error(`No size for ${url}`);
    return length;
  }

  async function mapFilesForOffline(): Promise<MapFile[]> {
    const code = (await codeFiles()).files.map((file) => ({ url: absolute(file.url), bytes: file.bytes }));
    return archive ? [{ url: archive, bytes: await sizeOf(archive) }, ...code] : code;
  }

  async function isMapStoredForOffline(): Promise<boolean> {
    const urls = [...(archive ? [archive] : []), ...(await codeFiles()).files.map((file) => absolute(file.url))];
    const present = await Promise.all(urls.map(async (url) => (await stored(url)) !== undefined));
    return urls.length > 0 && present.every(Boolean);
  }

  async function storeMapForOffline(
    onProgress: (done: number, total: number) => void,
    signal?: AbortSignal,
  ): Promise<void> {
    const { body } = await codeFiles();
    const files = await mapFilesForOffline();
    const total = files.reduce((sum, file) => sum + file.bytes, 0);
    let done = 0;
    onProgress(0, total);
    for (const file of files) {
      signal?.throwIfAborted();
      if (await stored(file.url)) {
        done += file.bytes;
        onProgress(Math.min(done, total), total);
        continue;
      }
      const response = await fetch(file.url, { signal });
      if (response.status !== 200 || !response.body) throw new Error(`Could not download ${file.url}`);
      const chunks: Uint8Array[] = [];
      const reader = response.body.getReader();
      for (;;) {
        const { done: finished, value } = await reader.read();
        if (finished) break;
        chunks.push(value);
        done += value.byteLength;
        onProgress(Math.min(done, total), total);
      }
      const blob = new Blob(chunks as BlobPart[], { type: response.headers.get('content-type') ?? '' });
      const headers = new Headers({ 'Content-Type': blob.type, 'Content-Length': String(blob.size) });
      await (await caches.open(cacheFor(file.url))).put(file.url, new Response(blob, { status: 200, headers }));
    }
    // The list too, so the map knows offline what it has.
    if (body !== null) {
      const headers = { 'Content-Type': 'application/json' };
      await (await caches.open(MAP_DATA_CACHE)).put(listUrl, new Response(body, { headers }));
    }
    onProgress(total, total);
  }

  async function removeMapFromOffline(): Promise<void> {
    await Promise.all([caches.delete(MAP_DATA_CACHE), caches.delete(MAP_CODE_CACHE)]);
  }

  return { mapFilesForOffline, storeMapForOffline, isMapStoredForOffline, removeMapFromOffline };
}

const unavailable = () => Promise.reject(new Error('This browser cannot keep files for offline use.'));

function pageMapOffline() {
  if (typeof window === 'undefined' || !('caches' in window)) {
    return {
      mapFilesForOffline: unavailable,
      storeMapForOffline: unavailable,
      isMapStoredForOffline: () => Promise.resolve(false),
      removeMapFromOffline: () => Promise.resolve(),
    };
  }
  return createMapOffline({
    fetch: (input, init) => window.fetch(input, init),
    caches: window.caches,
    base: window.location.href,
    archiveUrl: readBasemapSettings(import.meta.env).url,
  });
}

let page: ReturnType<typeof createMapOffline> | undefined;
const current = () => (page ??= pageMapOffline());

/** The files the map needs offline (the archive and the map's code), with their sizes. */
export const mapFilesForOffline = (): Promise<MapFile[]> => current().mapFilesForOffline();

/** Stores them; `onProgress` gets bytes done and the total. Files already stored are not fetched again. */
export const storeMapForOffline = (
  onProgress: (done: number, total: number) => void,
  signal?: AbortSignal,
): Promise<void> => current().storeMapForOffline(onProgress, signal);

/** Whether the archive and every file of the map's code are on this device. */
export const isMapStoredForOffline = (): Promise<boolean> => current().isMapStoredForOffline();

/** Removes them (the map's code is kept again the next time a map is shown online). */
export const removeMapFromOffline = (): Promise<void> => current().removeMapFromOffline();
