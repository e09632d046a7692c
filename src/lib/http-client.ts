import ky from 'ky';

/**
 * The app's own HTTP client (version file, feeds), with SEED-SPEC 7's retry policy: requests that
 * change something (POST, PUT, PATCH, DELETE) are never retried; others are retried once on
 * 408, 409, 425, 429, 500, 502, 503 or 504.
 */
export const RETRY_STATUS_CODES = [408, 409, 425, 429, 500, 502, 503, 504];
export const RETRIED_METHODS = ['get', 'head', 'options', 'trace'];

export const httpClient = ky.create({
  retry: { limit: 1, methods: RETRIED_METHODS, statusCodes: RETRY_STATUS_CODES, afterStatusCodes: [413, 429, 503] },
  timeout: 15_000,
});
