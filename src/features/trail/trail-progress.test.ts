import { describe, expect, it } from 'vitest';
import { accuracyWarning, arrivedAt, nearestStop, nextStop, progressText } from './trail-progress';

const stops = [
  { id: 'pump', order: 1, title: 'Pump', lat: 51.6112, lng: -2.5262 },
  { id: 'wall', order: 2, title: 'Wall', lat: 51.6106, lng: -2.5266 },
  { id: 'gates', order: 3, title: 'Gates', lat: 51.6147, lng: -2.5303 },
  { id: 'spokes', order: 4, title: 'Spokes', lat: 51.6071, lng: -2.5311 },
];

describe('near me', () => {
  it('finds the nearest stop and its distance', () => {
    const nearest = nearestStop(stops, { lat: 51.6146, lng: -2.53 });
    expect(nearest?.stop.id).toBe('gates');
    expect(nearest?.metres).toBeGreaterThan(10);
    expect(nearest?.metres).toBeLessThan(40);
    expect(nearestStop([], { lat: 0, lng: 0 })).toBeUndefined();
  });

  it('ticks only unticked stops within 30 m', () => {
    const atPump = { lat: 51.6113, lng: -2.5262 };
    expect(arrivedAt(stops, atPump, new Set()).map((s) => s.id)).toEqual(['pump']);
    expect(arrivedAt(stops, atPump, new Set(['pump']))).toEqual([]);
    expect(arrivedAt(stops, { lat: 51.6118, lng: -2.5262 }, new Set())).toEqual([]);
  });

  it('warns plainly about an uncertain position', () => {
    expect(accuracyWarning(20)).toBeNull();
    expect(accuracyWarning(100)).toBeNull();
    expect(accuracyWarning(240)).toBe(
      'Your position is only known to within 250 m, so distances may be out by that much.',
    );
    expect(accuracyWarning(2500)).toContain('within 2.5 km');
  });
});

describe('the next stop and progress', () => {
  it('is the first unvisited stop after the last visited one', () => {
    expect(nextStop(stops, new Set())?.id).toBe('pump');
    expect(nextStop(stops, new Set(['pump']))?.id).toBe('wall');
    // Someone started at stop 3: the next is 4, not the skipped 1.
    expect(nextStop(stops, new Set(['gates']))?.id).toBe('spokes');
    // The end reached with stops skipped: back to the first one missed.
    expect(nextStop(stops, new Set(['gates', 'spokes']))?.id).toBe('pump');
    expect(nextStop(stops, new Set(stops.map((s) => s.id)))).toBeUndefined();
  });

  it('counts visited stops that are still on the trail', () => {
    expect(progressText(stops, new Set(['pump', 'wall', 'removed-stop']))).toBe('2 of 4 visited');
  });
});
