/**
 * The map module's contract: what pages give a map and what they get back. Pages import only this file
 * and `lazy-site-map.tsx`; the map's code (MapLibre and the basemap) loads when a map is first shown, never
 * in the first page load (docs/decisions/0028).
 */

/** A position in degrees (WGS 84). */
export interface LatLng {
  lat: number;
  lng: number;
}

/** A place drawn on the map as a marker. */
export interface MapPoint extends LatLng {
  /** Stable key (the item's id). */
  id: string;
  /** What the marker is called for screen readers and its tooltip ("3. The Weavers’ Wall"). */
  label: string;
  /** A number drawn in the marker (trail stops); without it a plain pin. */
  number?: number;
  /** Where activating the marker goes (an in-app path). */
  href?: string;
  /** Drawn emphasised (the stop being read, the place of this page). */
  current?: boolean;
  /** Drawn as done (a trail stop ticked as visited). */
  visited?: boolean;
}

/** Where the device is, from the Geolocation API; `accuracy` in metres. */
export interface DevicePosition extends LatLng {
  accuracy: number;
}

export interface SiteMapProps {
  /** The map's accessible name ("Map of the creative trail"). The page also lists the places as text. */
  label: string;
  points: readonly MapPoint[];
  /** Draws a line through the points in their order (the trail's route). */
  route?: boolean;
  /** The device's position, drawn as a dot with its accuracy circle. */
  position?: DevicePosition | null;
  /** Tapping or clicking the map gives a position (the editor places a stop). */
  onPick?: (position: LatLng) => void;
  /** CSS height of the map; its width is its container's. Default 360 px. */
  height?: number | string;
  /** A small, still map (detail pages): no scroll-zoom, drag only after a tap. Default false. */
  compact?: boolean;
}
