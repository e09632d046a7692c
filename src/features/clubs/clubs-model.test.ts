import { describe, expect, it } from 'vitest';
import type { ClubItem } from './club-schema';
import { clubsModel } from './clubs-model';

const LIBRARY = { name: 'Thornbury Library', address: 'St Mary Centre, Thornbury', postcode: 'BS35 2AB' };
const place = (venue: ClubItem['venue']) =>
  clubsModel.place?.({ ...clubsModel.empty?.(), title: 'Thornbury Chess Club', venue } as ClubItem);

describe('where a club is', () => {
  it('is where it meets: its venue’s position, named after the venue', () => {
    expect(place({ ...LIBRARY, lat: 51.6098, lng: -2.5238 })).toEqual({
      lat: 51.6098,
      lng: -2.5238,
      label: 'Thornbury Library',
    });
  });

  it('is nowhere without a venue, or with a venue given by address alone', () => {
    expect(place(null)).toBeNull();
    expect(place(LIBRARY)).toBeNull();
    expect(place({ ...LIBRARY, lat: null, lng: null })).toBeNull();
  });
});
