import { describe, expect, it } from 'vitest';
import type { BusinessItem } from './business-schema';
import { businessesModel } from './businesses-model';

const place = (changes: Partial<BusinessItem>) =>
  businessesModel.place?.({ ...businessesModel.empty?.(), title: 'Castle Street Bakery', ...changes } as BusinessItem);

describe('where a business is', () => {
  it('is its own position, named after it', () => {
    expect(place({ address: '12 Castle Street, Thornbury BS35 1HB', lat: 51.6127, lng: -2.5284 })).toEqual({
      lat: 51.6127,
      lng: -2.5284,
      label: 'Castle Street Bakery',
    });
  });

  it('is nowhere without coordinates, even with an address (a mobile service)', () => {
    expect(place({ address: 'Thornbury BS35 (mobile service)', lat: null, lng: null })).toBeNull();
  });
});
