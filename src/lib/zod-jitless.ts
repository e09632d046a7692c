import { config } from 'zod/v4/core';

/**
 * Zod compiles fast object parsers with `new Function` after probing whether it may. The site's
 * Content-Security-Policy forbids that (no 'unsafe-eval'), and the refused probe is still reported as a
 * violation, so Zod is told not to try. Imported first by main.tsx, before any schema is used.
 */
config({ jitless: true });
