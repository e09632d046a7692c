import { describe, expect, it } from 'vitest';
import { contrastRatio, relativeLuminance } from './contrast';

describe('relativeLuminance', () => {
  it('is 0 for black and 1 for white', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
  });

  it('weights green most and blue least', () => {
    expect(relativeLuminance('#00ff00')).toBeCloseTo(0.7152, 4);
    expect(relativeLuminance('#ff0000')).toBeCloseTo(0.2126, 4);
    expect(relativeLuminance('#0000ff')).toBeCloseTo(0.0722, 4);
  });

  it('expands #rgb to #rrggbb', () => {
    expect(relativeLuminance('#fff')).toBe(relativeLuminance('#ffffff'));
    expect(relativeLuminance('#abc')).toBe(relativeLuminance('#aabbcc'));
  });

  it('ignores letter case and surrounding spaces', () => {
    expect(relativeLuminance(' #2B7A3B ')).toBe(relativeLuminance('#2b7a3b'));
  });
});

describe('contrastRatio', () => {
  it('is 21 for black on white, in either order', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
  });

  it('is 1 for the same colour', () => {
    expect(contrastRatio('#777777', '#777777')).toBe(1);
    expect(contrastRatio('#abc', '#aabbcc')).toBe(1);
  });

  it('gives about 4.48 for #777777 on white, just short of AA', () => {
    const ratio = contrastRatio('#777777', '#ffffff');
    expect(ratio).toBeCloseTo(4.48, 2);
    expect(ratio).toBeLessThan(4.5);
  });

  it('treats #rgb the same as its long form', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#777', '#fff')).toBe(contrastRatio('#777777', '#ffffff'));
  });

  it.each(['', 'red', '#ff', '#ffff', '#fffffff', 'ffffff', '#ggg', 'rgb(0, 0, 0)', '#12345z'])(
    'throws a clear error for %j',
    (input) => {
      expect(() => contrastRatio(input, '#ffffff')).toThrow(/Not a hex colour/);
      expect(() => relativeLuminance(input)).toThrow(/#rgb or #rrggbb/);
    },
  );
});
