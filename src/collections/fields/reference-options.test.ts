import { describe, expect, it } from 'vitest';
import { referenceOptions } from './reference-options';

describe('referenceOptions', () => {
  it('lists titles with their kind, sorted by name, leaving out untitled items', () => {
    expect(
      referenceOptions({
        clubs: [
          { id: 'chess', title: 'Chess Club' },
          { id: 'broken', title: '' },
        ],
        committees: [{ id: 'events-committee', title: 'Events Committee' }],
        organisations: [{ id: 'larder', title: 'Annie’s Larder' }, { id: 'no-title' }],
      }).map((option) => [option.key, option.label, option.name]),
    ).toEqual([
      ['organisations/larder', 'Annie’s Larder (organisation)', 'Annie’s Larder'],
      ['clubs/chess', 'Chess Club (club)', 'Chess Club'],
      ['committees/events-committee', 'Events Committee (committee)', 'Events Committee'],
    ]);
  });
});
