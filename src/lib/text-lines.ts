/**
 * The shared input policy for text (firestore.rules has the same lists), without zod: the first load
 * and the feeds use it too. Control characters let a title break out of a calendar line or a log entry, and the
 * direction overrides U+202A–U+202E make text read differently from what it holds.
 */

// eslint-disable-next-line no-control-regex -- these control characters are exactly what is refused.
const NOT_SINGLE_LINE = /[\u0000-\u001F\u007F\u202A-\u202E]/;
// Multi-line text may keep line breaks (\n) and tabs (\t), nothing else from the list.
// eslint-disable-next-line no-control-regex -- as above.
const NOT_MULTI_LINE = /[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E]/;

export const SINGLE_LINE_MESSAGE =
  'Please use plain text on one line: line breaks, tabs and hidden control or text-direction characters are not allowed.';
export const MULTI_LINE_MESSAGE =
  'Please remove the hidden control or text-direction characters (they are often pasted in by accident).';

/** Text for a title, name, address or any other one-line field. */
export function isSingleLineText(value: string): boolean {
  return !NOT_SINGLE_LINE.test(value);
}

/** Text for a body or notes: line breaks and tabs allowed, other control characters not. */
export function isMultiLineText(value: string): boolean {
  return !NOT_MULTI_LINE.test(value);
}

/**
 * Text for a line-based format (iCalendar, headers) from a field stored before these checks:
 * every line break and tab becomes a space and other control and direction characters go. Never a bare CR.
 */
export function oneLine(value: string): string {
  return (
    value
      .replace(/\r\n|[\r\n\t\u2028\u2029]/g, ' ')
      // eslint-disable-next-line no-control-regex -- removing them is the point.
      .replace(/[\u0000-\u001F\u007F\u202A-\u202E]/g, '')
  );
}

/** As oneLine, but line breaks are kept as `\n` (a CR or CRLF becomes `\n`). */
export function cleanLines(value: string): string {
  return (
    value
      .replace(/\r\n?|[\u2028\u2029]/g, '\n')
      // eslint-disable-next-line no-control-regex -- removing them is the point.
      .replace(/[\u0000-\u0008\u000B-\u001F\u007F\u202A-\u202E]/g, '')
  );
}
