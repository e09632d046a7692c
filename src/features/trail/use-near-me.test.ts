import { describe, expect, it } from 'vitest';
import { clockText } from './audio-guide';
import { nearMeProblem } from './use-near-me';

describe('near me in plain words', () => {
  it('says how to turn location on when it is refused, and nothing when all is well', () => {
    expect(nearMeProblem({ status: 'denied' })).toEqual({
      title: 'Location is turned off for this site',
      text: expect.stringContaining('allow location for this site'),
    });
    expect(nearMeProblem({ status: 'unavailable' })?.title).toBe('Your position is not available');
    expect(nearMeProblem({ status: 'timeout' })?.title).toBe('Still looking for your position');
    expect(nearMeProblem({ status: 'off' })).toBeNull();
    expect(nearMeProblem({ status: 'on', position: { lat: 51.6, lng: -2.5, accuracy: 10 } })).toBeNull();
  });
});

describe('the audio guide’s clock', () => {
  it('reads minutes and seconds', () => {
    expect(clockText(0)).toBe('0:00');
    expect(clockText(65.7)).toBe('1:05');
    expect(clockText(Number.NaN)).toBe('0:00');
  });
});
