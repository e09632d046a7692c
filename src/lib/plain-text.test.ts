import { describe, expect, it } from 'vitest';
import { multiLineString, singleLineString } from './plain-text';
import {
  cleanLines,
  isMultiLineText,
  isSingleLineText,
  MULTI_LINE_MESSAGE,
  oneLine,
  SINGLE_LINE_MESSAGE,
} from './text-lines';

const C0 = Array.from({ length: 0x20 }, (_, code) => String.fromCharCode(code));
const DIRECTION = ['\u202A', '\u202B', '\u202C', '\u202D', '\u202E'];

describe('single-line text', () => {
  it('refuses every C0 control character, DEL and the direction overrides', () => {
    for (const character of [...C0, '\u007F', ...DIRECTION]) {
      expect(isSingleLineText(`Quiz${character}night`), JSON.stringify(character)).toBe(false);
    }
  });

  it('accepts ordinary text, accents, emoji and right-to-left letters', () => {
    for (const text of ['Quiz night', 'Café – “fête” 🎉', 'مرحبا', 'Marks (\u2066isolated\u2069)', '']) {
      expect(isSingleLineText(text)).toBe(true);
    }
  });

  it('gives one clear message from the schema, before any other check', () => {
    const result = singleLineString().min(1, 'Please add a title.').safeParse('\r');
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([SINGLE_LINE_MESSAGE]);
  });
});

describe('multi-line text', () => {
  it('keeps line breaks and tabs only', () => {
    expect(isMultiLineText('One\n\ttwo')).toBe(true);
    for (const character of [...C0.filter((c) => c !== '\n' && c !== '\t'), '\u007F', ...DIRECTION]) {
      expect(isMultiLineText(`One${character}two`), JSON.stringify(character)).toBe(false);
    }
    expect(multiLineString().safeParse('a\rb').error?.issues[0]?.message).toBe(MULTI_LINE_MESSAGE);
  });
});

describe('cleaning text stored before the checks', () => {
  it('oneLine never leaves a line break or control character', () => {
    expect(oneLine('Quiz\r\nBEGIN:VEVENT\rX\nY\u2028Z\u0000\u202E!\tA')).toBe('Quiz BEGIN:VEVENT X Y Z! A');
  });

  it('cleanLines turns every CR into a line feed and drops other controls', () => {
    expect(cleanLines('a\r\nb\rc\nd\te\u0007\u202E')).toBe('a\nb\nc\nd\te');
  });
});
