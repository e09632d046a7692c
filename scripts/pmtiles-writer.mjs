/**
 * A small PMTiles v3 writer (https://github.com/protomaps/PMTiles/blob/main/spec/v3/spec.md): a 127-byte
 * header, one root directory, the metadata and the tiles. Enough for a town-sized archive (a few hundred
 * tiles: everything fits in the root directory, so there are no leaf directories). Tiles with the same
 * bytes are stored once; runs of equal neighbouring tiles share one directory entry.
 */
import { createHash } from 'node:crypto';
import { TextEncoder } from 'node:util';
import { zxyToTileId } from 'pmtiles';

const HEADER_BYTES = 127;
/** The header and the root directory must fit in the first 16 KiB (the spec's first read). */
const FIRST_READ = 16_384;
export const COMPRESSION = { none: 1, gzip: 2 };
export const TILE_TYPE = { mvt: 1 };

function writeVarint(out, value) {
  let rest = value;
  while (rest >= 0x80) {
    out.push((rest % 0x80) | 0x80);
    rest = Math.floor(rest / 0x80);
  }
  out.push(rest);
}

/** Directory entries → bytes (uncompressed), in the spec's column order. */
export function encodeDirectory(entries) {
  const out = [];
  writeVarint(out, entries.length);
  let lastId = 0;
  for (const entry of entries) {
    writeVarint(out, entry.tileId - lastId);
    lastId = entry.tileId;
  }
  for (const entry of entries) writeVarint(out, entry.runLength);
  for (const entry of entries) writeVarint(out, entry.length);
  entries.forEach((entry, index) => {
    const previous = entries[index - 1];
    const follows = previous !== undefined && entry.offset === previous.offset + previous.length;
    writeVarint(out, follows ? 0 : entry.offset + 1);
  });
  return Uint8Array.from(out);
}

function setUint64(view, offset, value) {
  view.setBigUint64(offset, BigInt(value), true);
}

const e7 = (degrees) => Math.round(degrees * 1e7);

/**
 * Builds an archive. `tiles`: `{ z, x, y, data: Uint8Array }` (already compressed as `tileCompression`
 * says); `bounds`: `[west, south, east, north]`; `center`: `[lng, lat, zoom]`; `metadata`: an object
 * (stored as JSON, uncompressed).
 */
export function writePmtiles({ tiles, metadata, bounds, center, tileCompression = COMPRESSION.gzip }) {
  const sorted = tiles
    .map((tile) => ({ ...tile, tileId: zxyToTileId(tile.z, tile.x, tile.y) }))
    .sort((a, b) => a.tileId - b.tileId);
  const chunks = [];
  const offsets = new Map();
  let dataLength = 0;
  const entries = [];
  for (const tile of sorted) {
    const hash = createHash('sha256').update(tile.data).digest('hex');
    let offset = offsets.get(hash);
    if (offset === undefined) {
      offset = dataLength;
      offsets.set(hash, offset);
      chunks.push(tile.data);
      dataLength += tile.data.length;
    }
    const last = entries.at(-1);
    if (last && last.offset === offset && last.tileId + last.runLength === tile.tileId) last.runLength += 1;
    else entries.push({ tileId: tile.tileId, offset, length: tile.data.length, runLength: 1 });
  }
  const root = encodeDirectory(entries);
  if (HEADER_BYTES + root.length > FIRST_READ) throw new Error('Too many tiles for a root directory alone.');
  const meta = new TextEncoder().encode(JSON.stringify(metadata));
  const zooms = sorted.map((tile) => tile.z);

  const rootOffset = HEADER_BYTES;
  const metaOffset = rootOffset + root.length;
  const dataOffset = metaOffset + meta.length;
  const total = dataOffset + dataLength;
  const bytes = new Uint8Array(total);
  const view = new DataView(bytes.buffer);
  bytes.set(new TextEncoder().encode('PMTiles'), 0);
  view.setUint8(7, 3);
  setUint64(view, 8, rootOffset);
  setUint64(view, 16, root.length);
  setUint64(view, 24, metaOffset);
  setUint64(view, 32, meta.length);
  setUint64(view, 40, dataOffset + dataLength); // no leaf directories: offset past the end, length 0
  setUint64(view, 48, 0);
  setUint64(view, 56, dataOffset);
  setUint64(view, 64, dataLength);
  setUint64(view, 72, sorted.length);
  setUint64(view, 80, entries.length);
  setUint64(view, 88, chunks.length);
  view.setUint8(96, 1); // clustered: tile data in tile-id order, repeats point back
  view.setUint8(97, COMPRESSION.none);
  view.setUint8(98, tileCompression);
  view.setUint8(99, TILE_TYPE.mvt);
  view.setUint8(100, Math.min(...zooms));
  view.setUint8(101, Math.max(...zooms));
  view.setInt32(102, e7(bounds[0]), true);
  view.setInt32(106, e7(bounds[1]), true);
  view.setInt32(110, e7(bounds[2]), true);
  view.setInt32(114, e7(bounds[3]), true);
  view.setUint8(118, center[2]);
  view.setInt32(119, e7(center[0]), true);
  view.setInt32(123, e7(center[1]), true);
  bytes.set(root, rootOffset);
  bytes.set(meta, metaOffset);
  let at = dataOffset;
  for (const chunk of chunks) {
    bytes.set(chunk, at);
    at += chunk.length;
  }
  return bytes;
}
