/**
 * The shared policy for stored addresses shown on the site (issue 17, /work/notes/policy.md; the same
 * test is in firestore.rules): an absolute http(s) address with a host, or a path on this site that
 * starts with exactly one `/`. No whitespace or control characters anywhere. Everything else
 * (`javascript:`, `data:`, `//host`, `/\host`, `http://[`, `photo.png`) is refused.
 */

// eslint-disable-next-line no-control-regex -- whitespace and control characters are what is refused.
const SPACE_OR_CONTROL = /[\s\u0000-\u001F\u007F-\u009F\u202A-\u202E]/;
// The host as firestore.rules accepts it: letters, digits, dots and hyphens, then an optional port. So
// `user@host`, IPv6 literals and underscores are refused here too, and the editor says so before the
// server would.
const ABSOLUTE_WEB = /^https?:\/\/[\p{L}\p{N}.-]+(:[0-9]{1,5})?([/?#]|$)/iu;

export function isSafeUrl(value: string): boolean {
  if (value === '' || SPACE_OR_CONTROL.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (!ABSOLUTE_WEB.test(value)) return false;
  try {
    const url = new URL(value);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.hostname !== '';
  } catch {
    return false;
  }
}

/**
 * A safe address made absolute against `origin` (for og:image, structured data), or null when the
 * value breaks the policy: pages call this on stored data, so a bad address is left out, not thrown.
 */
export function absoluteSafeUrl(value: string | null | undefined, origin: string): string | null {
  if (!value || !isSafeUrl(value)) return null;
  try {
    return new URL(value, origin).href;
  } catch {
    return null;
  }
}
