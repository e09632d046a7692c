import { describe, expect, it } from 'vitest';
import { hasUniqueSlugs, slugIndexPath } from './slug-index';

describe('slug index', () => {
  it('has an entry per collection and slug; a type with fixed ids has none', () => {
    expect(slugIndexPath('events', 'summer-fair')).toBe('slugs/events/taken/summer-fair');
    expect(hasUniqueSlugs({})).toBe(true);
    expect(hasUniqueSlugs({ fixedIds: ['about', 'contact'] })).toBe(false);
  });
});
