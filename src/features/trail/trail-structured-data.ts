import { absoluteSafeUrl } from '@/lib/safe-url';
import { inTrailOrder } from './trail-order';
import type { TrailStop } from './trail-schema';

/** The public address of a stop's page. */
export const stopPath = (stop: Pick<TrailStop, 'slug'>) => `/creative-trail/${encodeURIComponent(stop.slug)}`;

const geo = (stop: Pick<TrailStop, 'lat' | 'lng'>) => ({
  '@type': 'GeoCoordinates',
  latitude: stop.lat,
  longitude: stop.lng,
});

/** schema.org `TouristAttraction` for a stop's page: the work, its artist, where it is. */
export function trailStopJsonLd(stop: TrailStop, url: string): Record<string, unknown> {
  const data: Record<string, unknown> = {
    '@context': 'https://schema.org',
    '@type': 'TouristAttraction',
    name: stop.title,
    url,
    geo: geo(stop),
    isAccessibleForFree: true,
    touristType: 'Art lovers',
    creator: { '@type': 'Person', name: stop.artist },
  };
  if (stop.summary.trim()) data.description = stop.summary.trim();
  const image = stop.image ? absoluteSafeUrl(stop.image.url, url) : null;
  if (image) data.image = image;
  if (stop.accessibility.trim()) data.accessibilityFeature = stop.accessibility.trim();
  return data;
}

/**
 * schema.org `TouristTrip` for the trail's page: its `itinerary` an ordered ItemList of the stops, each a
 * `TouristAttraction` with its position and page.
 */
export function trailJsonLd(
  stops: readonly TrailStop[],
  trail: { name: string; description: string; url: string },
): Record<string, unknown> {
  const origin = new URL(trail.url).origin;
  return {
    '@context': 'https://schema.org',
    '@type': 'TouristTrip',
    name: trail.name,
    description: trail.description,
    url: trail.url,
    itinerary: {
      '@type': 'ItemList',
      itemListOrder: 'https://schema.org/ItemListOrderAscending',
      numberOfItems: stops.length,
      itemListElement: inTrailOrder(stops.map((stop) => ({ ...stop, id: stop.slug }))).map((stop, index) => ({
        '@type': 'ListItem',
        position: index + 1,
        item: {
          '@type': 'TouristAttraction',
          name: stop.title,
          url: `${origin}${stopPath(stop)}`,
          geo: geo(stop),
        },
      })),
    },
  };
}
