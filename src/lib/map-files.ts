/**
 * The map's files as both the page (src/components/map/map-offline.ts) and the service worker
 * (src/pwa/map-data.ts, sw.ts) name them. Decision 0028.
 */

/** The whole basemap archive, stored by "Get the trail for offline"; the worker answers ranges from it. */
export const MAP_DATA_CACHE = 'map-data';

/** MapLibre's code (its chunk and its worker), kept once a map has been shown, never precached. */
export const MAP_CODE_CACHE = 'map-code';

/**
 * The message a page sends once it has shown a map: keep the map's code for offline use (on a first visit
 * the page loaded it before the service worker controlled it, so the worker did not see it go by).
 */
export const KEEP_MAP_CODE_MESSAGE = 'KEEP_MAP_CODE';

/** The build's list of the map's code files and their sizes (vite.config.ts writes it). */
export const MAP_FILES_LIST = '/map/map-files.json';

/** Build files of the map's code: the chunk with MapLibre (named by vite.config.ts) and its worker. */
const MAP_CODE_FILE = /(?:^|\/)assets\/(?:map-code-[\w-]+\.js|maplibre-gl-worker-[\w-]+\.mjs)$/;

/** Whether a file (a path, or an address on this site) is the map's code. */
export function isMapCode(path: string): boolean {
  return MAP_CODE_FILE.test(path.split(/[?#]/, 1)[0] ?? '');
}

/** Whether an address is a map archive on this site. */
export function isMapArchive(url: URL, origin: string): boolean {
  return url.origin === origin && url.pathname.endsWith('.pmtiles');
}
