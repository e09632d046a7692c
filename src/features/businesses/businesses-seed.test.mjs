/** The businesses’ demo data. */
import { describe, expect, it } from 'vitest';
import { MEMBER } from '../../collections/seed/seed-context.mjs';
import { documentsOf as all, isNullableString } from '../../collections/seed/seed-test-helpers.mjs';

describe('the businesses’ seed', () => {
  it('businesses: at least twelve, one owned by the member account', () => {
    expect(all('businesses').length).toBeGreaterThanOrEqual(12);
    const owned = all('businesses').filter((doc) => doc.ownerUid === MEMBER.uid);
    expect(owned).toHaveLength(1);
    for (const doc of all('businesses')) {
      expect(isNullableString(doc.ownerUid)).toBe(true);
      // No hours given means open all day, every day (docs/specification.md §9).
      if (doc.openingHours === null) continue;
      for (const day of ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun']) {
        for (const range of doc.openingHours[day]) {
          expect(range.opens).toMatch(/^\d\d:\d\d$/);
          // A range may run past midnight (closes earlier than it opens), never for no time at all.
          expect(range.closes).not.toBe(range.opens);
        }
      }
    }
  });
});
