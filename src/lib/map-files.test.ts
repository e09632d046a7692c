import { describe, expect, it } from 'vitest';
import { isMapArchive, isMapCode } from './map-files';

describe('the map files', () => {
  it('knows the map code files by name', () => {
    expect(isMapCode('/assets/map-code-B4x_9a.js')).toBe(true);
    expect(isMapCode('assets/maplibre-gl-worker-Zz12.mjs')).toBe(true);
    expect(isMapCode('https://hub.example/assets/map-code-B4x_9a.js?v=1')).toBe(true);
    expect(isMapCode('/assets/index-B4x_9a.js')).toBe(false);
    expect(isMapCode('/assets/site-map-page-B4x_9a.js')).toBe(false);
    expect(isMapCode('/assets/firebase-sdk-firestore-B4x.js')).toBe(false);
    expect(isMapCode('/elsewhere/map-code-B4x.js')).toBe(false);
  });

  it('knows this site’s map archives', () => {
    const origin = 'https://hub.example';
    expect(isMapArchive(new URL(`${origin}/map/demo-basemap.pmtiles`), origin)).toBe(true);
    expect(isMapArchive(new URL('https://tiles.example/town.pmtiles'), origin)).toBe(false);
    expect(isMapArchive(new URL(`${origin}/map/map-files.json`), origin)).toBe(false);
  });
});
