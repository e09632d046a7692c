import { describe, expect, it } from 'vitest';
import { pageTitle } from './page-title';

describe('pageTitle', () => {
  it('puts the page before the brand', () => {
    expect(pageTitle('About', 'Hub')).toBe('About · Hub');
  });

  it.each([undefined, '', '   '])('uses the brand alone for %j', (title) => {
    expect(pageTitle(title, 'Hub')).toBe('Hub');
  });

  it('trims stray spaces', () => {
    expect(pageTitle('  Events ', 'Hub')).toBe('Events · Hub');
  });
});
