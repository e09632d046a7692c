/**
 * Colour contrast as WCAG 2.x defines it: relative luminance of sRGB colours and the ratio
 * between two of them, from 1:1 (the same colour) to 21:1 (black on white).
 */

const SHORT_HEX = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/i;
const LONG_HEX = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i;

/** The red, green and blue channels (0–255) of a `#rgb` or `#rrggbb` colour. */
function parseHex(hex: string): [number, number, number] {
  const value = hex.trim();
  const short = SHORT_HEX.exec(value);
  const parts = short ? short.slice(1, 4).map((digit) => digit + digit) : LONG_HEX.exec(value)?.slice(1, 4);
  const [red, green, blue] = parts ?? [];
  if (red === undefined || green === undefined || blue === undefined) {
    throw new Error(`Not a hex colour: "${hex}". Use #rgb or #rrggbb, for example #fff or #2b7a3b.`);
  }
  return [Number.parseInt(red, 16), Number.parseInt(green, 16), Number.parseInt(blue, 16)];
}

/** One sRGB channel (0–255) as linear light (0–1). */
function linearChannel(channel: number): number {
  const srgb = channel / 255;
  // WCAG 2.x quotes 0.03928 from an older sRGB draft; 0.04045 is the sRGB standard. No 8-bit value lies between them.
  return srgb <= 0.04045 ? srgb / 12.92 : ((srgb + 0.055) / 1.055) ** 2.4;
}

/** Relative luminance of a `#rgb` or `#rrggbb` colour: 0 for black, 1 for white. Throws for anything else. */
export function relativeLuminance(hex: string): number {
  const [red, green, blue] = parseHex(hex);
  return 0.2126 * linearChannel(red) + 0.7152 * linearChannel(green) + 0.0722 * linearChannel(blue);
}

/** Contrast ratio between two colours, in either order: 1 (none) to 21 (black and white). */
export function contrastRatio(a: string, b: string): number {
  const first = relativeLuminance(a);
  const second = relativeLuminance(b);
  const lighter = Math.max(first, second);
  const darker = Math.min(first, second);
  return (lighter + 0.05) / (darker + 0.05);
}
