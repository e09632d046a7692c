import { distanceMetres, type LatLngLike } from '@/lib/geo';
import { inTrailOrder, type Ordered } from './trail-order';

/**
 * Where someone is on the walk: the nearest stop, the next one to see, and how many are ticked. Pure
 * functions; the ticks themselves are kept on the device (trail-visited.ts).
 */

type Stop = Ordered & LatLngLike;

/** Within this many metres a stop counts as reached, when the person lets the phone tick stops. */
export const ARRIVED_METRES = 30;

/** Positions less certain than this are shown with a warning ("only known to within 250 m"). */
export const INACCURATE_METRES = 100;

/** The stop nearest `position`, with its distance; undefined when there are none. */
export function nearestStop<S extends Stop>(
  stops: readonly S[],
  position: LatLngLike,
): { stop: S; metres: number } | undefined {
  let best: { stop: S; metres: number } | undefined;
  for (const stop of stops) {
    const metres = distanceMetres(position, stop);
    if (!best || metres < best.metres) best = { stop, metres };
  }
  return best;
}

/**
 * The next stop on the trail: the first unvisited one after the last visited (in order), or, when the
 * stops after it are all visited, the first unvisited one from the start. Undefined when all are visited.
 */
export function nextStop<S extends Ordered>(stops: readonly S[], visited: ReadonlySet<string>): S | undefined {
  const ordered = inTrailOrder(stops);
  let last = -1;
  ordered.forEach((stop, index) => {
    if (visited.has(stop.id)) last = index;
  });
  return ordered.slice(last + 1).find((stop) => !visited.has(stop.id)) ?? ordered.find((stop) => !visited.has(stop.id));
}

/** "4 of 10 visited": counts only stops still on the trail. */
export function progressText(stops: readonly Ordered[], visited: ReadonlySet<string>): string {
  const count = stops.filter((stop) => visited.has(stop.id)).length;
  return `${count} of ${stops.length} visited`;
}

/** The stops within ARRIVED_METRES of `position` that are not ticked yet. */
export function arrivedAt<S extends Stop>(
  stops: readonly S[],
  position: LatLngLike,
  visited: ReadonlySet<string>,
): S[] {
  return stops.filter((stop) => !visited.has(stop.id) && distanceMetres(position, stop) <= ARRIVED_METRES);
}

/** "Your position is only known to within 250 m": for an uncertain fix, null for a good one. */
export function accuracyWarning(accuracy: number): string | null {
  if (accuracy <= INACCURATE_METRES) return null;
  const rounded = accuracy < 1000 ? `${Math.round(accuracy / 50) * 50} m` : `${(accuracy / 1000).toFixed(1)} km`;
  return `Your position is only known to within ${rounded}, so distances may be out by that much.`;
}
