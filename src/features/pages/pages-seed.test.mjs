/** The pages' demo data: one editable copy of each page the app ships, at its fixed id. */
import { describe, expect, it } from 'vitest';
import { SEED_DATA } from '../../collections/seed/seed-test-helpers.mjs';
import { PAGE_IDS } from './pages-seed.mjs';

describe('the pages’ seed', () => {
  it('has exactly the five pages, by their fixed ids', () => {
    expect(SEED_DATA.collections.pages.map((entry) => entry.id)).toEqual(PAGE_IDS);
  });
});
