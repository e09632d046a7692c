/**
 * Distances on the ground and walking times, for the creative trail (issue 16). Haversine on a sphere
 * of the Earth's mean radius: within a town its error (under 0.5%) is far below a GPS fix's.
 */

export interface LatLngLike {
  lat: number;
  lng: number;
}

/** The Earth's mean radius in metres (IUGG). */
const EARTH_RADIUS_M = 6_371_008.8;

/** A relaxed walking pace, 4.5 km/h, in metres per minute. */
export const WALKING_METRES_PER_MINUTE = 4500 / 60;

const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two positions, in metres. */
export function distanceMetres(from: LatLngLike, to: LatLngLike): number {
  const dLat = radians(to.lat - from.lat);
  const dLng = radians(to.lng - from.lng);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(radians(from.lat)) * Math.cos(radians(to.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Minutes to walk `metres` at 4.5 km/h, rounded up, at least 1. */
export function walkingMinutes(metres: number): number {
  return Math.max(1, Math.ceil(metres / WALKING_METRES_PER_MINUTE));
}

/** "350 m" (to the nearest 10 m), "1.2 km" from 1 km: a distance as people say it. */
export function distanceText(metres: number): string {
  if (metres < 995) return `${Math.max(10, Math.round(metres / 10) * 10)} m`;
  return `${(metres / 1000).toFixed(1)} km`;
}

/** "About 350 m, 5 minutes' walk": the distance and walking time between two places. */
export function walkText(metres: number): string {
  const minutes = walkingMinutes(metres);
  return `About ${distanceText(metres)}, ${minutes === 1 ? '1 minute’s' : `${minutes} minutes’`} walk`;
}
