import { describe, expect, it } from 'vitest';
import { heldWorkText } from './held-work-notice';

describe('heldWorkText', () => {
  it('says how many changes of the last session wait and that they go now', () => {
    expect(heldWorkText(1, false)).toMatch(
      /^You have 1 change from your last session waiting on this device: they are being sent now/,
    );
    expect(heldWorkText(3, true)).toMatch(/^You have 3 changes from your last session/);
  });
  it('speaks of Firestore’s uncounted changes alone, and says nothing when nothing waited', () => {
    expect(heldWorkText(0, true)).toBe(
      'Changes from your last session were waiting on this device: they are being sent now.',
    );
    expect(heldWorkText(0, false)).toBeNull();
  });
});
