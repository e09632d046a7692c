/** The committees’ demo data. */
import { describe, expect, it } from 'vitest';
import { MEMBER } from '../../collections/seed/seed-context.mjs';
import { SEED_DATA as data } from '../../collections/seed/seed-test-helpers.mjs';

describe('the committees’ seed', () => {
  it('committees name their members but no account, and no papers; the accounts are in committeeMembers', () => {
    const committees = data.collections.committees;
    expect(committees.length).toBeGreaterThanOrEqual(4);
    for (const { id, data: doc } of committees) {
      expect(Object.keys(doc)).not.toContain('memberUids');
      expect(Object.keys(doc)).not.toContain('documents');
      for (const member of doc.members) expect(Object.keys(member).sort(), id).toEqual(['name', 'role']);
    }
    expect(data.collections.committeeMembers.map((entry) => entry.id)).toEqual(committees.map((entry) => entry.id));
    const greenSpaces = data.collections.committeeMembers.find((entry) => entry.id === 'green-spaces-committee');
    expect(greenSpaces?.data).toEqual({ memberUids: [MEMBER.uid] });
  });
});
