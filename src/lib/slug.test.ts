import { describe, expect, it } from 'vitest';
import { isValidSlug, slugify } from './slug';

describe('slugs', () => {
  it.each([
    ['Christmas Lights & Late-Night Shopping', 'christmas-lights-and-late-night-shopping'],
    ['St Mary’s Café — Open Day!', 'st-marys-cafe-open-day'],
    ['  --  ', ''],
    ['x'.repeat(120), 'x'.repeat(96)],
  ])('%s → %s', (title, slug) => {
    expect(slugify(title)).toBe(slug);
    if (slug) expect(isValidSlug(slug)).toBe(true);
  });
});

describe('one slugify', () => {
  it('is the same function in the seed script and the app', async () => {
    const seed = await import('../../scripts/seed-data.mjs');
    expect(seed.slugify).toBe(slugify);
  });
});
