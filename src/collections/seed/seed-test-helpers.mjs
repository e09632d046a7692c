/**
 * What the seed parts' tests share: the demo data built once at a fixed moment, moments that are awkward for
 * dates (month and year ends, both clock changes, a leap day), and small checks of plain values.
 */
import { buildSeedData } from '../../../scripts/seed-data.mjs';

export const SEED_NOW = new Date('2026-05-14T10:23:45.678Z');

export const AWKWARD_MOMENTS = [
  SEED_NOW,
  new Date('2026-01-01T00:00:00Z'),
  new Date('2026-03-28T23:30:00Z'),
  new Date('2026-10-25T00:30:00Z'),
  new Date('2026-12-31T23:59:59Z'),
  new Date('2028-02-29T18:00:00Z'),
  new Date('2026-11-30T23:00:00Z'),
  new Date('2026-03-16T12:00:00Z'), // the choir's exception falls after the clocks go forward
  new Date('2026-10-19T12:00:00Z'), // ... and after they go back
];

/** The demo data at SEED_NOW. */
export const SEED_DATA = buildSeedData(SEED_NOW);

/** The documents' fields of one collection of built demo data (SEED_DATA unless given). */
export const documentsOf = (name, seedData = SEED_DATA) => seedData.collections[name].map((entry) => entry.data);

export const isDate = (value) => value instanceof Date && !Number.isNaN(value.getTime());
export const isStringOfLength = (value, min, max) =>
  typeof value === 'string' && value.length >= min && value.length <= max;
export const isNullableString = (value) => value === null || typeof value === 'string';
export const isNullableNumber = (value) => value === null || (typeof value === 'number' && Number.isFinite(value));
