/**
 * A short fingerprint of a text: FNV-1a over its UTF-16 code units, in base 36. The same in the build
 * and the browser. For telling texts apart on one device or one page (a dismissed announcement, a
 * prerendered body), not for security: anyone can make two texts with one fingerprint.
 */
export function textFingerprint(text: string): string {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(36);
}
