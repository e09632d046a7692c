import { describe, expect, it } from 'vitest';
import { saveOutcome } from './editor-drafts';

describe('what became of a save made on this device', () => {
  it('arrived: the server has the next version, saved by us', () => {
    expect(saveOutcome({ baseVersion: 3 }, { version: 4, updatedBy: 'me' }, 'me')).toBe('arrived');
    expect(saveOutcome({ baseVersion: null }, { version: 1, updatedBy: 'me' }, 'me')).toBe('arrived');
  });

  it('waiting: the server still has the version we started from', () => {
    expect(saveOutcome({ baseVersion: 3 }, { version: 3, updatedBy: 'other' }, 'me')).toBe('waiting');
    expect(saveOutcome({ baseVersion: null }, undefined, 'me')).toBe('waiting');
  });

  it('conflict: someone else saved in between', () => {
    expect(saveOutcome({ baseVersion: 3 }, { version: 4, updatedBy: 'other' }, 'me')).toBe('conflict');
    expect(saveOutcome({ baseVersion: 3 }, { version: 6, updatedBy: 'me' }, 'me')).toBe('conflict');
    expect(saveOutcome({ baseVersion: 3 }, undefined, 'me')).toBe('conflict');
  });
});
