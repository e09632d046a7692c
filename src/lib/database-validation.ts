import { MAX_DATABASE_STRING_BYTES } from '@/config/constants';

/** A plain explanation of why a key or value cannot be saved; `undefined` when it can. */
export type DatabaseProblem = string | undefined;

// Control characters U+0000–U+001F and U+007F are forbidden in keys (docs/specification.md §5): matching them is
// the point.
// eslint-disable-next-line no-control-regex
const FORBIDDEN_KEY_CHARACTERS = /[.#$/[\]\u0000-\u001F\u007F]/u;
// eslint-disable-next-line no-control-regex
const CONTROL_CHARACTER = /[\u0000-\u001F\u007F]/u;

/** docs/specification.md §5: keys are non-empty and contain none of `. # $ / [ ]` or control characters. */
export function databaseKeyProblem(key: string): DatabaseProblem {
  if (key.length === 0) return 'A name cannot be empty.';
  const match = FORBIDDEN_KEY_CHARACTERS.exec(key);
  if (match) {
    const shown = CONTROL_CHARACTER.test(match[0]) ? 'an invisible control character' : `“${match[0]}”`;
    return `A name cannot contain ${shown}. Please remove it and try again.`;
  }
  return undefined;
}

const utf8 = new TextEncoder();

/**
 * docs/specification.md §5: no `undefined`, functions or non-finite numbers anywhere in a value, and no string over
 * 10 485 760 UTF-8 bytes. Nested objects are checked, keys included.
 */
export function databaseValueProblem(value: unknown, path = 'value'): DatabaseProblem {
  if (value === undefined) return `Something is missing in ${path}.`;
  if (typeof value === 'function' || typeof value === 'symbol' || typeof value === 'bigint') {
    return `${path} is not something that can be saved.`;
  }
  if (typeof value === 'number' && !Number.isFinite(value)) return `${path} must be an ordinary number.`;
  if (typeof value === 'string' && utf8.encode(value).length > MAX_DATABASE_STRING_BYTES) {
    return `${path} is too long to save (the limit is 10 MB of text).`;
  }
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    for (const [key, child] of Object.entries(value)) {
      const keyProblem = Array.isArray(value) ? undefined : databaseKeyProblem(key);
      if (keyProblem) return keyProblem;
      const childProblem = databaseValueProblem(child, `${path}.${key}`);
      if (childProblem) return childProblem;
    }
  }
  return undefined;
}

/** Thrown before any write that would break the rules above, with a message for people. */
export class DatabaseValidationError extends Error {
  override readonly name = 'DatabaseValidationError';
}

export function assertSafeDatabaseWrite(key: string, value: unknown): void {
  const problem = databaseKeyProblem(key) ?? databaseValueProblem(value);
  if (problem) throw new DatabaseValidationError(problem);
}
