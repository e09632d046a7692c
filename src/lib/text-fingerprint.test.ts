import { describe, expect, it } from 'vitest';
import { textFingerprint } from './text-fingerprint';

describe('textFingerprint', () => {
  it('is the same for the same text, and differs for any change', () => {
    const text = '## Walking football\n\nEvery **Tuesday**, café £2.';
    expect(textFingerprint(text)).toBe(textFingerprint(`${text}`));
    expect(textFingerprint(text)).not.toBe(textFingerprint(`${text} `));
    expect(textFingerprint('')).not.toBe(textFingerprint(' '));
  });

  it('keeps the values already stored on devices (FNV-1a 32-bit, base 36)', () => {
    // Dismissed announcements are remembered by this value: changing the function would show them again.
    expect(textFingerprint('')).toBe((0x811c9dc5).toString(36));
    expect(textFingerprint('a')).toBe((0xe40c292c).toString(36));
  });
});
