/**
 * A type with no fixture written out in fixtures.ts takes its first seeded item's own fields
 * (seededOwnFields), so a new type is covered by the rules matrix once it has seed data. Checked against
 * the types whose fixtures are written out: the seeded item has every field the fixture has (the seed
 * may fill optional ones too; the rules tests write every seeded item). No emulator needed.
 */
import { describe, expect, it } from 'vitest';
import { baseFields, CONTENT_COLLECTIONS, ownFields, seededOwnFields } from './fixtures';

describe('seededOwnFields', () => {
  for (const collection of CONTENT_COLLECTIONS) {
    it(`${collection}: the first seeded item has the written-out fixture’s own fields, and no base field`, () => {
      const seeded = Object.keys(seededOwnFields(collection));
      expect(seeded).toEqual(expect.arrayContaining(Object.keys(ownFields(collection))));
      for (const key of Object.keys(baseFields())) expect(seeded).not.toContain(key);
    });
  }
});
