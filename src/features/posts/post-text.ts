import { LONDON_TIME_ZONE, MONTH_NAMES, zonedParts } from '@/lib/london-time';

/**
 * Words about an article worked out from its text: reading time (never typed in) and the short
 * headline search engines take (docs/specification.md §9: at most 110 characters). Pure, no React.
 */

/** Reading speed for the estimate, in words a minute (a common, slightly cautious figure). */
export const WORDS_PER_MINUTE = 200;

/** The words a reader reads: Markdown's link targets, image addresses and markup are left out. */
export function readableWords(markdown: string): number {
  const text = markdown
    // An image counts as its description; a link as its text.
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/<[^>]+>/g, ' ')
    .replace(/[#>*_`~|-]+/g, ' ');
  return text.split(/\s+/).filter((word) => /[\p{L}\p{N}]/u.test(word)).length;
}

/** Whole minutes to read the body, at least one. */
export function readingMinutes(markdown: string): number {
  return Math.max(1, Math.ceil(readableWords(markdown) / WORDS_PER_MINUTE));
}

/** "3 min read". */
export function readingTimeText(markdown: string): string {
  return `${readingMinutes(markdown)} min read`;
}

export const HEADLINE_LIMIT = 110;

/**
 * A headline of at most `limit` characters (code points, so an emoji is never cut in half): whole if it
 * fits, otherwise cut at the last space that leaves room for an ellipsis, or mid-word when there is none.
 */
export function cutHeadline(title: string, limit = HEADLINE_LIMIT): string {
  const text = title.replace(/\s+/g, ' ').trim();
  const characters = Array.from(text);
  if (characters.length <= limit) return text;
  const room = characters.slice(0, limit - 1).join('');
  const space = room.lastIndexOf(' ');
  const cut = space > limit / 2 ? room.slice(0, space) : room;
  return `${cut.replace(/[\s,.;:–—-]+$/u, '')}…`;
}

/** "5 December 2026", the day in London. */
export function postDateText(date: Date): string {
  const { day, month, year } = zonedParts(date, LONDON_TIME_ZONE);
  return `${day} ${MONTH_NAMES[month - 1] ?? ''} ${year}`;
}

/** The date as a `<time dateTime>` value: the day in London, YYYY-MM-DD. */
export function postDateValue(date: Date): string {
  const { day, month, year } = zonedParts(date, LONDON_TIME_ZONE);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
