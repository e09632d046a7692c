import { describe, expect, it } from 'vitest';
import { rulesList, rulesPattern } from './rules-literals';

describe('rulesPattern', () => {
  it('drops the anchors of a whole-string pattern', () => {
    expect(rulesPattern(/^\p{L}+\.\p{L}+$/u, 'x')).toBe('\\p{L}+\\.\\p{L}+');
  });

  it('looks anywhere for an unanchored pattern or a choice of anchored ones, as JavaScript does', () => {
    expect(rulesPattern(/ab/, 'x')).toBe('(?s:.*)(?:ab)(?s:.*)');
    expect(rulesPattern(/^$|^[A-Z]\d$/, 'x')).toBe('(?s:.*)(?:^$|^[A-Z]\\d$)(?s:.*)');
    expect(rulesPattern(/^(a|b)$/, 'x')).toBe('(a|b)');
  });

  it('keeps the i flag and refuses what RE2 cannot say', () => {
    expect(rulesPattern(/^ab$/i, 'x')).toBe('(?i)ab');
    expect(() => rulesPattern(/^a$/m, 'type.field')).toThrow(
      "type.field: the rules cannot say the regular expression flags 'm'",
    );
    expect(() => rulesPattern(/^(?=a)a$/, 'type.field')).toThrow(/look-arounds/);
    expect(() => rulesPattern(/^(a)\1$/, 'type.field')).toThrow(/back-references/);
  });
});

describe('rulesList', () => {
  it('wraps a long list, starting the first line where its line already is', () => {
    const values = Array.from({ length: 12 }, (_, index) => `value${index}`);
    const text = rulesList(values, '        ', 60);
    expect(text.split('\n').length).toBeGreaterThan(1);
    expect(60 + (text.split('\n')[0] ?? '').length).toBeLessThanOrEqual(110);
  });
});
