/**
 * Slugs (docs/content-model.md): lower-case a–z, 0–9 and single hyphens, 1–96 characters; the same pattern is in
 * firestore.rules. Plain JavaScript so the seed script makes slugs with the same code as the app.
 */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
export const MAX_SLUG_LENGTH = 96;

/**
 * A slug as docs/content-model.md defines it.
 * @param {string | undefined} value
 * @returns {boolean}
 */
export function isValidSlug(value) {
  return value !== undefined && value.length <= MAX_SLUG_LENGTH && SLUG_PATTERN.test(value);
}

/**
 * A slug from a title: "Christmas Lights & Late-Night Shopping" → `christmas-lights-and-late-night-shopping`.
 * @param {string} text
 * @returns {string}
 */
export function slugify(text) {
  return text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_SLUG_LENGTH)
    .replace(/-+$/g, '');
}
