/** The clubs' demo data. */
import { describe, expect, it } from 'vitest';
import { SEED_DATA } from '../../collections/seed/seed-test-helpers.mjs';

describe('the clubs’ seed', () => {
  it('has at least ten clubs, among them the running club the demo member follows', () => {
    const ids = SEED_DATA.collections.clubs.map((entry) => entry.id);
    expect(ids.length).toBeGreaterThanOrEqual(10);
    const member = SEED_DATA.collections.users.find((entry) => entry.id === 'demo-member');
    for (const followed of member.data.follows.ids.filter((id) => id.startsWith('clubs/'))) {
      expect(ids).toContain(followed.slice('clubs/'.length));
    }
  });
});
