import { describe, expect, it, vi } from 'vitest';

// Workbox's development logging expects a worker's `self`; it is quiet here.
vi.hoisted(() => {
  Object.assign(globalThis, { self: globalThis });
});

import { MAP_CODE_CACHE, MAP_DATA_CACHE } from '@/lib/map-files';
import { answerMapArchive, clampRange, keepMapCode, pruneMapCode } from './map-data';

const ORIGIN = 'https://hub.example';
const ARCHIVE = `${ORIGIN}/map/demo-basemap.pmtiles`;
const BYTES = Uint8Array.from({ length: 5000 }, (_, index) => index % 251);

/** Cache Storage in memory, holding real Responses. */
function cacheStorage(entries: Record<string, Map<string, Response>>) {
  const opened: string[] = [];
  const added: string[] = [];
  return {
    opened,
    added,
    storage: {
      open: (name: string) => {
        opened.push(name);
        const cache = entries[name] ?? new Map<string, Response>();
        return Promise.resolve({
          match: (url: string) => Promise.resolve(cache.get(url)?.clone()),
          keys: () => Promise.resolve([...cache.keys()].map((url) => new Request(url))),
          delete: (request: Request) => Promise.resolve(cache.delete(request.url)),
          addAll: (urls: string[]) => {
            urls.forEach((url) => cache.set(url, new Response(url)));
            added.push(...urls);
            return Promise.resolve();
          },
        } as unknown as Cache);
      },
    },
  };
}

const storedArchive = () =>
  new Response(BYTES, { headers: { 'Content-Type': 'application/vnd.pmtiles', 'Content-Length': '5000' } });

const ranged = (range: string) => new Request(ARCHIVE, { headers: { range } });

describe('map archives in the service worker', () => {
  it('answers a range from the stored archive with exactly those bytes', async () => {
    const { storage } = cacheStorage({ [MAP_DATA_CACHE]: new Map([[ARCHIVE, storedArchive()]]) });
    const network = vi.fn<(request: Request) => Promise<Response>>();
    const answer = await answerMapArchive(ranged('bytes=100-199'), storage, network);
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe('bytes 100-199/5000');
    expect(answer.headers.get('content-length')).toBe('100');
    expect([...new Uint8Array(await answer.arrayBuffer())]).toEqual([...BYTES.slice(100, 200)]);
    expect(network).not.toHaveBeenCalled();
  });

  it('answers a range reaching past the end (PMTiles asks for 16 KiB first) with the bytes there are', async () => {
    const { storage } = cacheStorage({ [MAP_DATA_CACHE]: new Map([[ARCHIVE, storedArchive()]]) });
    const answer = await answerMapArchive(ranged('bytes=0-16383'), storage, vi.fn());
    expect(answer.status).toBe(206);
    expect(answer.headers.get('content-range')).toBe('bytes 0-4999/5000');
    expect((await answer.arrayBuffer()).byteLength).toBe(5000);
  });

  it('answers the whole file to a request without a range', async () => {
    const { storage } = cacheStorage({ [MAP_DATA_CACHE]: new Map([[ARCHIVE, storedArchive()]]) });
    const answer = await answerMapArchive(new Request(ARCHIVE), storage, vi.fn());
    expect(answer.status).toBe(200);
    expect((await answer.arrayBuffer()).byteLength).toBe(5000);
  });

  it('goes to the network when the archive is not stored, and stores nothing', async () => {
    const store = new Map<string, Response>();
    const { storage } = cacheStorage({ [MAP_DATA_CACHE]: store });
    const partial = new Response(BYTES.slice(0, 10), { status: 206, headers: { 'Content-Range': 'bytes 0-9/5000' } });
    const network = vi.fn((_request: Request) => Promise.resolve(partial));
    const answer = await answerMapArchive(ranged('bytes=0-9'), storage, network);
    expect(answer).toBe(partial);
    expect(network).toHaveBeenCalledOnce();
    expect(network.mock.calls[0]?.[0].headers.get('range')).toBe('bytes=0-9');
    expect([...store.keys()]).toEqual([]);
  });

  it('clamps only ranges that end past the file', () => {
    expect(clampRange(ranged('bytes=10-20'), 100).headers.get('range')).toBe('bytes=10-20');
    expect(clampRange(ranged('bytes=10-100'), 100).headers.get('range')).toBe('bytes=10-99');
    expect(clampRange(ranged('bytes=10-'), 100).headers.get('range')).toBe('bytes=10-');
  });

  it('removes map code from earlier builds only', async () => {
    const current = `${ORIGIN}/assets/map-code-New1.js`;
    const old = `${ORIGIN}/assets/map-code-Old1.js`;
    const code = new Map([
      [current, new Response('new')],
      [old, new Response('old')],
    ]);
    const { storage } = cacheStorage({ [MAP_CODE_CACHE]: code });
    await pruneMapCode(storage, [current]);
    expect([...code.keys()]).toEqual([current]);
  });

  it('keeps the map code it does not hold yet, once a map was shown', async () => {
    const kept = `${ORIGIN}/assets/map-code-New1.js`;
    const worker = `${ORIGIN}/assets/maplibre-gl-worker-New2.mjs`;
    const { storage, added } = cacheStorage({ [MAP_CODE_CACHE]: new Map([[kept, new Response('kept')]]) });
    await keepMapCode(storage, [kept, worker]);
    expect(added).toEqual([worker]);
  });
});
