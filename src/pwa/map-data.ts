/**
 * The service worker's part of the offline map (decision 0028). Browsers do not cache range requests, and
 * PMTiles reads its archive in ranges; so "Get the trail for offline" stores the whole archive in the
 * `map-data` cache, and the worker answers each range from it. An archive that is not stored goes to the
 * network, and a partial answer is never stored.
 */
import { createPartialResponse } from 'workbox-range-requests';
import { MAP_CODE_CACHE, MAP_DATA_CACHE } from '@/lib/map-files';
import { keepFiles, pruneKeptFiles } from './kept-files';

type CacheStore = Pick<CacheStorage, 'open'>;

const RANGE = /^bytes=(\d+)-(\d*)$/;

/**
 * The request with its range's end brought within the file (servers do this; Workbox answers 416 instead).
 * PMTiles asks for the first 16 KiB whatever the archive's size.
 */
export function clampRange(request: Request, size: number): Request {
  const match = RANGE.exec(request.headers.get('range')?.trim() ?? '');
  if (!match?.[2]) return request;
  const end = Number(match[2]);
  if (end < size) return request;
  const headers = new Headers(request.headers);
  headers.set('range', `bytes=${match[1]}-${size - 1}`);
  return new Request(request.url, { headers });
}

/** The stored archive's answer to a request: the whole file, or the asked-for bytes (206). */
export async function answerFromStored(request: Request, stored: Response): Promise<Response> {
  if (!request.headers.has('range')) return stored;
  const blob = await stored.blob();
  const whole = new Response(blob, { status: 200, headers: stored.headers });
  return createPartialResponse(clampRange(request, blob.size), whole);
}

/** Answers a request for a map archive: from the stored copy if there is one, else from the network. */
export async function answerMapArchive(
  request: Request,
  storage: CacheStore,
  network: (request: Request) => Promise<Response>,
): Promise<Response> {
  const cache = await storage.open(MAP_DATA_CACHE);
  const stored = await cache.match(request.url, { ignoreSearch: true, ignoreVary: true });
  return stored ? answerFromStored(request, stored) : network(request);
}

/** Removes kept map code that is no longer part of the app (from builds before this one). */
export function pruneMapCode(storage: CacheStore, urls: readonly string[]): Promise<void> {
  return pruneKeptFiles(storage, MAP_CODE_CACHE, urls);
}

/** Adds the map's code files the cache does not hold yet (after a map was shown on an uncontrolled page). */
export function keepMapCode(storage: CacheStore, urls: readonly string[]): Promise<void> {
  return keepFiles(storage, MAP_CODE_CACHE, urls);
}
