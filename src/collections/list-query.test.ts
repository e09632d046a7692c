import { describe, expect, it } from 'vitest';
import { publicCutoff, SCHEDULE_MARGIN_MS } from './list-query';

describe('visitors’ scheduling cut-off', () => {
  it('is the margin before now, rounded down to the minute', () => {
    expect(SCHEDULE_MARGIN_MS).toBe(10 * 60 * 1000);
    expect(publicCutoff(new Date('2026-06-01T12:00:00Z')).toISOString()).toBe('2026-06-01T11:50:00.000Z');
    expect(publicCutoff(new Date('2026-06-01T12:00:59.999Z')).toISOString()).toBe('2026-06-01T11:50:00.000Z');
    expect(publicCutoff(new Date('2026-06-01T12:01:00Z')).toISOString()).toBe('2026-06-01T11:51:00.000Z');
  });
});
