import { describe, expect, it } from 'vitest';
import { DEFAULT_BASEMAP_URL, readBasemapSettings } from './basemap-config';

describe('the basemap settings', () => {
  it('use the demo archive by default, honestly labelled', () => {
    expect(readBasemapSettings({})).toEqual({
      url: DEFAULT_BASEMAP_URL,
      kind: 'demo',
      attribution: "Demo map drawn from this site's own data",
    });
  });

  it('take a configured OpenStreetMap extract, credited to its contributors', () => {
    const settings = readBasemapSettings({ VITE_BASEMAP_URL: ' /map/town.pmtiles ', VITE_BASEMAP_KIND: 'protomaps' });
    expect(settings.url).toBe('/map/town.pmtiles');
    expect(settings.kind).toBe('protomaps');
    expect(settings.attribution).toContain('OpenStreetMap contributors');
  });

  it('have no basemap when the address is empty', () => {
    expect(readBasemapSettings({ VITE_BASEMAP_URL: '' }).url).toBeNull();
    expect(readBasemapSettings({ VITE_BASEMAP_KIND: 'other' }).kind).toBe('demo');
  });
});
