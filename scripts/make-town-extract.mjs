/**
 * A real basemap for a deployer with internet (decision 0028): cuts the town out of a published
 * OpenStreetMap planet build in the Protomaps basemap schema with the `pmtiles` command-line tool
 * (https://docs.protomaps.com/pmtiles/cli), around the creative trail's stops plus a margin.
 *
 *   node scripts/make-town-extract.mjs --source=https://build.protomaps.com/20261101.pmtiles
 *   node scripts/make-town-extract.mjs --dry-run           (prints the command only)
 *
 * Options: --source=<planet build URL or file>, --out=public/map/town.pmtiles, --margin=<metres> (1000),
 * --maxzoom=15, --bbox=west,south,east,north (instead of the seed's stops; e.g. your own trail's area).
 * Then build with VITE_BASEMAP_URL=/map/town.pmtiles VITE_BASEMAP_KIND=protomaps. The data is OpenStreetMap
 * (ODbL): the map shows "© OpenStreetMap contributors". Never download tiles from OSM's tile servers.
 */
import { spawnSync } from 'node:child_process';
import { seedPositions } from './make-demo-basemap.mjs';

const METRES_PER_DEGREE_LAT = 111_320;

/** The stops' bounding box grown by `metres` on every side, rounded outwards to 5 decimals (about 1 m). */
export function bboxAround(points, metres = 1000) {
  if (points.length === 0) throw new Error('No positions to make a bounding box from.');
  const lats = points.map(({ lat }) => lat);
  const lngs = points.map(({ lng }) => lng);
  const south = Math.min(...lats);
  const north = Math.max(...lats);
  const middle = (south + north) / 2;
  const dLat = metres / METRES_PER_DEGREE_LAT;
  const dLng = metres / (METRES_PER_DEGREE_LAT * Math.cos((middle * Math.PI) / 180));
  const down = (value) => Math.floor(value * 1e5) / 1e5;
  const up = (value) => Math.ceil(value * 1e5) / 1e5;
  return [down(Math.min(...lngs) - dLng), down(south - dLat), up(Math.max(...lngs) + dLng), up(north + dLat)];
}

/** `--name=value` and `--flag` arguments. */
export function parseArgs(argv) {
  const options = {};
  for (const arg of argv) {
    const match = /^--([a-z-]+)(?:=(.*))?$/.exec(arg);
    if (!match) throw new Error(`Unknown argument: ${arg}`);
    options[match[1]] = match[2] ?? true;
  }
  return options;
}

/** The `pmtiles extract` command line for these options. */
export function extractCommand(options, stops = seedPositions().stops) {
  const bbox = options.bbox
    ? String(options.bbox)
        .split(',')
        .map((value) => Number(value))
    : bboxAround(stops, Number(options.margin ?? 1000));
  if (bbox.length !== 4 || bbox.some((value) => !Number.isFinite(value)))
    throw new Error('--bbox must be four numbers: west,south,east,north.');
  return [
    'pmtiles',
    'extract',
    String(options.source ?? '<planet build URL>'),
    String(options.out ?? 'public/map/town.pmtiles'),
    `--bbox=${bbox.join(',')}`,
    `--maxzoom=${Number(options.maxzoom ?? 15)}`,
  ];
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const options = parseArgs(process.argv.slice(2));
  const command = extractCommand(options);
  console.log(command.join(' '));
  if (options['dry-run']) process.exit(0);
  if (!options.source) {
    console.error('Give the planet build to cut from: --source=https://build.protomaps.com/<YYYYMMDD>.pmtiles');
    process.exit(1);
  }
  const result = spawnSync(command[0], command.slice(1), { stdio: 'inherit' });
  if (result.error) {
    console.error('Could not run `pmtiles`: install it from https://github.com/protomaps/go-pmtiles/releases.');
    process.exit(1);
  }
  if (result.status === 0)
    console.log(`Done. Build with VITE_BASEMAP_URL=/map/${command[3].split('/').pop()} VITE_BASEMAP_KIND=protomaps.`);
  process.exit(result.status ?? 1);
}
