import { describe, expect, it } from 'vitest';
import { copyrightNotice } from './copyright';

describe('copyrightNotice', () => {
  it('shows the start year alone in 2025', () => {
    expect(copyrightNotice('Hub', 2025)).toBe('© 2025 Hub. All rights reserved.');
  });

  it.each([
    [2026, '© 2025–2026 Hub. All rights reserved.'],
    [2030, '© 2025–2030 Hub. All rights reserved.'],
    [2100, '© 2025–2100 Hub. All rights reserved.'],
  ])('shows a range in %i', (year, expected) => {
    expect(copyrightNotice('Hub', year)).toBe(expected);
  });

  it('never shows a backwards range when the clock is wrong', () => {
    expect(copyrightNotice('Hub', 2019)).toBe('© 2025 Hub. All rights reserved.');
  });
});
