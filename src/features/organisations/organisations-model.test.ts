import { describe, expect, it } from 'vitest';
import { buildSeedData } from '../../../scripts/seed-data.mjs';
import { organisationSchema, type OrganisationItem } from './organisation-schema';
import { organisationsModel } from './organisations-model';

const HALL = { name: 'Thornbury Town Hall', address: '35 High Street, Thornbury', postcode: 'BS35 2AR' };
const place = (venue: OrganisationItem['venue']) =>
  organisationsModel.place?.({
    ...organisationsModel.empty?.(),
    title: 'Thornbury Town Council',
    venue,
  } as OrganisationItem);

describe('where an organisation is', () => {
  it('is where people find it: its venue’s position, named after the venue', () => {
    expect(place({ ...HALL, lat: 51.6096, lng: -2.5253 })).toEqual({
      lat: 51.6096,
      lng: -2.5253,
      label: 'Thornbury Town Hall',
    });
  });

  it('is nowhere without a venue, or with a venue given by address alone', () => {
    expect(place(null)).toBeNull();
    expect(place({ ...HALL, lat: null, lng: null })).toBeNull();
  });

  it('reads an organisation saved before it had a venue as having none', () => {
    const seeded = buildSeedData(new Date('2026-11-23T12:00:00Z')).collections.organisations?.[0];
    const { venue, ...savedBefore } = (seeded?.data ?? {}) as Record<string, unknown>;
    expect(venue).toBeTruthy();
    const saved = organisationSchema.parse(savedBefore);
    expect(saved.venue).toBeNull();
    expect(organisationsModel.place?.(saved)).toBeNull();
  });
});
