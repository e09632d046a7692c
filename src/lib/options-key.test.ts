import { describe, expect, it } from 'vitest';
import { fromOptionsKey, optionsKey } from './options-key';

describe('options keys', () => {
  it('keeps dates as dates, and everything else as JSON would', () => {
    const options = {
      audience: 'public',
      filters: [
        { field: 'occursUntil', op: '>=', value: new Date('2026-11-27T00:00:00Z') },
        { field: 'ownerUid', op: '==', value: null },
        { field: 'title', op: '==', value: '2026-11-27T00:00:00.000Z' },
      ],
      limit: 50,
    };
    const back = fromOptionsKey<typeof options>(optionsKey(options));
    expect(back).toEqual(options);
    expect(back.filters[0]?.value).toBeInstanceOf(Date);
    expect(typeof back.filters[2]?.value).toBe('string');
  });

  it('gives the same key for the same options', () => {
    const make = () => ({ filters: [{ value: new Date(0) }] });
    expect(optionsKey(make())).toBe(optionsKey(make()));
  });
});
