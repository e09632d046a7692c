/**
 * Markers that would overlap on screen are pushed apart, a little, until each has room: every marker stays
 * a whole target of its own (WCAG 2.2 target size, 2.5.8) however close two places are. Offsets in pixels;
 * at close zoom the places are far enough apart and every offset is zero.
 */
export interface MarkerBox {
  x: number;
  y: number;
  /** The marker's diameter in pixels. */
  size: number;
}

/** A marker's diameter in pixels, as site-map.css draws it. */
export function markerSize({ number, current }: { number?: number; current?: boolean }): number {
  if (number === undefined) return current ? 30 : 24;
  return current ? 40 : 30;
}

/** Space kept between two markers' edges, in pixels. */
export const MARKER_GAP = 4;

export function spreadMarkers(markers: readonly MarkerBox[], gap = MARKER_GAP, rounds = 100): [number, number][] {
  const at = markers.map(({ x, y }) => ({ x, y }));
  for (let round = 0; round < rounds; round += 1) {
    let moved = false;
    for (let i = 0; i < at.length; i += 1) {
      for (let j = i + 1; j < at.length; j += 1) {
        const a = at[i];
        const b = at[j];
        const sizeA = markers[i]?.size ?? 0;
        const sizeB = markers[j]?.size ?? 0;
        if (!a || !b) continue;
        const need = (sizeA + sizeB) / 2 + gap;
        let dx = b.x - a.x;
        let dy = b.y - a.y;
        let distance = Math.hypot(dx, dy);
        if (distance >= need - 0.01) continue;
        if (distance < 0.01) {
          // The same spot: part them in a direction set by their order, the same every time.
          const angle = (j * 2.399963) % (2 * Math.PI);
          dx = Math.cos(angle);
          dy = Math.sin(angle);
          distance = 0;
        } else {
          dx /= distance;
          dy /= distance;
        }
        const push = (need - distance) / 2 + 0.25;
        a.x -= dx * push;
        a.y -= dy * push;
        b.x += dx * push;
        b.y += dy * push;
        moved = true;
      }
    }
    if (!moved) break;
  }
  return at.map(({ x, y }, index) => [x - (markers[index]?.x ?? 0), y - (markers[index]?.y ?? 0)]);
}
