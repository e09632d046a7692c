import { describe, expect, it, vi } from 'vitest';

// The pages of businesses, products, documents and organisations show these displays: working out a next
// meeting needs the recurrence rules (rrule, about 50 KB), which those pages should not download.
vi.mock('@/lib/recurrence', () => {
  throw new Error('field-displays loaded the recurrence rules');
});

describe('field-displays', () => {
  it('loads without the recurrence rules (the meeting pattern has a module of its own)', async () => {
    await expect(import('./field-displays')).resolves.toHaveProperty('VenueDisplay');
  });
});
