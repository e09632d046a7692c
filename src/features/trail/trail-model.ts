import { defineModel } from '@/collections/define-collection';
import { trailStopSchema, type TrailStop } from './trail-schema';
import { trailStopJsonLd } from './trail-structured-data';

/** A new stop: placed at the town centre until the editor moves it, last on the trail until reordered. */
export function emptyTrailStop(): Partial<TrailStop> {
  return {
    tags: ['creative-trail'],
    order: 999,
    artist: '',
    medium: '',
    lat: 51.6096,
    lng: -2.5253,
    what3words: null,
    accessibility: '',
    audio: null,
    transcript: '',
  };
}

/** Trail stops without React: what build scripts, warming, seed checks and rules tests use. */
export const trailModel = defineModel({
  schema: trailStopSchema,
  empty: emptyTrailStop,
  structuredData: (item, url) => trailStopJsonLd(item, url),
  searchText: (item) => [item.artist, item.medium].join(' '),
  seedCheck: (documents) => {
    const orders = documents.map((document) => (document.data as { order?: unknown }).order);
    return new Set(orders).size === orders.length ? [] : ['Two trail stops share a number.'];
  },
});
