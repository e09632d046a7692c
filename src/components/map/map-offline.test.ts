import { describe, expect, it } from 'vitest';
import { MAP_CODE_CACHE, MAP_DATA_CACHE, MAP_FILES_LIST } from '@/lib/map-files';
import { createMapOffline } from './map-offline';

const ORIGIN = 'https://hub.example';
const ARCHIVE = `${ORIGIN}/map/demo-basemap.pmtiles`;
const CHUNK = `${ORIGIN}/assets/map-code-Ab12.js`;
const WORKER = `${ORIGIN}/assets/maplibre-gl-worker-Cd34.mjs`;
const FILES: Record<string, Uint8Array<ArrayBuffer>> = {
  [ARCHIVE]: new Uint8Array(5000).fill(1),
  [CHUNK]: new Uint8Array(3000).fill(2),
  [WORKER]: new Uint8Array(2000).fill(3),
};
const LIST = JSON.stringify({
  files: [
    { url: '/assets/map-code-Ab12.js', bytes: 3000 },
    { url: '/assets/maplibre-gl-worker-Cd34.mjs', bytes: 2000 },
    { url: '/assets/not-the-map-Ef56.js', bytes: 10 },
  ],
});

/** The site as `fetch` sees it (real Responses), and whether the network is there. */
function site() {
  const state = { online: true, requests: [] as string[] };
  const fetch = (input: string, init?: RequestInit): Promise<Response> => {
    const url = new URL(input, ORIGIN).href;
    state.requests.push(`${init?.method ?? 'GET'} ${url}`);
    if (!state.online) return Promise.reject(new TypeError('Failed to fetch'));
    if (url === `${ORIGIN}${MAP_FILES_LIST}`) return Promise.resolve(new Response(LIST));
    const bytes = FILES[url];
    if (!bytes) return Promise.resolve(new Response('Not found', { status: 404 }));
    const headers = { 'Content-Length': String(bytes.length) };
    return Promise.resolve(new Response(init?.method === 'HEAD' ? null : bytes, { headers }));
  };
  return { state, fetch };
}

/** Cache Storage in memory, holding real Responses. */
function cacheStorage() {
  const caches = new Map<string, Map<string, Response>>();
  const open = (name: string) => {
    const entries = caches.get(name) ?? new Map<string, Response>();
    caches.set(name, entries);
    return Promise.resolve({
      match: (url: string) => Promise.resolve(entries.get(url)?.clone()),
      put: (url: string, response: Response) => Promise.resolve(void entries.set(url, response)),
    } as unknown as Cache);
  };
  return {
    caches: {
      open,
      has: (name: string) => Promise.resolve(caches.has(name)),
      delete: (name: string) => Promise.resolve(caches.delete(name)),
    },
    urls: (name: string) => [...(caches.get(name)?.keys() ?? [])].sort(),
  };
}

function setUp(archiveUrl: string | null = '/map/demo-basemap.pmtiles') {
  const network = site();
  const storage = cacheStorage();
  const offline = createMapOffline({
    fetch: network.fetch,
    caches: storage.caches,
    base: `${ORIGIN}/creative-trail`,
    archiveUrl,
  });
  return { network, storage, offline };
}

describe('the map for offline use', () => {
  it('lists the archive and the map code with their sizes', async () => {
    const { offline } = setUp();
    expect(await offline.mapFilesForOffline()).toEqual([
      { url: ARCHIVE, bytes: 5000 },
      { url: CHUNK, bytes: 3000 },
      { url: WORKER, bytes: 2000 },
    ]);
  });

  it('lists only the code when no basemap is configured', async () => {
    const { offline } = setUp(null);
    expect((await offline.mapFilesForOffline()).map((file) => file.url)).toEqual([CHUNK, WORKER]);
  });

  it('stores every file whole, with progress in bytes, where the service worker looks for it', async () => {
    const { offline, storage } = setUp();
    expect(await offline.isMapStoredForOffline()).toBe(false);
    const progress: [number, number][] = [];
    await offline.storeMapForOffline((done, total) => progress.push([done, total]));
    expect(progress[0]).toEqual([0, 10_000]);
    expect(progress.at(-1)).toEqual([10_000, 10_000]);
    expect(progress.every(([done], index) => index === 0 || done >= (progress[index - 1]?.[0] ?? 0))).toBe(true);
    expect(storage.urls(MAP_DATA_CACHE)).toEqual([`${ORIGIN}${MAP_FILES_LIST}`, ARCHIVE].sort());
    expect(storage.urls(MAP_CODE_CACHE)).toEqual([CHUNK, WORKER]);
    const archive = await (await storage.caches.open(MAP_DATA_CACHE)).match(ARCHIVE);
    expect(archive?.status).toBe(200);
    expect((await archive?.arrayBuffer())?.byteLength).toBe(5000);
    expect(await offline.isMapStoredForOffline()).toBe(true);
  });

  it('knows offline what it stored, and lists the stored sizes', async () => {
    const { offline, network } = setUp();
    await offline.storeMapForOffline(() => undefined);
    network.state.online = false;
    expect(await offline.isMapStoredForOffline()).toBe(true);
    expect((await offline.mapFilesForOffline()).reduce((sum, file) => sum + file.bytes, 0)).toBe(10_000);
  });

  it('does not fetch again what is already stored', async () => {
    const { offline, network } = setUp();
    await offline.storeMapForOffline(() => undefined);
    network.state.requests.length = 0;
    await offline.storeMapForOffline(() => undefined);
    expect(
      network.state.requests.filter((request) => request.startsWith('GET ') && !request.endsWith('.json')),
    ).toEqual([]);
  });

  it('stops when cancelled, and removes everything on request', async () => {
    const { offline, storage } = setUp();
    const controller = new AbortController();
    controller.abort();
    await expect(offline.storeMapForOffline(() => undefined, controller.signal)).rejects.toThrow();
    await offline.storeMapForOffline(() => undefined);
    await offline.removeMapFromOffline();
    expect(storage.urls(MAP_DATA_CACHE)).toEqual([]);
    expect(storage.urls(MAP_CODE_CACHE)).toEqual([]);
    expect(await offline.isMapStoredForOffline()).toBe(false);
  });

  it('fails plainly when a file cannot be downloaded', async () => {
    const { offline, network } = setUp();
    await offline.mapFilesForOffline();
    network.state.online = false;
    await expect(offline.storeMapForOffline(() => undefined)).rejects.toThrow();
  });
});
