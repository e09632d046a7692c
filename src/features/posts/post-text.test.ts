import { describe, expect, it } from 'vitest';
import { cutHeadline, HEADLINE_LIMIT, postDateText, postDateValue, readableWords, readingMinutes } from './post-text';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('reading time', () => {
  it('is at least one minute, even for an empty body', () => {
    expect(readingMinutes('')).toBe(1);
    expect(readingMinutes('Hello.')).toBe(1);
  });

  it('rounds up at 200 words a minute', () => {
    expect(readingMinutes(words(200))).toBe(1);
    expect(readingMinutes(words(201))).toBe(2);
    expect(readingMinutes(words(1000))).toBe(5);
  });

  it('counts what a reader reads, not Markdown, link addresses or picture addresses', () => {
    expect(readableWords('## A heading\n\n- one\n- two\n\n> quoted **bold** text')).toBe(7);
    expect(readableWords('See [the council](https://example.org/a/very/long/path) now')).toBe(4);
    expect(readableWords('![Children at the fair](https://images.example/fair.jpg)')).toBe(4);
    expect(readableWords('| a | b |\n|---|---|\n| c | d |')).toBe(4);
  });
});

describe('the headline cut (docs/specification.md §9)', () => {
  it('keeps a title that fits, whitespace tidied', () => {
    expect(cutHeadline('Repair Café hits 600 fixes')).toBe('Repair Café hits 600 fixes');
    expect(cutHeadline('  Two   spaces ')).toBe('Two spaces');
    const exact = 'x'.repeat(HEADLINE_LIMIT);
    expect(cutHeadline(exact)).toBe(exact);
  });

  it('cuts a long title at a word to at most 110 characters, with an ellipsis', () => {
    const long = `${'Thornbury '.repeat(15)}end`;
    const cut = cutHeadline(long);
    expect(Array.from(cut).length).toBeLessThanOrEqual(HEADLINE_LIMIT);
    expect(cut.endsWith('Thornbury…')).toBe(true);
    expect(long.startsWith(cut.slice(0, -1))).toBe(true);
  });

  it('cuts one very long word mid-word, and never splits an emoji', () => {
    expect(Array.from(cutHeadline('y'.repeat(300))).length).toBe(HEADLINE_LIMIT);
    const emoji = cutHeadline('🎉'.repeat(200));
    expect(Array.from(emoji)).toHaveLength(HEADLINE_LIMIT);
    expect(emoji.startsWith('🎉'.repeat(HEADLINE_LIMIT - 1))).toBe(true);
  });
});

describe('dates', () => {
  it('shows the day in London, also across midnight in summer time', () => {
    expect(postDateText(new Date('2026-12-05T10:00:00Z'))).toBe('5 December 2026');
    expect(postDateText(new Date('2026-06-30T23:30:00Z'))).toBe('1 July 2026');
    expect(postDateValue(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
  });
});
