import { describe, expect, it } from 'vitest';
import { MARKER_GAP, spreadMarkers } from './marker-layout';

const placed = (markers: { x: number; y: number; size: number }[]) =>
  spreadMarkers(markers).map(([dx, dy], index) => ({
    x: (markers[index]?.x ?? 0) + dx,
    y: (markers[index]?.y ?? 0) + dy,
    size: markers[index]?.size ?? 0,
  }));

function closestGap(markers: { x: number; y: number; size: number }[]): number {
  let gap = Infinity;
  markers.forEach((a, i) =>
    markers.slice(i + 1).forEach((b) => {
      gap = Math.min(gap, Math.hypot(a.x - b.x, a.y - b.y) - (a.size + b.size) / 2);
    }),
  );
  return gap;
}

describe('spreading markers', () => {
  it('leaves markers with room where they are', () => {
    expect(
      spreadMarkers([
        { x: 0, y: 0, size: 30 },
        { x: 100, y: 0, size: 30 },
      ]),
    ).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('pushes overlapping markers apart, evenly, until each has room', () => {
    const markers = [
      { x: 100, y: 100, size: 30 },
      { x: 110, y: 100, size: 30 },
    ];
    const offsets = spreadMarkers(markers);
    expect(offsets[0]?.[0]).toBeCloseTo(-(34 - 10) / 2 - 0.25, 1);
    expect(offsets[1]?.[0]).toBeCloseTo((34 - 10) / 2 + 0.25, 1);
    expect(closestGap(placed(markers))).toBeGreaterThanOrEqual(MARKER_GAP - 0.05);
  });

  it('parts markers on the very same spot, and a crowd of them', () => {
    const crowd = Array.from({ length: 10 }, (_, index) => ({
      x: 200 + (index % 3),
      y: 200,
      size: index === 4 ? 40 : 30,
    }));
    expect(closestGap(placed(crowd))).toBeGreaterThanOrEqual(MARKER_GAP - 0.5);
    expect(spreadMarkers(crowd)).toEqual(spreadMarkers(crowd));
  });
});
