import { describe, expect, it } from 'vitest';
import type { AnyCollectionModel } from '../src/collections/define-collection';
import { businessesModel } from '../src/features/businesses/businesses-model';
import { clubsModel } from '../src/features/clubs/clubs-model';
import { organisationsModel } from '../src/features/organisations/organisations-model';
import { models as eventModels } from '../src/features/events/events-model';
import { buildSeedData } from './seed-data.mjs';

/**
 * The demo's places are in Thornbury: every seeded business with an address, and every club, organisation,
 * event and workshop with a venue, has a position in town, so the maps have something true to show.
 */
const THORNBURY = { south: 51.6, north: 51.62, west: -2.54, east: -2.51 };

const seed = buildSeedData(new Date('2026-11-23T12:00:00Z')).collections as Record<
  string,
  { id: string; data: Record<string, unknown> }[]
>;

const types: [string, AnyCollectionModel, (data: Record<string, unknown>) => boolean][] = [
  // A mobile service's address is a district, not a place: it has no position, honestly.
  ['businesses', businessesModel, (data) => typeof data.address === 'string' && !/mobile service/.test(data.address)],
  ['clubs', clubsModel, (data) => data.venue !== null],
  ['organisations', organisationsModel, (data) => data.venue !== null],
  ['events', eventModels.events, (data) => data.venue !== null],
  ['workshops', eventModels.workshops, (data) => data.venue !== null],
];

describe('the seeded places', () => {
  it.each(types)('%s with an address are placed in Thornbury', (path, model, hasAddress) => {
    const documents = seed[path] ?? [];
    const withAddress = documents.filter(({ data }) => hasAddress(data));
    expect(withAddress.length).toBeGreaterThan(3);
    for (const { id, data } of withAddress) {
      const place = model.place?.(model.schema.parse(data));
      expect(place, `${path}/${id} has no position`).toBeTruthy();
      if (!place) continue;
      expect(place.lat, `${path}/${id}`).toBeGreaterThanOrEqual(THORNBURY.south);
      expect(place.lat, `${path}/${id}`).toBeLessThanOrEqual(THORNBURY.north);
      expect(place.lng, `${path}/${id}`).toBeGreaterThanOrEqual(THORNBURY.west);
      expect(place.lng, `${path}/${id}`).toBeLessThanOrEqual(THORNBURY.east);
    }
  });

  it('keeps one published business without a position, so the Map view shows how it counts them', () => {
    const unplaced = (seed.businesses ?? []).filter(
      ({ data }) => data.status === 'published' && businessesModel.place?.(businessesModel.schema.parse(data)) === null,
    );
    expect(unplaced.map(({ data }) => data.title)).toEqual(['Severn Vale Electrical']);
  });
});
