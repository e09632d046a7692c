import type { Feature as GeoFeature, FeatureCollection, Geometry, Polygon } from 'geojson';
import type { MapOptions } from 'maplibre-gl';
import type { BasemapSettings } from '@/config/basemap-config';
import type { DevicePosition, LatLng, MapPoint } from './map-types';

/**
 * The map's style, built from the basemap settings and the colour scheme: the basemap's layers (if there
 * is one), then the route line and the device's position. No text layers, so no fonts to fetch; the places
 * are HTML markers drawn by site-map.tsx. Types only from MapLibre: this file loads with the map's code.
 */
export type StyleSpecification = Exclude<MapOptions['style'], string | undefined>;
export type LayerSpecification = StyleSpecification['layers'][number];
type Feature = GeoFeature<Geometry, Record<string, unknown>>;

export type ColourScheme = 'light' | 'dark';

export const BASEMAP_SOURCE = 'basemap';
export const ROUTE_SOURCE = 'route';
export const POSITION_SOURCE = 'position';

/** Colours for each scheme: a calm paper background, a strong route colour that reads on it. */
export const MAP_COLOURS = {
  light: {
    background: '#f4f1ea',
    land: '#e8e3d6',
    outline: '#b3a992',
    water: '#b7d3e6',
    park: '#d5e6c8',
    building: '#ddd5c5',
    road: '#ffffff',
    roadCasing: '#cfc6b4',
    path: '#a89c84',
    place: '#8a7f6a',
    route: '#1c4f80',
    position: '#0b6bcb',
  },
  dark: {
    background: '#15181d',
    land: '#22262d',
    outline: '#4a515c',
    water: '#1e3a52',
    park: '#223326',
    building: '#2c3038',
    road: '#3b414b',
    roadCasing: '#2a2e35',
    path: '#5c6470',
    place: '#8b94a1',
    route: '#8cc4ff',
    position: '#5fb0ff',
  },
} as const;

type Colours = (typeof MAP_COLOURS)[ColourScheme];

/** The archive as MapLibre's `pmtiles` protocol names it: an absolute address on this site. */
export function pmtilesSourceUrl(url: string, base: string): string {
  return `pmtiles://${new URL(url, base).href}`;
}

type FillLayer = Extract<LayerSpecification, { type: 'fill' }>;

/** A basemap layer filled with one colour. */
function fill(
  id: string,
  sourceLayer: string,
  colour: string,
  extra: Pick<FillLayer, 'minzoom' | 'filter'> = {},
): FillLayer {
  return {
    id,
    type: 'fill',
    source: BASEMAP_SOURCE,
    'source-layer': sourceLayer,
    paint: { 'fill-color': colour },
    ...extra,
  };
}

function demoLayers(colours: Colours): LayerSpecification[] {
  return [
    fill('town', 'town', colours.land),
    {
      id: 'town-edge',
      type: 'line',
      source: BASEMAP_SOURCE,
      'source-layer': 'town',
      paint: { 'line-color': colours.outline, 'line-width': 1.5, 'line-dasharray': [3, 2] },
    },
    {
      id: 'trail-path',
      type: 'line',
      source: BASEMAP_SOURCE,
      'source-layer': 'trail',
      layout: { 'line-cap': 'round', 'line-join': 'round' },
      paint: { 'line-color': colours.road, 'line-width': ['interpolate', ['linear'], ['zoom'], 12, 3, 16, 12] },
    },
    {
      id: 'places',
      type: 'circle',
      source: BASEMAP_SOURCE,
      'source-layer': 'places',
      paint: { 'circle-color': colours.place, 'circle-radius': 3 },
    },
  ];
}

/**
 * A small label-free style for an OpenStreetMap extract in the Protomaps basemap schema (layers earth,
 * water, landuse, buildings, roads): enough to find your way, with no fonts or icons to host.
 */
function protomapsLayers(colours: Colours): LayerSpecification[] {
  const roads = (id: string, kinds: string[], width: number, colour: string): LayerSpecification => ({
    id,
    type: 'line',
    source: BASEMAP_SOURCE,
    'source-layer': 'roads',
    filter: ['in', ['get', 'kind'], ['literal', kinds]],
    layout: { 'line-cap': 'round', 'line-join': 'round' },
    paint: {
      'line-color': colour,
      'line-width': ['interpolate', ['exponential', 1.6], ['zoom'], 12, width / 4, 18, width * 4],
    },
  });
  return [
    fill('earth', 'earth', colours.land),
    fill('parks', 'landuse', colours.park, {
      filter: [
        'in',
        ['get', 'kind'],
        ['literal', ['park', 'grass', 'garden', 'meadow', 'playground', 'wood', 'forest']],
      ],
    }),
    fill('water', 'water', colours.water),
    fill('buildings', 'buildings', colours.building, { minzoom: 14 }),
    roads('paths', ['path'], 1, colours.path),
    roads('roads-casing', ['minor_road', 'major_road', 'highway'], 3.4, colours.roadCasing),
    roads('roads', ['minor_road', 'major_road', 'highway'], 2.6, colours.road),
  ];
}

/** A circle of `metres` around a position, as a polygon (for the accuracy of the device's position). */
export function circlePolygon(centre: LatLng, metres: number, steps = 48): Polygon {
  const metresPerDegreeLat = 111_320;
  const metresPerDegreeLng = metresPerDegreeLat * Math.cos((centre.lat * Math.PI) / 180);
  const ring: [number, number][] = [];
  for (let step = 0; step <= steps; step += 1) {
    const angle = (step / steps) * 2 * Math.PI;
    ring.push([
      centre.lng + (Math.cos(angle) * metres) / metresPerDegreeLng,
      centre.lat + (Math.sin(angle) * metres) / metresPerDegreeLat,
    ]);
  }
  return { type: 'Polygon', coordinates: [ring] };
}

/** The route through the points in their order (nothing for fewer than two). */
export function routeData(points: readonly MapPoint[], route: boolean): FeatureCollection {
  const features: Feature[] =
    route && points.length >= 2
      ? [
          {
            type: 'Feature',
            properties: {},
            geometry: { type: 'LineString', coordinates: points.map(({ lng, lat }) => [lng, lat]) },
          },
        ]
      : [];
  return { type: 'FeatureCollection', features };
}

/** The device's position: its accuracy circle and its dot. */
export function positionData(position: DevicePosition | null | undefined): FeatureCollection {
  if (!position) return { type: 'FeatureCollection', features: [] };
  const features: Feature[] = [
    { type: 'Feature', properties: { part: 'accuracy' }, geometry: circlePolygon(position, position.accuracy) },
    {
      type: 'Feature',
      properties: { part: 'dot' },
      geometry: { type: 'Point', coordinates: [position.lng, position.lat] },
    },
  ];
  return { type: 'FeatureCollection', features };
}

export interface MapStyleOptions {
  basemap: BasemapSettings;
  scheme: ColourScheme;
  /** The page's address, to make the archive's address absolute. */
  base: string;
  points: readonly MapPoint[];
  route: boolean;
  position: DevicePosition | null | undefined;
}

/** The whole style. Without a basemap (none configured): the background, the route and the position. */
export function buildMapStyle({ basemap, scheme, base, points, route, position }: MapStyleOptions): StyleSpecification {
  const colours = MAP_COLOURS[scheme];
  const sources: StyleSpecification['sources'] = {
    [ROUTE_SOURCE]: { type: 'geojson', data: routeData(points, route) },
    [POSITION_SOURCE]: { type: 'geojson', data: positionData(position) },
  };
  const baseLayers: LayerSpecification[] = [];
  if (basemap.url) {
    sources[BASEMAP_SOURCE] = {
      type: 'vector',
      url: pmtilesSourceUrl(basemap.url, base),
      attribution: basemap.attribution,
    };
    baseLayers.push(...(basemap.kind === 'protomaps' ? protomapsLayers(colours) : demoLayers(colours)));
  }
  return {
    version: 8,
    sources,
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': colours.background } },
      ...baseLayers,
      {
        id: 'route-casing',
        type: 'line',
        source: ROUTE_SOURCE,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': colours.background, 'line-width': 8 },
      },
      {
        id: 'route',
        type: 'line',
        source: ROUTE_SOURCE,
        layout: { 'line-cap': 'round', 'line-join': 'round' },
        paint: { 'line-color': colours.route, 'line-width': 4, 'line-dasharray': [2, 1.5] },
      },
      {
        id: 'position-accuracy',
        type: 'fill',
        source: POSITION_SOURCE,
        filter: ['==', ['get', 'part'], 'accuracy'],
        paint: { 'fill-color': colours.position, 'fill-opacity': 0.15, 'fill-outline-color': colours.position },
      },
      {
        id: 'position-dot',
        type: 'circle',
        source: POSITION_SOURCE,
        filter: ['==', ['get', 'part'], 'dot'],
        paint: {
          'circle-color': colours.position,
          'circle-radius': 7,
          'circle-stroke-color': '#ffffff',
          'circle-stroke-width': 2.5,
        },
      },
    ],
  };
}

/** Where the map looks first: the points' bounds, or one point close up. */
export type MapView =
  | { kind: 'bounds'; bounds: [[number, number], [number, number]] }
  | { kind: 'point'; center: [number, number]; zoom: number }
  | { kind: 'none' };

export const SINGLE_POINT_ZOOM = 16;

export function initialView(points: readonly LatLng[]): MapView {
  const first = points[0];
  if (!first) return { kind: 'none' };
  const lngs = points.map(({ lng }) => lng);
  const lats = points.map(({ lat }) => lat);
  const west = Math.min(...lngs);
  const east = Math.max(...lngs);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  if (west === east && south === north)
    return { kind: 'point', center: [first.lng, first.lat], zoom: SINGLE_POINT_ZOOM };
  return {
    kind: 'bounds',
    bounds: [
      [west, south],
      [east, north],
    ],
  };
}
