/**
 * The demo basemap: a small PMTiles archive of vector tiles (zoom 12–16) drawn from this repository's own
 * seed data, for the demo and the tests (this project's machines cannot download map data). It holds:
 * - `town`: an outline of the town, the seed's positions wrapped in a hull with a margin (approximate);
 * - `trail`: the creative trail's path, the stops joined in their order;
 * - `places`: the seed's venues and places as points.
 * The build makes it on the fly (vite.config.ts, `demoBasemapPlugin`), so it always matches the seed.
 * Run `node scripts/make-demo-basemap.mjs [file]` to write it to a file (default public/map/demo-basemap.pmtiles).
 * A deployer with internet uses a real extract instead (scripts/make-town-extract.mjs, decision 0028).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { gzipSync } from 'node:zlib';
import GeoJSONVT from 'geojson-vt';
import vtpbf from 'vt-pbf';
import { COMPRESSION, writePmtiles } from './pmtiles-writer.mjs';
import { buildSeedData } from './seed-data.mjs';

export const DEMO_BASEMAP_PATH = 'map/demo-basemap.pmtiles';
export const MIN_ZOOM = 12;
export const MAX_ZOOM = 16;
/** How far the town's outline reaches beyond its outermost places, in metres. */
const OUTLINE_MARGIN_M = 250;
/** The seed's dates do not matter here; a fixed one keeps the archive the same from run to run. */
const SEED_DATE = new Date('2026-01-01T12:00:00Z');

const isPosition = (value) =>
  typeof value === 'object' &&
  value !== null &&
  typeof value.lat === 'number' &&
  typeof value.lng === 'number' &&
  Number.isFinite(value.lat) &&
  Number.isFinite(value.lng);

/** The trail's stops in order, and every other position in the seed (venues, businesses, clubs…). */
export function seedPositions(seed = buildSeedData(SEED_DATE)) {
  const stops = [...(seed.collections.trailStops ?? [])]
    .map(({ data }) => data)
    .filter(isPosition)
    .sort((a, b) => (a.order ?? 0) - (b.order ?? 0))
    .map(({ lat, lng }) => ({ lat, lng }));
  const places = new Map();
  for (const [name, docs] of Object.entries(seed.collections)) {
    if (name === 'trailStops') continue;
    for (const { data } of docs) {
      for (const candidate of [data, data?.venue]) {
        if (!isPosition(candidate)) continue;
        places.set(`${candidate.lat},${candidate.lng}`, { lat: candidate.lat, lng: candidate.lng });
      }
    }
  }
  return { stops, places: [...places.values()] };
}

/** The convex hull of the points (monotone chain), counter-clockwise, in [lng, lat]. */
export function convexHull(points) {
  const sorted = [...points].sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  if (sorted.length < 3) return sorted;
  const cross = (o, a, b) => (a[0] - o[0]) * (b[1] - o[1]) - (a[1] - o[1]) * (b[0] - o[0]);
  const half = (list) => {
    const out = [];
    for (const point of list) {
      while (out.length >= 2 && cross(out.at(-2), out.at(-1), point) <= 0) out.pop();
      out.push(point);
    }
    out.pop();
    return out;
  };
  return [...half(sorted), ...half([...sorted].reverse())];
}

/** The hull pushed out from its centre by `metres` at each corner: an honestly rough town outline. */
export function townOutline(points, metres = OUTLINE_MARGIN_M) {
  const hull = convexHull(points.map(({ lng, lat }) => [lng, lat]));
  const centre = hull.reduce((sum, [lng, lat]) => [sum[0] + lng / hull.length, sum[1] + lat / hull.length], [0, 0]);
  const metresPerDegreeLat = 111_320;
  const metresPerDegreeLng = metresPerDegreeLat * Math.cos((centre[1] * Math.PI) / 180);
  const ring = hull.map(([lng, lat]) => {
    const dx = (lng - centre[0]) * metresPerDegreeLng;
    const dy = (lat - centre[1]) * metresPerDegreeLat;
    const distance = Math.hypot(dx, dy) || 1;
    const scale = (distance + metres) / distance;
    const round = (value) => Math.round(value * 1e6) / 1e6;
    return [round(centre[0] + (dx * scale) / metresPerDegreeLng), round(centre[1] + (dy * scale) / metresPerDegreeLat)];
  });
  return [...ring, ring[0]];
}

const lngToX = (lng, z) => Math.floor(((lng + 180) / 360) * 2 ** z);
const latToY = (lat, z) => {
  const rad = (lat * Math.PI) / 180;
  return Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z);
};

/** The archive's bytes for the given seed positions. */
export function makeDemoBasemap({ stops, places } = seedPositions()) {
  const outline = townOutline([...stops, ...places]);
  const layers = {
    town: { type: 'Feature', properties: { kind: 'town' }, geometry: { type: 'Polygon', coordinates: [outline] } },
    trail: {
      type: 'Feature',
      properties: { kind: 'trail' },
      geometry: { type: 'LineString', coordinates: stops.map(({ lng, lat }) => [lng, lat]) },
    },
    places: {
      type: 'FeatureCollection',
      features: places.map(({ lng, lat }) => ({
        type: 'Feature',
        properties: { kind: 'place' },
        geometry: { type: 'Point', coordinates: [lng, lat] },
      })),
    },
  };
  if (stops.length < 2) delete layers.trail;
  const indexes = Object.entries(layers).map(([name, data]) => [
    name,
    new GeoJSONVT(data, { maxZoom: MAX_ZOOM, indexMaxZoom: MAX_ZOOM, tolerance: 2, buffer: 64 }),
  ]);
  const lngs = outline.map(([lng]) => lng);
  const lats = outline.map(([, lat]) => lat);
  const bounds = [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)];
  const tiles = [];
  for (let z = MIN_ZOOM; z <= MAX_ZOOM; z += 1) {
    for (let x = lngToX(bounds[0], z); x <= lngToX(bounds[2], z); x += 1) {
      for (let y = latToY(bounds[3], z); y <= latToY(bounds[1], z); y += 1) {
        const found = {};
        for (const [name, index] of indexes) {
          const tile = index.getTile(z, x, y);
          if (tile && tile.features.length > 0) found[name] = tile;
        }
        if (Object.keys(found).length === 0) continue;
        const pbf = vtpbf.fromGeojsonVt(found, { version: 2, extent: 4096 });
        // mtime 0 and a fixed level: the same input gives the same bytes.
        tiles.push({ z, x, y, data: gzipSync(pbf, { level: 9 }) });
      }
    }
  }
  const middle = [(bounds[0] + bounds[2]) / 2, (bounds[1] + bounds[3]) / 2, 15];
  return writePmtiles({
    tiles,
    bounds,
    center: middle,
    tileCompression: COMPRESSION.gzip,
    metadata: {
      name: 'Demo map',
      description: "Drawn from this site's own data: a rough outline of the town, the trail's path and the places.",
      attribution: "Demo map drawn from this site's own data",
      type: 'overlay',
      vector_layers: [
        { id: 'town', fields: { kind: 'String' }, minzoom: MIN_ZOOM, maxzoom: MAX_ZOOM },
        { id: 'trail', fields: { kind: 'String' }, minzoom: MIN_ZOOM, maxzoom: MAX_ZOOM },
        { id: 'places', fields: { kind: 'String' }, minzoom: MIN_ZOOM, maxzoom: MAX_ZOOM },
      ],
    },
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const out = process.argv[2] ?? `public/${DEMO_BASEMAP_PATH}`;
  const bytes = makeDemoBasemap();
  mkdirSync(dirname(out), { recursive: true });
  writeFileSync(out, bytes);
  console.log(`Wrote ${out}: ${bytes.length} bytes.`);
}
