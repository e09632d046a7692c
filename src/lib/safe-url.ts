/**
 * The shared policy for stored addresses shown on the site (issue 17, decision 0015; the same
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

// Hosts browsers refuse, refused by firestore.rules too (issue 25: the rules took them, the app then
// dropped the document): a last label that is a number (all digits, or 0x…) unless the host is an IPv4
// address a.b.c.d; a punycode label (xn--…), which only a full IDNA decoder could check; a port past 65535.
const NUMERIC_LAST_LABEL = /^https?:\/\/([^/?#:]*\.)?(\p{N}+|0x[0-9a-f]*)\.?([:/?#]|$)/iu;
const IPV4_HOST =
  /^https?:\/\/((25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])\.){3}(25[0-5]|2[0-4][0-9]|1[0-9][0-9]|[1-9]?[0-9])([:/?#]|$)/i;
const PUNYCODE_LABEL = /^https?:\/\/([^/?#:]*\.)?xn--/i;
const PORT_PAST_65535 =
  /^https?:\/\/[^/?#]*:(6553[6-9]|655[4-9][0-9]|65[6-9][0-9]{2}|6[6-9][0-9]{3}|[7-9][0-9]{4})([/?#]|$)/i;

export function isSafeUrl(value: string): boolean {
  if (value === '' || SPACE_OR_CONTROL.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//') && !value.startsWith('/\\');
  if (!ABSOLUTE_WEB.test(value)) return false;
  if (NUMERIC_LAST_LABEL.test(value) && !IPV4_HOST.test(value)) return false;
  if (PUNYCODE_LABEL.test(value) || PORT_PAST_65535.test(value)) return false;
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
