/**
 * Zod compiles fast object parsers with `new Function` after probing whether it may. The site's
 * Content-Security-Policy forbids that (no 'unsafe-eval'), and the refused probe is still reported as a
 * violation, so Zod is told not to try. Zod keeps its settings on `globalThis.__zod_globalConfig`
 * (shared by every copy of Zod), so this needs no import of Zod itself, which stays out of the first
 * load (docs/decisions/0006). Imported first by main.tsx, before any schema is used.
 */
const holder = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
holder.__zod_globalConfig = { ...holder.__zod_globalConfig, jitless: true };

// A module, so importing it runs it once.
export {};
