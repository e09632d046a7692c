import { isSafeUrl } from '@/lib/safe-url';
import { TRAIL_OFFLINE_CACHE } from '@/lib/trail-offline-files';
import type { TrailStop } from './trail-schema';

/**
 * "Get the trail for offline" (issue 16, decision 0029): every stop's pictures and recording go into the
 * trail's own store (Cache Storage `trail-offline`, which the service worker answers from, ranges and all),
 * and the map's files through the map module. The stops' text is already on the device: the list's read
 * keeps it (Firestore's offline copy and the published snapshot), and the app's code is precached.
 */

export interface OfflineFile {
  url: string;
  bytes: number;
}

/** The map module's offline side (src/components/map/map-offline.ts, the MAP helper's contract). */
export interface MapOffline {
  mapFilesForOffline(): Promise<OfflineFile[]>;
  storeMapForOffline(onProgress: (done: number, total: number) => void, signal: AbortSignal): Promise<void>;
  isMapStoredForOffline(): Promise<boolean>;
  removeMapFromOffline(): Promise<void>;
}

// The map module's offline part, when the map module has it: found at build time, loaded on first use.
// Until the MAP helper's module is merged the list is empty and the trail stores its own files alone.
const mapModules = import.meta.glob<MapOffline>('/src/components/map/map-offline.ts');

/** The map's offline side, or null when this build has none. */
export async function loadMapOffline(): Promise<MapOffline | null> {
  const load = Object.values(mapModules)[0];
  return load ? load() : null;
}

/** Each stop's picture (both sizes) and recording, in trail order, each address once. */
export function trailFileUrls(stops: readonly Pick<TrailStop, 'image' | 'audio'>[]): string[] {
  const urls = stops.flatMap((stop) => [stop.image?.url, stop.image?.small?.url, stop.audio?.url]);
  return [...new Set(urls.filter((url): url is string => typeof url === 'string' && url !== '' && isSafeUrl(url)))];
}

/** The recordings' sizes as their stops record them: used when a server does not say (no Content-Length). */
function knownSizes(stops: readonly Pick<TrailStop, 'audio'>[]): Map<string, number> {
  return new Map(stops.flatMap((stop) => (stop.audio?.url ? [[stop.audio.url, stop.audio.size] as const] : [])));
}

/** Asks each file's size (HEAD, Content-Length); a file that does not say counts as its known size, or 0. */
export async function trailFiles(
  stops: readonly Pick<TrailStop, 'image' | 'audio'>[],
  head: (url: string) => Promise<number | null> = headSize,
): Promise<OfflineFile[]> {
  const known = knownSizes(stops);
  return Promise.all(
    trailFileUrls(stops).map(async (url) => ({
      url,
      bytes: (await head(url).catch(() => null)) ?? known.get(url) ?? 0,
    })),
  );
}

async function headSize(url: string): Promise<number | null> {
  const response = await fetch(url, { method: 'HEAD', cache: 'no-store' });
  const length = Number(response.headers.get('content-length'));
  return response.ok && Number.isFinite(length) && length > 0 ? length : null;
}

/** The whole bundle: the trail's files and the map's. */
export async function offlineBundle(stops: readonly Pick<TrailStop, 'image' | 'audio'>[]): Promise<OfflineFile[]> {
  const map = await loadMapOffline();
  const [own, mapFiles] = await Promise.all([trailFiles(stops), map ? map.mapFilesForOffline() : []]);
  return [...own, ...mapFiles];
}

export const totalBytes = (files: readonly OfflineFile[]) => files.reduce((sum, file) => sum + file.bytes, 0);

/** "About 9 MB", "About 600 KB": a download's size as people read it (1 MB = 1,000,000 bytes, as phones show). */
export function aboutSize(bytes: number): string {
  if (bytes < 1_000_000) return `About ${Math.max(1, Math.round(bytes / 1000))} KB`;
  return `About ${bytes < 10_000_000 ? (bytes / 1_000_000).toFixed(1).replace(/\.0$/, '') : Math.round(bytes / 1_000_000)} MB`;
}

/**
 * Stores the trail's files (then the map's) with progress in bytes. A file already stored is kept as it
 * is. Stops at the first failure (the person can try again: what is stored stays).
 */
export async function storeTrail(
  stops: readonly Pick<TrailStop, 'image' | 'audio'>[],
  files: readonly OfflineFile[],
  onProgress: (done: number, total: number) => void,
  signal: AbortSignal,
): Promise<void> {
  const total = totalBytes(files);
  const cache = await caches.open(TRAIL_OFFLINE_CACHE);
  let done = 0;
  const own = new Set(trailFileUrls(stops));
  for (const file of files.filter((candidate) => own.has(candidate.url))) {
    signal.throwIfAborted();
    if (!(await cache.match(file.url))) {
      const response = await fetch(file.url, { signal, mode: 'cors', credentials: 'omit' });
      if (!response.ok) throw new Error(`A file of the trail could not be downloaded (${response.status}).`);
      await cache.put(file.url, response);
    }
    done += file.bytes;
    onProgress(done, total);
  }
  const map = await loadMapOffline();
  if (map) {
    const before = done;
    await map.storeMapForOffline((mapDone) => onProgress(before + mapDone, total), signal);
  }
  onProgress(total, total);
}

/** Whether every file of the trail as it is now is stored (a new or changed stop means no). */
export async function isTrailStored(stops: readonly Pick<TrailStop, 'image' | 'audio'>[]): Promise<boolean> {
  if (!('caches' in globalThis) || !(await caches.has(TRAIL_OFFLINE_CACHE))) return false;
  const cache = await caches.open(TRAIL_OFFLINE_CACHE);
  const found = await Promise.all(trailFileUrls(stops).map((url) => cache.match(url)));
  const map = await loadMapOffline();
  return found.every(Boolean) && (map ? await map.isMapStoredForOffline() : true);
}

/** Removes the trail's files and the map's from this device. */
export async function removeTrail(): Promise<void> {
  await caches.delete(TRAIL_OFFLINE_CACHE);
  const map = await loadMapOffline();
  await map?.removeMapFromOffline();
}
