import { describe, expect, it } from 'vitest';
import type { EventItem, WorkshopItem } from './event-schema';
import { models } from './events-model';

const HALL = { name: 'The Armstrong Hall', address: 'Chapel Street, Thornbury', postcode: 'BS35 2BJ' };

describe.each(['events', 'workshops'] as const)('where one of the %s is', (kind) => {
  const place = (changes: Partial<EventItem>) =>
    // A workshop is an event with more fields: one item serves both types' `place`.
    models[kind].place?.({ ...models[kind].empty?.(), title: 'Ukulele jam', ...changes } as WorkshopItem);

  it('is its venue’s position, named after the venue', () => {
    expect(place({ venue: { ...HALL, lat: 51.6085, lng: -2.5262 } })).toEqual({
      lat: 51.6085,
      lng: -2.5262,
      label: 'The Armstrong Hall',
    });
  });

  it('is nowhere online only, or at a venue without coordinates', () => {
    expect(place({ venue: null, onlineUrl: 'https://meet.example/jam' })).toBeNull();
    expect(place({ venue: { ...HALL, lat: null, lng: null } })).toBeNull();
  });
});
