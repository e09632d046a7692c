import { describe, expect, it } from 'vitest';
import {
  listMapPoints,
  placeAt,
  readViewChoice,
  viewStorageKey,
  withoutPositionText,
  writeViewChoice,
  type Place,
} from './places';

describe('placeAt', () => {
  it('gives the place when both coordinates are real numbers', () => {
    expect(placeAt({ lat: 51.6098, lng: -2.5238 }, 'Thornbury Library')).toEqual({
      lat: 51.6098,
      lng: -2.5238,
      label: 'Thornbury Library',
    });
    // 0 is a real coordinate, not "missing".
    expect(placeAt({ lat: 0, lng: 0 }, 'Null Island')).toEqual({ lat: 0, lng: 0, label: 'Null Island' });
  });

  it('gives nothing without a position, with half of one, or with one out of range', () => {
    expect(placeAt(null, 'A')).toBeNull();
    expect(placeAt(undefined, 'A')).toBeNull();
    expect(placeAt({}, 'A')).toBeNull();
    expect(placeAt({ lat: null, lng: null }, 'A')).toBeNull();
    expect(placeAt({ lat: 51.6, lng: null }, 'A')).toBeNull();
    expect(placeAt({ lat: 91, lng: 0 }, 'A')).toBeNull();
    expect(placeAt({ lat: 0, lng: -181 }, 'A')).toBeNull();
    expect(placeAt({ lat: Number.NaN, lng: 0 }, 'A')).toBeNull();
  });
});

interface Shop {
  id: string;
  title: string;
  slug: string;
  lat: number | null;
  lng: number | null;
}

const shops: Shop[] = [
  { id: 'b1', title: 'Castle Street Bakery', slug: 'castle-street-bakery', lat: 51.6127, lng: -2.5284 },
  { id: 'b2', title: 'Severn Vale Electrical', slug: 'severn-vale-electrical', lat: null, lng: null },
  { id: 'b3', title: 'The Swan Inn', slug: 'the-swan-inn', lat: 51.6095, lng: -2.5253 },
];
const shopPlace = (shop: Shop): Place | null => placeAt(shop, shop.title);
const shopPath = (shop: Shop) => `/businesses/${shop.slug}`;

describe('listMapPoints', () => {
  it('makes one marker per item with a place, named after it and linking to its page, in the list’s order', () => {
    const { points, withoutPosition } = listMapPoints(shops, shopPlace, shopPath);
    expect(points).toEqual([
      { id: 'b1', lat: 51.6127, lng: -2.5284, label: 'Castle Street Bakery', href: '/businesses/castle-street-bakery' },
      { id: 'b3', lat: 51.6095, lng: -2.5253, label: 'The Swan Inn', href: '/businesses/the-swan-inn' },
    ]);
    expect(withoutPosition).toBe(1);
  });

  it('shows only the items it is given, so the list’s filters apply to the map', () => {
    const filtered = shops.filter((shop) => shop.title.includes('Swan'));
    const { points, withoutPosition } = listMapPoints(filtered, shopPlace, shopPath);
    expect(points.map((point) => point.label)).toEqual(['The Swan Inn']);
    expect(withoutPosition).toBe(0);
    expect(listMapPoints([], shopPlace, shopPath)).toEqual({ points: [], withoutPosition: 0 });
  });
});

describe('withoutPositionText', () => {
  const labels = { singular: 'Business', plural: 'Businesses' };
  it('counts the items only in the list, in plain words', () => {
    expect(withoutPositionText(0, labels)).toBe('');
    expect(withoutPositionText(1, labels)).toBe('1 business has no position and is only in the list.');
    expect(withoutPositionText(3, labels)).toBe('3 businesses have no position and are only in the list.');
  });
});

describe('the List / Map choice', () => {
  it('follows the address first, then this device’s last choice, and is the list otherwise', () => {
    expect(readViewChoice(new URLSearchParams('view=map'), 'list')).toBe('map');
    expect(readViewChoice(new URLSearchParams('view=list'), 'map')).toBe('list');
    expect(readViewChoice(new URLSearchParams(''), 'map')).toBe('map');
    expect(readViewChoice(new URLSearchParams('view=satellite'), null)).toBe('list');
    expect(readViewChoice(new URLSearchParams(''), 'nonsense')).toBe('list');
  });

  it('keeps the filters in the address and leaves the list, the default, out', () => {
    expect(writeViewChoice(new URLSearchParams('q=bakery'), 'map').toString()).toBe('q=bakery&view=map');
    expect(writeViewChoice(new URLSearchParams('q=bakery&view=map'), 'list').toString()).toBe('q=bakery');
  });

  it('is remembered for each type separately', () => {
    expect(viewStorageKey('businesses')).not.toBe(viewStorageKey('clubs'));
  });
});
