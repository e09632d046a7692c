import { describe, expect, it } from 'vitest';
import { hasUniqueSlugs, publicCutoff, SCHEDULE_MARGIN_MS, slugIndexPath } from './repository';

describe('visitors’ scheduling cut-off', () => {
  it('is the margin before now, rounded down to the minute', () => {
    expect(SCHEDULE_MARGIN_MS).toBe(10 * 60 * 1000);
    expect(publicCutoff(new Date('2026-06-01T12:00:00Z')).toISOString()).toBe('2026-06-01T11:50:00.000Z');
    expect(publicCutoff(new Date('2026-06-01T12:00:59.999Z')).toISOString()).toBe('2026-06-01T11:50:00.000Z');
    expect(publicCutoff(new Date('2026-06-01T12:01:00Z')).toISOString()).toBe('2026-06-01T11:51:00.000Z');
  });
});

describe('slug index', () => {
  it('has an entry per collection and slug; a type with fixed ids has none', () => {
    expect(slugIndexPath('events', 'summer-fair')).toBe('slugs/events/taken/summer-fair');
    expect(hasUniqueSlugs({})).toBe(true);
    expect(hasUniqueSlugs({ fixedIds: ['about', 'contact'] })).toBe(false);
  });
});
