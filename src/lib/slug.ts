// The code is in slug.mjs so scripts/seed-data.mjs uses the same slugs; app code imports from here.
export { isValidSlug, MAX_SLUG_LENGTH, SLUG_PATTERN, slugify } from './slug.mjs';
