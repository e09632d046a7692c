import { Buffer } from 'node:buffer';
import { VectorTile } from '@mapbox/vector-tile';
import { PbfReader } from 'pbf';
import { PMTiles } from 'pmtiles';
import { describe, expect, it } from 'vitest';
import { convexHull, makeDemoBasemap, MAX_ZOOM, MIN_ZOOM, seedPositions, townOutline } from './make-demo-basemap.mjs';
import { COMPRESSION, writePmtiles } from './pmtiles-writer.mjs';

/** PMTiles' own reader over bytes in memory. */
function reader(bytes) {
  return new PMTiles({
    getKey: () => 'memory',
    getBytes: async (offset, length) => ({ data: bytes.slice(offset, offset + length).buffer }),
  });
}

const tileXY = (lng, lat, z) => {
  const rad = (lat * Math.PI) / 180;
  return [
    Math.floor(((lng + 180) / 360) * 2 ** z),
    Math.floor(((1 - Math.log(Math.tan(rad) + 1 / Math.cos(rad)) / Math.PI) / 2) * 2 ** z),
  ];
};

describe('the demo basemap', () => {
  const positions = seedPositions();
  const bytes = makeDemoBasemap(positions);

  it('takes the trail in order and the other places from the seed', () => {
    expect(positions.stops.length).toBeGreaterThanOrEqual(5);
    expect(positions.places.length).toBeGreaterThanOrEqual(5);
  });

  it('is a PMTiles v3 archive of gzipped vector tiles from zoom 12 to 16, labelled as a demo', async () => {
    const archive = reader(bytes);
    const header = await archive.getHeader();
    expect(header).toMatchObject({
      specVersion: 3,
      minZoom: MIN_ZOOM,
      maxZoom: MAX_ZOOM,
      tileType: 1,
      tileCompression: 2,
    });
    const metadata = await archive.getMetadata();
    expect(metadata.attribution).toBe("Demo map drawn from this site's own data");
    expect(metadata.vector_layers.map((layer) => layer.id)).toEqual(['town', 'trail', 'places']);
  });

  it('has a tile with the town, the trail and the places under the first stop at every zoom', async () => {
    // PMTiles' reader unzips the tiles itself.
    const archive = reader(bytes);
    const first = positions.stops[0];
    for (let z = MIN_ZOOM; z <= MAX_ZOOM; z += 1) {
      const [x, y] = tileXY(first.lng, first.lat, z);
      const tile = await archive.getZxy(z, x, y);
      expect(tile, `zoom ${z}`).toBeDefined();
      const layers = new VectorTile(new PbfReader(new Uint8Array(tile.data))).layers;
      expect(Object.keys(layers).sort()).toEqual(['places', 'town', 'trail']);
    }
    // Far from town: nothing.
    expect(await archive.getZxy(14, 0, 0)).toBeUndefined();
  });

  it('is small and the same bytes every time', () => {
    expect(bytes.length).toBeLessThan(50_000);
    expect(Buffer.from(makeDemoBasemap(seedPositions())).equals(Buffer.from(bytes))).toBe(true);
  });

  it('draws the town as a hull around every place, with a margin', () => {
    const square = [
      [0, 0],
      [1, 0],
      [1, 1],
      [0, 1],
      [0.5, 0.5],
    ];
    expect(convexHull(square)).toHaveLength(4);
    const points = [...positions.stops, ...positions.places];
    const ring = townOutline(points, 250);
    expect(ring[0]).toEqual(ring.at(-1));
    const lngs = ring.map(([lng]) => lng);
    const lats = ring.map(([, lat]) => lat);
    for (const { lat, lng } of points) {
      expect(lng).toBeGreaterThan(Math.min(...lngs));
      expect(lng).toBeLessThan(Math.max(...lngs));
      expect(lat).toBeGreaterThan(Math.min(...lats));
      expect(lat).toBeLessThan(Math.max(...lats));
    }
  });
});

describe('the PMTiles writer', () => {
  it('stores equal tiles once and finds each of them again', async () => {
    const same = Uint8Array.from([1, 2, 3]);
    const other = Uint8Array.from([9, 9]);
    const tiles = [
      { z: 1, x: 0, y: 0, data: same },
      { z: 1, x: 0, y: 1, data: same },
      { z: 1, x: 1, y: 1, data: same },
      { z: 1, x: 1, y: 0, data: other },
      { z: 0, x: 0, y: 0, data: other },
    ];
    const bytes = writePmtiles({
      tiles,
      metadata: { name: 't' },
      bounds: [-1, -1, 1, 1],
      center: [0, 0, 1],
      tileCompression: COMPRESSION.none,
    });
    const archive = reader(bytes);
    const header = await archive.getHeader();
    expect(header).toMatchObject({ numAddressedTiles: 5, numTileContents: 2, minZoom: 0, maxZoom: 1 });
    expect(header.numTileEntries).toBeLessThan(5);
    for (const tile of tiles) {
      const found = await archive.getZxy(tile.z, tile.x, tile.y);
      expect([...new Uint8Array(found.data)], `${tile.z}/${tile.x}/${tile.y}`).toEqual([...tile.data]);
    }
    expect(await archive.getMetadata()).toEqual({ name: 't' });
  });
});
