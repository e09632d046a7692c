/** The trail’s demo data. */
import { describe, expect, it } from 'vitest';
import { documentsOf as all } from '../../collections/seed/seed-test-helpers.mjs';

describe('the trail’s seed', () => {
  it('trail stops: at least ten, ordered 1..n', () => {
    expect(all('trailStops').length).toBeGreaterThanOrEqual(10);
    expect(all('trailStops').map((doc) => doc.order)).toEqual(all('trailStops').map((_doc, index) => index + 1));
  });
});
