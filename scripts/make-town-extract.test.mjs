import { describe, expect, it } from 'vitest';
import { bboxAround, extractCommand, parseArgs } from './make-town-extract.mjs';

describe('the town extract', () => {
  const stops = [
    { lat: 51.6112, lng: -2.5262 },
    { lat: 51.6071, lng: -2.5311 },
    { lat: 51.6162, lng: -2.5228 },
  ];

  it('boxes the stops with the margin on every side', () => {
    const [west, south, east, north] = bboxAround(stops, 1000);
    // 1 km is about 0.009° of latitude, and about 0.0144° of longitude at 51.6° N.
    expect(south).toBeCloseTo(51.6071 - 0.00898, 4);
    expect(north).toBeCloseTo(51.6162 + 0.00898, 4);
    expect(west).toBeCloseTo(-2.5311 - 0.01446, 3);
    expect(east).toBeCloseTo(-2.5228 + 0.01446, 3);
    expect(west).toBeLessThan(-2.5311);
    expect(bboxAround(stops, 0)).toEqual([-2.5311, 51.6071, -2.5228, 51.6162]);
    expect(() => bboxAround([])).toThrow();
  });

  it('prints the pmtiles command it would run', () => {
    const options = parseArgs(['--dry-run', '--source=https://build.example/planet.pmtiles', '--margin=0']);
    expect(options['dry-run']).toBe(true);
    expect(extractCommand(options, stops)).toEqual([
      'pmtiles',
      'extract',
      'https://build.example/planet.pmtiles',
      'public/map/town.pmtiles',
      '--bbox=-2.5311,51.6071,-2.5228,51.6162',
      '--maxzoom=15',
    ]);
    expect(extractCommand({ bbox: '1,2,3,4', maxzoom: '14' }, stops).slice(4)).toEqual([
      '--bbox=1,2,3,4',
      '--maxzoom=14',
    ]);
    expect(() => extractCommand({ bbox: '1,2,3' }, stops)).toThrow(/four numbers/);
    expect(() => parseArgs(['oops'])).toThrow();
  });
});
