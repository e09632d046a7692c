/**
 * docs/specification.md §7's retry policy: requests that change something (POST, PUT, PATCH, DELETE) are never
 * retried; others are retried once on these statuses. Kept apart from the HTTP client so code on the
 * first page load can follow it without loading ky.
 */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504];
export const RETRIED_METHODS = ['get', 'head', 'options', 'trace'];
