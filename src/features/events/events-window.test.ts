import { describe, expect, it } from 'vitest';
import { eventsBeyondWindow, eventWindow } from './events-manifest';

const NOW = new Date('2026-11-28T12:00:00Z');

describe('events past the window', () => {
  it('reads events over before the window’s year, most recently over first', () => {
    const [, past] = eventWindow(NOW);
    const yearAgo = past?.filters.find((filter) => filter.op === '>=')?.value;
    expect(yearAgo).toBeInstanceOf(Date);
    expect(eventsBeyondWindow(NOW)).toEqual({
      filters: [{ field: 'occursUntil', op: '<', value: yearAgo }],
      orderBy: { field: 'occursUntil', direction: 'desc' },
      direction: 'older',
    });
  });
});
