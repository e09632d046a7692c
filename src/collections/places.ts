import type { MapPoint } from '@/components/map/map-types';

/**
 * Where items are, for maps: a type's model says where one item is (`place`), and the public list's Map
 * view and the small map on an item's page draw it. Pure: tested without a DOM.
 */

/** A position in degrees (WGS 84) and what is there ("Thornbury Library"). */
export interface Place {
  lat: number;
  lng: number;
  label: string;
}

/** Half a position, or none at all, as venues and listings keep them. */
export interface MaybePosition {
  lat?: number | null;
  lng?: number | null;
}

/** The place at `position`, or null unless both coordinates are real numbers in range. */
export function placeAt(position: MaybePosition | null | undefined, label: string): Place | null {
  const lat = position?.lat;
  const lng = position?.lng;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng) || Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  return { lat, lng, label };
}

/** The markers of a list's map, and how many of its items have no position (they are in the list only). */
export interface ListMapPoints {
  points: MapPoint[];
  withoutPosition: number;
}

/**
 * One marker per item with a place, named after the item and linking to its page, in the list's order.
 * Given the items the list shows, so its filters apply to the map too.
 */
export function listMapPoints<Item extends { id: string; title: string }>(
  items: readonly Item[],
  place: (item: Item) => Place | null,
  pathOf: (item: Item) => string,
): ListMapPoints {
  const points: MapPoint[] = [];
  for (const item of items) {
    const found = place(item);
    if (found) points.push({ id: item.id, lat: found.lat, lng: found.lng, label: item.title, href: pathOf(item) });
  }
  return { points, withoutPosition: items.length - points.length };
}

/** "1 business has no position and is only in the list." (empty when every item is on the map). */
export function withoutPositionText(count: number, labels: { singular: string; plural: string }): string {
  if (count <= 0) return '';
  return count === 1
    ? `1 ${labels.singular.toLowerCase()} has no position and is only in the list.`
    : `${count} ${labels.plural.toLowerCase()} have no position and are only in the list.`;
}

/** How a list with a map is shown: the list alone, or the map with the list below it. */
export type ListViewChoice = 'list' | 'map';

/** The address parameter holding the choice (`?view=map`), beside the list's filters. */
export const VIEW_PARAM = 'view';

/** Where this device remembers the choice for a type's list. */
export function viewStorageKey(path: string): string {
  return `list-view:${path}`;
}

function asChoice(value: string | null): ListViewChoice | null {
  return value === 'list' || value === 'map' ? value : null;
}

/** The address decides (a shared link opens the same view); otherwise what this device chose last; else the list. */
export function readViewChoice(params: URLSearchParams, stored: string | null): ListViewChoice {
  return asChoice(params.get(VIEW_PARAM)) ?? asChoice(stored) ?? 'list';
}

/** The address's parameters with the choice: other parameters are kept; the list, the default, is left out. */
export function writeViewChoice(params: URLSearchParams, choice: ListViewChoice): URLSearchParams {
  const next = new URLSearchParams(params);
  if (choice === 'map') next.set(VIEW_PARAM, 'map');
  else next.delete(VIEW_PARAM);
  return next;
}
