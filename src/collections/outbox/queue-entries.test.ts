import { describe, expect, it } from 'vitest';
import * as z from 'zod';
import { ENTRY_ID_PATTERN, entriesParser, newEntryId } from './queue-entries';

describe('outbox entries as stored', () => {
  it('makes Firestore-style ids: 20 letters and digits, a new one each time, without favouring any', () => {
    for (let index = 0; index < 100; index += 1) expect(newEntryId()).toMatch(ENTRY_ID_PATTERN);
    expect(newEntryId()).not.toBe(newEntryId());
    // Bytes from 248 up are drawn again rather than wrapped onto the first letters.
    let calls = 0;
    const id = newEntryId((values) => {
      calls += 1;
      return values.fill(calls === 1 ? 255 : 0);
    });
    expect(id).toBe('A'.repeat(20));
    expect(calls).toBe(2);
  });

  it('reads every good entry of a stored list, leaving out only the damaged ones, in order', () => {
    const parse = entriesParser(z.object({ id: z.string().regex(ENTRY_ID_PATTERN), handed: z.boolean() }));
    const first = { id: 'a'.repeat(20), handed: false };
    const second = { id: 'b'.repeat(20), handed: true };
    expect(parse([first, { id: 'short', handed: false }, 'junk', null, second])).toEqual([first, second]);
    expect(parse([])).toEqual([]);
    expect(parse({})).toBeUndefined();
    expect(parse(undefined)).toBeUndefined();
  });
});
