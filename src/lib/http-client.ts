import ky from 'ky';
import { RETRIED_METHODS, RETRY_STATUS_CODES } from './retry-policy';

export { RETRIED_METHODS, RETRY_STATUS_CODES };

/**
 * The app's own HTTP client (version file, feeds), with docs/specification.md §7's retry policy: requests that
 * change something (POST, PUT, PATCH, DELETE) are never retried; others are retried once on
 * 408, 409, 425, 429, 500, 502, 503 or 504.
 */

export const httpClient = ky.create({
  retry: { limit: 1, methods: RETRIED_METHODS, statusCodes: RETRY_STATUS_CODES, afterStatusCodes: [413, 429, 503] },
  timeout: 15_000,
});
