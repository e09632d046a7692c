/**
 * Where the map's basemap comes from (decision 0028). Runtime configuration, read at build time:
 * - `VITE_BASEMAP_URL`: a PMTiles archive on this site's own origin (default `/map/demo-basemap.pmtiles`,
 *   the demo archive the build makes from the seed data). Empty: no basemap, the map shows the places and
 *   the route on a plain background.
 * - `VITE_BASEMAP_KIND`: `demo` (the demo archive's layers) or `protomaps` (an OpenStreetMap extract in the
 *   Protomaps basemap schema, made by scripts/make-town-extract.mjs).
 */

export type BasemapKind = 'demo' | 'protomaps';

export interface BasemapSettings {
  /** The archive's address, or null for no basemap. */
  url: string | null;
  kind: BasemapKind;
  /** Shown in the map's attribution whenever the basemap is drawn. */
  attribution: string;
}

export const DEFAULT_BASEMAP_URL = '/map/demo-basemap.pmtiles';

export const BASEMAP_ATTRIBUTION: Record<BasemapKind, string> = {
  demo: "Demo map drawn from this site's own data",
  protomaps: '© <a href="https://www.openstreetmap.org/copyright">OpenStreetMap contributors</a>',
};

/** Reads the basemap's settings; an unknown kind falls back to the demo layers. */
export function readBasemapSettings(env: Record<string, string | boolean | undefined>): BasemapSettings {
  const rawUrl = env['VITE_BASEMAP_URL'];
  const url = typeof rawUrl === 'string' ? rawUrl.trim() : DEFAULT_BASEMAP_URL;
  const kind: BasemapKind = env['VITE_BASEMAP_KIND'] === 'protomaps' ? 'protomaps' : 'demo';
  return { url: url === '' ? null : url, kind, attribution: BASEMAP_ATTRIBUTION[kind] };
}
