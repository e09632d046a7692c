import { describe, expect, it } from 'vitest';
import { BASEMAP_ATTRIBUTION, readBasemapSettings } from '@/config/basemap-config';
import {
  BASEMAP_SOURCE,
  buildMapStyle,
  circlePolygon,
  initialView,
  MAP_COLOURS,
  POSITION_SOURCE,
  ROUTE_SOURCE,
  routeData,
  SINGLE_POINT_ZOOM,
  type MapStyleOptions,
} from './map-style';
import type { MapPoint } from './map-types';

const POINTS: MapPoint[] = [
  { id: 'a', label: '1. Pump', number: 1, lat: 51.6112, lng: -2.5262 },
  { id: 'b', label: '2. Wall', number: 2, lat: 51.6106, lng: -2.5266 },
  { id: 'c', label: '3. Poem', number: 3, lat: 51.6147, lng: -2.5303 },
];

const options = (overrides: Partial<MapStyleOptions> = {}): MapStyleOptions => ({
  basemap: readBasemapSettings({}),
  scheme: 'light',
  base: 'https://hub.example/creative-trail',
  points: POINTS,
  route: true,
  position: null,
  ...overrides,
});

const layerIds = (style: ReturnType<typeof buildMapStyle>) => style.layers.map((layer) => layer.id);

describe('the map style', () => {
  it('reads the demo archive from this site through the pmtiles protocol, with its honest credit', () => {
    const style = buildMapStyle(options());
    expect(style.sources[BASEMAP_SOURCE]).toEqual({
      type: 'vector',
      url: 'pmtiles://https://hub.example/map/demo-basemap.pmtiles',
      attribution: BASEMAP_ATTRIBUTION.demo,
    });
    expect(layerIds(style)).toEqual(
      expect.arrayContaining(['background', 'town', 'trail-path', 'route', 'position-dot']),
    );
    // The route and the position are drawn over the basemap.
    expect(layerIds(style).indexOf('route')).toBeGreaterThan(layerIds(style).indexOf('town'));
    // No text, so no fonts to fetch.
    expect(style.glyphs).toBeUndefined();
    expect(style.layers.some((layer) => layer.type === 'symbol')).toBe(false);
  });

  it('draws an OpenStreetMap extract with roads and water, credited to OpenStreetMap', () => {
    const basemap = readBasemapSettings({ VITE_BASEMAP_URL: '/map/town.pmtiles', VITE_BASEMAP_KIND: 'protomaps' });
    const style = buildMapStyle(options({ basemap }));
    expect(style.sources[BASEMAP_SOURCE]).toMatchObject({ attribution: expect.stringContaining('OpenStreetMap') });
    expect(layerIds(style)).toEqual(expect.arrayContaining(['earth', 'water', 'roads', 'buildings']));
  });

  it('still draws the route and the places on a plain background without a basemap', () => {
    const style = buildMapStyle(options({ basemap: readBasemapSettings({ VITE_BASEMAP_URL: '' }) }));
    expect(Object.keys(style.sources).sort()).toEqual([POSITION_SOURCE, ROUTE_SOURCE].sort());
    expect(layerIds(style)).toEqual(['background', 'route-casing', 'route', 'position-accuracy', 'position-dot']);
  });

  it('takes its colours from the colour scheme', () => {
    const background = (scheme: 'light' | 'dark') =>
      buildMapStyle(options({ scheme })).layers.find((layer) => layer.id === 'background');
    expect(background('light')).toMatchObject({ paint: { 'background-color': MAP_COLOURS.light.background } });
    expect(background('dark')).toMatchObject({ paint: { 'background-color': MAP_COLOURS.dark.background } });
  });

  it('draws the route through the points in their order, only when asked', () => {
    expect(routeData(POINTS, true).features[0]?.geometry).toEqual({
      type: 'LineString',
      coordinates: POINTS.map(({ lng, lat }) => [lng, lat]),
    });
    expect(routeData(POINTS, false).features).toEqual([]);
    expect(routeData(POINTS.slice(0, 1), true).features).toEqual([]);
  });

  it('draws the device position with a circle as wide as its accuracy', () => {
    const style = buildMapStyle(options({ position: { lat: 51.61, lng: -2.53, accuracy: 40 } }));
    const source = style.sources[POSITION_SOURCE];
    expect(source?.type).toBe('geojson');
    const ring = circlePolygon({ lat: 51.61, lng: -2.53 }, 40).coordinates[0] ?? [];
    const [lng = 0, lat = 0] = ring[12] ?? []; // a quarter of the way round: due north
    expect(lng).toBeCloseTo(-2.53, 6);
    expect((lat - 51.61) * 111_320).toBeCloseTo(40, 3);
  });

  it('frames the points, or one point close up', () => {
    expect(initialView(POINTS)).toEqual({
      kind: 'bounds',
      bounds: [
        [-2.5303, 51.6106],
        [-2.5262, 51.6147],
      ],
    });
    expect(initialView(POINTS.slice(0, 1))).toEqual({
      kind: 'point',
      center: [-2.5262, 51.6112],
      zoom: SINGLE_POINT_ZOOM,
    });
    expect(initialView([])).toEqual({ kind: 'none' });
  });
});
