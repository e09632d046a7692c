/** What a maps search needs: the same fields as an event's venue. */
export interface MapsPlace {
  name: string;
  address: string;
  postcode: string;
  lat?: number | null;
  lng?: number | null;
}

/**
 * A Google Maps search link (the documented "Maps URLs" form): phones open it in their maps app, other
 * devices in the browser. Coordinates are exact when the venue has them; otherwise the address is searched.
 */
export function mapsUrl(place: MapsPlace): string {
  const query =
    typeof place.lat === 'number' && typeof place.lng === 'number'
      ? `${place.lat},${place.lng}`
      : [place.name, place.address, place.postcode]
          .map((part) => part.trim())
          .filter(Boolean)
          .join(', ');
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
