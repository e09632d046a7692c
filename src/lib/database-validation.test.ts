import { describe, expect, it } from 'vitest';
import {
  assertSafeDatabaseWrite,
  databaseKeyProblem,
  databaseValueProblem,
  DatabaseValidationError,
} from './database-validation';

describe('databaseKeyProblem', () => {
  it('accepts ordinary keys', () => {
    expect(databaseKeyProblem('summer-fair_2026 ✓')).toBeUndefined();
  });

  it.each(['', 'a.b', 'a#b', 'a$b', 'a/b', 'a[b', 'a]b', 'tab\there', 'nul\u0000', 'del\u007F'])(
    'rejects %j with a plain message',
    (key) => {
      const problem = databaseKeyProblem(key);
      expect(problem).toBeTypeOf('string');
      expect(problem).not.toMatch(/regex|undefined|null/i);
    },
  );

  it('names the character that is not allowed', () => {
    expect(databaseKeyProblem('a.b')).toBe('A name cannot contain “.”. Please remove it and try again.');
    expect(databaseKeyProblem('x\u0001')).toContain('control character');
  });
});

describe('databaseValueProblem', () => {
  it('accepts strings, finite numbers, booleans, null, dates, arrays and nested objects', () => {
    expect(databaseValueProblem({ a: 'x', b: 1.5, c: true, d: null, e: [1, 2], f: { g: new Date() } })).toBeUndefined();
  });

  it.each([
    [undefined, 'missing'],
    [() => 1, 'not something that can be saved'],
    [Number.NaN, 'ordinary number'],
    [Number.POSITIVE_INFINITY, 'ordinary number'],
    [{ nested: { deeper: undefined } }, 'value.nested.deeper'],
    [{ 'bad.key': 1 }, '“.”'],
  ])('rejects %j', (value, fragment) => {
    expect(databaseValueProblem(value)).toContain(fragment);
  });

  it('counts UTF-8 bytes, not characters, against the 10 485 760 limit', () => {
    expect(databaseValueProblem('a'.repeat(10_485_760))).toBeUndefined();
    expect(databaseValueProblem('a'.repeat(10_485_761))).toContain('too long');
    // "é" is two bytes: half as many characters reach the limit.
    expect(databaseValueProblem('é'.repeat(5_242_881))).toContain('too long');
  });
});

describe('assertSafeDatabaseWrite', () => {
  it('throws a DatabaseValidationError with the message', () => {
    expect(() => assertSafeDatabaseWrite('a/b', 1)).toThrow(DatabaseValidationError);
    expect(() => assertSafeDatabaseWrite('ok', { x: Number.NaN })).toThrow('value.x must be an ordinary number.');
  });
});
