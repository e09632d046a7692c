/**
 * Where to go after signing in (`?next=`): only a page of this site. The value is resolved the way
 * the browser would resolve a link (so `/%09/evil.example`, `/\evil.example` and `//evil.example`
 * show their real destination) and kept only if it stays on this origin; then just its path, query
 * and fragment are used, which cannot leave the site.
 */
export function safeNextPath(next: string | null | undefined, fallback = '/'): string {
  if (!next || !next.startsWith('/')) return fallback;
  // A control character, typed or %-encoded (`/%09/evil.example`), has no place in a page address:
  // browsers drop tabs and line breaks from links, which turns `/<tab>/host` into `//host`.
  // eslint-disable-next-line no-control-regex -- as above.
  if (/[\u0000-\u001F\u007F]|%(?:[01][0-9a-f]|7f)/i.test(next)) return fallback;
  // Any origin will do as the base: the answer is only kept when it is the same one.
  const base = 'https://same-origin.invalid';
  let url: URL;
  try {
    url = new URL(next, base);
  } catch {
    return fallback;
  }
  if (url.origin !== base) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // A path that still starts with `//` or `/\` (`/.//evil`) would be read as a host elsewhere.
  if (!path.startsWith('/') || path.startsWith('//') || path.startsWith('/\\')) return fallback;
  return path;
}
